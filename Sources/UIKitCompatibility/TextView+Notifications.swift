import Engine
import Foundation

// A growing text view or a placeholder text view observes its own notifications, as UIKit
// posts them with the text view as the object: editing began, a typed edit changed the text,
// editing ended. Naming one of them has every text view post all three from then on.

/// The three names, kept apart from the accessors so posting does not re-enter them.
private enum TextViewNotificationNames {
    static let didBegin = Notification.Name("UITextViewTextDidBeginEditingNotification")
    static let didChange = Notification.Name("UITextViewTextDidChangeNotification")
    static let didEnd = Notification.Name("UITextViewTextDidEndEditingNotification")
}

extension TextView {
    /// `UITextView.textDidBeginEditingNotification`: posted with the text view as the object
    /// when it becomes first responder and begins editing.
    nonisolated public static var textDidBeginEditingNotification: Notification.Name {
        postEditingNotifications()
        return TextViewNotificationNames.didBegin
    }
    /// `UITextView.textDidChangeNotification`: posted with the text view as the object after
    /// a typed edit changes its text; setting `text` in code posts nothing, as in UIKit.
    nonisolated public static var textDidChangeNotification: Notification.Name {
        postEditingNotifications()
        return TextViewNotificationNames.didChange
    }
    /// `UITextView.textDidEndEditingNotification`: posted with the text view as the object
    /// when it resigns first responder and ends editing.
    nonisolated public static var textDidEndEditingNotification: Notification.Name {
        postEditingNotifications()
        return TextViewNotificationNames.didEnd
    }

    /// Has every text view post the three notifications from now on.
    nonisolated private static func postEditingNotifications() {
        guard editingEventHandler == nil else { return }
        editingEventHandler = { textView, event in
            let name =
                switch event {
                case .didBeginEditing: TextViewNotificationNames.didBegin
                case .didChange: TextViewNotificationNames.didChange
                case .didEndEditing: TextViewNotificationNames.didEnd
                }
            NotificationCenter.default.post(name: name, object: textView)
        }
    }
}
