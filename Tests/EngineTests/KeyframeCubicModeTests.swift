import Geometry
import XCTest

@testable import Engine

/// `UIView.animateKeyframes` in the cubic calculation modes.
///
/// Apple, `UIView.KeyframeAnimationOptions.calculationModeCubic`: "The option to compute
/// intermediate frames using a default Catmull-Rom spline that passes through the keyframe
/// values." `calculationModeCubicPaced`: "The option to compute intermediate frames using
/// the cubic scheme while ignoring the timing properties of the animation. Instead, timing
/// parameters are calculated implicitly to give the animation a constant velocity."
///
/// The expected values come from the uniform Catmull-Rom polynomial in its matrix form,
/// p(s) = ((2 p1) + (p2 - p0) s + (2 p0 - 5 p1 + 4 p2 - p3) s^2 + (3 p1 - p0 - 3 p2 + p3) s^3) / 2
/// for the segment p1 -> p2, an end value standing in for its missing neighbour.
final class KeyframeCubicModeTests: XCTestCase {
    private static let linearCurve = KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)

    private static func catmullRom(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ s: Double) -> Double {
        let a = 2 * p1
        let b = (p2 - p0) * s
        let c = (2 * p0 - 5 * p1 + 4 * p2 - p3) * s * s
        let d = (3 * p1 - p0 - 3 * p2 + p3) * s * s * s
        return (a + b + c + d) / 2
    }

    /// The spline through `values` (evenly spaced over 0...1) at time fraction `t`.
    private static func expected(_ values: [Double], at t: Double) -> Double {
        let n = values.count - 1
        let i = min(Int(t * Double(n)), n - 1)
        let s = t * Double(n) - Double(i)
        let at = { (k: Int) in values[min(max(k, 0), n)] }
        return catmullRom(at(i - 1), at(i), at(i + 1), at(i + 2), s)
    }

    /// Three keyframes over thirds of a 1 s linear run, moving the box's centre through
    /// `xs` and `ys` from (50, 50).
    @MainActor
    private static func run(
        _ h: Harness, options: KeyframeAnimationOptions, xs: [Double], ys: [Double] = [50, 50, 50]
    ) -> View {
        let box = h.addBox()
        View.animateKeyframes(withDuration: 1, options: options) {
            for k in 0..<3 {
                View.addKeyframe(withRelativeStartTime: Double(k) / 3, relativeDuration: 1.0 / 3) {
                    box.center = Point(x: xs[k], y: ys[k])
                }
            }
        }
        return box
    }

    func testCubicFollowsTheCatmullRomSplineThroughTheKeyframeValues() {
        MainActor.assumeIsolated {
            let h = Harness()
            let path = [50.0, 150, 50, 150]
            let box = Self.run(h, options: Self.linearCurve.union(.calculationModeCubic), xs: Array(path.dropFirst()))
            // A quarter into the middle keyframe the spline is at 50 + 100 - 300 / 16 + 200 / 64
            // = 134.375, where the straight line of the linear mode is at 125.
            let quarter = 1.0 / 3 + 0.25 / 3
            var now = 0.0
            for t in [0.05, 0.1, 1.0 / 3, 0.4, quarter, 0.5, 0.6, 2.0 / 3, 0.75, 0.9, 0.99] {
                h.advance(t - now)
                now = t
                assertClose(box.presentationCenter.x, Self.expected(path, at: t), 1e-6, "at \(t)")
                XCTAssertEqual(box.presentationCenter.y, 50)
                if t == quarter { assertClose(box.presentationCenter.x, 134.375, 1e-6) }
            }
            h.advance(1)
            XCTAssertEqual(box.presentationCenter.x, 150)
            XCTAssertTrue(box.runningAnimations.isEmpty)
        }
    }

    func testCubicHasNoCornerAtAKeyframeWhereLinearTurnsOne() {
        MainActor.assumeIsolated {
            @MainActor func velocities(_ mode: KeyframeAnimationOptions) -> (before: Double, after: Double) {
                let h = Harness()
                let box = Self.run(h, options: Self.linearCurve.union(mode), xs: [150, 50, 150])
                h.advance(1.0 / 3 - 0.001)
                let before = box.presentationVelocity(for: .center)[0]
                h.advance(0.002)
                return (before, box.presentationVelocity(for: .center)[0])
            }
            // Linear: 100 points in a third of a second each way, +300 then -300 pt/s.
            let linear = velocities(.calculationModeLinear)
            assertClose(linear.before, 300, 1e-6)
            assertClose(linear.after, -300, 1e-6)
            // Cubic: the tangent at the turning keyframe is half of (50 - 50): the speed passes
            // through 0, and 1 ms either side it is the closed form's slope there (a few pt/s).
            let cubic = velocities(.calculationModeCubic)
            func slope(at t: Double) -> Double {
                let path = [50.0, 150, 50, 150]
                return (Self.expected(path, at: t + 1e-6) - Self.expected(path, at: t - 1e-6)) / 2e-6
            }
            assertClose(cubic.before, slope(at: 1.0 / 3 - 0.001), 1e-4)
            assertClose(cubic.after, slope(at: 1.0 / 3 + 0.001), 1e-4)
            XCTAssertLessThan(abs(cubic.before), 10)
            XCTAssertLessThan(abs(cubic.after), 10)
        }
    }

    func testACubicPathCurvesInBothAxesThroughEachKeyframe() {
        MainActor.assumeIsolated {
            let h = Harness()
            let xs = [50.0, 250, 250, 50]
            let ys = [50.0, 50, 250, 250]
            let box = Self.run(
                h, options: Self.linearCurve.union(.calculationModeCubic), xs: Array(xs.dropFirst()),
                ys: Array(ys.dropFirst()))
            var now = 0.0
            for t in [1.0 / 6, 1.0 / 3, 0.5, 2.0 / 3, 5.0 / 6] {
                h.advance(t - now)
                now = t
                assertClose(
                    box.presentationCenter, Point(x: Self.expected(xs, at: t), y: Self.expected(ys, at: t)), 1e-6,
                    "at \(t)")
            }
        }
    }

    /// Cubic paced: the curve is the same spline, travelled at one speed; the keyframes'
    /// times and the ease-in-out curve (the default, given here) are ignored.
    func testCubicPacedTravelsTheSplineAtOneEvenSpeed() {
        MainActor.assumeIsolated {
            let xs = [50.0, 250, 250, 50]
            let ys = [50.0, 50, 250, 250]
            // The spline's length, measured independently in 30,000 chords.
            var length = 0.0
            var previous = Point(x: xs[0], y: ys[0])
            for k in 1...30_000 {
                let t = Double(k) / 30_000
                let p = Point(x: Self.expected(xs, at: t), y: Self.expected(ys, at: t))
                length += previous.distance(to: p)
                previous = p
            }
            let h = Harness()
            let box = Self.run(
                h, options: .calculationModeCubicPaced, xs: Array(xs.dropFirst()), ys: Array(ys.dropFirst()))
            let dt = 1.0 / 200
            var last = box.presentationCenter
            var closest = [Double](repeating: .infinity, count: 4)
            for _ in 0..<199 {
                h.advance(dt)
                let p = box.presentationCenter
                assertClose(last.distance(to: p) / dt, length, length * 2e-3, "one speed: the length in 1 s")
                for k in 0..<4 { closest[k] = min(closest[k], p.distance(to: Point(x: xs[k], y: ys[k]))) }
                last = p
            }
            h.advance(dt)
            XCTAssertEqual(box.presentationCenter, Point(x: 50, y: 250))
            // It passes through every keyframe's value (within one step's travel).
            for k in 1..<3 { XCTAssertLessThan(closest[k], length * dt, "keyframe \(k)") }
        }
    }
}
