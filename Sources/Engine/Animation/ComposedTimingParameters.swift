/// UIKit's `.composed` timing (`UITimingCurveType.composed`): the cubic curve, modified
/// by the spring. Here the spring, fitted to the duration in UIKit's duration form, is
/// run on the curve's clock: the progress at `t` is the spring's at `T * curve(t / T)`, so
/// the motion eases as the curve does and overshoots and settles as the spring does, and
/// still starts at 0 and ends at rest at 1 exactly at `T`. This is a stand-in: UIKit does
/// not document how it combines the two.
public struct ComposedTimingParameters: TimingParameters, Hashable {
    /// The curve that sets the pace.
    public var cubic: CubicTimingParameters
    /// The spring run at that pace.
    public var spring: SpringTimingParameters

    /// The curve and the spring, both fitted to the cubic parameters' duration.
    public init(cubic: CubicTimingParameters, spring: SpringTimingParameters) {
        self.cubic = cubic
        self.spring = spring.withDuration(cubic.duration) as? SpringTimingParameters ?? spring
    }

    /// `.composed`.
    public var timingCurveType: TimingCurveType { .composed }
    /// The curve, as an object.
    public var cubicTimingParameters: CubicTimingProvider? { CubicTimingProvider(cubic) }
    /// The spring, as an object.
    public var springTimingParameters: SpringTimingProvider? { SpringTimingProvider(spring) }

    /// The curve's duration, which the spring is fitted to.
    public var duration: Double { cubic.duration }
    /// The spring's initial velocity (fractions of the distance per second).
    public var initialVelocity: Double { spring.initialVelocity }

    public func duration(initialVelocity v: Double) -> Double { duration }

    /// The spring's clock: the curve's progress in seconds of the spring.
    private func warped(_ t: Double) -> Double { duration * cubic.fraction(at: t) }

    public func fraction(at t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= duration { return 1 }
        return spring.fraction(at: warped(t))
    }

    public func fractionVelocity(at t: Double) -> Double {
        guard t >= 0, t <= duration else { return 0 }
        return spring.fractionVelocity(at: warped(t)) * duration * cubic.fractionVelocity(at: t)
    }

    // An extra starting velocity is carried by the spring on its own clock, so it leaves
    // at its full value (the curve may start at rest) and dies out by the end.
    public func velocityResponse(at t: Double) -> Double { spring.velocityResponse(at: t) }

    public func velocityResponseRate(at t: Double) -> Double { spring.velocityResponseRate(at: t) }

    public func withDuration(_ duration: Double) -> any TimingParameters {
        guard let curve = cubic.withDuration(duration) as? CubicTimingParameters else { return self }
        return ComposedTimingParameters(cubic: curve, spring: spring)
    }

    public func withInitialVelocity(_ velocity: Double) -> any TimingParameters {
        var copy = self
        copy.spring = spring.withInitialVelocity(velocity) as? SpringTimingParameters ?? spring
        return copy
    }
}
