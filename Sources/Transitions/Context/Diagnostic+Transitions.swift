import Engine

extension Diagnostic.Kind {
    /// `completeTransition(_:)` was not called within twice the transition's duration;
    /// the window keeps refusing input until it is.
    public static let completeTransitionNotCalled: Self = "transition.completeTransitionNotCalled"
    /// `completeTransition(true)` was called after the interaction cancelled the
    /// transition; it ended as completed, as UIKit ends it.
    public static let completedAfterCancel: Self = "transition.completedAfterCancel"
    /// A present, push, pop or tab switch completed with its to-view outside the container:
    /// the new screen shows nothing, as in UIKit.
    public static let toViewNotInContainer: Self = "transition.toViewNotInContainer"
    /// The transition's animations ran past twice its `transitionDuration(using:)` before
    /// it completed.
    public static let durationMismatch: Self = "transition.durationMismatch"
    /// `completeTransition(_:)` was called a second time; the call was ignored.
    public static let completeTransitionCalledTwice: Self = "transition.completeTransitionCalledTwice"
    /// During a `.custom` (or over-full-screen) dismissal the presenting view was added
    /// to the container, which would take it away from its real place (the classic `.custom` dismissal trap);
    /// it is put back when the transition ends.
    public static let presentingViewAddedToContainer: Self = "transition.presentingViewAddedToContainer"
    /// A view the transition did not expect was still in the container when it ended.
    public static let viewLeftInContainer: Self = "transition.viewLeftInContainer"
    /// A dismissed or popped controller was still alive one second after its transition ended.
    public static let controllerNotFreed: Self = "transition.controllerNotFreed"
    /// A `present`, `dismiss`, push, pop or tab switch was refused (another transition
    /// runs, the controller is already presented, ...); nothing changed.
    public static let transitionRefused: Self = "transition.refused"
}
