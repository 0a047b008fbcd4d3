/// Hears about a popover (`UIPopoverPresentationControllerDelegate`): everything the
/// adaptive delegate hears, and the moment before the popover shows. A delegate of a popover
/// conforms to this one; a class that names both protocols, as UIKit code often does, names
/// a protocol and its refinement, which Swift accepts.
@preconcurrency @MainActor
public protocol PopoverPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    /// `prepareForPopoverPresentation(_:)`: the popover is about to be shown as a popover
    /// (not when it adapts to a sheet); its source view and rect may still be changed.
    func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController)
}

extension PopoverPresentationControllerDelegate {
    /// By default nothing is prepared.
    public func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController) {}
}
