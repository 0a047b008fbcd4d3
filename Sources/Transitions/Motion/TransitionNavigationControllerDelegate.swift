/// A navigation delegate that makes push and pop honour each controller's
/// `transitionController.transition` (the pushed controller's on push, the popped
/// one's on pop), with its interaction controller; controllers without a transition
/// get the default slide. Set it as `navigationController.delegate` and keep it alive.
@MainActor
public final class TransitionNavigationControllerDelegate: NavigationControllerDelegate {
    /// Creates one; keep it alive yourself where the API holds it weakly.
    public init() {}

    /// Answers from the fore controller's `transitionController`.
    public func navigationController(_ navigationController: NavigationController,
                                     animationControllerFor operation: NavigationOperation,
                                     from: ViewController, to: ViewController) -> (any AnimatedTransitioning)? {
        let fore = operation == .push ? to : from
        return fore.transitionControllerIfMade?.animator(direction: operation == .push ? .forward : .backward, source: nil)
    }

    /// Answers from the fore controller's `transitionController`.
    public func navigationController(_ navigationController: NavigationController,
                                     interactionControllerFor animator: any AnimatedTransitioning) -> (any InteractiveTransitioning)? {
        (animator as? MotionTransitionAnimator)?.owner?.interactionController
    }
}
