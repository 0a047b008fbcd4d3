/// How an animation moves from its start to its end over time: the one protocol that
/// both Bezier curves and springs implement, so pausing, scrubbing, reversing, changing
/// speed and retargeting work the same for either.
///
/// An animation from `a` to `b` (each component separately) with an initial velocity `v0`
/// in points per second is drawn at local time `t` as
///
///     a + (b - a) * fraction(t) + (v0 - (b - a) * fractionVelocity(0)) * velocityResponse(t)
///
/// `fraction` is the motion with no initial velocity (0 at t = 0, 1 at the end); the
/// velocity response is the extra displacement caused by one point per second of initial
/// velocity beyond what `fraction` already has. For a spring it is the exact closed-form
/// response, for a curve a Hermite bump that is 0 at both ends and leaves the end at rest,
/// so a hand-over keeps the velocity continuous in both cases.
public protocol TimingParameters: TimingCurveProvider, Sendable {
    /// The length of the motion in seconds when it starts with no extra velocity.
    var duration: Double { get }
    /// The extra initial velocity these parameters carry, beyond the curve's own starting
    /// slope, in fractions of the distance per second (UIKit's `initialSpringVelocity`;
    /// springs start at rest, so for them it is the whole starting velocity).
    var initialVelocity: Double { get }
    /// The length of the motion when it starts with a normalized velocity `v`
    /// (fractions of the distance per second). Fixed-duration timings return `duration`.
    func duration(initialVelocity v: Double) -> Double
    /// Progress at `t` seconds for a motion starting at rest: 0 at 0, 1 at `duration`
    /// (springs may overshoot in between).
    func fraction(at t: Double) -> Double
    /// d fraction / dt at `t`, per second.
    func fractionVelocity(at t: Double) -> Double
    /// Displacement at `t` caused by a unit initial velocity (1 point per second).
    func velocityResponse(at t: Double) -> Double
    /// d velocityResponse / dt at `t`; 1 at t = 0.
    func velocityResponseRate(at t: Double) -> Double
    /// The same kind of motion fitted to another duration: curves stretch, UIKit-form
    /// springs are solved again; physical springs keep their own duration.
    func withDuration(_ duration: Double) -> any TimingParameters
    /// The same motion with another normalized initial velocity (fractions per second).
    func withInitialVelocity(_ velocity: Double) -> any TimingParameters
}

extension TimingParameters {
    /// The normalized velocity the motion starts with: the curve's own slope plus `initialVelocity`.
    public var startVelocity: Double { fractionVelocity(at: 0) + initialVelocity }

    /// Starting velocities, per component, for a motion from `from` to `to`.
    func startVelocities(from: [Double], to: [Double]) -> [Double] {
        let v = startVelocity
        return from.indices.map { v * (to[$0] - from[$0]) }
    }

    /// Position of a 0 -> 1 motion starting with `initialVelocity`, at `t`: the curve
    /// tool and the tests read timings through this.
    public func unitValue(at t: Double, initialVelocity v: Double? = nil) -> Double {
        let v0 = v ?? startVelocity
        return fraction(at: t) + (v0 - fractionVelocity(at: 0)) * velocityResponse(at: t)
    }

    /// Velocity (per second) of a 0 -> 1 motion starting with `initialVelocity`, at `t`.
    public func unitVelocity(at t: Double, initialVelocity v: Double? = nil) -> Double {
        let v0 = v ?? startVelocity
        return fractionVelocity(at: t) + (v0 - fractionVelocity(at: 0)) * velocityResponseRate(at: t)
    }
}
