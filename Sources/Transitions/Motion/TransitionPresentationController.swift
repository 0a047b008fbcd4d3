import Engine
import Geometry

/// Computes where the presented view sits in the container (MotionTransitioning's
/// `TransitionFrameCalculation`).
public typealias TransitionFrameCalculation = @MainActor (PresentationController) -> Rect

/// Receives the presentation- and dismissal-related events of a
/// `TransitionPresentationController` (MotionTransitioning's
/// `TransitionPresentationAnimationControlling`). Every method has a default.
@preconcurrency @MainActor
public protocol TransitionPresentationAnimationControlling: AnyObject {
    /// Animates the presentation controller's part of a transition; called before the
    /// transition's own `start(with:)`. Call `context.transitionDidEnd()` when done. The
    /// default fades the scrim in (forward) or out (backward) over the duration.
    func presentationController(
        _ presentationController: TransitionPresentationController,
        startWith context: MotionTransitionContext)
    /// The dismissal is about to begin. Default: nothing.
    func dismissalTransitionWillBegin(with presentationController: TransitionPresentationController)
    /// The dismissal ended (`completed` false when it was cancelled). Default: nothing.
    func presentationController(
        _ presentationController: TransitionPresentationController,
        dismissalTransitionDidEnd completed: Bool)
}

extension TransitionPresentationAnimationControlling {
    /// Default: the scrim fades in or out over the transition's duration.
    public func presentationController(
        _ presentationController: TransitionPresentationController,
        startWith context: MotionTransitionContext
    ) {
        presentationController.fadeScrim(with: context)
    }
    /// Default: nothing.
    public func dismissalTransitionWillBegin(with presentationController: TransitionPresentationController) {}
    /// Default: nothing.
    public func presentationController(
        _ presentationController: TransitionPresentationController,
        dismissalTransitionDidEnd completed: Bool
    ) {}
}

/// MotionTransitioning's own presentation controller type (`TransitionPresentationController`):
/// a scrim (black at 0.3, id `scrim`) behind the presented view, an optional block that
/// computes the presented frame, and an `animationController` that may take over its
/// motion. Return it from `TransitionWithPresentation.presentationController(forPresented:presenting:source:)`.
///
/// It is itself a `Transition`, so it starts before the transition it belongs to and
/// the whole ends only once both called `transitionDidEnd()`. Without a frame block the
/// presented view fills the container and the presenting view leaves the hierarchy
/// (full screen); with one it stays where it is. The scrim is the dimming view of
/// `DimmingPresentationController`, installed and removed by it; a MotionTransitioning
/// transition fades it in `start(with:)`, any other transition alongside through the
/// coordinator. It is removed once the dismissal completed, and the animation controller
/// is released then (it is held strongly until then, as in the original).
@preconcurrency @MainActor
open class TransitionPresentationController: DimmingPresentationController, Transition {
    /// The scrim behind the presented view, while presented (nil before and after).
    public var scrimView: View? { dimmingView.superview == nil ? nil : dimmingView }
    /// Takes over the scrim's motion and hears about the dismissal; nil'd once the
    /// dismissal completed, which breaks any cycle through it.
    public var animationController: (any TransitionPresentationAnimationControlling)?
    private let calculateFrameOfPresentedView: TransitionFrameCalculation?

    /// Creates the controller for one presentation; `calculateFrameOfPresentedView`
    /// returns the presented view's frame (nil: the whole container, full screen).
    public init(
        presentedViewController: ViewController, presenting presentingViewController: ViewController,
        calculateFrameOfPresentedView: TransitionFrameCalculation?
    ) {
        self.calculateFrameOfPresentedView = calculateFrameOfPresentedView
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.accessibilityIdentifier = "scrim"
        dimmingColor = Color.black.withAlpha(0.3)
        dimmedAlpha = 1
        dismissesOnDimmingTap = false
    }

    /// Creates the controller with no frame block: full screen.
    public convenience override init(
        presentedViewController: ViewController, presenting presentingViewController: ViewController
    ) {
        self.init(
            presentedViewController: presentedViewController, presenting: presentingViewController,
            calculateFrameOfPresentedView: nil)
    }

    /// The frame block's answer, or the container's bounds.
    open override var frameOfPresentedViewInContainerView: Rect {
        if let calculate = calculateFrameOfPresentedView { return calculate(self) }
        return containerView?.bounds ?? .zero
    }

    /// True without a frame block: the presentation is certainly full screen, so the
    /// presenting view leaves the hierarchy (and gets its disappear callbacks).
    open override var shouldRemovePresentersView: Bool { calculateFrameOfPresentedView == nil }

    /// Puts the scrim, still transparent, behind the presented view. A presentation not
    /// run by a MotionTransitioning transition (no `start(with:)` will come) fades it with
    /// the transition coordinator instead.
    open override func presentationTransitionWillBegin() {
        fadesDimmingAlongsideTransition = !isRunByMotionTransition
        super.presentationTransitionWillBegin()
    }

    /// Fades the scrim out with the coordinator when no MotionTransitioning transition
    /// runs the dismissal (one that does starts this controller, which fades it), and
    /// tells the animation controller.
    open override func dismissalTransitionWillBegin() {
        fadesDimmingAlongsideTransition = !isRunByMotionTransition
        if scrimView != nil { super.dismissalTransitionWillBegin() }
        animationController?.dismissalTransitionWillBegin(with: self)
    }

    /// Removes the scrim once dismissed (shows it again when cancelled), tells the
    /// animation controller, and lets go of it after a completed dismissal.
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if !completed { scrimView?.alpha = dimmedAlpha }
        animationController?.presentationController(self, dismissalTransitionDidEnd: completed)
        if completed { animationController = nil }
    }

    /// This controller's part of the transition, started before the transition's own:
    /// keeps the scrim under the fore view, then lets the animation controller animate
    /// (or fades the scrim itself).
    open func start(with context: MotionTransitionContext) {
        if let scrim = scrimView, let fore = context.foreViewController.viewIfLoaded, fore.superview === scrim.superview
        {
            scrim.superview?.insertSubview(scrim, belowSubview: fore)
        }
        if let animationController {
            animationController.presentationController(self, startWith: context)
        } else {
            fadeScrim(with: context)
        }
    }

    /// The default motion: the scrim fades in going forward and out going backward over
    /// the transition's duration (at once when not animated), then this part ends.
    public func fadeScrim(with context: MotionTransitionContext) {
        let target = context.direction == .forward ? dimmedAlpha : 0
        guard let scrim = scrimView, context.transitionContext.isAnimated, context.duration > 0 else {
            scrimView?.alpha = target
            context.transitionDidEnd()
            return
        }
        scrim.alpha = context.direction == .forward ? 0 : dimmedAlpha
        View.animate(
            withDuration: context.duration, options: [.curveEaseInOut],
            animations: {
                scrim.alpha = target
            }
        ) { _ in context.transitionDidEnd() }
    }

    /// True when the running transition is a MotionTransitioning one, which starts this
    /// controller as part of it.
    private var isRunByMotionTransition: Bool {
        guard let context = containerView?.window?.currentTransitionContext else { return false }
        return context.animator is MotionTransitionAnimator
    }
}
