import CoreGraphics
import Foundation
import PlaygroundKit
import UIKitCompatibility
import XCTest

@testable import Renderer

#if canImport(Glibc)
    import Glibc
#endif

/// Animating `CALayer.transform` between matrices with depth, and `sublayerTransform`.
///
/// Apple, `CATransform3D`: "The transform matrix is used to rotate, scale, translate, skew,
/// and project the layer content." Core Animation animates between two of them by those
/// parts (the rotation along the great arc), so a card turned from 0 to 180 degrees about y
/// is edge-on half way, where the fields' mean would squash it to nothing.
final class Transform3DAnimationTests: XCTestCase {
    /// A 200x100 card centred at (150, 100) in a 300x200 window.
    @MainActor private static func card(in window: UIWindow) -> UIView {
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 100))
        card.backgroundColor = .red
        window.rootView.backgroundColor = .white
        window.rootView.addSubview(card)
        window.tick()
        return card
    }

    private static let perspective: CATransform3D = {
        var m = CATransform3DIdentity
        m.m34 = -1.0 / 500
        return m
    }()

    /// Closed form of a card `200 x 100` turned by `theta` about y with the eye `d` away, about
    /// its centre (150, 100): a corner (x, y) about the centre turns to (x cosθ, y, -x sinθ),
    /// the perspective gives w = 1 + x sinθ / d, and it lands at (x cosθ / w, y / w) + centre.
    private static func assertCorners(
        of m: CATransform3D, turnedBy theta: Double, eye d: Double = 500, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        for (x, y) in [(-100.0, -50.0), (100, -50), (-100, 50), (100, 50)] {
            let p = try XCTUnwrap(m.project(CGPoint(x: x + 100, y: y + 50)), file: file, line: line)
            let w = 1 + x * sin(theta) / d
            XCTAssertEqual(p.x, x * cos(theta) / w + 150, accuracy: 0.5, "corner (\(x), \(y))", file: file, line: line)
            XCTAssertEqual(p.y, y / w + 100, accuracy: 0.5, "corner (\(x), \(y))", file: file, line: line)
        }
    }

    /// `UIView.animate` setting `layer.transform` from flat to a 120-degree turn about y, both
    /// with `m34 = -1/500`, linear over 1 s: half way the frozen node is the 60-degree turn,
    /// its corners where the closed form puts them; the model is the new matrix at once, and
    /// after the end the node is exactly the model's.
    func testViewAnimateTurnsACardInPerspectiveByParts() throws {
        try MainActor.assumeIsolated {
            let clock = VirtualClock()
            let window = UIWindow(size: CGSize(width: 300, height: 200), clock: clock)
            let card = Self.card(in: window)
            card.layer.transform = Self.perspective
            let turned = CATransform3DRotate(Self.perspective, 2 * .pi / 3, 0, 1, 0)
            var finished: Bool?
            UIView.animate(
                withDuration: 1, delay: 0, options: .curveLinear, animations: { card.layer.transform = turned },
                completion: { finished = $0 })
            XCTAssertEqual(card.layer.transform, turned, "the model changes at once")
            window.tick()
            clock.advance(by: 0.5)
            window.tick()
            try Self.assertCorners(of: XCTUnwrap(card.makeLayer().projection), turnedBy: .pi / 3)
            clock.advance(by: 0.6)
            window.tick()
            window.tick()
            XCTAssertEqual(finished, true)
            try Self.assertCorners(of: XCTUnwrap(card.makeLayer().projection), turnedBy: 2 * .pi / 3)
        }
    }

    /// Apple, `CABasicAnimation`: "Defines the value the receiver uses to start interpolation"
    /// (`fromValue`) and "the value the receiver uses to end interpolation" (`toValue`). From
    /// flat to a half turn about y with `m34`, linear over 1 s: half way the node is exactly
    /// the quarter turn (edge-on: every corner's x at the centre), and the model is untouched.
    func testABasicTransformAnimationIsTheQuarterTurnHalfWay() throws {
        try MainActor.assumeIsolated {
            let clock = VirtualClock()
            let window = UIWindow(size: CGSize(width: 300, height: 200), clock: clock)
            let card = Self.card(in: window)
            let flip = CABasicAnimation(keyPath: "transform")
            flip.fromValue = NSValue(caTransform3D: Self.perspective)
            flip.toValue = NSValue(caTransform3D: CATransform3DRotate(Self.perspective, .pi, 0, 1, 0))
            flip.duration = 1
            flip.timingFunction = CAMediaTimingFunction(name: .linear)
            card.layer.add(flip, forKey: "flip")
            window.tick()
            clock.advance(by: 0.5)
            window.tick()
            let m = try XCTUnwrap(card.makeLayer().projection)
            let quarter = CATransform3DRotate(Self.perspective, .pi / 2, 0, 1, 0)
            let expected = CATransform3DMakeTranslation(-100, -50, 0).concatenating(quarter)
                .concatenating(CATransform3DMakeTranslation(150, 100, 0))
            for (a, b) in zip(m.rows, expected.rows) { XCTAssertEqual(a, b, accuracy: 1e-9) }
            try Self.assertCorners(of: m, turnedBy: .pi / 2)
            XCTAssertEqual(card.layer.transform, CATransform3DIdentity, "an explicit animation leaves the model")
        }
    }

    /// Apple, `UIViewPropertyAnimator.fractionComplete`: "the completion percentage of the
    /// animation"; setting it on a paused animator scrubs. Scrubbed to 0.25 of a linear turn
    /// from flat to 120 degrees, the card shows the 30-degree turn.
    func testAPropertyAnimatorScrubsTheTurn() throws {
        try MainActor.assumeIsolated {
            let clock = VirtualClock()
            let window = UIWindow(size: CGSize(width: 300, height: 200), clock: clock)
            let card = Self.card(in: window)
            card.layer.transform = Self.perspective
            let turned = CATransform3DRotate(Self.perspective, 2 * .pi / 3, 0, 1, 0)
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.layer.transform = turned }
            animator.fractionComplete = 0.25
            window.tick()
            try Self.assertCorners(of: XCTUnwrap(card.makeLayer().projection), turnedBy: .pi / 6)
            animator.fractionComplete = 0.75
            window.tick()
            try Self.assertCorners(of: XCTUnwrap(card.makeLayer().projection), turnedBy: .pi / 2)
        }
    }

    /// A change between affine matrices inside an animation block animates through the view's
    /// `transform`, as before: no blend by parts is made, and what is drawn is the affine path.
    func testAnAffineChangeKeepsTheAffinePath() {
        MainActor.assumeIsolated {
            let clock = VirtualClock()
            let window = UIWindow(size: CGSize(width: 300, height: 200), clock: clock)
            let card = Self.card(in: window)
            UIView.animate(withDuration: 1) { card.layer.transform = CATransform3DMakeScale(2, 2, 1) }
            XCTAssertNotNil(card.animation(for: .transform))
            XCTAssertNil(card.animation(for: .depthTransform))
            clock.advance(by: 0.5)
            window.tick()
            XCTAssertNil(card.makeLayer().projection)
        }
    }

    /// Apple, `CALayer.sublayerTransform`: "Specifies the transform to apply to sublayers when
    /// rendering", "typically used as the projection matrix to add perspective and other
    /// viewing effects". A container with `m34 = -1/500` there and a card subview turned 60
    /// degrees about y with no perspective of its own: the card's node is drawn in the
    /// container's perspective, corners at the closed form (the card's centre is the
    /// container's anchor point). Animated from flat to that perspective, half way the eye is
    /// 1000 points away (the perspective entry blends linearly).
    func testSublayerTransformGivesItsSublayersPerspective() throws {
        try MainActor.assumeIsolated {
            let clock = VirtualClock()
            let window = UIWindow(size: CGSize(width: 300, height: 200), clock: clock)
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            window.rootView.addSubview(container)
            let card = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 100))
            container.addSubview(card)
            card.layer.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
            XCTAssertTrue(try XCTUnwrap(container.makeLayer().sublayers.last?.projection).mapsPlaneAffinely)
            container.layer.sublayerTransform = Self.perspective
            XCTAssertEqual(container.layer.sublayerTransform, Self.perspective)
            let m = try XCTUnwrap(container.makeLayer().sublayers.last?.projection)
            try Self.assertCorners(of: m, turnedBy: .pi / 3)

            container.layer.sublayerTransform = CATransform3DIdentity
            XCTAssertNil(container.layer.sublayerTransform.isAffine ? nil : 1)
            let grow = CABasicAnimation(keyPath: "sublayerTransform")
            grow.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
            grow.toValue = NSValue(caTransform3D: Self.perspective)
            grow.duration = 1
            grow.timingFunction = CAMediaTimingFunction(name: .linear)
            container.layer.add(grow, forKey: "grow")
            window.tick()
            clock.advance(by: 0.5)
            window.tick()
            let half = try XCTUnwrap(container.makeLayer().sublayers.last?.projection)
            try Self.assertCorners(of: half, turnedBy: .pi / 3, eye: 1000)
        }
    }

    /// A perspective flip animated half way, rendered: 60 degrees into a turn from flat to 120
    /// with `m34 = -1/500`, the red card's near (left) edge spans 100 / (1 - 100 sin60° / 500)
    /// = 120.9 points and its far edge 85.2, between x = 150 - 50 / 0.827 = 89.5 and
    /// 150 + 50 / 1.173 = 192.6.
    func testAHalfWayFlipIsDrawnWhereTheClosedFormSays() throws {
        MainActor.assumeIsolated {
            let clock = VirtualClock()
            let window = UIWindow(size: CGSize(width: 300, height: 200), clock: clock)
            let card = Self.card(in: window)
            card.layer.transform = Self.perspective
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                card.layer.transform = CATransform3DRotate(Self.perspective, 2 * .pi / 3, 0, 1, 0)
            }
            window.tick()
            clock.advance(by: 0.5)
            window.tick()
            let fb = Framebuffer(width: 300, height: 200)
            Renderer().renderFull(window.layerTree(), into: fb, scale: 1, background: .white)
            XCTAssertEqual(fb[92, 100], 0xFFFF_0000, "just inside the near edge")
            XCTAssertEqual(fb[87, 100], 0xFFFF_FFFF, "just outside the near edge")
            XCTAssertEqual(fb[190, 100], 0xFFFF_0000, "just inside the far edge")
            XCTAssertEqual(fb[195, 100], 0xFFFF_FFFF, "just outside the far edge")
            XCTAssertEqual(fb[92, 42], 0xFFFF_0000, "the near edge is taller: 100 - 60.4 = 39.6 at its top")
            XCTAssertEqual(fb[190, 45], 0xFFFF_FFFF, "the far edge is shorter: its top at 100 - 42.6 = 57.4")
        }
    }
}
