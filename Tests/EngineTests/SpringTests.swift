import XCTest

@testable import Engine

/// Springs against an independent numerical solution, and the published conversion figures.
final class SpringTests: XCTestCase {
    /// RK4 integration of m x'' + c x' + k x = 0 from x = -1 (a 0 -> 1 motion), value = 1 + x.
    private func integrate(_ s: Spring, v0: Double, until end: Double, sampleEvery dt: Double) -> [(
        Double, Double, Double
    )] {
        var x = -1.0
        var v = v0
        var out: [(Double, Double, Double)] = [(0, 1 + x, v)]
        func acc(_ x: Double, _ v: Double) -> Double { -(s.damping * v + s.stiffness * x) / s.mass }
        let n = 2000
        let h = dt / Double(n)
        var sample = 0
        while Double(sample) * dt < end {
            for _ in 0..<n {
                let k1x = v
                let k1v = acc(x, v)
                let k2x = v + h / 2 * k1v
                let k2v = acc(x + h / 2 * k1x, v + h / 2 * k1v)
                let k3x = v + h / 2 * k2v
                let k3v = acc(x + h / 2 * k2x, v + h / 2 * k2v)
                let k4x = v + h * k3v
                let k4v = acc(x + h * k3x, v + h * k3v)
                x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            }
            sample += 1
            out.append((Double(sample) * dt, 1 + x, v))
        }
        return out
    }

    private func checkAgainstIntegration(
        _ spring: Spring, v0: Double, file: StaticString = #filePath, line: UInt = #line
    ) {
        let timing = SpringTimingParameters(spring: spring)
        for (t, value, velocity) in integrate(spring, v0: v0, until: 1.5, sampleEvery: 1.0 / 60) {
            XCTAssertEqual(
                timing.unitValue(at: t, initialVelocity: v0), value, accuracy: 1e-6, "value at \(t)", file: file,
                line: line)
            XCTAssertEqual(
                timing.unitVelocity(at: t, initialVelocity: v0), velocity, accuracy: 1e-5, "velocity at \(t)",
                file: file, line: line)
        }
    }

    func testUnderdampedMatchesIntegrationAtEverySample() {
        let s = Spring(mass: 1, stiffness: 300, damping: 8)
        XCTAssertLessThan(s.dampingRatio, 1)
        checkAgainstIntegration(s, v0: 0)
        checkAgainstIntegration(s, v0: 5)
    }

    func testCriticallyDampedMatchesIntegrationAtEverySample() {
        let s = Spring(mass: 1, stiffness: 400, damping: 40)
        XCTAssertEqual(s.dampingRatio, 1, accuracy: 1e-12)
        checkAgainstIntegration(s, v0: 0)
        checkAgainstIntegration(s, v0: -3)
    }

    func testOverdampedMatchesIntegrationAtEverySample() {
        let s = Spring(mass: 2, stiffness: 200, damping: 90)
        XCTAssertGreaterThan(s.dampingRatio, 1)
        checkAgainstIntegration(s, v0: 0)
        checkAgainstIntegration(s, v0: 8)
    }

    func testUIKitDurationSolveMatchesPublishedStiffness() {
        let critical = Spring(duration: 0.5, dampingRatio: 1)
        XCTAssertEqual(critical.stiffness, 341, accuracy: 1.5)
        XCTAssertEqual(critical.dampingRatio, 1, accuracy: 1e-9)
        let bouncy = Spring(duration: 0.5, dampingRatio: 0.7)
        XCTAssertEqual(bouncy.stiffness, 387, accuracy: 1.5)
        XCTAssertEqual(bouncy.dampingRatio, 0.7, accuracy: 1e-9)
        XCTAssertEqual(bouncy.mass, 1)
    }

    func testUIKitDurationSolvePutsTheEnvelopeAtOneThousandthAtT() {
        for (z, v) in [(0.5, 0.0), (0.7, 2.0), (0.9, -1.0)] {
            let s = Spring(duration: 0.8, dampingRatio: z, initialVelocity: v)
            let w = s.naturalFrequency
            let envelope = abs((z * w - v) / (w * (1 - z * z).squareRoot())) * exp(-z * w * 0.8)
            XCTAssertEqual(envelope, 0.001, accuracy: 1e-6, "z \(z) v \(v)")
        }
        let c = Spring(duration: 0.8, dampingRatio: 1, initialVelocity: 2)
        let w = c.naturalFrequency
        XCTAssertEqual((1 + (w - 2) * 0.8) * exp(-w * 0.8), 0.001, accuracy: 1e-6)
    }

    /// Apple: `duration` is "The total duration of the animations, measured in seconds", and
    /// the spring's motion fills it. With the damping ratio equal to the initial velocity
    /// (0.7 and 0.7, EasyTipView's defaults) the envelope's factor is zero at w = 1, which
    /// must not be taken for the crossing: that spring barely moved in 0.7 s and jumped to
    /// its end.
    func testUIKitDurationSolveSkipsTheEnvelopesZero() {
        for (z, v) in [(0.7, 0.7), (0.5, 1.0), (0.25, 1.0)] {
            let s = Spring(duration: 0.7, dampingRatio: z, initialVelocity: v)
            let w = s.naturalFrequency
            XCTAssertGreaterThan(w, v / z + 1, "z \(z) v \(v)")
            let envelope = abs((z * w - v) / (w * (1 - z * z).squareRoot())) * exp(-z * w * 0.7)
            XCTAssertEqual(envelope, 0.001, accuracy: 1e-6, "z \(z) v \(v)")
        }
        let timing = SpringTimingParameters(duration: 0.7, dampingRatio: 0.7, initialVelocity: 0.7)
        XCTAssertEqual(timing.fraction(at: 0.35), 1, accuracy: 0.05, "near its end halfway through")
        // Critical damping's factor, 1 + (w - v) T, is zero at w = 1 for this velocity.
        let cv = 1 + 1 / 0.7
        let cw = Spring(duration: 0.7, dampingRatio: 1, initialVelocity: cv).naturalFrequency
        XCTAssertGreaterThan(cw, cv)
        XCTAssertEqual((1 + (cw - cv) * 0.7) * exp(-cw * 0.7), 0.001, accuracy: 1e-6)
    }

    func testUIKitFormClampsDampingAndPlaysExactlyTheDuration() {
        let over = SpringTimingParameters(duration: 0.5, dampingRatio: 3)
        XCTAssertEqual(over.spring.dampingRatio, 1, accuracy: 1e-9, "damping above 1 is clamped to 1")
        let t = SpringTimingParameters(duration: 0.4, dampingRatio: 0.6)
        XCTAssertEqual(t.duration, 0.4)
        XCTAssertEqual(t.fraction(at: 0.4), 1)
        XCTAssertGreaterThan(t.fraction(at: 0.2), 1, "z = 0.6 overshoots")
        XCTAssertEqual(t.fraction(at: 0.3999), 1, accuracy: 0.002)
    }

    func testResponseForm() {
        let s = Spring(response: 0.5, dampingRatio: 0.8)
        XCTAssertEqual(s.stiffness, pow(2 * Double.pi / 0.5, 2), accuracy: 1e-9)
        XCTAssertEqual(s.dampingRatio, 0.8, accuracy: 1e-12)
        XCTAssertEqual(s.mass, 1)
    }

    func testPOPBouncinessAndSpeedConversion() {
        let expected: [(Double, Double)] = [(0, 1.0), (4, 0.82), (10, 0.60), (20, 0.30)]
        for (b, z) in expected {
            let s = Spring(bounciness: b, speed: 12)
            XCTAssertEqual(s.dampingRatio, z, accuracy: 0.02, "bounciness \(b)")
            XCTAssertEqual(s.stiffness, 342, accuracy: 1.5, "speed 12")
        }
        XCTAssertGreaterThan(Spring(bounciness: 4, speed: 20).stiffness, Spring(bounciness: 4, speed: 12).stiffness)
    }

    func testSettlingDurationLeavesTheSpringWithinOneThousandth() {
        for s in [
            Spring(stiffness: 300, damping: 8), Spring(stiffness: 400, damping: 40),
            Spring(mass: 2, stiffness: 200, damping: 90),
        ] {
            let timing = SpringTimingParameters(spring: s)
            let d = timing.duration
            XCTAssertGreaterThan(d, 0)
            var t = d
            while t < d + 2 {
                XCTAssertLessThan(abs(timing.unitValue(at: t) - 1), 0.0011, "settled after \(d) s at \(t)")
                t += 0.01
            }
            XCTAssertGreaterThan(abs(timing.unitValue(at: d * 0.5) - 1), 0.001, "not settled halfway")
        }
    }
}
