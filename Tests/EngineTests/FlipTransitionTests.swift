import Geometry
import LayerTree
import XCTest

@testable import Engine

/// `View.transition(with:)` with the flip options, turned in perspective.
final class FlipTransitionTests: XCTestCase {
    /// The heights of the container's left and right edges and widths of its top and bottom
    /// edges on screen, through its node's projection.
    private static func edges(_ node: Layer) throws -> (left: Double, right: Double, top: Double, bottom: Double) {
        let m = try XCTUnwrap(node.projection)
        let b = node.bounds
        let tl = try XCTUnwrap(m.project(Point(x: b.minX, y: b.minY)))
        let tr = try XCTUnwrap(m.project(Point(x: b.maxX, y: b.minY)))
        let bl = try XCTUnwrap(m.project(Point(x: b.minX, y: b.maxY)))
        let br = try XCTUnwrap(m.project(Point(x: b.maxX, y: b.maxY)))
        return (bl.y - tl.y, br.y - tr.y, tr.x - tl.x, br.x - bl.x)
    }

    /// Apple, `UIView.AnimationOptions.transitionFlipFromLeft`: "A transition that flips a view
    /// around its vertical axis from left to right (the left side of the view moves toward the
    /// front and right side toward the back)." A quarter of the way (45 degrees) the old
    /// content shows with its left edge nearer, so taller; three quarters of the way the old
    /// content is gone (the swap at 90 degrees) and the new face turns back to flat.
    func testFlipFromLeftTurnsTheLeftSideForwardAndSwapsHalfWay() throws {
        try MainActor.assumeIsolated {
            let h = Harness()
            let container = View(frame: Rect(x: 10, y: 10, width: 200, height: 100))
            h.root.addSubview(container)
            var finished: [Bool] = []
            View.transition(
                with: container, duration: 0.4, options: [.transitionFlipFromLeft, .curveLinear],
                animations: { container.backgroundColor = .white }, completion: { finished.append($0) })
            let cover = try XCTUnwrap(container.subviews.last)
            h.advance(0.1)
            var node = container.makeLayer()
            var e = try Self.edges(node)
            XCTAssertGreaterThan(e.left, e.right + 5, "the left side comes forward")
            // Linear, a quarter of the way is 45 degrees; the eye 500 points away (the flip's
            // perspective for a 200-point view) puts an edge at x = ∓100 about the centre at
            // w = 1 ∓ 100 sin45° / 500, so the 100-point edges are 100 / w tall: 116.5 and 87.6.
            XCTAssertEqual(e.left, 100 / (1 - 100 * sin(Double.pi / 4) / 500), accuracy: 0.5)
            XCTAssertEqual(e.right, 100 / (1 + 100 * sin(Double.pi / 4) / 500), accuracy: 0.5)
            XCTAssertFalse(try XCTUnwrap(node.sublayers.last).isHidden, "the old face shows before 90 degrees")
            h.advance(0.2)
            node = container.makeLayer()
            e = try Self.edges(node)
            XCTAssertTrue(try XCTUnwrap(node.sublayers.last).isHidden, "past 90 degrees the old face is gone")
            XCTAssertGreaterThan(e.right, e.left + 5, "the new face comes round with its right side nearer")
            // -45 degrees on the new face: the edges' heights swap sides.
            XCTAssertEqual(e.right, 100 / (1 - 100 * sin(Double.pi / 4) / 500), accuracy: 0.5)
            h.advance(0.15)
            XCTAssertEqual(finished, [true])
            XCTAssertNil(cover.superview)
            XCTAssertNil(container.makeLayer().projection, "flat again when the flip ends")
        }
    }

    /// Apple, `transitionFlipFromTop`: "A transition that flips a view around its horizontal
    /// axis from top to bottom (the top side of the view moves toward the front and bottom side
    /// toward the back)."
    func testFlipFromTopTurnsTheTopSideForward() throws {
        try MainActor.assumeIsolated {
            let h = Harness()
            let container = View(frame: Rect(x: 10, y: 10, width: 200, height: 100))
            h.root.addSubview(container)
            View.transition(
                with: container, duration: 0.4, options: [.transitionFlipFromTop, .curveLinear], animations: {})
            h.advance(0.1)
            let e = try Self.edges(container.makeLayer())
            XCTAssertGreaterThan(e.top, e.bottom + 2, "the top side comes forward")
        }
    }
}
