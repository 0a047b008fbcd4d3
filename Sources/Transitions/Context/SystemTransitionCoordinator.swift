import Engine
import Geometry

/// The engine's transition coordinator: the one object that adopts `TransitionCoordinator`
/// (UIKit's private class behind `UIViewControllerTransitionCoordinator`), made for each
/// transition and for each window resize. Controllers see it as `transitionCoordinator`
/// only while its transition runs.
///
/// Alongside animations registered before the transition starts run with it, with the
/// timing of the animator's own animations (its curve or spring, duration and delay, as
/// UIKit runs them "in the same context as the transition animations"); those registered
/// later start at once over the remaining time, on the same curve. Either way they are
/// captured with the animator's, so they follow interactive progress, finish and
/// cancel. Completions run once when the transition ends; `isCancelled` tells how.
@preconcurrency @MainActor
public final class SystemTransitionCoordinator: TransitionCoordinator {
    private weak var context: SystemTransitionContext?
    /// Set when the coordinator stands for a window resize instead of a transition.
    private let sizeChange: SizeChange?
    /// What `containerView` answers once the transition is gone: a view in no window.
    private lazy var detachedContainer = View()

    init(context: SystemTransitionContext) {
        self.context = context
        sizeChange = nil
    }

    /// The coordinator `viewWillTransition(to:with:)` receives for a window resize.
    init(sizeChange: SizeChange) { self.sizeChange = sizeChange }

    /// Adds an animation to run alongside the transition and/or a completion to run
    /// after it. Returns false when the transition already ended.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any TransitionCoordinatorContext) -> Void)?,
        completion: ((any TransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let sizeChange {
            guard !sizeChange.hasEnded else { return false }
            if let animation { sizeChange.animations.append(animation) }
            if let completion { sizeChange.completions.append(completion) }
            return true
        }
        return context?.addAlongside(animation, completion: completion) ?? false
    }

    /// Registers `handler` to run whenever the transition changes between interactive and
    /// not (`notifyWhenInteractionChanges(_:)`): when `finish`/`cancel` hands it over to
    /// the animation (check `isCancelled`), when a pause makes it interactive again, and
    /// when it ends while still interactive. Handlers are released when it ends; nothing
    /// happens when it already ended.
    public func notifyWhenInteractionChanges(_ handler: @escaping (any TransitionCoordinatorContext) -> Void) {
        guard let context, !context.isComplete else { return }
        context.interactionChangeHandlers.append(handler)
    }

    /// True when the transition began interactive; it does not change while it runs.
    public var initiallyInteractive: Bool { context?.initiallyInteractive ?? false }
    /// The transition's kind.
    public var kind: TransitionKind? { context?.kind }
    /// False for `animated: false` transitions.
    public var isAnimated: Bool { context?.isAnimated ?? false }
    /// True while the user drives it; false once `finish`/`cancel` was called.
    public var isInteractive: Bool { context?.isInteractive ?? false }
    /// True once it was cancelled.
    public var isCancelled: Bool { context?.transitionWasCancelled ?? false }
    /// The interactive progress, 0...1.
    public var percentComplete: Double { context?.percentComplete ?? 0 }
    /// Progress now, 0...1, interactive or not.
    public var progress: Double { context?.progress ?? 1 }
    /// The transition's duration, seconds.
    public var transitionDuration: Double { context?.transitionDuration ?? 0 }
    /// How much faster than its share the rest runs once the user lets go (the interaction
    /// controller's `completionSpeed`); 1 for a resize or once the transition is gone.
    public var completionVelocity: Double { max(context?.completionSpeed ?? 1, .leastNonzeroMagnitude) }
    /// The curve the rest runs along once the user lets go.
    public var completionCurve: TimingCurve { context?.completionCurve ?? .easeInOut }
    /// True when the animator supplied an interruptible animator that drives the transition.
    public var isInterruptible: Bool { context?.interruptible != nil }
    /// The identity: nothing rotates here, not even on a resize.
    public var targetTransform: AffineTransform { .identity }
    /// The view the transition happens in; for a window resize the window's root view, and
    /// once the transition is gone a view in no window (UIKit's is never nil).
    public var containerView: View { context?.containerView ?? sizeChange?.container ?? detachedContainer }
    /// The presentation style of a modal transition; `.none` for push, pop, tab and once
    /// the transition is gone, as UIKit's coordinator answers outside a presentation.
    public var presentationStyle: ModalPresentationStyle { context?.presentationStyle ?? .none }
    /// The controller on one side.
    public func viewController(forKey key: TransitionKey) -> ViewController? { context?.viewController(forKey: key) }
    /// The view on one side (see `SystemTransitionContext.view(forKey:)`).
    public func view(forKey key: TransitionKey) -> View? { context?.view(forKey: key) }
}
