/// Supplies the pieces of a custom modal transition (`UIViewControllerTransitioningDelegate`).
/// Every method is optional: nil means "use the default" (the system animation, no
/// interaction, the style's presentation controller).
@preconcurrency @MainActor
public protocol TransitioningDelegate: AnyObject {
    /// The animator for presenting `presented` from `presenting`; `source` is the
    /// controller `present` was called on.
    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any AnimatedTransitioning)?
    /// The animator for dismissing `dismissed`.
    func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)?
    /// An interaction controller that drives the presentation; asked only when there is an animator.
    func interactionControllerForPresentation(using animator: any AnimatedTransitioning) -> (
        any InteractiveTransitioning
    )?
    /// An interaction controller that drives the dismissal; asked only when there is an animator.
    func interactionControllerForDismissal(using animator: any AnimatedTransitioning) -> (any InteractiveTransitioning)?
    /// The presentation controller of a `.custom` presentation.
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController?
}

extension TransitioningDelegate {
    /// Default: nil (the system's choice).
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any AnimatedTransitioning)? { nil }
    /// Default: nil (the system's choice).
    public func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? { nil }
    /// Default: nil (the system's choice).
    public func interactionControllerForPresentation(using animator: any AnimatedTransitioning) -> (
        any InteractiveTransitioning
    )? { nil }
    /// Default: nil (the system's choice).
    public func interactionControllerForDismissal(using animator: any AnimatedTransitioning) -> (
        any InteractiveTransitioning
    )? { nil }
    /// Default: nil (the system's choice).
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? { nil }
}
