import Engine
import Foundation

// A floating-label field, a growing text view or a placeholder observes its own
// notifications, as UIKit posts them with the field or text view as the object: editing
// began, a typed edit changed the text, editing ended. Naming one of them has every text
// field and text view post all three from then on.

/// UIKit's names for the editing notifications of one kind of text input.
private struct EditingNotificationNames: Sendable {
    let didBegin: Notification.Name
    let didChange: Notification.Name
    let didEnd: Notification.Name

    /// The names UIKit spells with `kind` (`UITextField`, `UITextView`) first.
    init(_ kind: String) {
        didBegin = Notification.Name("\(kind)TextDidBeginEditingNotification")
        didChange = Notification.Name("\(kind)TextDidChangeNotification")
        didEnd = Notification.Name("\(kind)TextDidEndEditingNotification")
    }

    static let textField = EditingNotificationNames("UITextField")
    static let textView = EditingNotificationNames("UITextView")

    /// The name for `event`.
    func name(for event: TextEditingEvent) -> Notification.Name {
        switch event {
        case .didBeginEditing: didBegin
        case .didChange: didChange
        case .didEndEditing: didEnd
        }
    }

    /// These names, once every text input posts its notifications.
    var posted: Self {
        TextEditingEvents.installIfNeeded {
            { view, event in
                let names: EditingNotificationNames? =
                    view is TextField ? .textField : view is TextView ? .textView : nil
                guard let names else { return }
                NotificationCenter.default.post(name: names.name(for: event), object: view)
            }
        }
        return self
    }
}

extension TextField {
    /// `UITextField.textDidBeginEditingNotification`: posted with the field as the object
    /// when it becomes first responder and begins editing.
    nonisolated public static var textDidBeginEditingNotification: Notification.Name {
        EditingNotificationNames.textField.posted.didBegin
    }
    /// `UITextField.textDidChangeNotification`: posted with the field as the object after a
    /// typed edit or the clear button changes its text; setting `text` in code posts nothing,
    /// as in UIKit.
    nonisolated public static var textDidChangeNotification: Notification.Name {
        EditingNotificationNames.textField.posted.didChange
    }
    /// `UITextField.textDidEndEditingNotification`: posted with the field as the object when
    /// it resigns first responder and ends editing.
    nonisolated public static var textDidEndEditingNotification: Notification.Name {
        EditingNotificationNames.textField.posted.didEnd
    }
}

extension TextView {
    /// `UITextView.textDidBeginEditingNotification`: posted with the text view as the object
    /// when it becomes first responder and begins editing.
    nonisolated public static var textDidBeginEditingNotification: Notification.Name {
        EditingNotificationNames.textView.posted.didBegin
    }
    /// `UITextView.textDidChangeNotification`: posted with the text view as the object after
    /// a typed edit changes its text; setting `text` in code posts nothing, as in UIKit.
    nonisolated public static var textDidChangeNotification: Notification.Name {
        EditingNotificationNames.textView.posted.didChange
    }
    /// `UITextView.textDidEndEditingNotification`: posted with the text view as the object
    /// when it resigns first responder and ends editing.
    nonisolated public static var textDidEndEditingNotification: Notification.Name {
        EditingNotificationNames.textView.posted.didEnd
    }
}
