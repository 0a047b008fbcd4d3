/// What a text field asks and tells the object that manages its editing
/// (`UITextFieldDelegate`). Every method has a default (allow, do nothing), so an adopter
/// implements only what it needs, as with UIKit's optional methods.
///
/// Order, as in UIKit: `textFieldShouldBeginEditing` (false keeps the field from becoming
/// first responder), then `textFieldDidBeginEditing`; for each typed edit
/// `textField(_:shouldChangeCharactersIn:replacementString:)` (false drops the edit, and
/// no `.editingChanged` is sent); Return asks `textFieldShouldReturn`; ending asks
/// `textFieldShouldEndEditing` (false keeps the field editing), then
/// `textFieldDidEndEditing`. Setting `text` in code asks nothing.
@preconcurrency @MainActor
public protocol TextFieldDelegate: AnyObject {
    /// Whether editing may begin; asked before the field becomes first responder.
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// The field became first responder and is editing.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether editing may end; asked before the field resigns first responder.
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// The field resigned first responder and stopped editing.
    func textFieldDidEndEditing(_ textField: TextField)
    /// The field stopped editing, and why (`textFieldDidEndEditing(_:reason:)`). The field
    /// calls this one; its default calls `textFieldDidEndEditing(_:)`, so implementing it
    /// replaces the one-argument form, as in UIKit.
    func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason)
    /// Whether a typed edit may replace `range` (UTF-16 offsets, `NSRange`'s units) with
    /// `string` (empty for a deletion); false drops it.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString string: String)
        -> Bool
    /// Return was pressed: true lets the field do its default (send `.editingDidEndOnExit`
    /// and end editing when an action listens for it).
    func textFieldShouldReturn(_ textField: TextField) -> Bool
    /// Whether `clear()` may empty the field (UIKit's clear button).
    func textFieldShouldClear(_ textField: TextField) -> Bool
    /// The caret moved or the text changed (`textFieldDidChangeSelection`).
    func textFieldDidChangeSelection(_ textField: TextField)
}

extension TextFieldDelegate {
    /// True: a tap or `becomeFirstResponder()` starts editing, as with no delegate.
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    /// Nothing to update when the field starts editing.
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    /// True: the field resigns whenever asked, as with no delegate.
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    /// Nothing to read back when the field stops editing.
    public func textFieldDidEndEditing(_ textField: TextField) {}
    /// Calls `textFieldDidEndEditing(_:)`, UIKit's fallback when this is not implemented.
    public func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// True: every typed character and deletion goes in, as with no delegate.
    public func textField(
        _ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString string: String
    ) -> Bool { true }
    /// True: Return sends `.editingDidEndOnExit` to the actions that listen for it.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
    /// True: `clear()` empties the field.
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
    /// Nothing to follow of the caret.
    public func textFieldDidChangeSelection(_ textField: TextField) {}
}

extension TextField {
    /// Why a field stopped editing (`UITextField.DidEndEditingReason`).
    public enum DidEndEditingReason: Int, Hashable, Sendable {
        /// The field resigned first responder: the edit stands.
        case committed = 0
        /// The edit was abandoned (UIKit's tvOS-only reason); never sent here.
        case cancelled = 1
    }
}
