import CoreGraphics
import Foundation
import PlaygroundKit
import UIKitCompatibility
import XCTest

@testable import Renderer

/// `CALayer.transform` with perspective, as pager and card libraries write it.
final class LayerTransform3DTests: XCTestCase {
    /// Apple, `CALayer.transform`: "The transform applied to the layer's contents", about the
    /// layer's anchor point. A pager tilts a page with `m34 = -1/500` and a turn about y: the
    /// matrix is kept whole, `view.transform` reads its affine part, and the frozen node maps
    /// the view's centre to its place and its near (left) edge taller than its far one.
    func testAPerspectiveTransformIsKeptAndPutOnTheNode() throws {
        try MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 50, y: 40, width: 200, height: 100))
            var m = CATransform3DIdentity
            m.m34 = -1.0 / 500
            m = CATransform3DRotate(m, .pi / 3, 0, 1, 0)
            view.layer.transform = m
            XCTAssertEqual(view.layer.transform, m)
            XCTAssertFalse(CATransform3DIsAffine(view.layer.transform))
            XCTAssertEqual(view.transform, CATransform3DGetAffineTransform(m))
            let node = view.makeLayer()
            let projection = try XCTUnwrap(node.projection)
            let centre = try XCTUnwrap(projection.project(CGPoint(x: 100, y: 50)))
            XCTAssertEqual(centre.x, 150, accuracy: 1e-9)
            XCTAssertEqual(centre.y, 90, accuracy: 1e-9)
            let topLeft = try XCTUnwrap(projection.project(CGPoint(x: 0, y: 0)))
            let bottomLeft = try XCTUnwrap(projection.project(CGPoint(x: 0, y: 100)))
            // Closed form: x = -100 about the centre turns to w = 1 - 100 sin60° / 500.
            XCTAssertEqual(bottomLeft.y - topLeft.y, 100 / (1 - 100 * sin(Double.pi / 3) / 500), accuracy: 1e-6)
            // UIKit: setting `view.transform` replaces the layer's whole transform.
            view.transform = .identity
            XCTAssertEqual(view.layer.transform, CATransform3DIdentity)
            XCTAssertNil(view.makeLayer().projection)
        }
    }

    /// Apple, `CALayer.isDoubleSided`: "When this property is set to false, the layer hides its
    /// content when it faces away from the viewer." The default is true.
    func testIsDoubleSidedReachesTheNode() {
        MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            XCTAssertTrue(view.layer.isDoubleSided)
            view.layer.isDoubleSided = false
            XCTAssertFalse(view.makeLayer().isDoubleSided)
        }
    }

    /// Apple, `CATransform3DInvert`: "Inverts a transform, returning the result"; a matrix times
    /// its inverse is the identity.
    func testInvertUndoesAPerspectiveTurn() {
        var m = CATransform3DMakeRotation(0.8, 0, 1, 0)
        m.m34 = -1.0 / 400
        let product = CATransform3DConcat(m, CATransform3DInvert(m))
        for (i, v) in product.rows.enumerated() {
            XCTAssertEqual(v, CATransform3DIdentity.rows[i], accuracy: 1e-12)
        }
    }
}

/// `UICollectionViewLayoutAttributes.transform3D`, as a pager tilts its pages.
final class LayoutAttributesTransform3DTests: XCTestCase {
    /// Apple, `UICollectionViewLayoutAttributes.transform3D`: "The 3D transform of the item";
    /// `transform`: "Assigning a transform to this property replaces the value in the
    /// `transform3D` property with a 3D version of the affine transform you specify." The
    /// matrix reaches the cell's layer node, and setting `transform` replaces it.
    func testATiltedPageKeepsItsMatrixUntilTransformReplacesIt() {
        MainActor.assumeIsolated {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
            var m = CATransform3DIdentity
            m.m34 = -1.0 / 500
            m = CATransform3DRotate(m, -0.4, 0, 1, 0)
            attributes.transform3D = m
            XCTAssertEqual(attributes.transform3D, m)
            XCTAssertEqual(attributes.transform, CATransform3DGetAffineTransform(m))
            let copy = attributes.copy()
            XCTAssertTrue(copy.isEqual(attributes))
            attributes.transform = .identity
            XCTAssertEqual(attributes.transform3D, CATransform3DIdentity)
            XCTAssertFalse(copy.isEqual(attributes))
        }
    }
}

/// A card flip, rendered: the frames a user sees.
final class CardFlipRenderingTests: XCTestCase {
    /// Apple, `transitionFlipFromLeft`: "the left side of the view moves toward the front and
    /// right side toward the back". A 200x100 card, red front, flipped to blue: at a quarter of
    /// the way (45 degrees, the eye 500 points away) the red face is drawn with its left edge
    /// 116.5 tall and its right edge 87.6 (closed form 100 / (1 ∓ 100 sin45° / 500)), so a
    /// pixel 50 points above the centre is red near the left edge (the top edge runs from y 41.8 to 56.2) and white near the right;
    /// at three quarters the new (blue) face shows.
    func testACardFlipIsDrawnInPerspectiveAndSwapsFaces() throws {
        try MainActor.assumeIsolated {
            let clock = VirtualClock()
            let window = Window(size: CGSize(width: 300, height: 200), clock: clock)
            let card = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 100))
            card.backgroundColor = .red
            window.rootView.backgroundColor = .white
            window.rootView.addSubview(card)
            window.tick()
            UIView.transition(
                with: card, duration: 0.4, options: [.transitionFlipFromLeft, .curveLinear],
                animations: { card.backgroundColor = .blue })
            @MainActor func frame(at time: Double) -> Framebuffer {
                while clock.now < time - 1e-9 {
                    clock.advance(by: 1.0 / 60)
                    window.tick()
                }
                let fb = Framebuffer(width: 300, height: 200)
                Renderer().renderFull(window.layerTree(), into: fb, scale: 1, background: .white)
                return fb
            }
            let start = clock.now
            let quarter = frame(at: start + 0.1)
            // The turned card spans x = 150 ∓ 70.7 / w: 67.6 to 211.9 on screen.
            XCTAssertEqual(quarter[75, 50], 0xFFFF_0000, "near the left edge, 50 above the centre: red")
            XCTAssertEqual(quarter[205, 50], 0xFFFF_FFFF, "near the right edge the far side is shorter")
            XCTAssertEqual(quarter[205, 100], 0xFFFF_0000)
            XCTAssertEqual(quarter[60, 100], 0xFFFF_FFFF, "the turn narrows the card")
            if let dir = ProcessInfo.processInfo.environment["WARP_PNG_DIR"] {
                try PNGFile.write(quarter, to: dir + "/flip-quarter.png")
            }
            let late = frame(at: start + 0.3)
            XCTAssertEqual(late[150, 100], 0xFF00_00FF, "past 90 degrees the new face shows")
            if let dir = ProcessInfo.processInfo.environment["WARP_PNG_DIR"] {
                try PNGFile.write(late, to: dir + "/flip-late.png")
            }
        }
    }
}

/// `CABasicAnimation(keyPath: "transform.rotation.y")`, as a page-turn or card animation adds it.
final class RotationKeyPathAnimationTests: XCTestCase {
    /// Core Animation interpolates a `transform.rotation.y` animation by the angle itself.
    /// Linear from 0 to π over 1 s on a layer whose transform holds `m34 = -1/500`: at 0.25 s the
    /// 200-point card is turned 45 degrees, so its left edge (x = -100 about the centre, w =
    /// 1 - 100 sin45° / 500) is 100 / w = 116.5 tall and its right 87.6; the model stays put.
    func testTheMidpointAngleIsDrawnInPerspective() throws {
        try MainActor.assumeIsolated {
            let clock = VirtualClock()
            let window = UIWindow(size: CGSize(width: 300, height: 200), clock: clock)
            let card = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 100))
            window.rootView.addSubview(card)
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 500
            card.layer.transform = perspective
            let turn = CABasicAnimation(keyPath: "transform.rotation.y")
            turn.fromValue = 0.0
            turn.toValue = Double.pi
            turn.duration = 1
            turn.timingFunction = CAMediaTimingFunction(name: .linear)
            card.layer.add(turn, forKey: "turn")
            window.tick()
            let start = clock.now
            while clock.now < start + 0.25 - 1e-9 {
                clock.advance(by: 1.0 / 60)
                window.tick()
            }
            let node = card.makeLayer()
            let m = try XCTUnwrap(node.projection)
            let top = try XCTUnwrap(m.project(CGPoint(x: 0, y: 0)))
            let bottom = try XCTUnwrap(m.project(CGPoint(x: 0, y: 100)))
            let elapsed = clock.now - start
            let angle = Double.pi * elapsed
            XCTAssertEqual(bottom.y - top.y, 100 / (1 - 100 * sin(angle) / 500), accuracy: 0.5)
            XCTAssertEqual(angle, Double.pi / 4, accuracy: 0.06)
            XCTAssertEqual(card.layer.transform, perspective, "the model keeps its matrix")
        }
    }
}
