import Geometry
import XCTest

@testable import Engine

/// Apple, `UIView.autoresizingMask`: "When a view's bounds change, that view automatically
/// resizes its subviews according to each subview's autoresizing mask. [...] The default
/// value of this property is UIViewAutoresizingNone, which indicates that the view should
/// not be resized at all. When more than one option along the same axis is set, the default
/// behavior is to distribute the size difference proportionally among the flexible portions."
final class ViewAutoresizingTests: XCTestCase {
    /// Every combination of the three options along an axis, over random frames and size
    /// changes: the three parts (leading margin, size, trailing margin) still add up to the
    /// new container; the fixed parts keep their lengths; the flexible ones share the
    /// difference in proportion to their lengths; with none flexible the trailing margin
    /// takes it all.
    func testTheDifferenceGoesToTheFlexiblePartsInProportion() {
        var generator = SystemRandomNumberGenerator()
        let options: [View.AutoresizingMask] = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        for bits in 0..<8 {
            let mask = View.AutoresizingMask(
                options.enumerated().filter { bits & (1 << $0.offset) != 0 }.map(\.element))
            for _ in 0..<50 {
                let container = Double.random(in: 100...800, using: &generator)
                let x = Double.random(in: 1...(container / 3), using: &generator)
                let width = Double.random(in: 1...(container / 3), using: &generator)
                // Shrinking by less than the width, so no flexible part is cut below zero.
                let newContainer = container + Double.random(in: -0.9 * width...400, using: &generator)
                let frame = Rect(x: x, y: 10, width: width, height: 20)
                let result = View.autoresized(
                    frame, mask: mask, from: Size(width: container, height: 100),
                    to: Size(width: newContainer, height: 100))
                let parts = [x, width, container - x - width]
                let newParts = [result.minX, result.width, newContainer - result.maxX]
                XCTAssertEqual(newParts.reduce(0, +), newContainer, accuracy: 1e-9)
                let flexible = (0..<3).filter { bits & (1 << $0) != 0 }
                let total = flexible.map { parts[$0] }.reduce(0, +)
                for part in 0..<3 {
                    let expected: Double
                    if flexible.isEmpty {
                        expected = part == 2 ? parts[2] + newContainer - container : parts[part]
                    } else if flexible.contains(part) {
                        expected = parts[part] + (newContainer - container) * parts[part] / total
                    } else {
                        expected = parts[part]
                    }
                    XCTAssertEqual(newParts[part], expected, accuracy: 1e-9, "mask \(bits), part \(part)")
                }
                // The other axis has no options: untouched.
                XCTAssertEqual(result.minY, 10)
                XCTAssertEqual(result.height, 20)
            }
        }
    }

    /// A superview shrinking by more than a flexible size cuts that size to zero, never
    /// below: a frame has no negative width.
    func testAFlexibleSizeStopsAtZero() {
        let frame = Rect(x: 10, y: 10, width: 30, height: 30)
        let result = View.autoresized(
            frame, mask: [.flexibleWidth, .flexibleHeight], from: Size(width: 100, height: 100),
            to: Size(width: 50, height: 60))
        XCTAssertEqual(result, Rect(x: 10, y: 10, width: 0, height: 0))
    }

    /// Through the view tree: a subview with flexible width and height fills its superview
    /// through any number of size changes, one with no mask stays where it was, and the
    /// frame follows a change made by setting the superview's `frame` as well as its bounds.
    func testASubviewWithFlexibleSizeFollowsItsSuperview() {
        MainActor.assumeIsolated {
            let parent = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
            let filling = View(frame: parent.bounds)
            filling.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            let fixed = View(frame: Rect(x: 20, y: 30, width: 40, height: 50))
            parent.addSubview(filling)
            parent.addSubview(fixed)
            XCTAssertEqual(fixed.autoresizingMask, [])
            for size in [Size(width: 720, height: 400), Size(width: 320, height: 640), Size(width: 1, height: 1)] {
                parent.frame = Rect(origin: .zero, size: size)
                XCTAssertEqual(filling.frame, Rect(origin: .zero, size: size))
                XCTAssertEqual(fixed.frame, Rect(x: 20, y: 30, width: 40, height: 50))
            }
            parent.bounds = Rect(x: 0, y: 0, width: 500, height: 500)
            XCTAssertEqual(filling.frame, Rect(x: 0, y: 0, width: 500, height: 500))
        }
    }

    /// Apple, `UIView.hitTest(_:with:)`: "This method traverses the view hierarchy by calling
    /// the point(inside:with:) method of each subview to determine which subview should
    /// receive a touch event." A subclass's override of the UIKit spelling is what its
    /// superview's hit test gets, at every depth, and its `super` call finds the subviews.
    func testAnOverrideOfHitTestWithEventDecidesForItsSubtree() {
        MainActor.assumeIsolated {
            /// Hands every hit on itself to another view, as pass-through views do.
            final class Passing: View {
                var target: View?
                override func hitTest(_ point: Point, with event: TouchEvent?) -> View? {
                    let hit = super.hitTest(point, with: event)
                    return hit === self ? target : hit
                }
            }
            let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
            let below = View(frame: root.bounds)
            let middle = View(frame: root.bounds)
            let passing = Passing(frame: Rect(x: 100, y: 100, width: 200, height: 200))
            let child = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
            root.addSubview(below)
            root.addSubview(middle)
            middle.addSubview(passing)
            passing.addSubview(child)
            passing.target = below
            XCTAssertTrue(root.hitTest(Point(x: 200, y: 200)) === below, "the override decided")
            XCTAssertTrue(root.hitTest(Point(x: 110, y: 110)) === child, "super found the subview")
            XCTAssertTrue(root.hitTest(Point(x: 10, y: 10)) === middle, "outside the override")
            passing.target = nil
            XCTAssertTrue(root.hitTest(Point(x: 200, y: 200)) === middle, "nil passes the touch on")
        }
    }

    /// Apple, `UIView.autoresizesSubviews`: "When set to true, the view adjusts the size of
    /// its subviews when its bounds change. The default value is true."
    func testAViewThatDoesNotAutoresizeItsSubviewsLeavesThemAlone() {
        MainActor.assumeIsolated {
            let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            let child = View(frame: Rect(x: 10, y: 10, width: 80, height: 20))
            child.autoresizingMask = [.flexibleWidth]
            container.addSubview(child)
            XCTAssertTrue(container.autoresizesSubviews)
            container.frame.size.width = 200
            XCTAssertEqual(child.frame.width, 180, "resized by its mask")
            container.autoresizesSubviews = false
            container.frame.size.width = 300
            XCTAssertEqual(child.frame, Rect(x: 10, y: 10, width: 180, height: 20), "left as it was")
        }
    }
}
