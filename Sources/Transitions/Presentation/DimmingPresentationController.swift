import Engine
import Geometry

/// A presentation controller with a dimming view behind the presented view, faded in
/// and out with the transition coordinator (so it follows interactive progress and a
/// cancel), and an optional tap on it to dismiss.
///
/// Set `presentedFrame` (or override `frameOfPresentedViewInContainerView`) to inset
/// the presented view; `dimsPresentingView` turns the presenter's tint grey as a dimmed
/// iOS screen does, and gives it back when dismissed.
@MainActor
open class DimmingPresentationController: PresentationController {
    /// The chrome behind the presented view, filling the container.
    public let dimmingView = View()
    /// Colour of the dimming view.
    public var dimmingColor: Color = .black { didSet { dimmingView.backgroundColor = dimmingColor } }
    /// Alpha of the dimming view once presented.
    public var dimmedAlpha: Double = 0.3
    /// True makes a tap on the dimming view dismiss the presented controller.
    public var dismissesOnDimmingTap = true
    /// True sets the presenting view's `tintAdjustmentMode` to `.dimmed` while presented.
    public var dimsPresentingView = false
    /// Computes the presented frame from the container bounds; nil fills the container.
    public var presentedFrame: ((Rect) -> Rect)?

    /// Creates the controller for one presentation, with its chrome view ready.
    public override init(presentedViewController: ViewController, presenting presentingViewController: ViewController) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.id = "dimming"
        dimmingView.backgroundColor = dimmingColor
        dimmingView.addGestureRecognizer(
            TapGestureRecognizer { [weak self] _ in
                guard let self, self.dismissesOnDimmingTap else { return }
                self.presentedViewController.dismiss(animated: true)
            })
    }

    /// The frame the presented view takes once presented.
    open override var frameOfPresentedViewInContainerView: Rect {
        let bounds = containerView?.bounds ?? .zero
        return presentedFrame?(bounds) ?? bounds
    }

    /// Adds the chrome behind the presented view (faded in with the transition).
    open override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        let coordinator = presentedViewController.transitionCoordinator
        let presenterView = presentingViewController.viewIfLoaded
        let dims = dimsPresentingView
        let alpha = dimmedAlpha
        let animated =
            coordinator?.animate(alongsideTransition: { [dimmingView] _ in
                dimmingView.alpha = alpha
            }) ?? false
        if !animated { dimmingView.alpha = alpha }
        if dims { presenterView?.tintAdjustmentMode = .dimmed }
    }

    /// Removes the chrome when the presentation was cancelled.
    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed {
            dimmingView.removeFromSuperview()
            if dimsPresentingView { presentingViewController.viewIfLoaded?.tintAdjustmentMode = .automatic }
        }
    }

    /// Fades the chrome out with the dismissal.
    open override func dismissalTransitionWillBegin() {
        let coordinator = presentedViewController.transitionCoordinator
        let animated =
            coordinator?.animate(alongsideTransition: { [dimmingView] _ in
                dimmingView.alpha = 0
            }) ?? false
        if !animated { dimmingView.alpha = 0 }
        if dimsPresentingView { presentingViewController.viewIfLoaded?.tintAdjustmentMode = .automatic }
    }

    /// Removes the chrome once dismissed (restores it when cancelled).
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
        } else if dimsPresentingView {
            presentingViewController.viewIfLoaded?.tintAdjustmentMode = .dimmed
        }
    }

    /// Keeps the chrome (and, outside transitions, the presented view) fitted to the container.
    open override func containerViewWillLayoutSubviews() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        if presentedViewController.transitionCoordinator == nil {
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }
}
