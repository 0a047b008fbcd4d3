import Synchronization

/// A moment of editing that a text field or text view tells of besides its delegate.
package enum TextEditingEvent: Sendable {
    /// The view became first responder and began editing.
    case didBeginEditing
    /// A typed edit (or a field's clear button) changed the text, not a `text` set in code.
    case didChange
    /// The view resigned first responder and ended editing.
    case didEndEditing
}

/// Who hears every text field's and text view's editing moments: UIKit's notifications, which
/// UIKitCompatibility posts (the engine has no Foundation to post them) from the first time
/// code names one of them. One hook for both kinds of view, behind a lock, because code may
/// name a notification from any thread while the main actor edits text.
package enum TextEditingEvents {
    /// What hears the moments: the view that edits and what happened.
    package typealias Handler = @MainActor @Sendable (View, TextEditingEvent) -> Void

    private static let handler = Mutex<Handler?>(nil)

    /// Installs the handler `make` returns, unless one is installed already.
    package static func installIfNeeded(_ make: () -> Handler) {
        handler.withLock { installed in
            if installed == nil { installed = make() }
        }
    }

    /// Tells the handler, if any, that `view` had `event`.
    @MainActor package static func send(_ event: TextEditingEvent, from view: View) {
        handler.withLock { $0 }?(view, event)
    }
}
