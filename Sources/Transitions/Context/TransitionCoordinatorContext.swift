import Engine
import Geometry

/// What a running transition tells the closures given to its coordinator
/// (`UIViewControllerTransitionCoordinatorContext`): the same questions a transition context
/// answers, read-only. A protocol, as in UIKit, so UIKit code that names `any
/// UIViewControllerTransitionCoordinatorContext` compiles; the engine's coordinator
/// (`SystemTransitionCoordinator`) is the one object that adopts it, as UIKit's own objects
/// are the only ones that adopt UIKit's.
@preconcurrency @MainActor
public protocol TransitionCoordinatorContext: AnyObject {
    /// False for a transition started with `animated: false`.
    var isAnimated: Bool { get }
    /// The presentation style of a modal transition; `.none` for push, pop and tab.
    var presentationStyle: ModalPresentationStyle { get }
    /// True when the transition began interactive; it never changes while it runs.
    var initiallyInteractive: Bool { get }
    /// True when the animator drives the transition with an interruptible animator.
    var isInterruptible: Bool { get }
    /// True while the user drives the transition; false once it finishes or cancels.
    var isInteractive: Bool { get }
    /// True once the transition was cancelled.
    var isCancelled: Bool { get }
    /// The animator's duration, seconds.
    var transitionDuration: Double { get }
    /// The interactive progress, 0...1.
    var percentComplete: Double { get }
    /// How much faster than its share of the duration the rest of an interactive transition
    /// runs once the user lets go (1: exactly its share); always above 0.
    var completionVelocity: Double { get }
    /// The curve the rest of an interactive transition runs along once the user lets go.
    var completionCurve: TimingCurve { get }
    /// The controller on one side of the transition.
    func viewController(forKey key: TransitionKey) -> ViewController?
    /// The view an animator animates on one side, nil when it must not touch it.
    func view(forKey key: TransitionKey) -> View?
    /// The view the transition happens in.
    var containerView: View { get }
    /// The rotation of the interface the transition brings: always the identity here, as
    /// this platform never rotates its interface.
    var targetTransform: AffineTransform { get }
}
