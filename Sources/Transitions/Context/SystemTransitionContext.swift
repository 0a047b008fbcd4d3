import Engine
import Geometry

/// The context the system makes for each transition it runs: a present, dismiss, push, pop
/// or tab switch (UIKit's private class behind `UIViewControllerContextTransitioning`).
/// Animators see it as a `TransitionContext`; the engine-only members below (phase,
/// progress, completion timing) are read by casting to this class.
///
/// Rules it keeps: `completeTransition(_:)` ends the transition exactly once (a second
/// call is reported and ignored); until then the window refuses new touches; every
/// animation started in `animateTransition` is captured so that interactive update,
/// finish, cancel and pause drive all of them; a cancelled transition leaves the view
/// tree as it was before it began. It also keeps the diagnostics of the Transitions
/// layer (deadline, trap, leftover views).
@preconcurrency @MainActor
public final class SystemTransitionContext: TransitionContext {
    /// present, dismiss, push, pop or tab.
    public let kind: TransitionKind
    /// The view the transition happens in: animators add views here. For a navigation or
    /// tab transition it is not the container controller's root view.
    public let containerView: View
    /// False for `animated: false`: views are placed at once and no animator runs,
    /// except in a `.custom` modal transition, where the custom animator still runs and
    /// must install the final views without animating (UIKit's rule for `isAnimated`).
    public let isAnimated: Bool
    /// True while an interaction controller drives the transition; false again once
    /// `finish`/`cancel` hands the rest over to the animation (every interactive
    /// transition ends with a non-interactive segment), true again after a pause.
    public internal(set) var isInteractive = false
    /// True when the transition began interactive (its interaction controller's
    /// `wantsInteractiveStart`); it never changes while the transition runs.
    public internal(set) var initiallyInteractive = false
    /// True once the transition was cancelled (an interactive cancel, or `completeTransition(false)`).
    public internal(set) var transitionWasCancelled = false
    /// The presented controller's style for modal transitions; `.none` for push, pop and
    /// tab, as UIKit answers outside a presentation.
    public let presentationStyle: ModalPresentationStyle
    /// The engine never rotates the interface during a transition, so this is always the
    /// identity (UIKit's rotation transform for a size change).
    public var targetTransform: AffineTransform { .identity }
    /// The last progress reported by `updateInteractiveTransition` (0...1).
    public internal(set) var percentComplete: Double = 0
    /// Where the transition is (running, interactive, finishing, cancelling).
    public internal(set) var phase: TransitionPhase = .running
    /// The animator's duration for this transition, seconds.
    public internal(set) var transitionDuration: Double = 0
    /// The curve the rest of an interactive transition runs along after it ends.
    public var completionCurve: TimingCurve = .easeInOut
    /// How much faster than its share of the duration the rest runs.
    public var completionSpeed: Double = 1
    /// The timing an interruptible animator continues with when an interactive
    /// transition is finished or cancelled (a percent-driven interaction's `timingCurve`);
    /// nil continues it along `completionCurve`. Transitions without an interruptible
    /// animator ignore it.
    public var completionTimingCurve: (any TimingCurveProvider)?
    /// Damping ratio of the spring that takes over a release too fast for `completionCurve`
    /// (`ReleaseTiming`; 1: no overshoot).
    public var completionDampingRatio: Double = 1

    let fromViewController: ViewController
    let toViewController: ViewController
    let fromView: View?
    let toView: View?
    var initialFrames: [ObjectIdentifier: Rect] = [:]
    var finalFrames: [ObjectIdentifier: Rect] = [:]

    let host: TransitionHost
    weak var window: Window?
    /// The animator (a default one when the user supplied none and `isAnimated`).
    var animator: (any AnimatedTransitioning)?
    var interactionController: (any InteractiveTransitioning)?
    /// The presentation controller of a modal transition.
    public internal(set) var presentationController: PresentationController?
    /// The coordinator handed to controllers (`transitionCoordinator`).
    public private(set) lazy var coordinator = SystemTransitionCoordinator(context: self)

    /// The shared clock of every animation the animator and the alongside closures
    /// started: paused and scrubbed while interactive, driven to the end or back to 0.
    var timeline: AnimationTimeline?
    var interruptible: (any ViewImplicitlyAnimating)?
    var alongside: [(any TransitionCoordinatorContext) -> Void] = []
    var alongsideCompletions: [(any TransitionCoordinatorContext) -> Void] = []
    var alongsideStarted = false
    /// `notifyWhenInteractionChanges` handlers, called on every change of `isInteractive`.
    var interactionChangeHandlers: [(any TransitionCoordinatorContext) -> Void] = []

    /// Kind-specific steps, set by present/dismiss/push/pop/tab; cleared when the
    /// transition ends so nothing they capture outlives it.
    var willBegin: (() -> Void)?
    var placeWithoutAnimation: (() -> Void)?
    var finalize: ((Bool) -> Void)?
    var didFinish: ((Bool) -> Void)?
    /// Views that may stay in the container after success (nil: any view may, as after a
    /// presentation, where a snapshot can stand in for the presenter while presented)
    /// and after a cancel (besides what the container held when the transition began).
    var allowedAfterSuccess: (() -> [View])? = { [] }
    var allowedAfterCancel: () -> [View] = { [] }
    /// What the container held when the transition began: a cancel must leave just that.
    var containerContentsAtStart: [WeakView] = []
    /// Views of the presentation controller's chrome (dimming), for roles and checks.
    var chromeViews: [WeakView] = []
    /// The presenting view of a modal transition and where it lives outside the container.
    weak var presentingView: View?
    var presentingHome: ViewHome?
    /// True when the presenting view must never be put in the container (`.custom` dismissal).
    var guardsPresentingView = false
    var reportedTrap = false
    /// The container's size when the transition began: the animator aimed at frames for
    /// it, so a different size at the end means the skipped layout must run then.
    var containerSizeAtStart: Size?

    var isCompleted = false
    var releasingTimeline = false
    var phaseElapsed = 0.0
    var phaseDuration = 0.0
    var phaseStartProgress = 0.0
    var lastTickTime = 0.0
    var reportedDeadline = false
    /// Twice the duration passed while the window's animations still ran: the report waits
    /// for them, and a completion after them names the duration, not a missing call.
    var outlastedDuration = false
    /// UIKit Dynamics moved the views: physics ends when its items rest, whatever the duration says.
    var ranDynamics = false

    init(
        kind: TransitionKind, host: TransitionHost, window: Window, containerView: View,
        from: ViewController, to: ViewController, fromView: View?, toView: View?,
        animated: Bool, style: ModalPresentationStyle?
    ) {
        self.kind = kind
        self.host = host
        self.window = window
        self.containerView = containerView
        self.fromViewController = from
        self.toViewController = to
        self.fromView = fromView
        self.toView = toView
        self.isAnimated = animated
        self.presentationStyle = style ?? .none
    }

    // MARK: UIKit's queries

    /// The controller on one side of the transition.
    public func viewController(forKey key: TransitionKey) -> ViewController? {
        key == .from ? fromViewController : toViewController
    }

    /// The view an animator should animate on one side, or nil when it must not touch
    /// it: in a `.custom` or over-full-screen presentation the presenting controller's
    /// view is nil here (it stays where it is), and on the presented side it is the
    /// presentation controller's `presentedView`.
    public func view(forKey key: TransitionKey) -> View? {
        key == .from ? fromView : toView
    }

    /// Where a controller's view starts, in container coordinates (`.zero` when unknown
    /// or when the view is appearing).
    public func initialFrame(for viewController: ViewController) -> Rect {
        initialFrames[ObjectIdentifier(viewController)] ?? .zero
    }

    /// Where a controller's view must end, in container coordinates (`.zero` when it leaves).
    public func finalFrame(for viewController: ViewController) -> Rect {
        finalFrames[ObjectIdentifier(viewController)] ?? .zero
    }

    /// Progress now, 0...1: the interactive percentage, or time through the duration.
    public var progress: Double {
        if let timeline, !timeline.hasEnded, phase != .interactive { return min(max(timeline.fractionComplete, 0), 1) }
        switch phase {
        case .interactive:
            return percentComplete
        case .running:
            return transitionDuration > 0 ? min(1, phaseElapsed / transitionDuration) : 1
        case .finishing:
            let f = phaseDuration > 0 ? min(1, phaseElapsed / phaseDuration) : 1
            return phaseStartProgress + (1 - phaseStartProgress) * f
        case .cancelling:
            let f = phaseDuration > 0 ? min(1, phaseElapsed / phaseDuration) : 1
            return phaseStartProgress * (1 - f)
        }
    }

    /// Kind, state and progress for traces.
    public var info: TransitionInfo { TransitionInfo(kind: kind, state: phase, progress: progress) }

    /// True once `completeTransition(_:)` was called.
    public var isComplete: Bool { isCompleted }

    func setFrames(_ vc: ViewController, initial: Rect, final: Rect) {
        initialFrames[ObjectIdentifier(vc)] = initial
        finalFrames[ObjectIdentifier(vc)] = final
    }
}

/// A view held weakly (lists of chrome views must not keep them alive).
@MainActor
struct WeakView {
    weak var view: View?
}

/// Where a view lived before a transition moved it: its superview and index there.
@MainActor
struct ViewHome {
    weak var superview: View?
    var index: Int

    init?(of view: View) {
        guard let s = view.superview, let i = s.subviews.firstIndex(where: { $0 === view }) else { return nil }
        superview = s
        index = i
    }

    /// Puts `view` back (no-op when the old superview is gone).
    func restore(_ view: View) {
        guard let s = superview else { return }
        if view.superview === s { return }
        s.insertSubview(view, at: index)
    }
}
