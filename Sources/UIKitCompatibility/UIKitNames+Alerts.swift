// UIKit's names for alerts and action sheets, so a UIAlertController snippet compiles with
// its import changed.

/// `UIAlertController` (`AlertController`): `init(title:message:preferredStyle:)`,
/// `addAction(_:)`, `actions`, `preferredAction`, `addTextField(configurationHandler:)`,
/// `textFields`, `title`, `message`, and `popoverPresentationController` for an action sheet.
public typealias UIAlertController = AlertController
/// `UIAlertAction` (`AlertAction`): `init(title:style:handler:)`, `title`, `style`, `isEnabled`.
public typealias UIAlertAction = AlertAction
/// `UIAlertControllerStyle`, the Objective-C spelling of `UIAlertController.Style`.
public typealias UIAlertControllerStyle = AlertController.Style
/// `UIAlertActionStyle`, the Objective-C spelling of `UIAlertAction.Style`.
public typealias UIAlertActionStyle = AlertAction.Style
