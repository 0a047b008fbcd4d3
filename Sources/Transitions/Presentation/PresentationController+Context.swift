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
        contextFollower = GeometryObservation(of: contextView, for: [.frame, .bounds, .center]) {
            [weak self] view, phase in
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
    }

    /// The presentation left the screen (dismissed, or cancelled while presenting): its
    /// container follows the context view no more.
    func stopFollowingContext() {
        contextFollower?.stop()
        contextFollower = nil
    }
}
