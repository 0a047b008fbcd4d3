import Engine
import Geometry

/// Runs a MotionTransitioning-style `Transition` as a UIKit-style animator: puts the
/// fore view in the container (forward) or the back view under it (backward), follows
/// fallbacks, checks feasibility (the default animation runs when declined), starts a
/// presentation controller that is itself a `Transition` first, and completes the
/// transition once every part called `transitionDidEnd()`.
@MainActor
final class MotionTransitionAnimator: AnimatedTransitioning {
    let transition: any Transition
    let direction: TransitionDirection
    let source: ViewController?
    /// The transition controller that made it (its interaction controller applies).
    weak var owner: TransitionController?
    static let defaultDuration = 0.35

    init(transition: any Transition, direction: TransitionDirection, source: ViewController?) {
        self.transition = transition
        self.direction = direction
        self.source = source
    }

    func transitionDuration(using context: TransitionContext?) -> Double {
        guard let context else { return Self.defaultDuration }
        // A `.custom` transition run with `animated: false` still comes here (UIKit's
        // `isAnimated` rule): its motion then takes no time and lands at once.
        guard context.isAnimated else { return 0 }
        let motion = makeContext(context, duration: Self.defaultDuration)
        return (resolved(motion) as? any TransitionWithCustomDuration)?.transitionDuration(with: motion)
            ?? Self.defaultDuration
    }

    func animateTransition(using context: TransitionContext) {
        // The system context already asked for the duration; another context did not.
        let duration =
            (context as? SystemTransitionContext)?.transitionDuration ?? transitionDuration(using: context)
        let motion = makeContext(context, duration: duration)
        let transition = resolved(motion)
        if let f = transition as? any TransitionWithFeasibility, !f.canPerformTransition(with: motion) {
            fallbackToDefault(context)
            return
        }
        placeViews(context, motion)
        if let pcTransition = context.presentationController as? any Transition {
            motion.sibling().begin(pcTransition)
        }
        motion.begin(transition)
    }

    private func makeContext(_ context: TransitionContext, duration: Double) -> MotionTransitionContext {
        let from = context.viewController(forKey: .from)!
        let to = context.viewController(forKey: .to)!
        let fore = direction == .forward ? to : from
        let back = direction == .forward ? from : to
        return MotionTransitionContext(
            direction: direction, source: source, back: back, fore: fore,
            duration: duration, context: context)
    }

    private func resolved(_ motion: MotionTransitionContext) -> any Transition {
        var current = transition
        for _ in 0..<8 {
            guard let f = current as? any TransitionWithFallback else { break }
            let next = f.fallbackTransition(with: motion)
            if next === current { break }
            current = next
        }
        return current
    }

    private func placeViews(_ context: TransitionContext, _ motion: MotionTransitionContext) {
        let container = context.containerView
        if direction == .forward {
            if let to = context.view(forKey: .to), let toVC = context.viewController(forKey: .to) {
                to.frame = context.finalFrame(for: toVC)
                container.addSubview(to)
            }
        } else if let to = context.view(forKey: .to), let toVC = context.viewController(forKey: .to) {
            to.frame = context.finalFrame(for: toVC)
            if let from = context.view(forKey: .from), from.superview === container {
                container.insertSubview(to, belowSubview: from)
            } else {
                container.insertSubview(to, at: 0)
            }
        }
    }

    private func fallbackToDefault(_ context: TransitionContext) {
        switch context.kind {
        case .present: SystemPresentationAnimator(.modal, presenting: true).animateTransition(using: context)
        case .dismiss: SystemPresentationAnimator(.modal, presenting: false).animateTransition(using: context)
        case .push: DefaultNavigationAnimator(operation: .push).animateTransition(using: context)
        case .pop: DefaultNavigationAnimator(operation: .pop).animateTransition(using: context)
        case .tab:
            placeViews(context, makeContext(context, duration: 0))
            context.completeTransition(true)
        }
    }
}
