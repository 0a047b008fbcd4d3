import Engine
import UIKitCompatibility
import XCTest

// What drawer and card libraries write: their own spring initializer, in an extension of
// UIKit's class, that delegates to one of UIKit's (a response and a damping ratio turned
// into mass, stiffness and damping).
extension UISpringTimingParameters {
    fileprivate convenience init(damping: CGFloat, response: CGFloat, initialVelocity: CGVector = .zero) {
        let stiffness = pow(2 * .pi / response, 2)
        let dampingCoefficient = 4 * .pi * damping / response
        self.init(mass: 1, stiffness: stiffness, damping: dampingCoefficient, initialVelocity: initialVelocity)
    }
}

extension UICubicTimingParameters {
    /// Material Design's standard easing, as a library names its own curve.
    fileprivate convenience init(materialStandard: Void) {
        self.init(controlPoint1: CGPoint(x: 0.4, y: 0), controlPoint2: CGPoint(x: 0.2, y: 1))
    }
}

/// A library's own provider, as Jelly writes one: UIKit's classes as its parameter types.
private final class CombinedProvider: UITimingCurveProvider {
    let springTimingParameters: UISpringTimingParameters?
    let cubicTimingParameters: UICubicTimingParameters?
    var timingCurveType: UITimingCurveType { .composed }

    init(spring: UISpringTimingParameters, cubic: UICubicTimingParameters) {
        springTimingParameters = spring
        cubicTimingParameters = cubic
    }
}

/// `UISpringTimingParameters` and `UICubicTimingParameters` are classes, as in UIKit, that
/// carry the engine's timing values: a motion made through either moves exactly as the same
/// value does.
final class TimingParametersClassTests: XCTestCase {
    /// Moves one view 0 -> 100 along `timing` and another along `reference` in the same
    /// window, and returns both centres' x at each 1/60 s step.
    @MainActor private static func paths(
        _ timing: any UITimingCurveProvider, _ reference: any TimingCurveProvider, duration: Double, steps: Int
    ) -> [(Double, Double)] {
        let clock = VirtualClock()
        let window = Window(size: CGSize(width: 300, height: 100), clock: clock)
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 0, y: 20, width: 10, height: 10))
        window.rootView.addSubview(a)
        window.rootView.addSubview(b)
        window.tick()
        let first = UIViewPropertyAnimator(duration: duration, timingParameters: timing) { a.center.x = 105 }
        let second = PropertyAnimator(duration: duration, timingParameters: reference) { b.center.x = 105 }
        first.startAnimation()
        second.startAnimation()
        var result: [(Double, Double)] = []
        for _ in 0..<steps {
            clock.advance(by: 1.0 / 60)
            window.tick()
            result.append((a.presentationCenter.x, b.presentationCenter.x))
        }
        return result
    }

    /// Apple, `init(mass:stiffness:damping:initialVelocity:)`: "Creates a timing parameters
    /// object with the specified spring stiffness, mass, damping coefficient, and initial
    /// velocity", and `init(dampingRatio:initialVelocity:)`: "To smoothly decelerate the
    /// animation without oscillation, specify a value of 1. Specify values closer to 0 to
    /// create less damping and more oscillation." Through the class or as the engine's value,
    /// the same spring draws the same positions, to the bit, for random springs and velocities.
    func testASpringMadeThroughTheClassMovesExactlyAsTheValue() {
        MainActor.assumeIsolated {
            var generator = SystemRandomNumberGenerator()
            for _ in 0..<20 {
                let ratio = Double.random(in: 0.2...1.2, using: &generator)
                let velocity = Double.random(in: -2...4, using: &generator)
                let duration = Double.random(in: 0.2...1, using: &generator)
                let byRatio = Self.paths(
                    UISpringTimingParameters(dampingRatio: ratio, initialVelocity: CGVector(dx: velocity, dy: 0)),
                    SpringTimingParameters(dampingRatio: ratio, initialVelocity: velocity), duration: duration,
                    steps: 90)
                for (step, (a, b)) in byRatio.enumerated() {
                    XCTAssertEqual(a, b, "ratio \(ratio), velocity \(velocity), step \(step)")
                }
                let mass = Double.random(in: 0.5...2, using: &generator)
                let stiffness = Double.random(in: 100...600, using: &generator)
                let damping = Double.random(in: 5...40, using: &generator)
                let physical = Self.paths(
                    UISpringTimingParameters(
                        mass: mass, stiffness: stiffness, damping: damping,
                        initialVelocity: CGVector(dx: 0, dy: velocity)),
                    SpringTimingParameters(
                        spring: Spring(mass: mass, stiffness: stiffness, damping: damping), initialVelocity: velocity),
                    duration: 0, steps: 90)
                for (step, (a, b)) in physical.enumerated() {
                    XCTAssertEqual(a, b, "m \(mass), k \(stiffness), c \(damping), step \(step)")
                }
            }
        }
    }

    /// The damped oscillator m x'' + c x' + k x = 0 from rest at distance 1, underdamped
    /// (z = c / (2 sqrt(m k)) < 1, w = sqrt(k / m), wd = w sqrt(1 - z^2)), is
    /// x(t) = e^(-z w t) (cos(wd t) + z w / wd sin(wd t)): a library's own spring initializer
    /// in an extension of the class (response and damping ratio turned into a physical
    /// spring) moves along it, whatever duration the animator was made with, until it has
    /// settled within 0.001 of the distance, and then rests on the target.
    func testALibrarysConvenienceInitializerMovesAlongTheClosedForm() {
        MainActor.assumeIsolated {
            for (ratio, response) in [(0.7, 0.3), (0.9, 0.5), (0.35, 0.6)] {
                let timing = UISpringTimingParameters(damping: ratio, response: response)
                XCTAssertEqual(timing.parameters.spring.dampingRatio, ratio, accuracy: 1e-12)
                let w = 2 * Double.pi / response
                let wd = w * (1 - ratio * ratio).squareRoot()
                let path = Self.paths(timing, timing.parameters, duration: 0, steps: 60)
                for (step, (x, _)) in path.enumerated() {
                    let t = Double(step + 1) / 60
                    let left = exp(-ratio * w * t) * (cos(wd * t) + ratio * w / wd * sin(wd * t))
                    if t < timing.parameters.duration {
                        XCTAssertEqual(x, 5 + 100 * (1 - left), accuracy: 1e-9, "ratio \(ratio), t \(t)")
                    } else {
                        XCTAssertEqual(x, 105, "settled: on the target, t \(t)")
                        XCTAssertLessThanOrEqual(abs(left), 0.001, "within 0.001 of the distance once settled")
                    }
                }
            }
        }
    }

    /// Apple, `UISpringTimingParameters.init()`: "This method sets the initial velocity of any
    /// animated properties to 0.0 and sets the damping ratio to 4.56." The duration form
    /// clamps a ratio above 1, so the default spring is the critically damped one fitted to
    /// the animator's duration, and ends exactly at it.
    func testTheDefaultSpringIsCriticallyDampedOverTheAnimatorsDuration() {
        MainActor.assumeIsolated {
            let spring = UISpringTimingParameters()
            XCTAssertEqual(spring.initialVelocity, CGVector(dx: 0, dy: 0))
            for duration in [0.25, 0.5, 1.0] {
                let path = Self.paths(
                    spring, SpringTimingParameters(dampingRatio: 1), duration: duration, steps: Int(duration * 60) + 2)
                for (a, b) in path { XCTAssertEqual(a, b) }
                XCTAssertTrue(path.allSatisfy { $0.0 <= 105 }, "no overshoot")
                XCTAssertEqual(path[Int(duration * 60) - 1].0, 105, "at rest on the target at \(duration) s")
            }
        }
    }

    /// Apple, `UICubicTimingParameters(controlPoint1:controlPoint2:)`: "The control points
    /// of a cubic Bezier timing curve", and `animationCurve`: the standard curve it was
    /// made from. A curve made through the class or a library's extension of it moves
    /// exactly as the engine's value, and reports its control points.
    func testACurveMadeThroughTheClassMovesExactlyAsTheValue() {
        MainActor.assumeIsolated {
            let material = UICubicTimingParameters(materialStandard: ())
            XCTAssertEqual(material.controlPoint1, CGPoint(x: 0.4, y: 0))
            XCTAssertEqual(material.controlPoint2, CGPoint(x: 0.2, y: 1))
            XCTAssertEqual(material.timingCurveType, .cubic)
            let reference = CubicTimingParameters(curve: .cubic(CubicBezier(0.4, 0, 0.2, 1)), duration: 0.5)
            for (a, b) in Self.paths(material, reference, duration: 0.5, steps: 40) { XCTAssertEqual(a, b) }
            for curve: UIView.AnimationCurve in [.linear, .easeIn, .easeOut, .easeInOut] {
                let timing = UICubicTimingParameters(animationCurve: curve)
                XCTAssertEqual(timing.animationCurve, curve)
                XCTAssertEqual(timing.timingCurveType, .builtin)
                XCTAssertEqual(timing.controlPoint1, CGPoint(x: curve.bezier.x1, y: curve.bezier.y1))
                let path = Self.paths(
                    timing, CubicTimingParameters(curve: curve, duration: 0.7), duration: 0.7, steps: 45)
                for (a, b) in path { XCTAssertEqual(a, b, "\(curve)") }
            }
        }
    }

    /// Apple, `UITimingCurveType.composed`: "A custom timing curve that uses both the cubic
    /// and spring timing parameters." A library's own provider holding UIKit's classes is
    /// run as the engine's composed motion of the two values.
    func testALibrarysProviderOfTheClassesRunsAsTheComposedValue() {
        MainActor.assumeIsolated {
            let spring = UISpringTimingParameters(dampingRatio: 0.6, initialVelocity: CGVector(dx: 0, dy: 0))
            let cubic = UICubicTimingParameters(animationCurve: .easeOut)
            let provider = CombinedProvider(spring: spring, cubic: cubic)
            let reference = ComposedTimingParameters(
                cubic: CubicTimingParameters(curve: .easeOut, duration: 0.6),
                spring: SpringTimingParameters(dampingRatio: 0.6))
            for (a, b) in Self.paths(provider, reference, duration: 0.6, steps: 40) { XCTAssertEqual(a, b) }
        }
    }
}

/// A configuration as drawer libraries keep one: a provider compared by identity.
private struct DrawerTiming: Equatable {
    var provider: UITimingCurveProvider = UISpringTimingParameters()

    static func == (lhs: DrawerTiming, rhs: DrawerTiming) -> Bool {
        lhs.provider === rhs.provider
    }
}

/// `UITimingCurveProvider` is class-bound in UIKit, so code compares providers with `===`.
final class TimingCurveProviderIdentityTests: XCTestCase {
    /// The same object is identical to itself and to nothing else; each default spring is a
    /// new object, as `UISpringTimingParameters()` is; the engine's values, which are not
    /// objects, are never identical; classes compare as ever.
    func testProvidersCompareByIdentity() {
        let shared = UISpringTimingParameters(dampingRatio: 0.8)
        XCTAssertEqual(DrawerTiming(provider: shared), DrawerTiming(provider: shared))
        XCTAssertNotEqual(DrawerTiming(), DrawerTiming(), "two default springs are two objects")
        let value: any UITimingCurveProvider = SpringTimingParameters(dampingRatio: 0.8)
        XCTAssertFalse(value === value, "a value is not an object")
        let curve = UICubicTimingParameters()
        XCTAssertTrue(curve === curve)
        XCTAssertTrue(curve !== UICubicTimingParameters())
        let none: (any UITimingCurveProvider)? = nil
        XCTAssertTrue(none === nil)
    }
}
