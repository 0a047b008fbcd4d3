/// A text view that edits an `EditableText` (`TextField`, `TextView`): what each editing
/// key does, and the steps of a typed edit, are the same for both, so they are said once
/// here; each view keeps its own delegate's question and news, and its caret placement.
@MainActor
protocol TextEditingHost: EditingKeyInput {
    /// True while the view is first responder and editing.
    var isEditing: Bool { get }
    /// The text and the caret.
    var editable: EditableText { get set }
    /// True when Up, Down, Home and End act on lines (a text view), not the whole text.
    var isMultiline: Bool { get }
    /// Whether the delegate lets a typed edit replace `utf16Range` with `replacement`.
    func allowsEdit(of utf16Range: Range<Int>, to replacement: String) -> Bool
    /// The text changed: redraw it.
    func contentDidChange()
    /// A typed edit was made: tell the delegate or the actions.
    func textDidChangeByTyping()
    /// The caret moved: show it there and tell the delegate.
    func caretDidMove()
}

extension TextEditingHost {
    /// A typed edit of `range` (characters) to `replacement`: asked of the delegate (in
    /// UTF-16 units, as `NSRange` counts), then made, drawn, the caret moved and the change
    /// told. Nothing happens while the view is not editing or when the delegate refuses.
    func userEdit(replacing range: Range<Int>, with replacement: String) {
        guard isEditing, allowsEdit(of: editable.utf16Range(range), to: replacement) else { return }
        editable.replace(range, with: replacement)
        contentDidChange()
        caretDidMove()
        textDidChangeByTyping()
    }

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
