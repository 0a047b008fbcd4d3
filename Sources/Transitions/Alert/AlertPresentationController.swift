import Engine
import Geometry

/// Shows an alert centred, or an action sheet at the bottom, over the library's dimming
/// (black at 20 %, the presenter's tint greyed as iOS greys it under an alert), and
/// answers a tap on the dimming as iOS does: an alert ignores it, an action sheet takes it
/// for its cancel action.
@MainActor
final class AlertPresentationController: DimmingPresentationController {
    override init(presentedViewController: ViewController, presenting presentingViewController: ViewController) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmedAlpha = 0.2
        dimsPresentingView = true
    }

    private var alert: AlertController? { presentedViewController as? AlertController }

    /// The alert's or the sheet's frame from its layout in the container.
    override var frameOfPresentedViewInContainerView: Rect {
        guard let containerView, let alert else { return super.frameOfPresentedViewInContainerView }
        return alert.currentLayout.frame(in: containerView.bounds, bottomInset: containerView.safeAreaInsets.bottom)
    }

    /// Leaves the dimming at its alpha once presented, also after a presentation without
    /// animation: its animator ends at once, before the coordinator would have run the fade
    /// it was given.
    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if completed { dimmingView.alpha = dimmedAlpha }
    }

    /// A tap beside the alert or the sheet.
    override func dimmingViewTapped() {
        alert?.userTappedOutside()
    }
}
