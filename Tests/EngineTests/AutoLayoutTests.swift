import Geometry
import XCTest

@testable import Engine

/// Constraints solved in the layout pass, against layouts solved by hand.
final class AutoLayoutTests: XCTestCase {
    func testEdgesPinnedWithInsetsGiveTheFrameInTheSuperview() {
        MainActor.assumeIsolated {
            let h = Harness()
            let container = View(frame: Rect(x: 50, y: 40, width: 200, height: 100))
            h.root.addSubview(container)
            let child = constrainedView("child", in: container)
            LayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
                child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
                child.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
                child.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -15),
            ])
            h.step()
            XCTAssertEqual(child.frame, Rect(x: 10, y: 5, width: 170, height: 80))
            XCTAssertEqual(
                container.frame, Rect(x: 50, y: 40, width: 200, height: 100), "a frame-based view keeps its frame")
        }
    }

    /// Apple's docs on `translatesAutoresizingMaskIntoConstraints`: "If this property’s value
    /// is true, the system creates a set of constraints that duplicate the behavior specified
    /// by the view’s autoresizing mask. You can also modify the view’s size and location
    /// using the view’s frame, bounds, or center properties, creating a static, frame-based
    /// layout within Auto Layout."
    func testAFrameBasedViewTakesPartThroughItsFrameAndFollowsItsChanges() {
        MainActor.assumeIsolated {
            let h = Harness()
            let frameBased = View(frame: Rect(x: 20, y: 30, width: 100, height: 50))
            h.root.addSubview(frameBased)
            let follower = constrainedView("follower", in: h.root)
            LayoutConstraint.activate([
                follower.leadingAnchor.constraint(equalTo: frameBased.trailingAnchor, constant: 8),
                follower.topAnchor.constraint(equalTo: frameBased.topAnchor),
                follower.widthAnchor.constraint(equalTo: frameBased.widthAnchor, multiplier: 0.5),
                follower.heightAnchor.constraint(equalTo: frameBased.heightAnchor, constant: 10),
            ])
            h.step()
            XCTAssertEqual(follower.frame, Rect(x: 128, y: 30, width: 50, height: 60))
            frameBased.frame = Rect(x: 0, y: 100, width: 200, height: 20)
            h.step()
            XCTAssertEqual(follower.frame, Rect(x: 208, y: 100, width: 100, height: 30), "the new frame is re-pinned")
            XCTAssertEqual(frameBased.frame, Rect(x: 0, y: 100, width: 200, height: 20))
        }
    }

    func testConstraintsAcrossSuperviewsAreWrittenInTheCommonAncestor() {
        MainActor.assumeIsolated {
            let h = Harness()
            let left = View(frame: Rect(x: 10, y: 10, width: 100, height: 100))
            let right = View(frame: Rect(x: 200, y: 50, width: 100, height: 100))
            h.root.addSubview(left)
            h.root.addSubview(right)
            let a = constrainedView("a", in: left)
            let b = constrainedView("b", in: right)
            LayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 5),
                a.topAnchor.constraint(equalTo: left.topAnchor, constant: 5),
                a.widthAnchor.constraint(equalToConstant: 20),
                a.heightAnchor.constraint(equalToConstant: 20),
                // b's centre lines up with a's in the window, whatever the superviews.
                b.centerXAnchor.constraint(equalTo: a.centerXAnchor, constant: 250),
                b.centerYAnchor.constraint(equalTo: a.centerYAnchor),
                b.widthAnchor.constraint(equalTo: a.widthAnchor),
                b.heightAnchor.constraint(equalTo: a.heightAnchor),
            ])
            XCTAssertEqual(h.root.constraints.count, 4, "the four relating a and b are installed on the root")
            XCTAssertEqual(left.constraints.count, 2, "a's own and its edges to `left` are installed on `left`")
            h.step()
            XCTAssertEqual(a.frame, Rect(x: 5, y: 5, width: 20, height: 20))
            // a's centre in the root is (25, 25); b's is (275, 25), i.e. (75, -25) in `right`.
            XCTAssertEqual(b.frame, Rect(x: 65, y: -35, width: 20, height: 20))
        }
    }

    /// Apple's docs on `NSLayoutConstraint.priority`: "Higher priority constraints are
    /// satisfied before lower priority constraints; however, optional constraint satisfaction
    /// is not all or nothing. If a constraint a == b is optional, the constraint-based layout
    /// system will attempt to minimize abs(a-b)."
    func testHigherPrioritiesWinAndOptionalConstraintsComeAsCloseAsTheyCan() {
        MainActor.assumeIsolated {
            let h = Harness()
            let v = constrainedView("v", in: h.root)
            let wide = v.widthAnchor.constraint(equalToConstant: 300)
            wide.priority = .defaultHigh
            let narrow = v.widthAnchor.constraint(equalToConstant: 100)
            narrow.priority = .defaultLow
            let cap = v.widthAnchor.constraint(lessThanOrEqualTo: h.root.widthAnchor, multiplier: 0.5)
            LayoutConstraint.activate([
                wide, narrow, cap,
                v.leadingAnchor.constraint(equalTo: h.root.leadingAnchor),
                v.topAnchor.constraint(equalTo: h.root.topAnchor),
                v.heightAnchor.constraint(equalToConstant: 10),
            ])
            h.step()
            XCTAssertEqual(v.frame.width, 200, "the required cap (half of 400) holds; 750 comes as close as it can")
            cap.isActive = false
            h.step()
            XCTAssertEqual(v.frame.width, 300, "750 beats 250")
            wide.priority = LayoutPriority(200)
            h.step()
            XCTAssertEqual(v.frame.width, 100, "lowered below the other, it gives way")
        }
    }

    /// Content hugging and compression resistance keep a label at its intrinsic size unless
    /// something stronger says otherwise; between two labels the higher hugging keeps its size.
    func testIntrinsicSizeHuggingAndCompressionResistance() {
        MainActor.assumeIsolated {
            let h = Harness()
            let first = Label(text: "Short")
            let second = Label(text: "Longer text")
            for (label, id) in [(first, "first"), (second, "second")] {
                label.accessibilityIdentifier = id
                label.translatesAutoresizingMaskIntoConstraints = false
                h.root.addSubview(label)
            }
            first.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
            LayoutConstraint.activate([
                first.leadingAnchor.constraint(equalTo: h.root.leadingAnchor),
                second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
                second.trailingAnchor.constraint(equalTo: h.root.trailingAnchor),
                first.topAnchor.constraint(equalTo: h.root.topAnchor),
                second.topAnchor.constraint(equalTo: h.root.topAnchor),
            ])
            h.step()
            XCTAssertEqual(first.frame.width, first.intrinsicContentSize.width, accuracy: 1e-9, "251 hugs")
            XCTAssertEqual(first.frame.height, first.intrinsicContentSize.height, accuracy: 1e-9, "and its height")
            XCTAssertEqual(second.frame.width, 400 - first.intrinsicContentSize.width, accuracy: 1e-9, "250 gives")
            // Squeezed: compression resistance 750 against a 999 width cap.
            let squeeze = second.widthAnchor.constraint(lessThanOrEqualToConstant: 10)
            squeeze.priority = LayoutPriority(999)
            squeeze.isActive = true
            h.step()
            XCTAssertEqual(second.frame.width, 10)
            // Made required, compression resistance floors the squeeze at the intrinsic width.
            second.setContentCompressionResistancePriority(.required, for: .horizontal)
            h.step()
            XCTAssertEqual(second.frame.width, second.intrinsicContentSize.width, accuracy: 1e-9)
            XCTAssertEqual(h.window.diagnostics.entries(of: .unsatisfiableConstraints), [], "999 is not required")
            // New text, new intrinsic size, next pass.
            squeeze.isActive = false
            h.step()
            XCTAssertEqual(first.frame.width, first.intrinsicContentSize.width, accuracy: 1e-9, "hugs again")
            first.text = "A much longer first label"
            h.step()
            XCTAssertEqual(first.frame.width, first.intrinsicContentSize.width, accuracy: 1e-9)
            XCTAssertEqual(second.frame.minX, first.intrinsicContentSize.width, accuracy: 1e-9)
        }
    }

    /// Apple's docs on `removeFromSuperview()`: "Calling this method removes any constraints
    /// that refer to the view you are removing, or that refer to any view in the subtree of
    /// the view you are removing."
    func testRemovingAViewDeactivatesTheConstraintsThatCrossedOut() {
        MainActor.assumeIsolated {
            let h = Harness()
            let card = constrainedView("card", in: h.root)
            let inner = constrainedView("inner", in: card)
            let outer = [
                card.leadingAnchor.constraint(equalTo: h.root.leadingAnchor, constant: 10),
                card.topAnchor.constraint(equalTo: h.root.topAnchor, constant: 10),
                inner.widthAnchor.constraint(equalTo: h.root.widthAnchor, multiplier: 0.25),
            ]
            let within = [
                inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 4),
                inner.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
                inner.heightAnchor.constraint(equalToConstant: 30),
                card.widthAnchor.constraint(equalTo: inner.widthAnchor, constant: 8),
                card.heightAnchor.constraint(equalTo: inner.heightAnchor, constant: 8),
            ]
            LayoutConstraint.activate(outer + within)
            h.step()
            XCTAssertEqual(card.frame, Rect(x: 10, y: 10, width: 108, height: 38))
            card.removeFromSuperview()
            XCTAssertEqual(outer.map(\.isActive), [false, false, false])
            XCTAssertEqual(within.map(\.isActive), [true, true, true, true, true])
            // Back in a tree, the constraints inside come along and solve there.
            let host = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
            h.root.addSubview(host)
            host.addSubview(card)
            inner.widthAnchor.constraint(equalToConstant: 50).isActive = true
            h.step()
            XCTAssertEqual(inner.frame, Rect(x: 4, y: 4, width: 50, height: 30))
            XCTAssertEqual(card.frame.size, Size(width: 58, height: 38))
        }
    }

    /// UIKit logs "Unable to simultaneously satisfy constraints" with the constraints in
    /// the conflict and breaks one to carry on; so does the engine, as a diagnostic.
    func testUnsatisfiableRequiredConstraintsAreReportedByNameAndOneIsBroken() {
        MainActor.assumeIsolated {
            let h = Harness()
            let v = constrainedView("v", in: h.root)
            let hundred = v.widthAnchor.constraint(equalToConstant: 100)
            hundred.identifier = "hundred"
            let twoHundred = v.widthAnchor.constraint(equalToConstant: 200)
            twoHundred.identifier = "two-hundred"
            LayoutConstraint.activate([
                hundred, v.heightAnchor.constraint(equalToConstant: 10),
                v.leadingAnchor.constraint(equalTo: h.root.leadingAnchor),
                v.topAnchor.constraint(equalTo: h.root.topAnchor),
            ])
            twoHundred.isActive = true
            h.step()
            let reports = h.window.diagnostics.entries(of: .unsatisfiableConstraints)
            XCTAssertEqual(reports.count, 1)
            let message = reports.first?.message ?? ""
            XCTAssertTrue(message.hasPrefix("Unable to simultaneously satisfy constraints"), message)
            XCTAssertTrue(message.contains("'hundred'") && message.contains("'two-hundred'"), message)
            XCTAssertTrue(message.contains("recover by breaking <NSLayoutConstraint 'two-hundred'"), message)
            XCTAssertEqual(v.frame.width, 100, "the broken one is left out; the rest still hold")
            XCTAssertTrue(twoHundred.isActive, "as in UIKit, a broken constraint stays active")
            // Dropping the other one lets it in on the next rebuild of the tree's engine.
            hundred.isActive = false
            twoHundred.constant = 150
            h.step()
            XCTAssertEqual(v.frame.width, 150)
        }
    }

    /// Apple's docs on `translatesAutoresizingMaskIntoConstraints`: "Because the
    /// autoresizing mask constraints specify the view’s size and position, you can’t add
    /// constraints to modify this size or position without introducing conflicts." The
    /// conflict names the frame's NSAutoresizingMaskLayoutConstraint and the frame stays.
    func testConstrainingTheSizeOfAFrameBasedViewConflictsWithItsFrame() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            let width = box.widthAnchor.constraint(equalToConstant: 50)
            width.isActive = true
            h.step()
            let message = h.window.diagnostics.entries(of: .unsatisfiableConstraints).first?.message ?? ""
            XCTAssertTrue(message.contains("<NSAutoresizingMaskLayoutConstraint View('box').width == 100>"), message)
            XCTAssertTrue(message.contains("breaking <NSLayoutConstraint View('box').width == 50>"), message)
            XCTAssertEqual(box.frame, Rect(x: 0, y: 0, width: 100, height: 100))
            // Handing the frame to the constraints resolves it.
            box.translatesAutoresizingMaskIntoConstraints = false
            LayoutConstraint.activate([
                box.heightAnchor.constraint(equalToConstant: 10),
                box.leadingAnchor.constraint(equalTo: h.root.leadingAnchor, constant: 3),
                box.topAnchor.constraint(equalTo: h.root.topAnchor, constant: 4),
            ])
            h.step()
            XCTAssertEqual(box.frame, Rect(x: 3, y: 4, width: 50, height: 10))
        }
    }

    /// Bad numbers are reported and left out; the layout goes on without them.
    func testConstantsThatAreNotNumbersAreReportedNotSolved() {
        MainActor.assumeIsolated {
            let h = Harness()
            let v = constrainedView("v", in: h.root)
            let width = v.widthAnchor.constraint(equalToConstant: 40)
            LayoutConstraint.activate([
                width, v.heightAnchor.constraint(equalToConstant: 10),
                v.leadingAnchor.constraint(equalTo: h.root.leadingAnchor),
                v.topAnchor.constraint(equalTo: h.root.topAnchor),
            ])
            h.step()
            width.constant = .nan
            h.step()
            XCTAssertEqual(h.window.diagnostics.entries(of: .invalidConstraint).count, 1)
            XCTAssertTrue(v.frame.width.isFinite)
            let bad = v.heightAnchor.constraint(equalToConstant: .infinity)
            bad.isActive = true
            XCTAssertFalse(bad.isActive)
            width.constant = 60
            h.step()
            XCTAssertEqual(v.frame, Rect(x: 0, y: 0, width: 60, height: 10))
        }
    }

    /// Apple's docs on `layoutSubviews()`: "The default implementation uses any constraints you
    /// set to determine the size and position of any subviews." Here the solved frames are in
    /// place before an override runs, so an override may place more views from them.
    func testLayoutSubviewsSeesTheSolvedFrames() {
        MainActor.assumeIsolated {
            final class Host: View {
                var seen: Rect?
                override func layoutSubviews() {
                    super.layoutSubviews()
                    seen = subviews.first?.frame
                }
            }
            let h = Harness()
            let host = Host(frame: Rect(x: 0, y: 0, width: 300, height: 200))
            h.root.addSubview(host)
            let child = constrainedView("child", in: host)
            let sibling = constrainedView("sibling", in: host)
            LayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 10),
                child.topAnchor.constraint(equalTo: host.topAnchor, constant: 10),
                child.widthAnchor.constraint(equalToConstant: 100),
                child.heightAnchor.constraint(equalToConstant: 40),
                sibling.leadingAnchor.constraint(equalToSystemSpacingAfter: child.trailingAnchor, multiplier: 2),
                sibling.topAnchor.constraint(equalToSystemSpacingBelow: child.bottomAnchor, multiplier: 1),
                sibling.widthAnchor.constraint(equalTo: child.widthAnchor),
                sibling.heightAnchor.constraint(equalTo: child.heightAnchor),
            ])
            h.step()
            XCTAssertEqual(host.seen, Rect(x: 10, y: 10, width: 100, height: 40))
            XCTAssertEqual(sibling.frame, Rect(x: 126, y: 58, width: 100, height: 40), "system spacing is 8 points")
        }
    }

    /// Apple's `heightAnchor` page: "You can only combine this anchor with other
    /// NSLayoutDimension anchors", and a width anchor is one (so a width may follow a height:
    /// an aspect ratio); a position compares only with a position of its own axis.
    func testAWidthMayFollowAHeightButAPositionOnlyItsOwnAxis() {
        MainActor.assumeIsolated {
            let h = Harness()
            let card = constrainedView("card", in: h.root)
            LayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: h.root.leadingAnchor, constant: 10),
                card.topAnchor.constraint(equalTo: h.root.topAnchor, constant: 20),
                card.heightAnchor.constraint(equalToConstant: 200),
                card.widthAnchor.constraint(equalTo: card.heightAnchor, multiplier: 0.75),
            ])
            h.step()
            XCTAssertEqual(card.frame, Rect(x: 10, y: 20, width: 150, height: 200))
            XCTAssertEqual(h.window.diagnostics.entries(of: .invalidConstraint).count, 0)

            let crossed = LayoutConstraint(
                item: card, attribute: .leading, relatedBy: .equal, toItem: h.root, attribute: .top,
                multiplier: 1, constant: 0)
            crossed.isActive = true
            XCTAssertFalse(crossed.isActive, "a leading edge is not comparable with a top")
            XCTAssertEqual(h.window.diagnostics.entries(of: .invalidConstraint).count, 1)
        }
    }

    func testAnInvalidConstraintIsReportedAndStaysInactive() {
        MainActor.assumeIsolated {
            let h = Harness()
            let v = constrainedView("v", in: h.root)
            let stranger = View()
            let c = v.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
            c.isActive = true
            XCTAssertFalse(c.isActive)
            XCTAssertEqual(h.window.diagnostics.entries(of: .invalidConstraint).count, 1)
        }
    }

    /// `layoutIfNeeded()` inside an animation block animates the solved frames: the
    /// presentation value follows the block's curve from the old frame to the new.
    func testLayoutIfNeededInsideAnimateAnimatesTheSolvedFrames() {
        MainActor.assumeIsolated {
            let h = Harness()
            let v = constrainedView("v", in: h.root)
            let height = v.heightAnchor.constraint(equalToConstant: 50)
            LayoutConstraint.activate([
                height, v.leadingAnchor.constraint(equalTo: h.root.leadingAnchor),
                v.trailingAnchor.constraint(equalTo: h.root.trailingAnchor),
                v.bottomAnchor.constraint(equalTo: h.root.bottomAnchor),
            ])
            h.step()
            XCTAssertEqual(v.frame, Rect(x: 0, y: 250, width: 400, height: 50))
            height.constant = 250
            View.animate(withDuration: 1, options: .curveEaseInOut) { h.root.layoutIfNeeded() }
            XCTAssertEqual(v.frame, Rect(x: 0, y: 50, width: 400, height: 250), "the model is the new frame at once")
            XCTAssertEqual(v.presentationFrame, Rect(x: 0, y: 250, width: 400, height: 50))
            let curve = TimingCurve.easeInOut.bezier
            for step in 1...4 {
                h.advance(0.25)
                let p = curve.value(at: Double(step) * 0.25)
                let expected = Rect(x: 0, y: 250 - 200 * p, width: 400, height: 50 + 200 * p)
                let drawn = v.presentationFrame
                XCTAssertEqual(drawn.minY, expected.minY, accuracy: 1e-6, "at \(Double(step) * 0.25) s")
                XCTAssertEqual(drawn.height, expected.height, accuracy: 1e-6)
            }
        }
    }

    func testSafeAreaAndMarginGuidesFollowTheirInsets() {
        MainActor.assumeIsolated {
            let h = Harness()
            let container = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
            container.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
            h.root.addSubview(container)
            let content = constrainedView("content", in: container)
            let safe = constrainedView("safe", in: container)
            LayoutConstraint.activate([
                content.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
                content.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: container.layoutMarginsGuide.bottomAnchor),
                safe.leadingAnchor.constraint(equalTo: container.safeAreaLayoutGuide.leadingAnchor),
                safe.widthAnchor.constraint(equalTo: container.safeAreaLayoutGuide.widthAnchor),
                safe.topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor),
                safe.heightAnchor.constraint(equalTo: container.safeAreaLayoutGuide.heightAnchor),
            ])
            h.step()
            XCTAssertEqual(content.frame, Rect(x: 20, y: 10, width: 140, height: 60))
            XCTAssertEqual(safe.frame, container.bounds, "no system chrome covers a desktop window")
            container.layoutMargins = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
            h.step()
            XCTAssertEqual(content.frame, container.bounds)
            // A custom guide splits the space between two views.
            let gap = LayoutGuide()
            container.addLayoutGuide(gap)
            LayoutConstraint.activate([
                gap.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 30),
                gap.widthAnchor.constraint(equalToConstant: 40),
                gap.topAnchor.constraint(equalTo: container.topAnchor),
                gap.heightAnchor.constraint(equalToConstant: 1),
            ])
            h.step()
            XCTAssertEqual(gap.layoutFrame, Rect(x: 30, y: 0, width: 40, height: 1))
        }
    }

    /// `systemLayoutSizeFitting(_:)`, Apple's docs: "This method returns a size value for
    /// the view that optimally satisfies the view’s current constraints and is as close to
    /// the value in the targetSize parameter as possible. This method does not actually
    /// change the size of the view."
    func testSystemLayoutSizeFittingMeasuresWithoutResizing() {
        MainActor.assumeIsolated {
            let card = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            let label = Label(text: "Hello, constraints")
            label.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(label)
            LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
                label.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
                label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
            ])
            let intrinsic = label.intrinsicContentSize
            let compressed = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
            XCTAssertEqual(compressed.width, intrinsic.width + 32, accuracy: 1e-9)
            XCTAssertEqual(compressed.height, intrinsic.height + 24, accuracy: 1e-9)
            let expanded = card.systemLayoutSizeFitting(View.layoutFittingExpandedSize)
            XCTAssertEqual(expanded.width, intrinsic.width + 32, accuracy: 1e-9, "hugging (250) beats fitting (50)")
            // A required width, as for a cell of known width: the height still comes from the label.
            let cell = card.systemLayoutSizeFitting(
                Size(width: 320, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            XCTAssertEqual(cell, Size(width: 320, height: intrinsic.height + 24))
            XCTAssertEqual(card.frame, Rect(x: 0, y: 0, width: 10, height: 10), "measuring changes nothing")
        }
    }

    /// Views without constraints lay out exactly as before: no engine is made for them and
    /// their layout closures see the frames they set.
    func testFrameBasedTreesMakeNoEngine() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            box.onLayoutSubviews = { $0.bounds.size.width > 0 ? () : () }
            h.step()
            XCTAssertNil(h.root.layoutState)
            XCTAssertNil(box.layoutState)
            XCTAssertEqual(box.frame, Rect(x: 0, y: 0, width: 100, height: 100))
        }
    }
}

/// A view laid out by constraints (translatesAutoresizingMaskIntoConstraints false).
@MainActor private func constrainedView(_ id: String, in parent: View) -> View {
    let v = View()
    v.accessibilityIdentifier = id
    v.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(v)
    return v
}
