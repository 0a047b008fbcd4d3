import DemoKit
import Engine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A spring re-expressed in the other forms, in closed form where one exists.
///
/// - SwiftUI's response form keeps the damping ratio z = c / (2 sqrt(m k)) and sets
///   response = 2 pi sqrt(m / k), one undamped period: `Spring(response:dampingRatio:)`
///   gives back k/m and z exactly, so the motion is the same.
/// - UIKit's duration form keeps z and the velocity v and takes the duration T at which the
///   engine's settling envelope reaches 0.001: for z < 1,
///   T = ln(|(z w - v) / (w sqrt(1 - z^2))| / 0.001) / (z w), w = sqrt(k/m); for z = 1 the
///   envelope (1 + (w - v) T) e^(-w T) = 0.001 is solved by bisection. UIKit cannot express
///   z > 1 (it clamps the damping to 1): nil.
/// - POP has no closed inverse of bounciness/speed; its `dynamicsTension`,
///   `dynamicsFriction` and `dynamicsMass` take stiffness, damping and mass as they are.
struct SpringConversions {
    let spring: Spring
    /// Distances per second (UIKit's meaning).
    let initialVelocity: Double

    /// (damping ratio, response seconds).
    var responseForm: (dampingRatio: Double, response: Double) {
        (spring.dampingRatio, 2 * Double.pi * (spring.mass / spring.stiffness).squareRoot())
    }

    /// (duration, damping ratio, velocity), nil when overdamped.
    var uikitForm: (duration: Double, dampingRatio: Double, initialVelocity: Double)? {
        let z = spring.dampingRatio
        let w = spring.naturalFrequency
        let v = initialVelocity
        guard spring.isValid, z > 0 else { return nil }
        if z < 1 - 1e-9 {
            let prefactor = abs((z * w - v) / (w * (1 - z * z).squareRoot()))
            return (log(prefactor / 0.001) / (z * w), z, v)
        }
        guard z < 1 + 1e-9 else { return nil }
        func envelope(_ t: Double) -> Double { abs(1 + (w - v) * t) * exp(-w * t) }
        var hi = 1.0
        while envelope(hi) > 0.001 && hi < 1e6 { hi *= 2 }
        var lo = 0.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if envelope(mid) > 0.001 { lo = mid } else { hi = mid }
        }
        return ((lo + hi) / 2, 1, v)
    }
}

/// What the inspector's plot shows of a spring's 0 -> 1 motion.
struct SpringCurve {
    /// Seconds until the motion stays within 0.001 of the distance (the engine's rule).
    let settlingTime: Double
    /// The farthest it goes past the target, as a fraction of the distance (0: never).
    let overshoot: Double
    /// (t, fraction) pairs from 0 to the settling time.
    let samples: [(t: Double, value: Double)]

    /// Samples `count` + 1 points of the motion of `form`.
    init(form: SpringForm, count: Int = 200) {
        let timing: SpringTimingParameters
        if case .uikit(let t, let z, let v) = form {
            timing = SpringTimingParameters(duration: t, dampingRatio: z, initialVelocity: v)
        } else {
            timing = SpringTimingParameters(spring: form.spring, initialVelocity: form.initialVelocity)
        }
        let end = max(timing.duration, 0.001)
        settlingTime = end
        samples = (0...count).map { i in
            let t = end * Double(i) / Double(count)
            return (t, timing.fraction(at: t))
        }
        // Finer than the plot for the peak: 2000 steps over the motion.
        var peak = 0.0
        for i in 0...2000 { peak = max(peak, timing.fraction(at: end * Double(i) / 2000) - 1) }
        overshoot = peak
    }
}
