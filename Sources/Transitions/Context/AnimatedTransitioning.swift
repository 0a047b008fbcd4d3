import Engine

/// Animates one transition (`UIViewControllerAnimatedTransitioning`).
///
/// `animateTransition(using:)` adds the views it needs to the context's container,
/// animates them, and must call `completeTransition(!context.transitionWasCancelled)`
/// exactly once when done; until then the window takes no input. Every animation it
/// starts (curves and springs, `View.animate` or a `PropertyAnimator`) is captured by the
/// context, so an interaction controller can scrub, finish or cancel it.
@preconcurrency @MainActor
public protocol AnimatedTransitioning: AnyObject {
    /// The length of the transition, seconds (also the length interactive progress maps to).
    func transitionDuration(using context: TransitionContext?) -> Double
    /// Performs the transition's animations.
    func animateTransition(using context: TransitionContext)
    /// Called after the transition ended (`completed` false when it was cancelled).
    func animationEnded(_ completed: Bool)
    /// An interruptible animator driving the whole transition, with UIKit's signature
    /// (`-> UIViewImplicitlyAnimating`): when an interactive transition has one, its
    /// `fractionComplete` is scrubbed and it is continued on release, instead of the
    /// captured animations. As in UIKit, return the same object for the whole transition.
    /// Not implementing it (the default) means: capture what `animateTransition` starts.
    func interruptibleAnimator(using context: TransitionContext) -> any ViewImplicitlyAnimating
}

extension AnimatedTransitioning {
    /// Default: nothing to clean up.
    public func animationEnded(_ completed: Bool) {}
    /// Default: no interruptible animator (UIKit's optional method left out); the
    /// captured animations are driven instead.
    public func interruptibleAnimator(using context: TransitionContext) -> any ViewImplicitlyAnimating {
        NoInterruptibleAnimator()
    }
}

/// What the default `interruptibleAnimator(using:)` returns: the mark of an animator that
/// has none (UIKit does not call an optional method left out; a Swift protocol needs a
/// value). It animates nothing, and the transition context never drives it.
@MainActor
final class NoInterruptibleAnimator: ViewImplicitlyAnimating {
    var state: PropertyAnimator.State { .inactive }
    var isRunning: Bool { false }
    var isReversed = false
    var fractionComplete = 0.0
    func startAnimation() {}
    func startAnimation(afterDelay delay: Double) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at position: PropertyAnimator.Position) {}
    func addAnimations(_ animation: @escaping () -> Void) {}
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double) {}
    func addCompletion(_ completion: @escaping (PropertyAnimator.Position) -> Void) {}
    func continueAnimation(withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: Double) {}
}

extension AnimatedTransitioning {
    /// The animator's interruptible animator, or nil when it implements none.
    func implementedInterruptibleAnimator(using context: TransitionContext) -> (any ViewImplicitlyAnimating)? {
        let animator = interruptibleAnimator(using: context)
        return animator is NoInterruptibleAnimator ? nil : animator
    }
}

/// Drives a transition from user input (`UIViewControllerInteractiveTransitioning`).
@preconcurrency @MainActor
public protocol InteractiveTransitioning: AnyObject {
    /// Called instead of `animateTransition` when the transition is interactive.
    func startInteractiveTransition(_ context: TransitionContext)
    /// The curve the rest of the transition runs along after the user lets go.
    var completionCurve: TimingCurve { get }
    /// How much faster than its share of the duration the rest runs (1 = same speed).
    var completionSpeed: Double { get }
    /// False makes the transition run non-interactively even though an interaction
    /// controller was supplied (UIKit's `wantsInteractiveStart`).
    var wantsInteractiveStart: Bool { get }
}

extension InteractiveTransitioning {
    /// Default: ease-in-out, as UIKit.
    public var completionCurve: TimingCurve { .easeInOut }
    /// Default: 1, the rest takes its share of the duration.
    public var completionSpeed: Double { 1 }
    /// Default: true, the transition starts interactive.
    public var wantsInteractiveStart: Bool { true }
}
