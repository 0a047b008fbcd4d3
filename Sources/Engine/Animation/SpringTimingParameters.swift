#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A motion along a damped spring, solved in closed form (no numerical integration, so
/// no drift and an exact velocity at any instant for hand-overs).
///
/// With displacement x from the target, x(0) = x0, x'(0) = v0, w0 = sqrt(k/m) and
/// z = c / (2 sqrt(m k)), the solution of m x'' + c x' + k x = 0 is
/// - underdamped (z < 1), wd = w0 sqrt(1 - z^2):
///   x(t) = e^(-z w0 t) (x0 cos(wd t) + (v0 + z w0 x0) / wd sin(wd t))
/// - critically damped (z = 1): x(t) = e^(-w0 t) (x0 + (v0 + w0 x0) t)
/// - overdamped (z > 1), r1,2 = -w0 (z -/+ sqrt(z^2 - 1)):
///   x(t) = A e^(r1 t) + B e^(r2 t), A + B = x0, r1 A + r2 B = v0
/// (any mechanics text, e.g. the "Damping" article of Wikipedia's harmonic oscillator).
/// Splitting x = x0 X(t) + v0 V(t) gives `fraction` = 1 - X and `velocityResponse` = V.
public struct SpringTimingParameters: TimingParameters, Hashable {
    /// The oscillator.
    public var spring: Spring
    /// Starting velocity in fractions of the distance per second (UIKit's meaning).
    public var initialVelocity: Double
    /// A duration fixed by the caller (UIKit's duration form): the motion snaps to its end
    /// there. nil lets the spring settle by itself (to 0.001 of the distance).
    public var fixedDuration: Double?
    /// The damping ratio the UIKit duration form was asked for, so `withDuration` can solve again.
    private var uikitDampingRatio: Double?

    /// A physical spring (`CASpringAnimation`, `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`).
    public init(spring: Spring, initialVelocity: Double = 0) {
        self.spring = spring
        self.initialVelocity = initialVelocity
    }

    /// UIKit's `usingSpringWithDamping:initialSpringVelocity:` over `duration`.
    public init(duration: Double, dampingRatio: Double, initialVelocity: Double = 0) {
        self.spring = Spring(duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
        self.initialVelocity = initialVelocity
        self.fixedDuration = max(0, duration)
        self.uikitDampingRatio = dampingRatio
    }

    /// iOS 17's `UISpringTimingParameters(duration:bounce:initialVelocity:)`: the spring of
    /// `Spring(perceptualDuration:bounce:)`, which settles in its own time; like the physical
    /// form, it keeps that time whatever duration an animator is made with.
    public init(duration: Double, bounce: Double, initialVelocity: Double = 0) {
        self.init(spring: Spring(perceptualDuration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)`: solved for whatever
    /// duration the animator gives it (`withDuration`); 0.5 s until then.
    public init(dampingRatio: Double, initialVelocity: Double = 0) {
        self.init(duration: 0.5, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
    }

    private var w0: Double { spring.naturalFrequency }
    private var zeta: Double { spring.dampingRatio }

    /// Unit responses: X (x0 = 1, v0 = 0) and V (x0 = 0, v0 = 1) with their derivatives.
    func responses(at t: Double) -> (x: Double, dx: Double, v: Double, dv: Double) {
        let w0 = self.w0
        let z = zeta
        if abs(z - 1) < 1e-9 {
            let e = exp(-w0 * t)
            return (e * (1 + w0 * t), -w0 * w0 * t * e, t * e, e * (1 - w0 * t))
        }
        if z < 1 {
            let wd = w0 * (1 - z * z).squareRoot()
            let e = exp(-z * w0 * t)
            let c = cos(wd * t)
            let s = sin(wd * t)
            return (
                e * (c + z * w0 / wd * s),
                -e * w0 * w0 / wd * s,
                e * s / wd,
                e * (c - z * w0 / wd * s)
            )
        }
        let root = (z * z - 1).squareRoot()
        let r1 = -w0 * (z - root)
        let r2 = -w0 * (z + root)
        let e1 = exp(r1 * t)
        let e2 = exp(r2 * t)
        let ax = -r2 / (r1 - r2)
        let bx = r1 / (r1 - r2)
        let av = 1 / (r1 - r2)
        return (
            ax * e1 + bx * e2, ax * r1 * e1 + bx * r2 * e2,
            av * (e1 - e2), av * (r1 * e1 - r2 * e2)
        )
    }

    /// The fixed duration, or the settling time with the parameters' own initial velocity.
    public var duration: Double { duration(initialVelocity: initialVelocity) }

    /// The fixed duration, or the time after which the 0 -> 1 motion stays within 0.001
    /// of the distance (and nearly at rest).
    public func duration(initialVelocity v: Double) -> Double {
        if let fixedDuration { return fixedDuration }
        guard spring.isValid else { return 0 }
        let z = zeta
        let w0 = self.w0
        let eps = 0.001
        if z < 1 - 1e-9 {
            // The envelope of x(t) for x0 = -1 bounds it from above.
            let wd = w0 * (1 - z * z).squareRoot()
            let amp = (1 + pow((v - z * w0) / wd, 2)).squareRoot()
            return max(0, log(amp / eps) / (z * w0))
        }
        // No more than one zero crossing: walk forward until both position and velocity are small.
        let dt = 1.0 / 1000
        var t = 0.0
        while t < 120 {
            let r = responses(at: t)
            let x = -r.x + v * r.v
            let xv = -r.dx + v * r.dv
            if abs(x) < eps && abs(xv) < eps * w0 { return t }
            t += dt
        }
        return t
    }

    public func fraction(at t: Double) -> Double {
        if t <= 0 { return 0 }
        if let fixedDuration, t >= fixedDuration { return 1 }
        return 1 - responses(at: t).x
    }

    public func fractionVelocity(at t: Double) -> Double {
        if t < 0 { return 0 }
        if let fixedDuration, t >= fixedDuration { return 0 }
        return -responses(at: t).dx
    }

    public func velocityResponse(at t: Double) -> Double {
        if t <= 0 { return 0 }
        if let fixedDuration, t >= fixedDuration { return 0 }
        return responses(at: t).v
    }

    public func velocityResponseRate(at t: Double) -> Double {
        if t < 0 { return 0 }
        if let fixedDuration, t >= fixedDuration { return 0 }
        return responses(at: t).dv
    }

    public func withDuration(_ duration: Double) -> any TimingParameters {
        guard let z = uikitDampingRatio else { return self }
        return SpringTimingParameters(duration: duration, dampingRatio: z, initialVelocity: initialVelocity)
    }

    public func withInitialVelocity(_ velocity: Double) -> any TimingParameters {
        if let z = uikitDampingRatio, let fixedDuration {
            return SpringTimingParameters(duration: fixedDuration, dampingRatio: z, initialVelocity: velocity)
        }
        var copy = self
        copy.initialVelocity = velocity
        return copy
    }
}
