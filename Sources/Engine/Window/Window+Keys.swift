extension Window {
    /// Offers one key press to the first responder when it takes text (`KeyInput`), before
    /// the app's own keys; returns true when it took the key.
    ///
    /// A text view takes what it edits with: typed text, BackSpace, Delete, Return, the
    /// arrows, Home and End. A plain `KeyInput` gets text, BackSpace (`deleteBackward()`)
    /// and Return (`insertText("\n")`). Everything else (Escape, a chord with Control,
    /// which types nothing) is left to the app, so its shortcuts still work while a field
    /// is editing. A key none of them takes goes to the key commands of the first
    /// responder's chain (`keyCommands`, see `KeyCommand`).
    ///
    /// A first responder that left the window without resigning (its sheet was dismissed
    /// while it edited) is asked to resign and no longer counts: as in UIKit, a view taken
    /// out of its window stops editing, and its keys go back to the app.
    @discardableResult
    public func sendKey(_ key: Key) -> Bool {
        if let view = firstResponder as? View, view.window !== self {
            firstResponder = nil
            (view as? TextField)?.endsWithoutAsking = true
            view.resignFirstResponder()
            (view as? TextField)?.endsWithoutAsking = false
        }
        guard let input = firstResponder as? KeyInput else { return performKeyCommand(for: key) }
        if let editing = input as? EditingKeyInput {
            return editing.handleEditingKey(key) || performKeyCommand(for: key)
        }
        if let text = key.text {
            input.insertText(text)
            return true
        }
        switch key.name {
        case "BackSpace":
            input.deleteBackward()
            return true
        case "Return", "KP_Enter":
            input.insertText("\n")
            return true
        default:
            return performKeyCommand(for: key)
        }
    }
}
