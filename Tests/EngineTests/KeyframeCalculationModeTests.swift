import Geometry
import XCTest

@testable import Engine

/// `UIView.animateKeyframes`' calculation modes.
///
/// Apple, `UIView.KeyframeAnimationOptions.calculationModeDiscrete`: "The option to not
/// interpolate between keyframe values, but rather to jump directly to each new keyframe
/// value." `calculationModePaced`: "The option to compute intermediate keyframe values using
/// a simple pacing algorithm. This option results in an evenly paced animation."
/// `calculationModeCubicPaced`: "The option to compute intermediate frames using the cubic
/// scheme while ignoring the timing properties of the animation. Instead, timing parameters
/// are calculated implicitly to give the animation a constant velocity."
final class KeyframeCalculationModeTests: XCTestCase {
    private static let linear = KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)

    /// Three keyframes moving the box right: the x drawn at `times` with `options`.
    @MainActor
    private static func drawnX(options: KeyframeAnimationOptions, at times: [Double]) -> (xs: [Double], done: [Bool]) {
        let h = Harness()
        let box = h.addBox()
        var done: [Bool] = []
        View.animateKeyframes(
            withDuration: 1, options: options,
            animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { box.center.x = 100 }
                View.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { box.center.x = 200 }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.center.x = 350 }
            }, completion: { done.append($0) })
        var now = 0.0
        var result: [Double] = []
        for t in times {
            h.advance(t - now)
            now = t
            result.append(box.presentationCenter.x)
        }
        return (result, done)
    }

    /// Discrete: only the keyframes' own values are ever drawn, each from its relative start time.
    func testDiscreteJumpsToEachKeyframesValueAtItsStart() {
        MainActor.assumeIsolated {
            let (xs, done) = Self.drawnX(
                options: Self.linear.union(.calculationModeDiscrete), at: [0.1, 0.2, 0.3, 0.45, 0.55, 0.9, 1.01])
            XCTAssertEqual(xs, [100, 100, 200, 200, 350, 350, 350])
            XCTAssertEqual(done, [true])
            // With the default linear mode the same keyframes pass through values in between.
            let (linearXs, _) = Self.drawnX(options: Self.linear, at: [0.1, 0.3, 0.75])
            assertClose(linearXs[0], 50 + 50 * 0.4, 1e-9)
            assertClose(linearXs[1], 100 + 100 * 0.2, 1e-9)
            assertClose(linearXs[2], 200 + 150 * 0.5, 1e-9)
        }
    }

    /// Paced: the relative times and the curve are ignored; the 300 points are covered at
    /// one even speed, so each keyframe takes the share of the second its distance takes.
    func testPacedMovesAtOneEvenSpeedWhateverTheKeyframesTimes() {
        MainActor.assumeIsolated {
            let times = stride(from: 0.05, through: 0.95, by: 0.1).map { $0 }
            for mode in [KeyframeAnimationOptions.calculationModePaced, .calculationModeCubicPaced] {
                // The default ease-in-out curve is given and must be ignored too.
                let (xs, done) = Self.drawnX(options: mode, at: times + [1.01])
                for (t, x) in zip(times, xs) {
                    assertClose(x, 50 + 300 * t, 1e-9, "mode \(mode.rawValue) at \(t)")
                }
                XCTAssertEqual(xs.last, 350)
                XCTAssertEqual(done, [true])
            }
        }
    }

    /// Apple, `CAAnimationCalculationMode.cubic`: "Smooth spline calculation between keyframe
    /// values." The layer animation passes through every value at its key time, and its
    /// speed does not jump there (a linear one turns a corner at each keyframe).
    func testACubicLayerKeyframeAnimationIsSmoothThroughItsValues() {
        MainActor.assumeIsolated {
            let cubic = KeyframeAnimation(keyPath: "opacity")
            cubic.calculationMode = .cubic
            let values: [Any] = [0.0, 1.0, 0.25, 1.0]
            let points: [Any] = [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100)]
            let linear = KeyframeAnimation(keyPath: "opacity")
            @MainActor func number(_ a: KeyframeAnimation, _ u: Double) -> Double {
                a.value(atFraction: u, of: values) as! Double
            }
            for (i, v) in [0.0, 1.0, 0.25, 1.0].enumerated() {
                XCTAssertEqual(number(cubic, Double(i) / 3), v, accuracy: 1e-12, "through keyframe \(i)")
                XCTAssertEqual(cubic.value(atFraction: Double(i) / 3, of: points) as? Point, points[i] as? Point)
            }
            let h = 1e-6
            for key in [1.0 / 3, 2.0 / 3] {
                let left = (number(cubic, key) - number(cubic, key - h)) / h
                let right = (number(cubic, key + h) - number(cubic, key)) / h
                XCTAssertEqual(left, right, accuracy: 1e-3, "no corner at \(key)")
                let linearLeft = (number(linear, key) - number(linear, key - h)) / h
                let linearRight = (number(linear, key + h) - number(linear, key)) / h
                XCTAssertGreaterThan(abs(linearLeft - linearRight), 1, "the linear mode turns a corner")
            }
            XCTAssertNotEqual(number(cubic, 0.5), number(linear, 0.5), accuracy: 1e-3, "curved between")
        }
    }

    /// The modes have UIKit's bits, and they are read back from them.
    func testTheModesAreReadFromTheirBits() {
        XCTAssertEqual(KeyframeAnimationOptions.calculationModeDiscrete.calculationMode, .discrete)
        XCTAssertEqual(KeyframeAnimationOptions.calculationModePaced.calculationMode, .paced)
        XCTAssertEqual(KeyframeAnimationOptions.calculationModeCubicPaced.calculationMode, .cubicPaced)
        XCTAssertEqual(KeyframeAnimationOptions([.repeat, .calculationModeCubic]).calculationMode, .cubic)
        XCTAssertEqual(KeyframeAnimationOptions().calculationMode, .linear)
    }
}
