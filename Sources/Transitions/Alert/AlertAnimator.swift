import Engine
import Geometry

/// iOS's animations of an alert and an action sheet. An alert grows in from 1.2 times its
/// size to its own while fading in, on a critically damped spring of 0.4 s (no overshoot),
/// and fades out in 0.25 s where it stands; an action sheet rises from below the window on
/// the same spring and sinks back in 0.3 s, easing in. The dimming fades alongside, run by
/// the presentation controller.
@MainActor
final class AlertAnimator: AnimatedTransitioning {
    /// Which of the two moves.
    enum Motion {
        /// Scale and fade in, fade out.
        case alert
        /// Slide up, slide down.
        case sheet
    }

    let motion: Motion
    /// True for the presentation, false for the dismissal.
    let presenting: Bool
    /// The scale an alert starts from.
    static let startScale = 1.2

    init(_ motion: Motion, presenting: Bool) {
        self.motion = motion
        self.presenting = presenting
    }

    func transitionDuration(using context: TransitionContext?) -> Double {
        switch motion {
        case .alert: presenting ? 0.4 : 0.25
        case .sheet: presenting ? 0.4 : 0.3
        }
    }

    func animateTransition(using context: TransitionContext) {
        let key: TransitionKey = presenting ? .to : .from
        guard let view = context.view(forKey: key), let vc = context.viewController(forKey: key) else {
            context.completeTransition(true)
            return
        }
        let container = context.containerView
        let final = context.finalFrame(for: vc)
        if presenting {
            view.frame = final
            container.addSubview(view)
        }
        guard context.isAnimated else {
            context.completeTransition(true)
            return
        }
        let done: (Bool) -> Void = { _ in context.completeTransition(!context.transitionWasCancelled) }
        let duration = transitionDuration(using: context)
        let below = (presenting ? final : view.frame).offsetBy(
            dx: 0, dy: container.bounds.maxY - (presenting ? final : view.frame).minY)
        switch (motion, presenting) {
        case (.alert, true):
            view.alpha = 0
            view.transform = AffineTransform(scaleX: Self.startScale, y: Self.startScale)
            View.animate(
                withDuration: duration, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                animations: {
                    view.alpha = 1
                    view.transform = .identity
                }, completion: done)
        case (.alert, false):
            View.animate(
                withDuration: duration, options: [.curveEaseOut], animations: { view.alpha = 0 }, completion: done)
        case (.sheet, true):
            view.frame = below
            View.animate(
                withDuration: duration, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                animations: { view.frame = final }, completion: done)
        case (.sheet, false):
            View.animate(
                withDuration: duration, options: [.curveEaseIn], animations: { view.frame = below }, completion: done)
        }
    }
}
