import Engine
import Geometry

/// The popover an action sheet is presented with (its `modalPresentationStyle` is
/// `.popover`, as in UIKit): it stays a popover only in a regular window and with a source
/// to point at, and otherwise adapts to the sheet at the bottom of the window, which shows
/// over the presenter as an over-full-screen presentation does. A tap outside it picks the
/// cancel action, whose button the popover leaves out.
@MainActor
final class AlertPopoverPresentationController: PopoverPresentationController {
    /// A popover where the window is regular both ways and a source is set; the action
    /// sheet (`.overFullScreen`) elsewhere. The delegate is not asked: UIKit's action sheet
    /// adapts on its own.
    override func adaptedStyle(for traits: TraitCollection) -> ModalPresentationStyle {
        let hasSource = sourceView != nil || barButtonItem != nil
        return !traits.isCompactInEitherDimension && hasSource ? .popover : .overFullScreen
    }

    /// The action sheet's presentation controller, standing in for this popover.
    override func adapted(to style: ModalPresentationStyle) -> PresentationController {
        let sheet = AlertPresentationController(
            presentedViewController: presentedViewController, presenting: presentingViewController)
        sheet.delegate = delegate
        presentedViewController.adaptedFromPopover = self
        return sheet
    }

    /// A tap outside the popover.
    override func dimmingViewTapped() {
        (presentedViewController as? AlertController)?.userTappedOutside()
    }
}
