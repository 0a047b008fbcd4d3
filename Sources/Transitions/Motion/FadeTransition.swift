import Engine

/// Fades the fore view in when going forward and out when going backward (the
/// MotionTransitioning example transition).
@preconcurrency @MainActor
public final class FadeTransition: Transition, TransitionWithCustomDuration {
    /// Duration, seconds.
    public var duration: Double

    /// A fade of `duration` seconds.
    public init(duration: Double = 0.35) { self.duration = duration }

    /// The duration given at creation.
    public func transitionDuration(with context: MotionTransitionContext) -> Double { duration }

    /// Fades the fore view (in forward, out backward) and ends when the fade ends.
    public func start(with context: MotionTransitionContext) {
        let fore: View = context.foreViewController.view
        let forward = context.direction == .forward
        fore.alpha = forward ? 0 : 1
        View.animate(
            withDuration: context.duration, options: [.curveEaseInOut],
            animations: {
                fore.alpha = forward ? 1 : 0
            }
        ) { _ in
            // Whatever way it ended, the fore view is opaque again for its next appearance.
            fore.alpha = 1
            context.transitionDidEnd()
        }
    }
}
