/// A MotionTransitioning-style transition: one required method, started with a context
/// that says which way it goes. Call `context.transitionDidEnd()` once its motion ended.
///
/// Opt-in capabilities are separate protocols: `TransitionWithCustomDuration`,
/// `TransitionWithPresentation`, `TransitionWithFallback`, `TransitionWithFeasibility`.
@preconcurrency @MainActor
public protocol Transition: AnyObject {
    /// Starts the motion; the fore view is already in the container at its final frame
    /// when presenting (forward), and the back view under it when going backward.
    func start(with context: MotionTransitionContext)
}

/// Which way a transition goes.
public enum TransitionDirection: String, Hashable, Sendable {
    /// Presenting or pushing: the fore controller arrives.
    case forward
    /// Dismissing or popping: the fore controller leaves.
    case backward
}

/// A transition that chooses its own duration (the default is 0.35 s).
@preconcurrency @MainActor
public protocol TransitionWithCustomDuration: Transition {
    /// The duration, seconds, for this context.
    func transitionDuration(with context: MotionTransitionContext) -> Double
}

/// A transition that brings a presentation controller. If that presentation controller
/// is itself a `Transition`, it is started first, before the transition, and the whole
/// ends only when both have ended.
@preconcurrency @MainActor
public protocol TransitionWithPresentation: Transition {
    /// The style the fore controller takes when this transition is set (usually `.custom`).
    func defaultModalPresentationStyle() -> ModalPresentationStyle
    /// The presentation controller (nil for the style's default).
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController?
    ) -> PresentationController?
}

/// A transition that may hand over to another one for a given context (asked until a
/// transition returns itself).
@preconcurrency @MainActor
public protocol TransitionWithFallback: Transition {
    /// The transition to run instead (or `self`).
    func fallbackTransition(with context: MotionTransitionContext) -> any Transition
}

/// A transition that may decline a context; the system's default animation then runs.
@preconcurrency @MainActor
public protocol TransitionWithFeasibility: Transition {
    /// False when this transition cannot run in `context`.
    func canPerformTransition(with context: MotionTransitionContext) -> Bool
}
