import Geometry
import LayerTree
import XCTest

@testable import Engine

final class ViewTests: XCTestCase {
    func testFrameCenterAndBoundsAgreeAsInUIKit() {
        MainActor.assumeIsolated {
            let v = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
            XCTAssertEqual(v.center, Point(x: 60, y: 45))
            XCTAssertEqual(v.bounds, Rect(x: 0, y: 0, width: 100, height: 50))
            v.transform = AffineTransform(scaleX: 2, y: 2)
            XCTAssertEqual(v.frame, Rect(x: -40, y: -5, width: 200, height: 100), "frame grows around the centre")
            XCTAssertEqual(v.bounds.size, Size(width: 100, height: 50), "bounds are untouched by the transform")
            v.transform = .identity
            v.frame = Rect(x: 0, y: 0, width: 10, height: 10)
            XCTAssertEqual(v.center, Point(x: 5, y: 5))
        }
    }

    func testLayerTransformFoldsCentreBoundsAnchorAndTransform() {
        MainActor.assumeIsolated {
            let h = Harness()
            let v = View(frame: Rect(x: 100, y: 50, width: 200, height: 100))
            v.bounds = Rect(x: 10, y: 20, width: 200, height: 100)
            v.transform = AffineTransform(rotationAngle: .pi / 2)
            h.root.addSubview(v)
            let layer = h.window.layerTree().sublayers[0]
            XCTAssertEqual(layer.bounds, Rect(x: 10, y: 20, width: 200, height: 100))
            // The bounds' top-left is 100 left and 50 above the bounds' centre; a quarter turn
            // clockwise takes that offset to 50 right and 100 up from the centre (200, 100).
            assertClose(Point(x: 10, y: 20).applying(layer.transform), Point(x: 250, y: 0), 1e-9)
            assertClose(
                Point(x: 110, y: 70).applying(layer.transform), Point(x: 200, y: 100), 1e-9,
                "bounds centre lands on center")
            assertClose(
                v.convert(Point(x: 10, y: 20), to: h.root), Point(x: 250, y: 0), 1e-9, "convert agrees with the layer")
            assertClose(v.convert(Point(x: 250, y: 0), from: h.root), Point(x: 10, y: 20), 1e-9)
        }
    }

    func testTintIsInheritedAndDimmedSubtreesDrawGrey() {
        MainActor.assumeIsolated {
            let h = Harness()
            let red = Color(red: 1, green: 0, blue: 0)
            let green = Color(red: 0, green: 1, blue: 0)
            let parent = View()
            let child = View()
            let grandchild = View()
            let sibling = View()
            h.root.addSubview(parent)
            parent.addSubview(child)
            child.addSubview(grandchild)
            h.root.addSubview(sibling)
            XCTAssertEqual(grandchild.tintColor, .systemBlue, "system blue by default")
            var changes: [String] = []
            for (name, v) in [("parent", parent), ("child", child), ("grandchild", grandchild), ("sibling", sibling)] {
                v.onTintColorDidChange = { _ in changes.append(name) }
            }
            parent.tintColor = red
            XCTAssertEqual(Set(changes), ["parent", "child", "grandchild"])
            XCTAssertEqual(grandchild.tintColor, red)
            grandchild.tintColor = green
            changes = []
            child.tintAdjustmentMode = .dimmed
            XCTAssertEqual(child.tintColor, .dimmedTint)
            XCTAssertEqual(grandchild.tintColor, .dimmedTint, "even an own tint is grey in a dimmed subtree")
            XCTAssertEqual(grandchild.tintAdjustmentMode, .dimmed)
            XCTAssertEqual(parent.tintColor, red)
            XCTAssertEqual(sibling.tintColor, .systemBlue)
            XCTAssertEqual(Set(changes), ["child", "grandchild"])
            changes = []
            child.tintAdjustmentMode = .automatic
            XCTAssertEqual(grandchild.tintColor, green)
            XCTAssertEqual(Set(changes), ["child", "grandchild"])
            // Moving a view under a dimmed parent re-tints it.
            changes = []
            parent.tintAdjustmentMode = .dimmed
            sibling.removeFromSuperview()
            parent.addSubview(sibling)
            XCTAssertEqual(sibling.tintColor, .dimmedTint)
            XCTAssertTrue(changes.contains("sibling"))
        }
    }

    func testButtonTitleFollowsTheTintAndDimming() {
        MainActor.assumeIsolated {
            let h = Harness()
            let button = Button(title: "Present", frame: Rect(x: 0, y: 0, width: 120, height: 44))
            h.root.addSubview(button)
            h.step()
            guard case .text(let text) = h.window.layerTree().sublayers[0].sublayers[0].content else {
                return XCTFail("no title")
            }
            XCTAssertEqual(text.string, "Present")
            XCTAssertEqual(text.color, .systemBlue)
            h.root.tintAdjustmentMode = .dimmed
            guard case .text(let dimmed) = h.window.layerTree().sublayers[0].sublayers[0].content else {
                return XCTFail("no title")
            }
            XCTAssertEqual(dimmed.color, .dimmedTint)
        }
    }

    func testHitTestingHonoursTransformsHiddenAlphaAndInteraction() {
        MainActor.assumeIsolated {
            let h = Harness()
            let card = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
            card.accessibilityIdentifier = "card"
            let inner = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
            inner.accessibilityIdentifier = "inner"
            h.root.addSubview(card)
            card.addSubview(inner)
            XCTAssertEqual(h.window.hitTest(Point(x: 110, y: 110))?.accessibilityIdentifier, "inner")
            XCTAssertEqual(h.window.hitTest(Point(x: 180, y: 180))?.accessibilityIdentifier, "card")
            XCTAssertEqual(h.window.hitTest(Point(x: 90, y: 90))?.accessibilityIdentifier, "window.root")
            card.transform = AffineTransform(scaleX: 2, y: 2)
            // The card now covers 50...250; its inner quarter covers 50...150.
            XCTAssertEqual(h.window.hitTest(Point(x: 60, y: 60))?.accessibilityIdentifier, "inner", "through the scale")
            XCTAssertEqual(h.window.hitTest(Point(x: 240, y: 240))?.accessibilityIdentifier, "card")
            card.transform = AffineTransform(rotationAngle: .pi / 4)
            XCTAssertEqual(
                h.window.hitTest(Point(x: 105, y: 105))?.accessibilityIdentifier, "window.root",
                "a rotated corner is empty")
            XCTAssertEqual(
                h.window.hitTest(Point(x: 150, y: 85))?.accessibilityIdentifier, "inner",
                "an eighth of a turn takes the top-left quarter (inner) above the frame top")
            XCTAssertEqual(
                h.window.hitTest(Point(x: 150, y: 215))?.accessibilityIdentifier, "card",
                "and the bottom-right corner below it")
            card.transform = .identity
            inner.isHidden = true
            XCTAssertEqual(h.window.hitTest(Point(x: 110, y: 110))?.accessibilityIdentifier, "card")
            inner.isHidden = false
            inner.alpha = 0.005
            XCTAssertEqual(h.window.hitTest(Point(x: 110, y: 110))?.accessibilityIdentifier, "card")
            inner.alpha = 1
            card.isUserInteractionEnabled = false
            XCTAssertEqual(
                h.window.hitTest(Point(x: 110, y: 110))?.accessibilityIdentifier, "window.root",
                "the whole subtree is skipped")
            card.isUserInteractionEnabled = true
            View.animate(withDuration: 1) { inner.alpha = 0.9 }
            XCTAssertEqual(
                h.window.hitTest(Point(x: 110, y: 110))?.accessibilityIdentifier, "card",
                "animating views ignore touches by default")
            View.animate(withDuration: 1, options: .allowUserInteraction) { inner.alpha = 0.8 }
            XCTAssertEqual(
                h.window.hitTest(Point(x: 110, y: 110))?.accessibilityIdentifier, "card",
                "the first animation still runs underneath (additive) and still refuses touches")
            inner.removeAllPropertyAnimations()
            View.animate(withDuration: 1, options: .allowUserInteraction) { inner.alpha = 0.7 }
            XCTAssertEqual(h.window.hitTest(Point(x: 110, y: 110))?.accessibilityIdentifier, "inner")
        }
    }

    func testLayoutRunsOnSizeChangeAndOnRequestOnly() {
        MainActor.assumeIsolated {
            let h = Harness()
            let container = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
            let button = View(frame: Rect(x: 0, y: 0, width: 40, height: 20))
            container.addSubview(button)
            h.root.addSubview(container)
            var runs = 0
            container.onLayoutSubviews = { v in
                runs += 1
                v.subviews[0].centre(in: v)
            }
            h.step()
            XCTAssertEqual(runs, 1)
            XCTAssertEqual(button.center, Point(x: 100, y: 50))
            container.center = Point(x: 300, y: 300)
            h.step()
            XCTAssertEqual(runs, 1, "moving does not lay out")
            container.bounds = Rect(x: 0, y: 0, width: 300, height: 60)
            h.step()
            XCTAssertEqual(runs, 2)
            XCTAssertEqual(button.center, Point(x: 150, y: 30))
            container.setNeedsLayout()
            container.layoutIfNeeded()
            XCTAssertEqual(runs, 3)
            h.window.send(.resize(Size(width: 640, height: 480)))
            h.step()
            XCTAssertEqual(h.root.bounds.size, Size(width: 640, height: 480))
        }
    }

    func testLayoutInsideAnimateAnimates() {
        MainActor.assumeIsolated {
            let h = Harness()
            let container = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
            let child = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
            container.addSubview(child)
            h.root.addSubview(container)
            container.onLayoutSubviews = { v in v.subviews[0].centre(in: v) }
            h.step()
            View.animate(withDuration: 1, options: .curveLinear) {
                container.bounds = Rect(x: 0, y: 0, width: 400, height: 100)
                container.layoutIfNeeded()
            }
            XCTAssertEqual(child.center, Point(x: 200, y: 50))
            h.advance(0.5)
            assertClose(child.presentationCenter, Point(x: 150, y: 50), 1e-9)
        }
    }

    func testSnapshotIsAFrozenCopy() {
        MainActor.assumeIsolated {
            let h = Harness()
            let card = View(frame: Rect(x: 20, y: 30, width: 100, height: 80))
            card.accessibilityIdentifier = "card"
            card.backgroundColor = .black
            card.cornerRadius = 8
            let label = Label(text: "Hi")
            card.addSubview(label)
            h.root.addSubview(card)
            let snapshot = card.snapshotView()
            XCTAssertEqual(snapshot.frame, card.frame)
            h.root.addSubview(snapshot)
            card.isHidden = true
            card.backgroundColor = .white
            label.text = "Changed"
            let layers = h.window.layerTree().sublayers
            let frozen = layers[1].sublayers[0]
            XCTAssertEqual(frozen.backgroundColor, .black, "the snapshot keeps the old look")
            XCTAssertEqual(frozen.cornerRadius, 8)
            XCTAssertEqual(frozen.transform, .identity)
            guard case .text(let t) = frozen.sublayers[0].content else { return XCTFail("label lost") }
            XCTAssertEqual(t.string, "Hi")
            XCTAssertTrue(layers[0].isHidden)
            View.animate(withDuration: 1) { snapshot.transform = AffineTransform(scaleX: 0.5, y: 0.5) }
            XCTAssertNotNil(snapshot.animation(for: .transform), "the snapshot animates like any view")
        }
    }

    func testLabelMeasuresAndSizesToFit() {
        MainActor.assumeIsolated {
            let label = Label(text: "abcd")
            label.fontSize = 20
            label.sizeToFit()
            XCTAssertEqual(label.bounds.size, label.intrinsicContentSize)
            XCTAssertGreaterThan(label.bounds.width, 0)
            let longer = Label(text: "abcdefgh")
            longer.fontSize = 20
            XCTAssertGreaterThan(longer.intrinsicContentSize.width, label.intrinsicContentSize.width)
        }
    }

    /// `sizeToFit()` keeps the frame's origin. Apple: "Call this method when you want to
    /// resize the current view so that it uses the most appropriate amount of space"; UIKit
    /// gives the frame the size `sizeThatFits(_:)` answers and leaves where the view starts,
    /// and UIKit code places a label, then fits it (SPAlert lays its title out at the icon's
    /// right with `frame = ...; sizeToFit()`). Keeping the centre moved that title 36 points.
    func testSizeToFitKeepsTheFramesOrigin() {
        MainActor.assumeIsolated {
            let label = Label(text: "Added to Library")
            label.frame = Rect(x: 47, y: 15, width: 205, height: 0)
            label.sizeToFit()
            XCTAssertEqual(label.frame.origin, Point(x: 47, y: 15))
            XCTAssertEqual(label.frame.size, label.intrinsicContentSize)

            // With a transform the frame is undefined, and the centre stays.
            let turned = Label(text: "abcd")
            turned.frame = Rect(x: 10, y: 10, width: 200, height: 100)
            turned.transform = AffineTransform(scaleX: 0.5, y: 0.5)
            turned.sizeToFit()
            XCTAssertEqual(turned.center, Point(x: 110, y: 60))
        }
    }

    func testHierarchyEditsKeepOrderAndWindow() {
        MainActor.assumeIsolated {
            let h = Harness()
            let a = View()
            let b = View()
            let c = View()
            h.root.addSubview(a)
            h.root.addSubview(b)
            h.root.insertSubview(c, belowSubview: b)
            XCTAssertTrue(h.root.subviews.elementsEqual([a, c, b], by: ===))
            h.root.bringSubviewToFront(a)
            XCTAssertTrue(h.root.subviews.elementsEqual([c, b, a], by: ===))
            h.root.insertSubview(a, aboveSubview: c)
            XCTAssertTrue(h.root.subviews.elementsEqual([c, a, b], by: ===))
            let child = View()
            a.addSubview(child)
            XCTAssertTrue(child.window === h.window)
            a.removeFromSuperview()
            XCTAssertNil(child.window)
            XCTAssertNil(a.superview)
            b.addSubview(a)
            XCTAssertTrue(child.window === h.window)
            XCTAssertTrue(child.isDescendant(of: h.root))
        }
    }
}
