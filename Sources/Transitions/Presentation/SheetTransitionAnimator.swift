import Engine
import Geometry

/// The system animation of a sheet when the transitioning delegate supplies none: the
/// sheet rises from below the container to its detent on a critically damped spring, and
/// slides back down on dismissal (linearly while a finger drives it, so the sheet stays
/// under the finger).
@MainActor
final class SheetTransitionAnimator: AnimatedTransitioning {
    let presenting: Bool
    /// Length of the presentation, seconds.
    static let presentDuration = 0.5
    /// Length of the dismissal, seconds.
    static let dismissDuration = 0.35

    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using context: TransitionContext?) -> Double {
        presenting ? Self.presentDuration : Self.dismissDuration
    }

    func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        if presenting {
            guard let sheet = context.view(forKey: .to), let toVC = context.viewController(forKey: .to) else {
                context.completeTransition(true)
                return
            }
            let final = context.finalFrame(for: toVC)
            sheet.frame = final.offsetBy(dx: 0, dy: container.bounds.maxY - final.minY)
            container.addSubview(sheet)
            View.animate(
                withDuration: Self.presentDuration, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                animations: { sheet.frame = final }
            ) { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        } else {
            guard let sheet = context.view(forKey: .from) else {
                context.completeTransition(true)
                return
            }
            let target = sheet.frame.offsetBy(dx: 0, dy: container.bounds.maxY - sheet.frame.minY)
            let options: AnimationOptions = context.isInteractive ? [.curveLinear] : [.curveEaseInOut]
            View.animate(withDuration: Self.dismissDuration, options: options, animations: { sheet.frame = target }) {
                _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }
}
