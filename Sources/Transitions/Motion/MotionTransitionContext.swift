import Engine

/// What a MotionTransitioning-style `Transition` sees: direction, the fore (presented,
/// pushed) and back controllers, the container and the duration; `compose(with:)` to run
/// another transition as part of this one, `transitionDidEnd()` when the motion ended.
///
/// The whole transition ends (and UIKit's `completeTransition` is called) only once
/// this transition and every composed one have called `transitionDidEnd()`.
@preconcurrency @MainActor
public final class MotionTransitionContext {
    /// forward when presenting or pushing, backward when dismissing or popping.
    public let direction: TransitionDirection
    /// The controller `present` was called on (nil for navigation).
    public let sourceViewController: ViewController?
    /// The controller underneath (the presenter, the controller below in the stack).
    public let backViewController: ViewController
    /// The controller on top (presented, pushed).
    public let foreViewController: ViewController
    /// The view the motion happens in.
    public var containerView: View { transitionContext.containerView }
    /// The duration, seconds.
    public internal(set) var duration: Double
    /// The presentation controller of a modal transition, if any.
    public var presentationController: PresentationController? { transitionContext.presentationController }
    /// The underlying UIKit-style context (interactivity, cancellation).
    public let transitionContext: TransitionContext
    /// True when an interaction drives the transition.
    public var isInteractive: Bool { transitionContext.isInteractive }
    /// True when the transition was cancelled: undo what the motion changed outside
    /// animations before calling `transitionDidEnd()`.
    public var wasCancelled: Bool { transitionContext.transitionWasCancelled }

    private let group: Group
    private var ended = false

    /// The set of transitions making up one transition; completes UIKit's context when all ended.
    @MainActor
    final class Group {
        var pending = 0
        let context: TransitionContext
        init(context: TransitionContext) { self.context = context }
        func oneEnded() {
            pending -= 1
            if pending == 0 { context.completeTransition(!context.transitionWasCancelled) }
        }
    }

    init(
        direction: TransitionDirection, source: ViewController?, back: ViewController, fore: ViewController,
        duration: Double, context: TransitionContext, group: Group? = nil
    ) {
        self.direction = direction
        self.sourceViewController = source
        self.backViewController = back
        self.foreViewController = fore
        self.duration = duration
        self.transitionContext = context
        self.group = group ?? Group(context: context)
    }

    /// Starts `transition` with a context like this one; the whole transition ends only
    /// after it ended too.
    public func compose(with transition: any Transition) {
        sibling().begin(transition)
    }

    /// A context for another part of the same transition (its own `transitionDidEnd`).
    func sibling() -> MotionTransitionContext {
        MotionTransitionContext(
            direction: direction, source: sourceViewController, back: backViewController,
            fore: foreViewController, duration: duration, context: transitionContext, group: group)
    }

    /// Tells the context this transition's motion ended (call once).
    public func transitionDidEnd() {
        guard !ended else { return }
        ended = true
        group.oneEnded()
    }

    func begin(_ transition: any Transition) {
        group.pending += 1
        transition.start(with: self)
    }
}
