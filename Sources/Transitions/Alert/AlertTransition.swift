import Engine

/// The transitioning delegate every alert controller holds for itself: its presentation
/// controller (an alert's) and its animators, except in a popover, which keeps the
/// popover's own fade.
@MainActor
final class AlertTransition: TransitioningDelegate {
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        AlertPresentationController(presentedViewController: presented, presenting: presenting ?? source)
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any AnimatedTransitioning)? {
        animator(for: presented, presenting: true)
    }

    func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        animator(for: dismissed, presenting: false)
    }

    /// The alert's or the sheet's animator; nil (the system's fade) in a popover.
    private func animator(for controller: ViewController, presenting: Bool) -> (any AnimatedTransitioning)? {
        guard let alert = controller as? AlertController,
            controller.presentationController is AlertPresentationController
        else { return nil }
        return AlertAnimator(alert.preferredStyle == .alert ? .alert : .sheet, presenting: presenting)
    }
}
