import UIKitCompatibility

/// Slides the card up from the bottom edge with a spring.
final class CardPresentingAnimator: UIViewControllerAnimatedTransitioning {
    private let duration: TimeInterval
    private let card: CardTransitioningDelegate

    init(duration: TimeInterval, card: CardTransitioningDelegate) {
        self.duration = duration
        self.card = card
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toViewController = transitionContext.viewController(forKey: .to),
            let toView = transitionContext.view(forKey: .to)
        else { return }
        let containerView = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: toViewController)
        toView.frame = CardLayout.offscreenFrame(for: finalFrame, in: containerView)
        card.style(toView)
        containerView.addSubview(toView)
        UIView.animate(
            withDuration: duration, delay: 0, usingSpringWithDamping: 0.9, initialSpringVelocity: 1,
            options: [.curveEaseOut],
            animations: { toView.frame = finalFrame },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}

/// Slides the card back down.
final class CardDismissingAnimator: UIViewControllerAnimatedTransitioning {
    private let duration: TimeInterval

    init(duration: TimeInterval) {
        self.duration = duration
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else { return }
        let containerView = transitionContext.containerView
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: { fromView.frame = CardLayout.offscreenFrame(for: fromView.frame, in: containerView) },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}
