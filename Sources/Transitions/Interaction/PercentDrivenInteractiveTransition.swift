import Engine

/// An interaction controller that drives a transition's ordinary animator by a
/// percentage (`UIPercentDrivenInteractiveTransition`).
///
/// `update(_:)` scrubs every animation the animator started, springs included (or its
/// interruptible animator); `finish()` runs the remaining (1 - p) x duration and
/// `cancel()` runs p x duration back, both divided by `completionSpeed`, along
/// `completionCurve`. Beyond UIKit, `finish(velocity:)` / `cancel(velocity:)` take the
/// release velocity (progress per second): the rest still takes UIKit's share of the
/// duration, but leaves at the finger's speed from the frame that last showed the drag
/// (so the release frame moves on, with no stall and no jump), see `ReleaseTiming`.
/// The animator's completion sees
/// `transitionWasCancelled`. It holds its context weakly: the transition owns it.
@preconcurrency @MainActor
open class PercentDrivenInteractiveTransition: InteractiveTransitioning {
    /// The curve of the rest after finish or cancel.
    open var completionCurve: TimingCurve = .easeInOut
    /// Speed factor of the rest (2 runs it in half its share of the duration).
    open var completionSpeed: Double = 1
    /// True (the default): the transition starts paused, driven by `update` from its
    /// first frame. False: it starts running on its own and `pause()` takes it over
    /// later (UIKit's `wantsInteractiveStart`).
    open var wantsInteractiveStart = true
    /// The timing an interruptible animator continues with after `finish()` or `cancel()`
    /// (UIKit's `timingCurve`): nil (the default) continues it along `completionCurve`.
    /// Ignored when the transition's animator vends no interruptible animator, as UIKit
    /// ignores it then; `completionCurve` times the rest of those.
    open var timingCurve: (any TimingCurveProvider)?
    /// The context of the transition being driven, while it runs: from the start until it
    /// completes, its finishing or cancelling part included, so `pause()` can still catch it
    /// there (UIKit's interruptible transitions).
    public var context: SystemTransitionContext? { driven.flatMap { $0.isComplete ? nil : $0 } }
    /// The context handed to `startInteractiveTransition(_:)`; the transition owns it.
    private weak var driven: SystemTransitionContext?
    /// What `update(_:)` set before the transition started: where it starts.
    private var pendingPercent = 0.0
    /// The last progress set and the last transition's duration, kept once it ended.
    private var lastPercent = 0.0
    private var lastDuration = 0.0

    /// Creates one; keep it alive yourself where the API holds it weakly.
    public init() {}

    /// Progress of the transition being driven, 0...1: the last value given to
    /// `update(_:)`, kept after `finish()` or `cancel()` (UIKit's rule).
    public var percentComplete: Double { context?.percentComplete ?? lastPercent }
    /// The duration the animator's `transitionDuration(using:)` returned when the
    /// transition started, seconds (0 before the first one); kept after it ended.
    public var duration: Double { context?.transitionDuration ?? lastDuration }

    /// Starts the animator and holds it at the current percentage, or, when the
    /// transition does not start interactive (`wantsInteractiveStart` false), lets it run
    /// until `pause()`. It drives only the system's context, where the animations it scrubs are
    /// captured; a context of your own is left to run on its own.
    open func startInteractiveTransition(_ context: TransitionContext) {
        guard let context = context as? SystemTransitionContext else { return }
        driven = context
        context.completionCurve = completionCurve
        context.completionSpeed = completionSpeed
        guard context.isInteractive else {
            context.startAnimatorRunning()
            return
        }
        context.percentComplete = pendingPercent
        context.startPercentDriven()
    }

    /// Moves the transition to `percentComplete` (0...1).
    open func update(_ percentComplete: Double) {
        guard let context else {
            pendingPercent = min(max(percentComplete, 0), 1)
            lastPercent = pendingPercent
            return
        }
        context.updateInteractiveTransition(percentComplete)
    }

    /// Runs the rest to the end in (1 - p) x duration / `completionSpeed` along
    /// `completionCurve`; with `velocity` (progress per second) the motion leaves at it.
    /// Without a velocity this is `finish()`, so a subclass's override of that runs too.
    open func finish(velocity: Double? = nil) {
        guard let velocity else { return finish() }
        end(finishing: true, velocity: velocity)
    }

    /// UIKit's `finish()`: runs the rest to the end along `completionCurve`. A subclass
    /// overrides it (calling super) to act as the transition finishes; `finish(velocity:)`
    /// with no velocity comes here too.
    open func finish() {
        end(finishing: true, velocity: nil)
    }

    /// Runs back to the start in p x duration / `completionSpeed` and cancels; with
    /// `velocity` (progress per second, positive towards the end) the motion leaves at it.
    /// Without a velocity this is `cancel()`, so a subclass's override of that runs too.
    open func cancel(velocity: Double? = nil) {
        guard let velocity else { return cancel() }
        end(finishing: false, velocity: velocity)
    }

    /// UIKit's `cancel()`: runs back to the start and cancels. A subclass overrides it
    /// (calling super) to act as the transition goes back.
    open func cancel() {
        end(finishing: false, velocity: nil)
    }

    /// Hands the rest of the transition to the context with this object's curve and speed,
    /// towards the end or back to the start; the context stays this object's until the
    /// transition completes, so a `pause()` meanwhile takes it over again.
    private func end(finishing: Bool, velocity: Double?) {
        guard let context else { return }
        context.completionCurve = completionCurve
        context.completionSpeed = completionSpeed
        context.completionTimingCurve = timingCurve
        lastPercent = context.percentComplete
        lastDuration = context.transitionDuration
        if finishing {
            context.finishInteractiveTransition(velocity: velocity)
        } else {
            context.cancelInteractiveTransition(velocity: velocity)
        }
        pendingPercent = 0
    }

    /// Holds the transition where it is and makes it interactive: a transition that
    /// started running on its own (or is finishing or cancelling) is taken over here,
    /// and `update`, `finish` and `cancel` drive it from then on.
    open func pause() {
        context?.pauseInteractiveTransition()
    }
}
