import Engine
import Geometry

/// A presentation controller with a dimming view behind the presented view, faded in
/// and out with the transition coordinator (so it follows interactive progress and a
/// cancel), and an optional tap on it to dismiss.
///
/// It is the one place the library dims: the sheet, MotionTransitioning's presentation
/// controllers and the built-in demos subclass it and keep its `dimmingView`, its
/// insertion behind everything, its tap and its removal; a subclass that shapes the
/// dimming itself (a sheet dims by detent, a MotionTransitioning controller fades it as
/// its own transition) overrides the hooks and calls `installDimmingView()`,
/// `fadeDimmingView(to:)` and `removeDimmingView()`.
///
/// Set `presentedFrame` (or override `frameOfPresentedViewInContainerView`) to inset
/// the presented view; `dimsPresentingView` turns the presenter's tint grey as a dimmed
/// iOS screen does, and gives it back when dismissed.
@preconcurrency @MainActor
open class DimmingPresentationController: PresentationController {
    /// The chrome behind the presented view, filling the container (id `dimming`).
    public let dimmingView = DimmingView(color: .black)
    /// Colour of the dimming view.
    public var dimmingColor: Color = .black { didSet { dimmingView.backgroundColor = dimmingColor } }
    /// Alpha of the dimming view once presented.
    public var dimmedAlpha: Double = 0.3
    /// True makes a tap on the dimming view dismiss the presented controller.
    public var dismissesOnDimmingTap = true
    /// True sets the presenting view's `tintAdjustmentMode` to `.dimmed` while presented.
    public var dimsPresentingView = false
    /// True (the default) fades the dimming alongside the transition through the
    /// coordinator; false leaves the fade to someone else (the animator, or a
    /// MotionTransitioning transition this controller is part of), and the dimming
    /// starts clear when the transition is animated.
    public var fadesDimmingAlongsideTransition = true
    /// Computes the presented frame from the container bounds; nil fills the container.
    public var presentedFrame: ((Rect) -> Rect)?

    /// Creates the controller for one presentation, with its chrome view ready.
    public override init(presentedViewController: ViewController, presenting presentingViewController: ViewController) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.dimmingViewTapped() })
    }

    /// The frame the presented view takes once presented.
    open override var frameOfPresentedViewInContainerView: Rect {
        let bounds = containerView?.bounds ?? .zero
        return presentedFrame?(bounds) ?? bounds
    }

    /// Called on a tap on the dimming view: dismisses when `dismissesOnDimmingTap`.
    open func dimmingViewTapped() {
        guard dismissesOnDimmingTap else { return }
        presentedViewController.dismiss(animated: true)
    }

    // MARK: The dimming's life, for subclasses that shape it themselves

    /// Puts the dimming view, clear, behind everything in the container.
    public func installDimmingView() {
        guard let containerView else { return }
        dimmingView.install(in: containerView, alpha: 0)
    }

    /// Fades the dimming view to `alpha` alongside the running transition, or at once
    /// when none runs.
    public func fadeDimmingView(to alpha: Double) {
        dimmingView.fade(to: alpha, alongside: presentedViewController.transitionCoordinator)
    }

    /// Takes the dimming view out of the container.
    public func removeDimmingView() {
        dimmingView.removeFromSuperview()
    }

    // MARK: Transition hooks

    /// Adds the chrome behind the presented view (faded in with the transition).
    open override func presentationTransitionWillBegin() {
        installDimmingView()
        if fadesDimmingAlongsideTransition {
            fadeDimmingView(to: dimmedAlpha)
        } else if presentedViewController.transitionCoordinator?.isAnimated != true {
            // Not animated: no one will fade it, so it shows at once.
            dimmingView.alpha = dimmedAlpha
        }
        if dimsPresentingView { presentingViewController.viewIfLoaded?.tintAdjustmentMode = .dimmed }
    }

    /// Removes the chrome when the presentation was cancelled.
    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed {
            removeDimmingView()
            if dimsPresentingView { presentingViewController.viewIfLoaded?.tintAdjustmentMode = .automatic }
        }
    }

    /// Fades the chrome out with the dismissal.
    open override func dismissalTransitionWillBegin() {
        if fadesDimmingAlongsideTransition { fadeDimmingView(to: 0) }
        if dimsPresentingView { presentingViewController.viewIfLoaded?.tintAdjustmentMode = .automatic }
    }

    /// Removes the chrome once dismissed (restores it when cancelled).
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            removeDimmingView()
        } else if dimsPresentingView {
            presentingViewController.viewIfLoaded?.tintAdjustmentMode = .dimmed
        }
    }

    /// Keeps the chrome (and, outside transitions, the presented view) fitted to the container.
    open override func containerViewWillLayoutSubviews() {
        dimmingView.fitToContainer()
        if containerView != nil, presentedViewController.transitionCoordinator == nil {
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }
}
