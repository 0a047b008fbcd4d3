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

    public override init(presentedViewController: ViewController, presenting presentingViewController: ViewController) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.id = "dimming"
        dimmingView.backgroundColor = dimmingColor
        dimmingView.addGestureRecognizer(TapGestureRecognizer { [weak self] _ in
            guard let self, self.dismissesOnDimmingTap else { return }
            self.presentedViewController.dismiss(animated: true)
        })
    }

    open override var frameOfPresentedViewInContainerView: Rect {
        let bounds = containerView?.bounds ?? .zero
        return presentedFrame?(bounds) ?? bounds
    }

    open override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        let coordinator = presentedViewController.transitionCoordinator
        let presenterView = presentingViewController.viewIfLoaded
        let dims = dimsPresentingView
        let alpha = dimmedAlpha
        let animated = coordinator?.animate(alongsideTransition: { [dimmingView] _ in
            dimmingView.alpha = alpha
        }) ?? false
        if !animated { dimmingView.alpha = alpha }
        if dims { presenterView?.tintAdjustmentMode = .dimmed }
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed {
            dimmingView.removeFromSuperview()
            if dimsPresentingView { presentingViewController.viewIfLoaded?.tintAdjustmentMode = .automatic }
        }
    }

    open override func dismissalTransitionWillBegin() {
        let coordinator = presentedViewController.transitionCoordinator
        let animated = coordinator?.animate(alongsideTransition: { [dimmingView] _ in
            dimmingView.alpha = 0
        }) ?? false
        if !animated { dimmingView.alpha = 0 }
        if dimsPresentingView { presentingViewController.viewIfLoaded?.tintAdjustmentMode = .automatic }
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
        } else if dimsPresentingView {
            presentingViewController.viewIfLoaded?.tintAdjustmentMode = .dimmed
        }
    }

    open override func containerViewWillLayoutSubviews() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        if presentedViewController.transitionCoordinator == nil {
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }
}

/// `.pageSheet`: a card inset from the top with rounded corners over a dimmed presenter.
@MainActor
final class PageSheetPresentationController: DimmingPresentationController {
    /// Gap between the container's top and the card, points.
    static let topInset = 40.0

    override init(presentedViewController: ViewController, presenting presentingViewController: ViewController) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmedAlpha = 0.4
        dismissesOnDimmingTap = false
        presentedFrame = { b in Rect(x: 0, y: b.minY + Self.topInset, width: b.width, height: b.height - Self.topInset) }
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        presentedView?.cornerRadius = 10
        presentedView?.clipsToBounds = true
    }
}
