import PlaygroundKit

/// Grows the presented card out of the centre while it fades in, and back on dismissal.
public final class GrowTransition: AnimatedTransitioning {
    let isPresenting: Bool
    public init(isPresenting: Bool) { self.isPresenting = isPresenting }

    public func transitionDuration(using context: TransitionContext?) -> Double { 0.4 }

    public func animateTransition(using context: TransitionContext) {
        guard let card = context.view(forKey: isPresenting ? .to : .from) else {
            return context.completeTransition(false)
        }
        let small = AffineTransform(scaleX: 0.6, y: 0.6)
        if isPresenting, let cardController = context.viewController(forKey: .to) {
            card.frame = context.finalFrame(for: cardController)
            card.transform = small
            card.alpha = 0
            context.containerView.addSubview(card)
        }
        View.animate(
            withDuration: transitionDuration(using: context), options: [.curveEaseOut],
            animations: {
                card.transform = self.isPresenting ? .identity : small
                card.alpha = self.isPresenting ? 1 : 0
            },
            completion: { _ in
                // Exactly once, saying whether it finished: the window takes input again.
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}

/// Hands out the animator both ways. The presenter keeps it: `transitioningDelegate` is weak.
public final class GrowDelegate: TransitioningDelegate {
    public init() {}

    public func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any AnimatedTransitioning)? {
        GrowTransition(isPresenting: true)
    }

    public func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        GrowTransition(isPresenting: false)
    }
}
