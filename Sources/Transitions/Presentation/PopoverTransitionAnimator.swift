import Engine

/// A popover's system animation: the content fades in where it stands, and out on dismissal.
@MainActor
final class PopoverTransitionAnimator: AnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using context: TransitionContext?) -> Double { 0.2 }

    func animateTransition(using context: TransitionContext) {
        let duration = transitionDuration(using: context)
        let key: TransitionKey = presenting ? .to : .from
        guard let view = context.view(forKey: key), let vc = context.viewController(forKey: key) else {
            context.completeTransition(true)
            return
        }
        if presenting {
            view.frame = context.finalFrame(for: vc)
            view.alpha = 0
            context.containerView.addSubview(view)
        }
        let target: Double = presenting ? 1 : 0
        View.animate(withDuration: duration, options: [.curveEaseInOut], animations: { view.alpha = target }) { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}
