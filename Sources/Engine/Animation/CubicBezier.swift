/// A unit cubic Bezier timing function from (0, 0) to (1, 1) with two control points,
/// as `CAMediaTimingFunction(controlPoints:)` defines it.
public struct CubicBezier: Hashable, Sendable {
    /// The control points (x1, y1) and (x2, y2); x in 0...1.
    public var x1: Double, y1: Double, x2: Double, y2: Double

    /// Creates the curve; x coordinates are clamped to 0...1 so time stays monotonic.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = min(max(x1, 0), 1)
        self.y1 = y1
        self.x2 = min(max(x2, 0), 1)
        self.y2 = y2
    }

    // Bernstein form of one coordinate of the curve at parameter s, and its derivative.
    private static func coord(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
    private static func slope(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// The curve parameter whose x equals `x`: Newton steps, then bisection if they stall.
    private func parameter(forX x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var s = x
        for _ in 0..<8 {
            let err = Self.coord(x1, x2, s) - x
            if abs(err) < 1e-12 { return s }
            let d = Self.slope(x1, x2, s)
            if abs(d) < 1e-9 { break }
            s -= err / d
            if s < 0 || s > 1 { break }
        }
        var lo = 0.0
        var hi = 1.0
        s = x
        for _ in 0..<60 {
            let v = Self.coord(x1, x2, s)
            if abs(v - x) < 1e-13 { break }
            if v < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }

    /// The output progress for input progress `x` in 0...1.
    public func value(at x: Double) -> Double {
        Self.coord(y1, y2, parameter(forX: x))
    }

    /// dy/dx at input progress `x`.
    public func slope(at x: Double) -> Double {
        var s = parameter(forX: min(max(x, 0), 1))
        var dx = Self.slope(x1, x2, s)
        if abs(dx) < 1e-9 {
            // dx/ds vanishes at an end whose control point sits on it (x1 = 0 or x2 = 1):
            // take the limit from just inside the curve.
            s = s < 0.5 ? s + 1e-6 : s - 1e-6
            dx = Self.slope(x1, x2, s)
        }
        let dy = Self.slope(y1, y2, s)
        return dy / dx
    }
}

/// The standard curves of `UIView.AnimationOptions` plus any cubic Bezier.
public enum TimingCurve: Hashable, Sendable {
    case linear, easeIn, easeOut, easeInOut
    case cubic(CubicBezier)

    /// The Bezier these curves are defined by (Core Animation's published control points).
    public var bezier: CubicBezier {
        switch self {
        case .linear: return CubicBezier(0, 0, 1, 1)
        case .easeIn: return CubicBezier(0.42, 0, 1, 1)
        case .easeOut: return CubicBezier(0, 0, 0.58, 1)
        case .easeInOut: return CubicBezier(0.42, 0, 0.58, 1)
        case .cubic(let b): return b
        }
    }
}

/// A fixed-duration motion along a `TimingCurve` (`UICubicTimingParameters`).
public struct CubicTimingParameters: TimingParameters, Hashable {
    /// The shape of the motion.
    public var curve: TimingCurve
    /// The length of the motion in seconds (>= 0).
    public var duration: Double
    /// Extra starting velocity, in fractions of the distance per second; blended out by
    /// the end so the motion still arrives at rest.
    public var initialVelocity: Double
    private let bezier: CubicBezier

    /// A motion of `duration` seconds along `curve`; negative durations count as 0.
    public init(curve: TimingCurve = .easeInOut, duration: Double, initialVelocity: Double = 0) {
        self.curve = curve
        self.duration = max(0, duration)
        self.initialVelocity = initialVelocity
        self.bezier = curve.bezier
    }

    public func duration(initialVelocity v: Double) -> Double { duration }

    public func fraction(at t: Double) -> Double {
        guard duration > 0 else { return t >= 0 ? 1 : 0 }
        if t <= 0 { return 0 }
        if t >= duration { return 1 }
        return bezier.value(at: t / duration)
    }

    public func fractionVelocity(at t: Double) -> Double {
        guard duration > 0, t >= 0, t <= duration else { return 0 }
        return bezier.slope(at: t / duration) / duration
    }

    // h(t) = t (1 - t/T)^2: h(0) = 0, h'(0) = 1, h(T) = h'(T) = 0.
    public func velocityResponse(at t: Double) -> Double {
        guard duration > 0, t > 0, t < duration else { return 0 }
        let u = 1 - t / duration
        return t * u * u
    }

    public func velocityResponseRate(at t: Double) -> Double {
        guard duration > 0, t >= 0, t < duration else { return 0 }
        let u = t / duration
        return (1 - u) * (1 - 3 * u)
    }

    public func withDuration(_ duration: Double) -> any TimingParameters {
        CubicTimingParameters(curve: curve, duration: duration, initialVelocity: initialVelocity)
    }

    public func withInitialVelocity(_ velocity: Double) -> any TimingParameters {
        CubicTimingParameters(curve: curve, duration: duration, initialVelocity: velocity)
    }
}
