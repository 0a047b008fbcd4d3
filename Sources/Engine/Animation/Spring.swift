#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A damped harmonic oscillator `m x'' + c x' + k x = 0` (`CASpringAnimation`'s mass,
/// stiffness and damping), with every form UIKit, SwiftUI and POP describe springs in.
///
/// The damping ratio is `z = c / (2 sqrt(m k))`: below 1 the spring overshoots, at 1 it
/// is critically damped, above 1 it creeps in.
public struct Spring: Hashable, Sendable {
    /// m, the moving mass.
    public var mass: Double
    /// k, the spring constant: force per unit of displacement.
    public var stiffness: Double
    /// c, the damping coefficient: force per unit of velocity.
    public var damping: Double

    /// The physical form. Callers validate: mass and stiffness must be positive, damping
    /// non-negative (`isValid`).
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// True when the oscillator is physical: positive mass and stiffness, damping >= 0, all finite.
    public var isValid: Bool {
        mass > 0 && stiffness > 0 && damping >= 0 && mass.isFinite && stiffness.isFinite && damping.isFinite
    }

    /// The undamped angular frequency `sqrt(k / m)`, radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// `c / (2 sqrt(m k))`.
    public var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }

    /// SwiftUI's response form: m = 1, k = (2 pi / response)^2, c = 2 z sqrt(k).
    public init(response: Double, dampingRatio z: Double) {
        let k = pow(2 * Double.pi / response, 2)
        self.init(mass: 1, stiffness: k, damping: 2 * z * k.squareRoot())
    }

    /// The iOS 17 form of SwiftUI's `Spring(duration:bounce:)`, UIKit's
    /// `animate(springDuration:bounce:...)` and `CASpringAnimation(perceptualDuration:bounce:)`:
    /// m = 1, k = (2 pi / duration)^2 (the duration is the undamped period, which Apple calls
    /// the perceptual duration), and a damping ratio of 1 - bounce for a bounce of 0 and more,
    /// 1 / (1 + bounce) below 0 (overdamped). `bounce` is clamped to -1...1 as Apple documents
    /// its range; at -1 the damping would be infinite, so it stops just short of it.
    public init(perceptualDuration duration: Double, bounce: Double) {
        let b = min(max(bounce, -0.999), 1)
        let k = pow(2 * Double.pi / max(duration, 1e-6), 2)
        let z = b >= 0 ? 1 - b : 1 / (1 + b)
        self.init(mass: 1, stiffness: k, damping: 2 * z * k.squareRoot())
    }

    /// The period of the undamped spring, 2 pi sqrt(m / k): the pace Apple's iOS 17 forms
    /// name the perceptual duration.
    public var perceptualDuration: Double { 2 * Double.pi / naturalFrequency }

    /// How bouncy the spring is, Apple's iOS 17 measure: 1 - z up to critical damping (0 none,
    /// 1 undamped), 1 / z - 1 past it (down towards -1).
    public var bounce: Double {
        let z = dampingRatio
        return z <= 1 ? 1 - z : 1 / z - 1
    }

    /// UIKit's `usingSpringWithDamping:initialSpringVelocity:` over `duration`: m = 1, z clamped to (0, 1], and w solved so the oscillation envelope
    /// has fallen to 0.001 of the distance exactly at `duration`:
    ///   underdamped: |(z w - v) / (w sqrt(1 - z^2))| e^(-z w T) = 0.001
    ///   critical:    (1 + (w - v) T) e^(-w T) = 0.001
    /// then k = w^2 and c = 2 z w. `v` is in distances per second.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    // T, z, w and v are the symbols of the equation in the comment above.
    public init(duration T: Double, dampingRatio: Double, initialVelocity v: Double = 0) {
        let z = min(max(dampingRatio, 0.001), 1)
        let w = Spring.solveUIKitFrequency(duration: T, dampingRatio: z, initialVelocity: v)
        self.init(mass: 1, stiffness: w * w, damping: 2 * z * w)
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    static func solveUIKitFrequency(duration T: Double, dampingRatio z: Double, initialVelocity v: Double) -> Double {
        let threshold = 0.001
        func envelope(_ w: Double) -> Double {
            if z >= 1 {
                return abs(1 + (w - v) * T) * exp(-w * T)
            }
            return abs((z * w - v) / (w * (1 - z * z).squareRoot())) * exp(-z * w * T)
        }
        // The envelope's factor before the exponential is zero where z w = v (critical:
        // where w = v - 1/T), so a w whose envelope is below the threshold may still lie
        // before the crossing (EasyTipView's z = v = 0.7 put it at w = 1, a spring that
        // crawled). This bound has no such zero and is never below the envelope: past the
        // w where it falls under the threshold the envelope stays under it too. Walk back
        // from there to the last crossing.
        func bound(_ w: Double) -> Double {
            if z >= 1 {
                return (1 + (w + abs(v)) * T) * exp(-w * T)
            }
            return (z * w + abs(v)) / (w * (1 - z * z).squareRoot()) * exp(-z * w * T)
        }
        var top = 1.0
        while bound(top) > threshold && top < 1e7 { top *= 2 }
        let steps = 4096
        var lo = 1e-9
        var hi = top
        for i in stride(from: steps - 1, to: 0, by: -1) {
            let w = top * Double(i) / Double(steps)
            if envelope(w) > threshold {
                lo = w
                break
            }
            hi = w
        }
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if envelope(mid) > threshold { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    /// POP's bounciness and speed (each 0...20, POP's defaults 4 and 12), converted the
    /// way pop's `POPAnimationExtras` does: both are normalized over 0...20 after a
    /// division by 1.7; speed is projected to an Origami tension in 0.5...200, bounciness
    /// to 0...0.8 and then mixed (quadratic ease-out) from the tension's no-bounce friction
    /// towards 0.01; Origami tension and friction become stiffness (t - 30) * 3.62 + 194
    /// and damping (f - 8) * 3 + 25, with mass 1.
    public init(bounciness: Double, speed: Double) {
        let b = Spring.normalize(bounciness / 1.7, 0, 20) * 0.8
        let s = Spring.normalize(speed / 1.7, 0, 20)
        let tension = 0.5 + s * (200 - 0.5)
        let noBounce = Spring.noBounceFriction(tension: tension)
        let mix = 2 * b - b * b
        let friction = noBounce + (0.01 - noBounce) * mix
        self.init(mass: 1, stiffness: (tension - 30) * 3.62 + 194, damping: (friction - 8) * 3 + 25)
    }

    private static func normalize(_ value: Double, _ start: Double, _ end: Double) -> Double {
        (value - start) / (end - start)
    }

    // Origami's piecewise cubic fits of the friction that just stops bouncing at a tension.
    private static func noBounceFriction(tension t: Double) -> Double {
        if t <= 18 { return 0.0007 * t * t * t - 0.031 * t * t + 0.64 * t + 1.28 }
        if t <= 44 { return 0.000044 * t * t * t - 0.006 * t * t + 0.36 * t + 2 }
        return 0.00000045 * t * t * t - 0.000332 * t * t + 0.1078 * t + 5.84
    }
}
