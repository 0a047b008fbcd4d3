import Engine
import Geometry

/// The system's animation of a presentation whose transitioning delegate supplies no
/// animator. A modal presentation and a sheet use UIKit's cover vertical: the presented
/// view rises from below the container to its final frame and sinks back below it on
/// dismissal; a popover's content, and a modal presentation whose `modalTransitionStyle`
/// is not cover vertical, fades in where it stands, and out. A dismissal that is
/// handed the presenter's view (a full-screen presentation took it out of the window) puts
/// it back under the leaving view first.
@MainActor
final class SystemPresentationAnimator: AnimatedTransitioning {
    /// Whose animation runs.
    enum Style {
        /// A modal presentation's cover vertical: 0.35 s each way, easing out as the view
        /// rises and in as it sinks.
        case modal
        /// A sheet's cover vertical: up to its detent in 0.5 s on a critically damped spring
        /// (no overshoot), down in 0.35 s, linearly while a finger drives it so the sheet
        /// stays under the finger.
        case sheet
        /// A popover's fade: 0.2 s each way, easing in and out.
        case popover
        /// A modal presentation's cross dissolve (`modalTransitionStyle`): a fade of 0.35 s
        /// each way, easing in and out.
        case dissolve
    }

    let style: Style
    /// True for the presentation, false for the dismissal.
    let presenting: Bool

    init(_ style: Style, presenting: Bool) {
        self.style = style
        self.presenting = presenting
    }

    func transitionDuration(using context: TransitionContext?) -> Double {
        switch style {
        case .modal: 0.35
        case .sheet: presenting ? 0.5 : 0.35
        case .popover: 0.2
        case .dissolve: 0.35
        }
    }

    func animateTransition(using context: TransitionContext) {
        let done: (Bool) -> Void = { _ in context.completeTransition(!context.transitionWasCancelled) }
        if style == .popover || style == .dissolve {
            fade(context, completion: done)
        } else {
            coverVertically(context, completion: done)
        }
    }

    /// Slides the presented view up from below the container, or down below it.
    private func coverVertically(_ context: TransitionContext, completion: @escaping (Bool) -> Void) {
        let container = context.containerView
        let moving: View
        let target: Rect
        if presenting {
            guard let to = context.view(forKey: .to), let toVC = context.viewController(forKey: .to) else {
                context.completeTransition(true)
                return
            }
            target = context.finalFrame(for: toVC)
            to.frame = target.offsetBy(dx: 0, dy: container.bounds.maxY - target.minY)
            container.addSubview(to)
            moving = to
        } else {
            guard let from = context.view(forKey: .from) else {
                context.completeTransition(true)
                return
            }
            if let to = context.view(forKey: .to), let toVC = context.viewController(forKey: .to) {
                to.frame = context.finalFrame(for: toVC)
                container.insertSubview(to, belowSubview: from)
            }
            target = from.frame.offsetBy(dx: 0, dy: container.bounds.maxY - from.frame.minY)
            moving = from
        }
        let duration = transitionDuration(using: context)
        let animations = { moving.frame = target }
        if style == .sheet && presenting {
            View.animate(
                withDuration: duration, usingSpringWithDamping: 1, initialSpringVelocity: 0, animations: animations,
                completion: completion)
            return
        }
        let options: AnimationOptions =
            switch style {
            case .sheet: context.isInteractive ? [.curveLinear] : [.curveEaseInOut]
            default: presenting ? [.curveEaseOut] : [.curveEaseIn]
            }
        View.animate(withDuration: duration, options: options, animations: animations, completion: completion)
    }

    /// Fades the presented view in at its final frame, or out where it stands.
    private func fade(_ context: TransitionContext, completion: @escaping (Bool) -> Void) {
        let key: TransitionKey = presenting ? .to : .from
        guard let view = context.view(forKey: key), let vc = context.viewController(forKey: key) else {
            context.completeTransition(true)
            return
        }
        if presenting {
            view.frame = context.finalFrame(for: vc)
            view.alpha = 0
            context.containerView.addSubview(view)
        } else if let to = context.view(forKey: .to), let toVC = context.viewController(forKey: .to) {
            // A full-screen presenter comes back under the leaving view, as in a cover.
            to.frame = context.finalFrame(for: toVC)
            context.containerView.insertSubview(to, belowSubview: view)
        }
        let target: Double = presenting ? 1 : 0
        View.animate(
            withDuration: transitionDuration(using: context), options: [.curveEaseInOut],
            animations: { view.alpha = target }, completion: completion)
    }
}
