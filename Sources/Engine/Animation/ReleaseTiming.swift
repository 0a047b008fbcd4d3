/// The timing of the rest of a motion that a finger let go: UIKit's remaining share of the
/// duration, leaving at the finger's speed.
///
/// `UIPercentDrivenInteractiveTransition` runs the rest of a transition in
/// `duration * (1 - percentComplete) / completionSpeed` along its `completionCurve` (a cancel
/// in `duration * percentComplete / completionSpeed`). A hand-off keeps that duration and
/// adds the release velocity as the curve's initial velocity (`CubicTimingParameters`'
/// velocity response, which dies out by the end so the motion still arrives at rest): the
/// view leaves the finger at the finger's speed, follows the completion curve, and is done
/// when UIKit's would be.
///
/// A release so fast that the curve would carry the view past its target (the finger
/// moves faster than about three times the motion's average pace, or more for a curve that
/// starts slowly) is handed to a UIKit-form spring of the same duration instead
/// (`UISpringTimingParameters(dampingRatio:initialVelocity:)` in a property animator of
/// that duration), which absorbs it with no overshoot when critically damped. Beyond
/// `maximumThrow` (a finger faster than six times the motion's average pace, where even
/// that spring would overshoot) the hand-off speed is capped: the motion still leaves fast
/// and ends on time, instead of shooting past its end.
public enum ReleaseTiming {
    /// The largest release velocity handed on, in remaining distances per remaining
    /// duration (a critically damped spring fitted to the duration stops overshooting at
    /// about 6.9).
    public static let maximumThrow = 6.0

    /// The rest of a motion over `duration` seconds along `curve`, starting at `velocity`
    /// (fractions of the remaining distance per second, positive towards the target; 0 is
    /// the plain curve). `dampingRatio` is the spring's, for a release too fast for the curve.
    public static func parameters(
        curve: TimingCurve, duration: Double, velocity: Double,
        dampingRatio: Double = 1
    ) -> any TimingParameters {
        let plain = CubicTimingParameters(curve: curve, duration: duration)
        guard velocity != 0, velocity.isFinite, duration > 0 else { return plain }
        let limit = maximumThrow / duration
        let velocity = min(max(velocity, -limit), limit)
        let thrown = CubicTimingParameters(
            curve: curve, duration: duration,
            initialVelocity: velocity - plain.fractionVelocity(at: 0))
        if !overshoots(thrown) { return thrown }
        return SpringTimingParameters(duration: duration, dampingRatio: dampingRatio, initialVelocity: velocity)
    }

    /// True when the 0 -> 1 motion passes 1 before its end (sampled finely enough for the
    /// smooth curves involved).
    static func overshoots(_ timing: CubicTimingParameters) -> Bool {
        let n = 256
        for i in 1..<n where timing.unitValue(at: timing.duration * Double(i) / Double(n)) > 1 + 1e-6 {
            return true
        }
        return false
    }
}
