/// A responder that takes typed text (`UIKeyInput`): while it is its window's first
/// responder, key presses that type text reach `insertText(_:)`, BackSpace reaches
/// `deleteBackward()`, and Return inserts "\n", as UIKit's hardware-keyboard route does.
///
/// Rules: the window offers keys to it before the app's shortcuts, so a letter typed into a
/// field never acts as a shortcut; a key that types nothing and edits nothing (Escape, a
/// chord with Control) passes on. `TextField` and `TextView` adopt it; a custom view adopts
/// it with `canBecomeFirstResponder` returning true.
@preconcurrency @MainActor
public protocol KeyInput: AnyObject {
    /// True when there is text to delete (`hasText`).
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point (`insertText(_:)`).
    func insertText(_ text: String)
    /// Deletes the character before the insertion point (`deleteBackward()`).
    func deleteBackward()
}

/// A key input that also handles the editing keys itself (arrows, Home, End, Delete, Tab),
/// as the engine's text views do; `KeyInput` alone gets text, BackSpace and Return.
@MainActor
protocol EditingKeyInput: KeyInput {
    /// Acts on one key press; false leaves it to the app.
    func handleEditingKey(_ key: Key) -> Bool
}
