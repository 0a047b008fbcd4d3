import CoreGraphics
import Foundation
import LayerTree
import PlaygroundKit
import UIKitCompatibility
import XCTest

/// `CABasicAnimation`'s three values, by the table in Apple's "Setting Interpolation Values":
/// "Both fromValue and toValue are non-nil. Interpolates between fromValue and toValue.
/// fromValue and byValue are non-nil. Interpolates between fromValue and (fromValue +
/// byValue). byValue and toValue are non-nil. Interpolates between (toValue - byValue) and
/// toValue. fromValue is non-nil. Interpolates between fromValue and the current presentation
/// value of the property. toValue is non-nil. Interpolates between the current value of
/// keyPath in the target layer's presentation layer and toValue. byValue is non-nil.
/// Interpolates between the current value of keyPath in the target layer's presentation layer
/// and that value plus byValue." Then `isAdditive` ("the value specified by the animation is
/// added to the current render tree value") and `isCumulative` ("the value of the property is
/// the value at the end of the previous repeat cycle, plus the value of the current repeat
/// cycle"), over the key paths the engine draws. Every animation is linear over 1 s and read
/// half way (or where said) on the frozen node.
final class BasicAnimationValuesTests: XCTestCase {
    /// A 200x100 view centred at (150, 100), blue, corner radius 10, in a window on a virtual clock.
    @MainActor
    static func card() -> (UIWindow, VirtualClock, UIView) {
        let clock = VirtualClock()
        let window = UIWindow(size: CGSize(width: 300, height: 200), clock: clock)
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 100))
        card.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        card.layer.cornerRadius = 10
        window.rootView.addSubview(card)
        window.tick()
        return (window, clock, card)
    }

    /// Adds `configure`'s animation of `keyPath` (linear, 1 s) and returns the node `t` seconds in.
    @MainActor
    static func node(
        _ keyPath: String, at t: Double = 0.5, _ configure: (CABasicAnimation) -> Void,
        model: ((UIView) -> Void)? = nil
    ) -> Layer {
        let (window, clock, card) = card()
        model?(card)
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        configure(animation)
        card.layer.add(animation, forKey: "a")
        window.tick()
        clock.advance(by: t)
        window.tick()
        return card.makeLayer()
    }

    /// The drawn position (the layer's centre in its superlayer) of an unturned node.
    static func position(_ node: Layer) -> CGPoint {
        CGPoint(x: node.transform.tx + node.bounds.width / 2, y: node.transform.ty + node.bounds.height / 2)
    }

    static func point(_ x: Double, _ y: Double) -> NSValue { NSValue(cgPoint: CGPoint(x: x, y: y)) }

    static func assertPoint(_ p: CGPoint, _ x: Double, _ y: Double, file: StaticString = #filePath, line: UInt = #line)
    {
        XCTAssertEqual(p.x, x, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(p.y, y, accuracy: 1e-9, file: file, line: line)
    }

    /// Every row of the table on `position` (a point), whose model is (150, 100).
    func testEveryRowOfTheTableOnPosition() {
        MainActor.assumeIsolated {
            // from and to.
            Self.assertPoint(
                Self.position(
                    Self.node("position") {
                        $0.fromValue = Self.point(0, 0)
                        $0.toValue = Self.point(100, 50)
                    }), 50, 25)
            // from and by: to (50, 30).
            Self.assertPoint(
                Self.position(
                    Self.node("position") {
                        $0.fromValue = Self.point(10, 10)
                        $0.byValue = Self.point(40, 20)
                    }),
                30, 20)
            // by and to: from (60, 80).
            Self.assertPoint(
                Self.position(
                    Self.node("position") {
                        $0.byValue = Self.point(40, 20)
                        $0.toValue = Self.point(100, 100)
                    }),
                80, 90)
            // from alone: to the model value (150, 100).
            Self.assertPoint(Self.position(Self.node("position") { $0.fromValue = Self.point(0, 0) }), 75, 50)
            // to alone: from what is shown (the model) to (250, 0).
            Self.assertPoint(Self.position(Self.node("position") { $0.toValue = Self.point(250, 0) }), 200, 50)
            // by alone: from what is shown to that plus by, (150, 100) to (190, 80).
            Self.assertPoint(Self.position(Self.node("position") { $0.byValue = Self.point(40, -20) }), 170, 90)
            // Ended (removed on completion), the model shows again.
            Self.assertPoint(
                Self.position(Self.node("position", at: 1.5) { $0.byValue = Self.point(40, -20) }), 150, 100)
        }
    }

    /// `byValue` on the other kinds of value: bounds (a rectangle), opacity and corner radius
    /// (numbers), background colour (components), transform (a matrix: concatenated).
    func testByValueAddsOnEveryKindOfValue() throws {
        try MainActor.assumeIsolated {
            let bounds = Self.node("bounds") {
                $0.fromValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 100, height: 50))
                $0.byValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 100, height: 30))
            }
            XCTAssertEqual(bounds.bounds.width, 150, accuracy: 1e-9)
            XCTAssertEqual(bounds.bounds.height, 65, accuracy: 1e-9)
            XCTAssertEqual(
                Self.node("opacity") {
                    $0.toValue = 1
                    $0.byValue = 0.6
                }.opacity, 0.7, accuracy: 1e-9)
            XCTAssertEqual(Self.node("cornerRadius") { $0.byValue = 20 }.cornerRadius, 20, accuracy: 1e-9)
            let color = try XCTUnwrap(
                Self.node("backgroundColor") { $0.byValue = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0).cgColor }
                    .backgroundColor
            ).rgba
            XCTAssertEqual(color.red, 0.5, accuracy: 1e-6)
            XCTAssertEqual(color.green, 0.25, accuracy: 1e-6)
            XCTAssertEqual(color.blue, 1, accuracy: 1e-6)
            // A turn about y by 90 degrees from flat in perspective, by a matrix: from + by is
            // the change applied first, as `CATransform3DRotate(from, ...)` composes it, and
            // half way is the 45-degree turn.
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 500
            let turned = try XCTUnwrap(
                Self.node("transform") {
                    $0.fromValue = NSValue(caTransform3D: perspective)
                    $0.byValue = NSValue(caTransform3D: CATransform3DMakeRotation(.pi / 2, 0, 1, 0))
                }.projection)
            let expected = CATransform3DMakeTranslation(-100, -50, 0)
                .concatenating(CATransform3DRotate(perspective, .pi / 4, 0, 1, 0))
                .concatenating(CATransform3DMakeTranslation(150, 100, 0))
            for (a, b) in zip(turned.rows, expected.rows) { XCTAssertEqual(a, b, accuracy: 1e-9) }
        }
    }

    /// `isAdditive`: a shake from -10 to +10 points added to the model position swings about
    /// it; a colour change added to the model's; with `byValue` alone the change runs from
    /// nothing, so half way half the change is added to the model once.
    func testAdditiveAddsToTheModelValue() throws {
        try MainActor.assumeIsolated {
            let shake = { (a: CABasicAnimation) in
                a.fromValue = Self.point(-10, 0)
                a.toValue = Self.point(10, 0)
                a.isAdditive = true
            }
            Self.assertPoint(Self.position(Self.node("position", at: 0.25, shake)), 145, 100)
            Self.assertPoint(Self.position(Self.node("position", at: 0.5, shake)), 150, 100)
            Self.assertPoint(
                Self.position(
                    Self.node("position") {
                        $0.byValue = Self.point(40, 0)
                        $0.isAdditive = true
                    }), 170, 100)
            let color = try XCTUnwrap(
                Self.node("backgroundColor") {
                    $0.fromValue = UIColor(red: 0, green: 0, blue: 0, alpha: 0).cgColor
                    $0.toValue = UIColor(red: 1, green: 0, blue: 0, alpha: 0).cgColor
                    $0.isAdditive = true
                }.backgroundColor
            ).rgba
            XCTAssertEqual(color.red, 0.5, accuracy: 1e-6)
            XCTAssertEqual(color.blue, 1, accuracy: 1e-6, "the model's blue stays")
            XCTAssertEqual(
                Self.node("opacity") {
                    $0.fromValue = 0
                    $0.toValue = -0.5
                    $0.isAdditive = true
                }.opacity, 0.75,
                accuracy: 1e-9)
        }
    }

    /// `isCumulative` with `repeatCount`: each pass starts where the last ended. Position from
    /// (0, 0) to (10, 0), three passes: 2.5 s in, pass 2 half way, x = 25; a quarter turn
    /// about z repeated: 1.5 s in, 135 degrees. Without it, pass 2 half way is x = 5 again.
    func testCumulativeRepeatsBuildOnOneAnother() {
        MainActor.assumeIsolated {
            let run = { (cumulative: Bool) in
                { (a: CABasicAnimation) in
                    a.fromValue = Self.point(0, 0)
                    a.toValue = Self.point(10, 0)
                    a.repeatCount = 3
                    a.isCumulative = cumulative
                }
            }
            XCTAssertEqual(Self.position(Self.node("position", at: 2.5, run(true))).x, 25, accuracy: 1e-9)
            XCTAssertEqual(Self.position(Self.node("position", at: 2.5, run(false))).x, 5, accuracy: 1e-9)
            let spin = Self.node("transform.rotation.z", at: 1.5) {
                $0.fromValue = 0
                $0.toValue = Double.pi / 2
                $0.repeatCount = 2
                $0.isCumulative = true
            }
            XCTAssertEqual(atan2(spin.transform.b, spin.transform.a), 3 * .pi / 4, accuracy: 1e-9)
        }
    }

    /// A `transform` animation between two matrices takes the shorter turn (quaternions of
    /// opposite sign are the same rotation: Core Animation blends matrices by parts and the
    /// shorter arc), so 350 to 10 degrees about y passes 0 and 100 to 260 passes 180. A
    /// `transform.rotation.y` key path animates its number, "the rotation, in radians" (the
    /// Core Animation Programming Guide's key-path table): 350 to 10 degrees turns the long
    /// way, through 180, as UIKit code relies on for full spins.
    func testMatricesTakeTheShorterTurnAndRotationKeyPathsTheirNumbers() throws {
        try MainActor.assumeIsolated {
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 500
            let degrees = { (d: Double) in d * .pi / 180 }
            let turn = { (d: Double) in NSValue(caTransform3D: CATransform3DRotate(perspective, degrees(d), 0, 1, 0)) }
            // Where the card's left edge (x = -100 from its centre at 150) is drawn.
            func leftEdge(_ node: Layer) throws -> Double {
                try XCTUnwrap(node.projection?.project(CGPoint(x: 0, y: 50))).x
            }
            let short = Self.node("transform") {
                $0.fromValue = turn(350)
                $0.toValue = turn(10)
            }
            XCTAssertEqual(try leftEdge(short), 50, accuracy: 1e-6, "half way is flat: through 0")
            let over = Self.node("transform") {
                $0.fromValue = turn(100)
                $0.toValue = turn(260)
            }
            XCTAssertEqual(try leftEdge(over), 250, accuracy: 1e-6, "half way is the half turn: through 180")
            let keyPath = Self.node(
                "transform.rotation.y",
                {
                    $0.fromValue = degrees(350)
                    $0.toValue = degrees(10)
                },
                model: { $0.layer.transform = perspective })
            XCTAssertEqual(try leftEdge(keyPath), 250, accuracy: 1e-6, "the number's mean, 180: the long way")
        }
    }
}
