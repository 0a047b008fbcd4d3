import Geometry
import LayerTree
import XCTest

@testable import Engine
@testable import Renderer

/// `CALayer.anchorPoint`, as Apple documents it: "You specify the value for this property
/// using the unit coordinate space. The default value of this property is (0.5, 0.5), which
/// represents the center of the layer's bounds rectangle. All geometric manipulations to the
/// view occur about the specified point." And `CALayer.position`: "The layer's position in
/// its superlayer's coordinate space ... always specified relative to the value in the
/// `anchorPoint` property ... Changing the `frame` property also updates the value in this
/// property." So frame.origin = position - anchorPoint x bounds.size under no transform; a
/// new anchor point keeps `position` and moves the frame; a transform turns about the anchor.
final class LayerAnchorPointTests: XCTestCase {
    /// Seeded, so a failure names inputs that fail again.
    private static func generator() -> TableViewUpdateTests.SplitMix {
        TableViewUpdateTests.SplitMix(state: 0x5EED_A7C4)
    }

    /// frame.origin = position - anchor x size for any anchor (inside the bounds or beyond
    /// them), and setting the anchor point keeps position while the frame moves.
    func testFrameOriginIsPositionLessAnchorTimesSize() {
        MainActor.assumeIsolated {
            var rng = Self.generator()
            func random(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
            for _ in 0..<200 {
                let view = View(frame: Rect(x: random(-50...50), y: random(-50...50), width: 80, height: 30))
                let position = view.layer.position
                let anchor = Point(x: random(-0.5...1.5), y: random(-0.5...1.5))
                view.layer.anchorPoint = anchor
                XCTAssertEqual(view.layer.position, position, "a new anchor point keeps the position")
                XCTAssertEqual(view.center, position, "a view's centre is its layer's position")
                let frame = view.frame
                assertClose(frame.minX, position.x - anchor.x * 80, 1e-9)
                assertClose(frame.minY, position.y - anchor.y * 30, 1e-9)
                assertClose(frame.width, 80, 1e-9)
                assertClose(frame.height, 30, 1e-9)
            }
        }
    }

    /// Setting the frame places the anchor at origin + anchor x size (position follows the
    /// frame), and under a scale and a turn the frame set is the frame read back.
    func testSettingTheFrameMovesThePositionWithTheAnchor() {
        MainActor.assumeIsolated {
            var rng = Self.generator()
            func random(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
            for _ in 0..<200 {
                let view = View(frame: .zero)
                let anchor = Point(x: random(0...1), y: random(0...1))
                view.layer.anchorPoint = anchor
                let frame = Rect(
                    x: random(-100...100), y: random(-100...100), width: random(1...200), height: random(1...200))
                view.frame = frame
                assertClose(view.layer.position.x, frame.minX + anchor.x * frame.width, 1e-9)
                assertClose(view.layer.position.y, frame.minY + anchor.y * frame.height, 1e-9)

                view.transform = AffineTransform(scaleX: random(0.5...2), y: random(0.5...2))
                    .concatenating(AffineTransform(rotationAngle: Double.pi / 2 * Double(Int(random(0...3.99)))))
                view.frame = frame
                let back = view.frame
                assertClose(back.minX, frame.minX, 1e-6)
                assertClose(back.minY, frame.minY, 1e-6)
                assertClose(back.width, frame.width, 1e-6)
                assertClose(back.height, frame.height, 1e-6)
            }
        }
    }

    /// A transform turns and scales about the anchor point: that point of the bounds stays at
    /// `position` in the superview whatever the transform.
    func testTheAnchorPointStaysAtThePositionUnderAnyTransform() {
        MainActor.assumeIsolated {
            var rng = Self.generator()
            func random(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
            let parent = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
            for _ in 0..<200 {
                let view = View(frame: Rect(x: 100, y: 120, width: random(10...100), height: random(10...100)))
                parent.addSubview(view)
                let anchor = Point(x: random(-1...2), y: random(-1...2))
                view.layer.anchorPoint = anchor
                view.transform = AffineTransform(rotationAngle: random(-3...3))
                    .concatenating(AffineTransform(scaleX: random(0.2...3), y: random(0.2...3)))
                let b = view.bounds
                let anchorInBounds = Point(x: b.minX + anchor.x * b.width, y: b.minY + anchor.y * b.height)
                assertClose(view.convert(anchorInBounds, to: parent), view.layer.position, 1e-9)
                view.removeFromSuperview()
            }
        }
    }

    /// With the default anchor point the view's placement is computed as before anchor points
    /// existed, bit for bit, so recorded traces and frames stay the same.
    func testTheDefaultAnchorGivesTheCentredPlacementExactly() {
        MainActor.assumeIsolated {
            var rng = Self.generator()
            func random(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
            for _ in 0..<500 {
                let view = View(
                    frame: Rect(
                        x: random(-300...300), y: random(-300...300), width: random(0...500), height: random(0...500)))
                view.bounds.origin = Point(x: random(-50...50), y: random(-50...50))
                view.transform = AffineTransform(rotationAngle: random(-3...3))
                    .concatenating(AffineTransform(scaleX: random(0.1...3), y: random(0.1...3)))
                let b = view.bounds
                let centred = AffineTransform(translationX: -b.midX, y: -b.midY)
                    .concatenating(view.transform)
                    .concatenating(AffineTransform(translationX: view.center.x, y: view.center.y))
                XCTAssertEqual(view.transformToSuperview, centred)
                let frame = Rect(x: -b.width / 2, y: -b.height / 2, width: b.width, height: b.height)
                    .applying(view.transform).offsetBy(dx: view.center.x, dy: view.center.y)
                XCTAssertEqual(view.frame, frame)
            }
        }
    }

    /// A layer made on its own keeps its anchor point, and `presentation()` copies it.
    func testAnOwnLayerAndItsPresentationKeepTheAnchorPoint() {
        MainActor.assumeIsolated {
            let layer = ViewLayer()
            layer.bounds = Rect(x: 0, y: 0, width: 10, height: 20)
            layer.position = Point(x: 5, y: 5)
            layer.anchorPoint = Point(x: 0, y: 1)
            XCTAssertEqual(layer.frame, Rect(x: 5, y: -15, width: 10, height: 20))
            XCTAssertEqual(layer.presentation()?.anchorPoint, Point(x: 0, y: 1))
            XCTAssertEqual(layer.presentation()?.frame, layer.frame)
        }
    }

    /// Pixels: a 40 x 20 red bar anchored at its top-left corner at (50, 50), turned a
    /// quarter turn clockwise, covers x 30...50 and y 50...90 (about the corner, not the
    /// centre, where it would cover x 40...60, y 30...70). Sampled at pixel centres away
    /// from the edges, whose anti-aliasing is not the rule tested; exact colours there.
    func testAQuarterTurnAboutTheCornerAnchorDrawsTheBarBelowTheCorner() {
        MainActor.assumeIsolated {
            let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            let bar = View(frame: Rect(x: 0, y: 0, width: 40, height: 20))
            bar.backgroundColor = Color(red: 1, green: 0, blue: 0)
            root.addSubview(bar)
            bar.layer.anchorPoint = .zero
            bar.layer.position = Point(x: 50, y: 50)
            bar.transform = AffineTransform(rotationAngle: Double.pi / 2)
            let frame = bar.frame
            assertClose(frame.minX, 30, 1e-9)
            assertClose(frame.minY, 50, 1e-9)
            assertClose(frame.maxX, 50, 1e-9)
            assertClose(frame.maxY, 90, 1e-9)
            let fb = Framebuffer(width: 100, height: 100)
            Renderer().renderFull(root.makeLayer(), into: fb, scale: 1, background: .white)
            let red: UInt32 = 0xFFFF_0000
            let white: UInt32 = 0xFFFF_FFFF
            XCTAssertEqual(fb[31, 51], red)
            XCTAssertEqual(fb[48, 88], red)
            XCTAssertEqual(fb[40, 70], red)
            XCTAssertEqual(fb[55, 60], white, "right of the corner: where a centred turn would draw")
            XCTAssertEqual(fb[45, 40], white, "above the corner")
            XCTAssertEqual(fb[25, 70], white, "left of the bar")
            XCTAssertEqual(fb[40, 95], white, "below the bar")
        }
    }
}
