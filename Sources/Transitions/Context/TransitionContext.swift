import Engine
import Geometry

/// Everything an animator needs about one transition, and the only way to end it
/// (`UIViewControllerContextTransitioning`).
///
/// A protocol, as in UIKit: the system hands animators its own context
/// (`SystemTransitionContext`), and a custom container view controller may adopt this
/// protocol in a class of its own to run any animator between two children. Its
/// requirements are UIKit's, spelled so that a class written against UIKit's protocol
/// satisfies them unchanged. Rules an adopter keeps: `completeTransition(_:)` is called
/// exactly once and ends the transition, `transitionWasCancelled` answers true from the
/// moment it is cancelled, and the frames are in `containerView` coordinates.
@preconcurrency @MainActor
public protocol TransitionContext: AnyObject {
    /// The view the transition happens in: animators add views here.
    var containerView: View { get }
    /// False when the transition must place its views at once, without animating.
    var isAnimated: Bool { get }
    /// True while an interaction controller drives the transition.
    var isInteractive: Bool { get }
    /// True once the transition was cancelled; the animator passes its negation to
    /// `completeTransition(_:)`.
    var transitionWasCancelled: Bool { get }
    /// The presented controller's style for a modal transition; `.none` otherwise.
    var presentationStyle: ModalPresentationStyle { get }
    /// The rotation applied to the interface during the transition (identity when none).
    var targetTransform: AffineTransform { get }
    /// Reports interactive progress, 0...1.
    func updateInteractiveTransition(_ percentComplete: Double)
    /// Reports that the interaction ended and the transition should run to its end.
    func finishInteractiveTransition()
    /// Reports that the interaction ended and the transition should run back and cancel.
    func cancelInteractiveTransition()
    /// Holds a running transition where it is so an interaction can take it over.
    func pauseInteractiveTransition()
    /// Ends the transition: false means it was cancelled and everything goes back as it
    /// was. Must be called exactly once.
    func completeTransition(_ didComplete: Bool)
    /// The controller on one side of the transition.
    func viewController(forKey key: TransitionKey) -> ViewController?
    /// The view an animator should animate on one side, or nil when it must not touch it.
    func view(forKey key: TransitionKey) -> View?
    /// Where a controller's view starts, in container coordinates (`.zero` when unknown).
    func initialFrame(for viewController: ViewController) -> Rect
    /// Where a controller's view must end, in container coordinates (`.zero` when it leaves).
    func finalFrame(for viewController: ViewController) -> Rect

    /// What the transition does. Beyond UIKit (whose animators infer it from the
    /// controllers); an adopter need not implement it.
    var kind: TransitionKind { get }
    /// The presentation controller of a modal transition, or nil. Beyond UIKit's
    /// protocol (UIKit animators ask the controller for it); an adopter need not implement it.
    var presentationController: PresentationController? { get }
    /// `finishInteractiveTransition()` that leaves at a release velocity (progress per
    /// second). Beyond UIKit; an adopter need not implement it.
    func finishInteractiveTransition(velocity: Double?)
    /// `cancelInteractiveTransition()` that leaves at a release velocity (progress per
    /// second, positive towards the end). Beyond UIKit; an adopter need not implement it.
    func cancelInteractiveTransition(velocity: Double?)
}

extension TransitionContext {
    /// Default: a presentation when the to-side was presented by the from-side, a dismissal
    /// the other way round, and otherwise a swap of children, which is what a custom
    /// container's own context runs (reported as `.tab`, the engine's child swap).
    public var kind: TransitionKind {
        guard let from = viewController(forKey: .from), let to = viewController(forKey: .to) else { return .tab }
        if let presenter = to.presentingViewController, presenter === from { return .present }
        if let presenter = from.presentingViewController, presenter === to { return .dismiss }
        return .tab
    }

    /// Default: none; a context that is not the system's belongs to no presentation.
    public var presentationController: PresentationController? { nil }

    /// Default: the velocity is dropped, the rest runs at the adopter's own pace.
    public func finishInteractiveTransition(velocity: Double?) { finishInteractiveTransition() }

    /// Default: the velocity is dropped, the rest runs back at the adopter's own pace.
    public func cancelInteractiveTransition(velocity: Double?) { cancelInteractiveTransition() }
}
