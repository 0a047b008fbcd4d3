/// `UIViewAnimating`: an animation object that can be started, paused, scrubbed, reversed
/// and stopped. `PropertyAnimator` is the engine's; a transition's interruptible animator
/// is asked for through this protocol, so an animator of one's own can stand in.
///
/// The rules are UIKit's: an object starts `inactive`, becomes `active` when started or
/// paused (or scrubbed), and after `stopAnimation(false)` is `stopped` until
/// `finishAnimation(at:)` puts the model where asked and runs the completions.
@preconcurrency @MainActor
public protocol ViewAnimating: AnyObject {
    /// inactive, active (running or paused) or stopped.
    var state: PropertyAnimator.State { get }
    /// True while the animations advance with the clock.
    var isRunning: Bool { get }
    /// True runs the animations towards their start.
    var isReversed: Bool { get set }
    /// Progress from 0 (start) to 1 (end); setting it pauses and scrubs.
    var fractionComplete: Double { get set }
    /// Starts, or resumes after a pause.
    func startAnimation()
    /// Starts, or resumes, after `delay` seconds.
    func startAnimation(afterDelay delay: Double)
    /// Holds every animation where it is.
    func pauseAnimation()
    /// Stops where the animations are; `withoutFinishing` false leaves the object
    /// `stopped`, waiting for `finishAnimation(at:)`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Ends a stopped object at `position` and runs its completions.
    func finishAnimation(at position: PropertyAnimator.Position)
}

/// `UIViewImplicitlyAnimating`: a `ViewAnimating` object that captures the view changes
/// of closures, as `UIView.animate` does, and can continue with other timing. It is what
/// a transition animator's `interruptibleAnimator(using:)` returns.
@preconcurrency @MainActor
public protocol ViewImplicitlyAnimating: ViewAnimating {
    /// Adds animations: they run with the object's timing, over what remains when it is active.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds animations that start `delayFactor` (0...1) of the remaining duration late.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double)
    /// Adds a completion, run once with the position where the animations ended.
    func addCompletion(_ completion: @escaping (PropertyAnimator.Position) -> Void)
    /// Resumes towards the end (or the start when reversed) with new timing (nil keeps the
    /// object's own) in `durationFactor` times the object's duration (0: the remaining
    /// share of it), as UIKit multiplies "the original duration" by the factor.
    func continueAnimation(withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: Double)
}

extension PropertyAnimator: ViewImplicitlyAnimating {}
