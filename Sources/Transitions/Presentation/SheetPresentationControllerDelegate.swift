import Engine

/// Hears about a presentation the user may dismiss (`UIAdaptivePresentationControllerDelegate`'s
/// dismissal methods). Every method is optional.
@preconcurrency @MainActor
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// Asked before a user-initiated dismissal (a drag down or a tap outside); false refuses it.
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    /// A user-initiated dismissal is about to begin.
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    /// A user-initiated dismissal ended; not called for `dismiss(animated:)` from code.
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    /// A user-initiated dismissal was refused (`isModalInPresentation`, or the delegate said no).
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
    /// The style to present in where `traitCollection` holds
    /// (`adaptivePresentationStyle(for:traitCollection:)`), asked where a popover adapts
    /// (either size class compact): `.none` keeps the popover; `.automatic` (the default's
    /// answer when `adaptivePresentationStyle(for:)` gives none either) adapts as the system does.
    func adaptivePresentationStyle(
        for controller: PresentationController, traitCollection: TraitCollection
    ) -> ModalPresentationStyle
    /// The older question (`adaptivePresentationStyle(for:)`), asked by the default of the
    /// one above.
    func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle
}

extension AdaptivePresentationControllerDelegate {
    /// Default: true, the user may dismiss.
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }
    /// Default: nothing.
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    /// Default: nothing.
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
    /// Default: nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
    /// Default: the answer of `adaptivePresentationStyle(for:)`, as UIKit falls back to it.
    public func adaptivePresentationStyle(
        for controller: PresentationController, traitCollection: TraitCollection
    ) -> ModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    /// Default: `.automatic`, no answer: the presentation adapts as the system does.
    public func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle {
        .automatic
    }
}

/// The delegate of a sheet (`UISheetPresentationControllerDelegate`).
@preconcurrency @MainActor
public protocol SheetPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    /// The user dragged the sheet to another detent (not called for changes made in code).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: SheetPresentationController)
}

extension SheetPresentationControllerDelegate {
    /// Default: nothing.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: SheetPresentationController
    ) {}
}
