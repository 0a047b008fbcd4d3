import Engine
import Geometry

// A tap outside the popover is the user's attempt to dismiss it, which the presented
// controller's `isModalInPresentation` and the delegate may refuse, as with a sheet's drag.

extension PopoverPresentationController {
    /// A tap on the dimming outside the bubble (and outside the passthrough views): dismisses
    /// the popover, telling the delegate `presentationControllerWillDismiss(_:)` before and
    /// `presentationControllerDidDismiss(_:)` once it is gone; or, when the presented
    /// controller is modal in presentation or the delegate's
    /// `presentationControllerShouldDismiss(_:)` says no, keeps it and tells the delegate
    /// `presentationControllerDidAttemptToDismiss(_:)`. Ignored while a transition runs, and
    /// when `dismissesOnDimmingTap` is false.
    func userTappedOutside() {
        guard dismissesOnDimmingTap, containerView?.window?.transitionHost.currentContext == nil else { return }
        guard !presentedViewController.isModalInPresentation,
            delegate?.presentationControllerShouldDismiss(self) ?? true
        else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.dismiss(animated: true) { [self] in
            delegate?.presentationControllerDidDismiss(self)
        }
    }
}
