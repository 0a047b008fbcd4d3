import UIKitCompatibility

/// Dims the presenter, places the card and dismisses it on a drag down.
final class CardPresentationController: UIPresentationController, UIGestureRecognizerDelegate {
    private let card: CardTransitioningDelegate
    private let dimmingView = UIView()
    private lazy var panGesture = UIPanGestureRecognizer { [weak self] gesture in self?.handlePan(gesture) }

    init(presentedViewController: UIViewController, presenting: UIViewController?, card: CardTransitioningDelegate) {
        self.card = card
        super.init(presentedViewController: presentedViewController, presenting: presenting)
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        dimmingView.alpha = 0
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        return card.cardFrame(in: containerView)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
        panGesture.delegate = self
        panGesture.maximumNumberOfTouches = 1
        presentedView?.addGestureRecognizer(panGesture)
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    private func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard gesture.state == .ended, let view = gesture.view else { return }
        if gesture.translation(in: view).y > 100 || gesture.velocity(in: view).y > 700 {
            presentedViewController.dismiss(animated: true)
        }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let velocity = pan.velocity(in: pan.view)
        return abs(velocity.y) > abs(velocity.x)
    }
}
