import Engine
import Geometry

// A `.currentContext` or `.overCurrentContext` presentation covers the view of the controller
// that defines the context, wherever the layout puts that view: its container takes the
// view's frame when it is presented and again whenever the view's geometry is set, as a
// container controller does on a window resize or when its bars change.

extension PresentationController {
    /// Keeps `containerView` on `contextView`'s frame (both in the same superview) until
    /// `stopFollowingContext()`; the frame is taken at once.
    func followContext(_ contextView: View) {
        stopFollowingContext()
        containerView?.frame = contextView.frame
        let id = contextView.addGeometryObserver(for: [.frame, .bounds, .center]) { [weak self] view, phase in
            guard phase == .didChange, let self, let container = self.containerView, container.superview != nil,
                container.frame != view.frame
            else { return }
            container.frame = view.frame
            // As the window's root layout does for a full-window presentation; a running
            // transition's animator places the view itself.
            if container.window?.transitionHost.currentContext?.containerView !== container {
                self.presentedView?.frame = self.frameOfPresentedViewInContainerView
            }
        }
        contextFollower = ContextFollower(contextView: contextView, id: id)
    }

    /// The presentation left the screen (dismissed, or cancelled while presenting): its
    /// container follows the context view no more.
    func stopFollowingContext() {
        contextFollower?.stop()
        contextFollower = nil
    }
}

/// The geometry observer a context presentation keeps on the context controller's view; the
/// view is not retained, and the observer ends with `stop()`.
@MainActor
final class ContextFollower {
    /// The view followed.
    private(set) weak var contextView: View?
    /// The observer's id on it.
    private let id: Int

    init(contextView: View, id: Int) {
        self.contextView = contextView
        self.id = id
    }

    /// Removes the observer.
    func stop() {
        contextView?.removeGeometryObserver(id)
    }
}
