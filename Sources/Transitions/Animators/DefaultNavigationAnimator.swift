import Engine
import Geometry

/// The navigation transition used when the delegate supplies none: the pushed view
/// slides in from the right over the old one, which moves a third of the way left
/// (a pop runs it backwards).
@MainActor
final class DefaultNavigationAnimator: AnimatedTransitioning {
    let operation: NavigationOperation

    init(operation: NavigationOperation) { self.operation = operation }

    func transitionDuration(using context: TransitionContext?) -> Double { 0.35 }

    func animateTransition(using context: TransitionContext) {
        guard let from = context.view(forKey: .from), let to = context.view(forKey: .to) else {
            context.completeTransition(true); return
        }
        let container = context.containerView
        let width = container.bounds.width
        to.frame = container.bounds
        if operation == .push {
            container.addSubview(to)
            to.transform = AffineTransform(translationX: width, y: 0)
        } else {
            container.insertSubview(to, belowSubview: from)
            to.transform = AffineTransform(translationX: -width / 3, y: 0)
        }
        View.animate(withDuration: transitionDuration(using: context), options: [.curveEaseInOut], animations: {
            to.transform = .identity
            from.transform = AffineTransform(translationX: self.operation == .push ? -width / 3 : width, y: 0)
        }) { _ in
            from.transform = .identity
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}
