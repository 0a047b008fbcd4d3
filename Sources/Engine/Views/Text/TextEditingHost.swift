/// A text view that edits an `EditableText` (`TextField`, `TextView`): what each editing
/// key does is the same for both, so it is said once here; each view keeps its own way of
/// asking its delegate (`userEdit`) and of showing the caret (`caretDidMove`).
@MainActor
protocol TextEditingHost: EditingKeyInput {
    /// True while the view is first responder and editing.
    var isEditing: Bool { get }
    /// The text and the caret.
    var editable: EditableText { get set }
    /// True when Up, Down, Home and End act on lines (a text view), not the whole text.
    var isMultiline: Bool { get }
    /// A typed edit of `range` (characters) to `replacement`, which the delegate may refuse.
    func userEdit(replacing range: Range<Int>, with replacement: String)
    /// The caret moved: show it there and tell the delegate.
    func caretDidMove()
}

extension TextEditingHost {
    /// One key press while editing: text and Return through `insertText(_:)`, BackSpace
    /// through `deleteBackward()`, Delete as a typed edit, the rest as caret moves. False
    /// for a key that edits nothing (Escape, Tab), which the app keeps, and for every key
    /// while the view is not editing.
    func handleEditingKey(_ key: Key) -> Bool {
        guard isEditing, let command = TextEditCommand(key) else { return false }
        switch command {
        case .insert(let text): insertText(text)
        case .newline: insertText("\n")
        case .deleteBackward: deleteBackward()
        case .deleteForward:
            if let range = editable.replacedRange(for: .deleteForward) { userEdit(replacing: range, with: "") }
        default:
            editable.move(command, multiline: isMultiline)
            caretDidMove()
        }
        return true
    }
}
