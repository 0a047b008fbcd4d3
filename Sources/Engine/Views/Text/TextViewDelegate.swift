/// What a text view asks and tells the object that manages its editing
/// (`UITextViewDelegate`), which also hears its scrolling (`ScrollViewDelegate`), as in
/// UIKit: set it as the text view's `delegate`. Every method has a default (allow, do
/// nothing), so an adopter implements only what it needs.
///
/// Order: `textViewShouldBeginEditing` (false keeps the view from becoming first
/// responder), `textViewDidBeginEditing`; for each typed edit
/// `textView(_:shouldChangeTextIn:replacementText:)` (false drops it), then, for an accepted
/// one, `textViewDidChange`; ending asks `textViewShouldEndEditing`, then tells
/// `textViewDidEndEditing`. Setting `text` in code calls none of them, as Apple documents
/// for `textViewDidChange`.
@preconcurrency @MainActor
public protocol TextViewDelegate: ScrollViewDelegate {
    /// Whether editing may begin.
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    /// The view became first responder and is editing.
    func textViewDidBeginEditing(_ textView: TextView)
    /// Whether editing may end.
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    /// The view resigned first responder.
    func textViewDidEndEditing(_ textView: TextView)
    /// Whether a typed edit may replace `range` (UTF-16 offsets, `NSRange`'s units) with
    /// `text` (empty for a deletion, "\n" for Return); false drops it.
    func textView(_ textView: TextView, shouldChangeTextIn range: Range<Int>, replacementText text: String) -> Bool
    /// A typed edit changed the text (never for `text` set in code).
    func textViewDidChange(_ textView: TextView)
    /// The caret moved or the text changed.
    func textViewDidChangeSelection(_ textView: TextView)
}

extension TextViewDelegate {
    /// True: an editable text view starts editing on a tap or `becomeFirstResponder()`.
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    /// Nothing to update when the text view starts editing.
    public func textViewDidBeginEditing(_ textView: TextView) {}
    /// True: the text view resigns whenever asked.
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
    /// Nothing to read back when the text view stops editing.
    public func textViewDidEndEditing(_ textView: TextView) {}
    /// True: every typed character, new line and deletion goes in.
    public func textView(_ textView: TextView, shouldChangeTextIn range: Range<Int>, replacementText text: String)
        -> Bool
    { true }
    /// Nothing to recount after a typed edit.
    public func textViewDidChange(_ textView: TextView) {}
    /// Nothing to follow of the caret.
    public func textViewDidChangeSelection(_ textView: TextView) {}
}
