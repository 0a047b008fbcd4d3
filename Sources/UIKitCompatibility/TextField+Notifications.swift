import Engine
import Foundation

// A floating-label or placeholder field observes its own notifications, as UIKit posts them
// with the text field as the object: editing began, a typed edit changed the text, editing
// ended. Naming one of them has every text field post all three from then on.

/// The three names, kept apart from the accessors so posting does not re-enter them.
private enum TextFieldNotificationNames {
    static let didBegin = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    static let didChange = Notification.Name("UITextFieldTextDidChangeNotification")
    static let didEnd = Notification.Name("UITextFieldTextDidEndEditingNotification")
}

extension TextField {
    /// `UITextField.textDidBeginEditingNotification`: posted with the field as the object
    /// when it becomes first responder and begins editing.
    nonisolated public static var textDidBeginEditingNotification: Notification.Name {
        postEditingNotifications()
        return TextFieldNotificationNames.didBegin
    }
    /// `UITextField.textDidChangeNotification`: posted with the field as the object after a
    /// typed edit or the clear button changes its text; setting `text` in code posts nothing,
    /// as in UIKit.
    nonisolated public static var textDidChangeNotification: Notification.Name {
        postEditingNotifications()
        return TextFieldNotificationNames.didChange
    }
    /// `UITextField.textDidEndEditingNotification`: posted with the field as the object when
    /// it resigns first responder and ends editing.
    nonisolated public static var textDidEndEditingNotification: Notification.Name {
        postEditingNotifications()
        return TextFieldNotificationNames.didEnd
    }

    /// Has every text field post the three notifications from now on.
    nonisolated private static func postEditingNotifications() {
        guard editingEventHandler == nil else { return }
        editingEventHandler = { field, event in
            let name =
                switch event {
                case .didBeginEditing: TextFieldNotificationNames.didBegin
                case .didChange: TextFieldNotificationNames.didChange
                case .didEndEditing: TextFieldNotificationNames.didEnd
                }
            NotificationCenter.default.post(name: name, object: field)
        }
    }
}
