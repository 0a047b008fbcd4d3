#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The closed forms of a scroll view's motion along one axis, as measured on iOS.
///
/// Every motion is a function of the time since it started, never a sum of frame steps, so
/// where the content is depends only on the clock and not on how often frames were drawn.
public enum ScrollPhysics {
    /// Where a release at `offset` moving at `velocity` (points per second) comes to rest
    /// when the speed is multiplied by `rate` every millisecond:
    /// `offset + velocity * rate / (1 - rate) / 1000`.
    public static func projectedOffset(_ offset: Double, velocity: Double, rate: Double) -> Double {
        offset + velocity / 1000 * rate / (1 - rate)
    }

    /// The decay constant (per second) of a speed multiplied by `rate` every millisecond.
    public static func decayConstant(rate: Double) -> Double {
        -1000 * log(rate)
    }

    /// Where a deceleration released at `offset` with `velocity` is `t` seconds later: the
    /// sum of the per-millisecond steps `velocity / 1000 * rate^n` up to `n = 1000 t`, which
    /// tends to `projectedOffset`.
    public static func deceleratedOffset(_ offset: Double, velocity: Double, rate: Double, time t: Double) -> Double {
        let distance = projectedOffset(0, velocity: velocity, rate: rate)
        return offset + distance * (1 - pow(rate, 1000 * max(t, 0)))
    }

    /// What the content shows for a finger travel `x` past an edge of a view of `dimension`
    /// points: UIKit's rubber band `(1 - 1 / (x * 0.55 / dimension + 1)) * dimension`, which
    /// follows the finger at first and never reaches `dimension`. Odd in `x`.
    public static func rubberBand(_ x: Double, dimension: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let magnitude = (1 - 1 / (abs(x) * 0.55 / dimension + 1)) * dimension
        return x < 0 ? -magnitude : magnitude
    }

    /// The finger travel that shows as `y` past the edge: the inverse of `rubberBand`, so
    /// a drag that catches content mid-bounce carries on from where it is drawn.
    public static func finger(forRubberBand y: Double, dimension: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let f = min(abs(y) / dimension, 0.999_999)
        let magnitude = dimension / 0.55 * (1 / (1 - f) - 1)
        return y < 0 ? -magnitude : magnitude
    }

    /// The stiffness of the bounce back to an edge: a critically damped spring with this
    /// angular frequency (radians per second).
    public static let bounceFrequency = 2 * Double.pi / 0.4

    /// The displacement from the edge `t` seconds into a bounce that started `displacement`
    /// past it moving at `velocity`: the critically damped spring
    /// `(d0 + (v0 + w d0) t) e^(-w t)`, which never crosses the edge from a standing start.
    public static func bounce(displacement d0: Double, velocity v0: Double, time t: Double) -> Double {
        let w = bounceFrequency
        return (d0 + (v0 + w * d0) * t) * exp(-w * t)
    }

    /// The velocity of that bounce at `t` (points per second).
    public static func bounceVelocity(displacement d0: Double, velocity v0: Double, time t: Double) -> Double {
        let w = bounceFrequency
        let b = v0 + w * d0
        return (b - w * (d0 + b * t)) * exp(-w * t)
    }
}
