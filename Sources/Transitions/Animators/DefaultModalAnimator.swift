import Engine
import Geometry

/// The animation used when a modal transition has no animator (UIKit's cover
/// vertical): the presented view slides up from below the container to its final
/// frame, and back down on dismissal.
@MainActor
final class DefaultModalAnimator: AnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using context: TransitionContext?) -> Double { 0.35 }

    func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let duration = transitionDuration(using: context)
        if presenting {
            guard let to = context.view(forKey: .to), let toVC = context.viewController(forKey: .to) else {
                context.completeTransition(true)
                return
            }
            let final = context.finalFrame(for: toVC)
            to.frame = final.offsetBy(dx: 0, dy: container.bounds.maxY - final.minY)
            container.addSubview(to)
            View.animate(withDuration: duration, options: [.curveEaseOut], animations: { to.frame = final }) { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        } else {
            guard let from = context.view(forKey: .from) else {
                context.completeTransition(true)
                return
            }
            if let to = context.view(forKey: .to), let toVC = context.viewController(forKey: .to) {
                to.frame = context.finalFrame(for: toVC)
                container.insertSubview(to, belowSubview: from)
            }
            let target = from.frame.offsetBy(dx: 0, dy: container.bounds.maxY - from.frame.minY)
            View.animate(withDuration: duration, options: [.curveEaseIn], animations: { from.frame = target }) { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }
}
