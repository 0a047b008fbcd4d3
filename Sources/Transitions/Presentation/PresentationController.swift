import Engine
import Geometry

/// Manages a presented controller's place on screen from presentation to dismissal
/// (`UIPresentationController`): its frame, its container, the chrome around it (a
/// dimming view), and whether the presenting view leaves the hierarchy.
///
/// Subclass it for `.custom` presentations (return it from the transitioning
/// delegate). It works with no animator at all: the default animation slides the
/// presented view up from the bottom while the hooks run as usual. It is held by the
/// presented controller only while presented, so it is freed with it.
@preconcurrency @MainActor
open class PresentationController {
    /// Values attached by UIKit code's associated-object calls; nil until the first.
    /// Unchecked: Objective-C's runtime lets any thread attach them, and UIKit code does
    /// so on the main thread, as with every other property of the object.
    nonisolated(unsafe) package var associatedObjects: AssociatedObjects?
    /// The controller being presented.
    public let presentedViewController: ViewController
    /// The controller presenting it (a sheet controller made before `present` gets the
    /// real presenter when the presentation starts).
    public internal(set) var presentingViewController: ViewController
    /// The container view of the presentation, set before `presentationTransitionWillBegin`.
    public internal(set) var containerView: View?
    /// Answers how the presentation adapts to a compact window and hears of user
    /// dismissals (`UIAdaptivePresentationControllerDelegate`); weak, as in UIKit.
    public weak var delegate: (any AdaptivePresentationControllerDelegate)?

    /// `observeValue(forKeyPath:of:change:context:)`: a change of a string key path this
    /// controller observes (see `KeyValueObserver`). Does nothing; a subclass overrides it.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}

    /// Creates a controller for one presentation.
    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
    }

    /// UIKit's designated initializer, whose presenting controller is optional (a
    /// transitioning delegate receives `presenting: UIViewController?`), so that a subclass's
    /// own initializer can pass it on to `super`. Nil stands for the controller that presents
    /// `presentedViewController`, or the presented one itself before that is known.
    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController =
            presentingViewController ?? presentedViewController.presentingViewController ?? presentedViewController
    }

    /// The view that is animated and put in the container for the presented side;
    /// the presented controller's view unless a subclass wraps it.
    open var presentedView: View? { presentedViewController.view }

    /// Where the presented view sits once presented, in container coordinates; the
    /// whole container by default.
    open var frameOfPresentedViewInContainerView: Rect { containerView?.bounds ?? .zero }

    /// The size for a child container's content inside `parentSize`; the default returns
    /// `parentSize` (the child fills its parent, as the default presented frame does).
    /// Subclasses override it to size the presented controller and read it back in
    /// `frameOfPresentedViewInContainerView`.
    open func size(forChildContentContainer container: any ContentContainer, withParentContainerSize parentSize: Size)
        -> Size
    {
        parentSize
    }

    /// True makes the presenting view leave the hierarchy when the presentation ends
    /// (`.fullScreen`); false (the default) leaves it where it is, outside the container.
    open var shouldRemovePresentersView: Bool { false }

    /// The presentation style of the presented controller (`presentationStyle`): its
    /// `modalPresentationStyle`. Kept for code that overrides it; nothing here reads it.
    open var presentationStyle: ModalPresentationStyle { presentedViewController.modalPresentationStyle }

    /// Whether the presentation covers the whole screen (`shouldPresentInFullscreen`):
    /// true by default, as in UIKit. Kept for code that overrides it; every presentation
    /// here covers the window, as UIKit's full-screen ones do.
    open var shouldPresentInFullscreen: Bool { true }

    /// The style the presentation takes once horizontally compact
    /// (`adaptivePresentationStyle`): the delegate's answer to
    /// `adaptivePresentationStyle(for:)`, `.none` with no delegate or no answer, as UIKit
    /// documents. Read-only; a subclass may override it, as UIKit code does.
    open var adaptivePresentationStyle: ModalPresentationStyle {
        guard let answer = delegate?.adaptivePresentationStyle(for: self), answer != .automatic else {
            return .none
        }
        return answer
    }

    /// Called before the presentation's animations start: add chrome to the container
    /// here and animate it with the transition coordinator. Views added to the container
    /// here are its chrome (role "dimming").
    open func presentationTransitionWillBegin() {}
    /// Called when the presentation ended; `completed` false when it was cancelled
    /// (remove the chrome then).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called before the dismissal's animations start.
    open func dismissalTransitionWillBegin() {}
    /// Called when the dismissal ended; `completed` false when it was cancelled.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called before the container lays out its subviews (at the first layout and on
    /// every size change): put the presented view and the chrome in place here.
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container laid out its subviews.
    open func containerViewDidLayoutSubviews() {}
    /// The presented controller's `preferredContentSize` changed
    /// (`preferredContentSizeDidChange(forChildContentContainer:)`): override it to resize the
    /// presented view, calling `super`. Does nothing by default.
    open func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer) {}
    /// The window is about to take `size` (`viewWillTransition(to:with:)`); the default
    /// forwards it to the presented controller, as UIKit's does.
    open func viewWillTransition(to size: Size, with coordinator: any TransitionCoordinator) {
        presentedViewController.viewWillTransition(to: size, with: coordinator)
    }

    /// Where the presenting view lived before a `.fullScreen` presentation removed it.
    var presentersHome: ViewHome?

    /// The watch that keeps a context presentation's container on the context view's frame.
    var contextFollower: GeometryObservation<View>?

    /// The transition style of a context presentation whose context controller provides
    /// its own (`providesPresentationContextTransitionStyle`); nil uses the presented
    /// controller's.
    var contextTransitionStyle: ModalTransitionStyle?

    /// The animator used when the transitioning delegate supplies none: the presented
    /// controller's `modalTransitionStyle` (UIKit's cover vertical by default), or the
    /// context controller's when it provides one.
    func systemAnimator(presenting: Bool) -> any AnimatedTransitioning {
        let style = contextTransitionStyle ?? presentedViewController.modalTransitionStyle
        let dissolves = style != .coverVertical
        return SystemPresentationAnimator(dissolves ? .dissolve : .modal, presenting: presenting)
    }

    /// The interaction controller that drives a dismissal with the system animator (a
    /// sheet's drag), or nil for a dismissal that runs on its own.
    var systemInteraction: (any InteractiveTransitioning)? { nil }
}
