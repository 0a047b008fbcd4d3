import Engine
import Geometry

/// What controllers see of a running transition (`UIViewControllerTransitionCoordinator`),
/// as `viewController.transitionCoordinator` while it runs and as the argument of
/// `viewWillTransition(to:with:)`. A protocol, as in UIKit, so UIKit code that writes
/// `any UIViewControllerTransitionCoordinator`, or overrides a method that takes one,
/// compiles; `SystemTransitionCoordinator` is the engine's one adopter.
///
/// The rule it keeps: an animation added alongside runs with the transition's own animations
/// (their timing, their interactive progress, their finish or cancel), and each completion
/// runs once when the transition ends, with `isCancelled` telling how.
@preconcurrency @MainActor
public protocol TransitionCoordinator: TransitionCoordinatorContext {
    /// Adds an animation to run alongside the transition and/or a completion to run after it
    /// (`animate(alongsideTransition:completion:)`). Returns false when the transition
    /// already ended.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any TransitionCoordinatorContext) -> Void)?,
        completion: ((any TransitionCoordinatorContext) -> Void)?
    ) -> Bool

    /// Registers `handler` to run whenever the transition changes between interactive and
    /// not (`notifyWhenInteractionChanges(_:)`); nothing happens once it ended.
    func notifyWhenInteractionChanges(_ handler: @escaping (any TransitionCoordinatorContext) -> Void)
}

extension TransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` with no completion, UIKit's default.
    @discardableResult
    public func animate(alongsideTransition animation: ((any TransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// Adds an animation of views outside the transition's container
    /// (`animateAlongsideTransition(in:animation:completion:)`). Every animation a closure
    /// starts here is captured with the transition's wherever its view lives, so this is
    /// `animate(alongsideTransition:completion:)`; `view` only says where the views are.
    @discardableResult
    public func animateAlongsideTransition(
        in view: View?, animation: ((any TransitionCoordinatorContext) -> Void)?,
        completion: ((any TransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }
}
