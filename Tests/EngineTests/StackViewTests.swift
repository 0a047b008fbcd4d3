import Geometry
import XCTest

@testable import Engine

/// A view whose content needs a fixed size.
private final class Block: View {
    let size: Size
    init(_ width: Double, _ height: Double) {
        size = Size(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: ViewCoder) { nil }
    override var intrinsicContentSize: Size { size }
}

/// `UIStackView`'s arrangement, solved by Auto Layout, against layouts worked out by hand.
final class StackViewTests: XCTestCase {
    /// Apple's `UIStackView.Distribution.fillEqually`: "A layout where the stack view resizes
    /// all arranged views to the same size, filling the available space along the stack
    /// view's axis." With `.fill` alignment each view spans the stack's breadth.
    func testFillEquallySharesTheLengthLessTheSpacing() {
        MainActor.assumeIsolated {
            for axis in [LayoutAxis.horizontal, .vertical] {
                let h = Harness()
                let length = Double.random(in: 100...300)
                let spacing = Double.random(in: 0...20)
                let count = Int.random(in: 1...5)
                let stack = StackView(arrangedSubviews: (0..<count).map { _ in View() })
                stack.frame =
                    axis == .horizontal
                    ? Rect(x: 10, y: 20, width: length, height: 40) : Rect(x: 10, y: 20, width: 40, height: length)
                stack.axis = axis
                stack.distribution = .fillEqually
                stack.spacing = spacing
                h.root.addSubview(stack)
                h.step()
                let each = (length - spacing * Double(count - 1)) / Double(count)
                for (i, view) in stack.arrangedSubviews.enumerated() {
                    let start = Double(i) * (each + spacing)
                    let expected =
                        axis == .horizontal
                        ? Rect(x: start, y: 0, width: each, height: 40) : Rect(x: 0, y: start, width: 40, height: each)
                    XCTAssertEqual(view.frame.minX, expected.minX, accuracy: 1e-6)
                    XCTAssertEqual(view.frame.minY, expected.minY, accuracy: 1e-6)
                    XCTAssertEqual(view.frame.width, expected.width, accuracy: 1e-6)
                    XCTAssertEqual(view.frame.height, expected.height, accuracy: 1e-6)
                }
            }
        }
    }

    /// A vertical stack placed by constraints alone takes its size from its views: their
    /// heights and the spacing along the axis, the widest across it (`.center` alignment
    /// centres the narrower one).
    func testAStackSizesItselfFromItsViews() {
        MainActor.assumeIsolated {
            let h = Harness()
            let wide = Block(100, 20)
            let narrow = Block(60, 30)
            let stack = StackView(arrangedSubviews: [wide, narrow])
            stack.axis = .vertical
            stack.spacing = 8
            stack.alignment = .center
            stack.translatesAutoresizingMaskIntoConstraints = false
            h.root.addSubview(stack)
            LayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: h.root.leadingAnchor, constant: 30),
                stack.topAnchor.constraint(equalTo: h.root.topAnchor, constant: 40),
            ])
            h.step()
            XCTAssertEqual(stack.frame, Rect(x: 30, y: 40, width: 100, height: 58))
            XCTAssertEqual(wide.frame, Rect(x: 0, y: 0, width: 100, height: 20))
            XCTAssertEqual(narrow.frame, Rect(x: 20, y: 28, width: 60, height: 30))
        }
    }

    /// `.equalSpacing` keeps each view's own length and makes the gaps equal; `.bottom`
    /// alignment puts each view against the bottom edge at its own height.
    func testEqualSpacingMakesEqualGapsAndBottomAlignmentPinsTheBottom() {
        MainActor.assumeIsolated {
            let h = Harness()
            let views = [Block(20, 10), Block(40, 30), Block(20, 20)]
            let stack = StackView(arrangedSubviews: views)
            stack.frame = Rect(x: 0, y: 0, width: 200, height: 50)
            stack.distribution = .equalSpacing
            stack.alignment = .bottom
            h.root.addSubview(stack)
            h.step()
            XCTAssertEqual(views.map(\.frame.minX), [0, 80, 180])
            XCTAssertEqual(views.map(\.frame.width), [20, 40, 20])
            XCTAssertEqual(views.map(\.frame.maxY), [50, 50, 50])
            XCTAssertEqual(views.map(\.frame.height), [10, 30, 20])
        }
    }

    /// Apple's `arrangedSubviews`: "whenever the `addArrangedSubview(_:)` method is called,
    /// the stack view adds the view as a subview, if it isn't already. Whenever an arranged
    /// view's `removeFromSuperview()` method is called, the stack view removes the view from
    /// its `arrangedSubviews` array." And `removeArrangedSubview(_:)`: "this method doesn't
    /// remove the provided view from the stack's `subviews` array".
    func testArrangedSubviewsStayASubsetOfSubviews() {
        MainActor.assumeIsolated {
            let h = Harness()
            let a = View()
            let b = View()
            let c = View()
            let stack = StackView(frame: Rect(x: 0, y: 0, width: 90, height: 10))
            h.root.addSubview(stack)
            stack.addArrangedSubview(a)
            stack.addArrangedSubview(b)
            stack.insertArrangedSubview(c, at: 0)
            XCTAssert(stack.arrangedSubviews.elementsEqual([c, a, b], by: ===))
            XCTAssert(stack.subviews.contains { $0 === c })
            XCTAssertFalse(c.translatesAutoresizingMaskIntoConstraints)
            stack.removeArrangedSubview(a)
            XCTAssert(stack.arrangedSubviews.elementsEqual([c, b], by: ===))
            XCTAssert(a.superview === stack, "still a subview")
            b.removeFromSuperview()
            XCTAssert(stack.arrangedSubviews.elementsEqual([c], by: ===))
            stack.distribution = .fillEqually
            h.step()
            XCTAssertEqual(c.frame, Rect(x: 0, y: 0, width: 90, height: 10))
        }
    }

    /// Apple's `UIStackView`: "The stack view automatically updates its layout whenever views
    /// are added, removed or inserted into the arrangedSubviews array, or whenever one of the
    /// arranged subviews's isHidden property changes." A banner library hides its unused
    /// icon and button after building its stack; they take no room, and the stack's own
    /// size (from its views, as Auto Layout sizes a banner) shrinks, with no call to the stack.
    func testHidingAnArrangedViewUpdatesTheStackByItself() {
        MainActor.assumeIsolated {
            let h = Harness()
            let icon = Block(25, 25)
            let label = Block(60, 20)
            let button = Block(35, 35)
            let stack = StackView(arrangedSubviews: [icon, label, button])
            stack.spacing = 15
            stack.alignment = .center
            stack.translatesAutoresizingMaskIntoConstraints = false
            h.root.addSubview(stack)
            stack.leadingAnchor.constraint(equalTo: h.root.leadingAnchor).isActive = true
            stack.topAnchor.constraint(equalTo: h.root.topAnchor).isActive = true
            h.step()
            XCTAssertEqual(stack.frame.size, Size(width: 25 + 15 + 60 + 15 + 35, height: 35))
            icon.isHidden = true
            button.isHidden = true
            h.step()
            XCTAssertEqual(stack.frame.size, Size(width: 60, height: 20))
            XCTAssertEqual(label.frame.origin, Point(x: 0, y: 0))
            button.isHidden = false
            h.step()
            XCTAssertEqual(stack.frame.size, Size(width: 60 + 15 + 35, height: 35))
            XCTAssertEqual(button.frame.minX, 75)
        }
    }

    /// A hidden arranged view takes no room (asking the stack again changes nothing).
    func testAHiddenViewTakesNoRoom() {
        MainActor.assumeIsolated {
            let h = Harness()
            let views = [View(), View(), View()]
            let stack = StackView(arrangedSubviews: views)
            stack.frame = Rect(x: 0, y: 0, width: 120, height: 10)
            stack.distribution = .fillEqually
            h.root.addSubview(stack)
            views[1].isHidden = true
            stack.setNeedsUpdateArrangement()
            h.step()
            XCTAssertEqual(views[0].frame, Rect(x: 0, y: 0, width: 60, height: 10))
            XCTAssertEqual(views[2].frame, Rect(x: 60, y: 0, width: 60, height: 10))
        }
    }
}

/// `setCustomSpacing(_:after:)`: Apple's `customSpacing(after:)` "returns the custom spacing
/// after the specified view", and `spacingUseDefault` is "the default spacing", so the
/// stack's `spacing` applies after every other view; `spacingUseSystem` is the standard gap.
final class StackViewCustomSpacingTests: XCTestCase {
    func testACustomGapReplacesTheSpacingAfterOneViewOnly() {
        MainActor.assumeIsolated {
            let h = Harness()
            let views = [Block(40, 20), Block(40, 20), Block(40, 20), Block(40, 20)]
            let stack = StackView(arrangedSubviews: views)
            stack.axis = .vertical
            stack.alignment = .leading
            stack.spacing = 5
            // Sized by its views, so no view stretches and the gaps alone place them.
            stack.translatesAutoresizingMaskIntoConstraints = false
            h.root.addSubview(stack)
            LayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: h.root.leadingAnchor),
                stack.topAnchor.constraint(equalTo: h.root.topAnchor),
            ])
            XCTAssertEqual(stack.customSpacing(after: views[0]), StackView.spacingUseDefault)
            stack.setCustomSpacing(30, after: views[0])
            stack.setCustomSpacing(StackView.spacingUseSystem, after: views[1])
            h.step()
            XCTAssertEqual(stack.customSpacing(after: views[0]), 30)
            XCTAssertEqual(views.map(\.frame.minY), [0, 50, 78, 103])
            XCTAssertEqual(stack.frame.height, 123)

            // Taken out of the arrangement, a view loses its gap; back in, the stack's
            // spacing applies after it again.
            stack.removeArrangedSubview(views[0])
            stack.insertArrangedSubview(views[0], at: 0)
            XCTAssertEqual(stack.customSpacing(after: views[0]), StackView.spacingUseDefault)
            stack.setCustomSpacing(StackView.spacingUseDefault, after: views[1])
            h.step()
            XCTAssertEqual(views.map(\.frame.minY), [0, 25, 50, 75])
        }
    }
}
