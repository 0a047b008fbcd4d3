// UIKit's sheet names for the engine's sheet, so a `sheetPresentationController` snippet
// ports with its import changed. `UISheetPresentationController.Detent` (`.medium()`,
// `.large()`, `.custom(identifier:resolver:)`) and `.Detent.Identifier` come with the alias,
// as the engine nests them the way UIKit does.

/// `UISheetPresentationController`: the presentation controller of a `.pageSheet` or
/// `.formSheet` controller, with detents (`SheetPresentationController`).
public typealias UISheetPresentationController = SheetPresentationController
/// `UISheetPresentationControllerDelegate` (`SheetPresentationControllerDelegate`): told
/// when the user drags the sheet to another detent, and about user-initiated dismissals.
public typealias UISheetPresentationControllerDelegate = SheetPresentationControllerDelegate
/// `UIAdaptivePresentationControllerDelegate`: the dismissal questions any presentation
/// the user may swipe away answers (`AdaptivePresentationControllerDelegate`).
public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate
/// `UISheetPresentationControllerDetentResolutionContext`: what a custom detent's resolver
/// sees (`maximumDetentValue`); a value here, a protocol in UIKit.
public typealias UISheetPresentationControllerDetentResolutionContext = SheetPresentationController.ResolutionContext
