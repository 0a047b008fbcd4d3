import Engine

/// A controller's MotionTransitioning-style transition settings, reached as
/// `viewController.motionTransitionController`. Setting `transition` makes this object the
/// controller's transitioning delegate (and takes the transition's modal style when it
/// brings a presentation controller); the controller retains it, it holds the
/// controller weakly.
@preconcurrency @MainActor
public final class TransitionController: TransitioningDelegate {
    /// The controller this belongs to.
    public private(set) weak var viewController: ViewController?

    /// The transition used when the controller is presented, dismissed, pushed or popped.
    public var transition: (any Transition)? {
        didSet {
            guard let vc = viewController else { return }
            vc.transitioningDelegate = transition == nil ? nil : self
            if let t = transition as? any TransitionWithPresentation {
                vc.modalPresentationStyle = t.defaultModalPresentationStyle()
            }
        }
    }

    /// An interaction controller (for example a `PercentDrivenInteractiveTransition`
    /// driven by a drag) that makes the transition interactive while it is set.
    public var interactionController: (any InteractiveTransitioning)?

    init(viewController: ViewController) { self.viewController = viewController }

    /// The animator adapting `transition` for `direction`, or nil when there is none.
    func animator(direction: TransitionDirection, source: ViewController?) -> (any AnimatedTransitioning)? {
        guard let transition else { return nil }
        let animator = MotionTransitionAnimator(transition: transition, direction: direction, source: source)
        animator.owner = self
        return animator
    }

    /// Answers from `transition` (and `interactionController`) for this controller.
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any AnimatedTransitioning)? {
        animator(direction: .forward, source: source)
    }

    /// Answers from `transition` (and `interactionController`) for this controller.
    public func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        animator(direction: .backward, source: nil)
    }

    /// Answers from `transition` (and `interactionController`) for this controller.
    public func interactionControllerForPresentation(using animator: any AnimatedTransitioning) -> (
        any InteractiveTransitioning
    )? {
        interactionController
    }

    /// Answers from `transition` (and `interactionController`) for this controller.
    public func interactionControllerForDismissal(using animator: any AnimatedTransitioning) -> (
        any InteractiveTransitioning
    )? {
        interactionController
    }

    /// Answers from `transition` (and `interactionController`) for this controller.
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        guard let t = transition as? any TransitionWithPresentation, let presenting else { return nil }
        return t.presentationController(forPresented: presented, presenting: presenting, source: source)
    }
}
