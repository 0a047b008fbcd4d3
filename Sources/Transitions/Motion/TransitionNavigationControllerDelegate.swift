/// A navigation delegate that makes push and pop honour each controller's
/// `motionTransitionController.transition` (the pushed controller's on push, the popped
/// one's on pop), with its interaction controller; controllers without a transition
/// get the default slide.
///
/// As in MotionTransitioning, one shared instance serves every navigation controller:
/// `navigationController.delegate = TransitionNavigationControllerDelegate.sharedDelegate()`
/// (it lives for the whole run, so the weak `delegate` property keeps working). A
/// navigation controller with a delegate of its own can forward the two methods to
/// `sharedInstance()`. It keeps no state.
@preconcurrency @MainActor
public final class TransitionNavigationControllerDelegate: NavigationControllerDelegate {
    /// The one shared instance (stateless, so sharing it is safe).
    private static let shared = TransitionNavigationControllerDelegate()

    /// The shared instance, to call its methods from a delegate of your own.
    public static func sharedInstance() -> TransitionNavigationControllerDelegate { shared }

    /// The shared instance as a navigation delegate: assign it to
    /// `navigationController.delegate`; it stays alive on its own.
    public static func sharedDelegate() -> any NavigationControllerDelegate { shared }

    /// Creates a separate one; keep it alive yourself where the API holds it weakly
    /// (`sharedDelegate()` needs no keeping).
    public init() {}

    /// Answers from the fore controller's `motionTransitionController`.
    public func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> (any AnimatedTransitioning)? {
        let fore = operation == .push ? to : from
        return fore.motionTransitionControllerIfMade?.animator(
            direction: operation == .push ? .forward : .backward, source: nil)
    }

    /// Answers from the fore controller's `motionTransitionController`.
    public func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? {
        (animator as? MotionTransitionAnimator)?.owner?.interactionController
    }
}
