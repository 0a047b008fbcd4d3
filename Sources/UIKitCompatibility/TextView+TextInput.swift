import Engine
import Foundation

// The part of `UITextInput` and `UITextView` that code keeping a text view's caret across an
// edit uses: positions, ranges between them, the selection as positions or as an `NSRange`,
// and scrolling a range into view. A text view here has an insertion point and no selection
// of several characters, so a range's start is where the caret goes, as in a text field.

/// `UITextContentType` (`TextContentType`): `.username`, `.password`, `.emailAddress`, ...;
/// kept, as there is no autofill.
public typealias UITextContentType = TextContentType

extension TextView {
    /// The position before the first character (`beginningOfDocument`).
    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    /// The position after the last character (`endOfDocument`).
    public var endOfDocument: UITextPosition { UITextPosition(offset: (text ?? "").count) }

    /// The range from `fromPosition` to `toPosition` (`textRange(from:to:)`), in text order;
    /// nil when either lies outside the text.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let length = (text ?? "").count
        guard (0...length).contains(fromPosition.offset), (0...length).contains(toPosition.offset) else { return nil }
        return fromPosition.offset <= toPosition.offset
            ? UITextRange(start: fromPosition, end: toPosition) : UITextRange(start: toPosition, end: fromPosition)
    }

    /// The position `offset` characters from `position` (`position(from:offset:)`); nil when
    /// that lies outside the text, as UIKit answers.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position.offset + offset
        return (0...(text ?? "").count).contains(target) ? UITextPosition(offset: target) : nil
    }

    /// The number of characters from `from` to `toPosition` (`offset(from:to:)`).
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        toPosition.offset - from.offset
    }

    /// The selection (`selectedTextRange`): the caret, an empty range at the insertion point.
    /// Setting it moves the caret to the range's start; nil leaves it where it is.
    public var selectedTextRange: UITextRange? {
        get {
            let caret = UITextPosition(offset: caretOffset)
            return UITextRange(start: caret, end: caret)
        }
        set {
            guard let newValue else { return }
            caretOffset = newValue.start.offset
        }
    }

    /// The selection as a range of UTF-16 offsets (`selectedRange`), as `NSString` and the
    /// delegate's `shouldChangeTextIn` count: the caret, with length 0. Setting it moves the
    /// caret to the range's location (clamped to the text).
    public var selectedRange: NSRange {
        get {
            let characters = Array(text ?? "")
            let utf16 = String(characters[..<min(caretOffset, characters.count)]).utf16.count
            return NSRange(location: utf16, length: 0)
        }
        set {
            let units = Array((text ?? "").utf16)
            let prefix = String(decoding: units[..<min(max(0, newValue.location), units.count)], as: UTF16.self)
            caretOffset = prefix.count
        }
    }

    /// Scrolls the least distance that shows the end of `range` (UTF-16 offsets), where a
    /// caret after it would be (`scrollRangeToVisible(_:)`); the caret stays where it is.
    public func scrollRangeToVisible(_ range: NSRange) {
        let units = Array((text ?? "").utf16)
        let end = min(max(0, range.location + range.length), units.count)
        let offset = String(decoding: units[..<end], as: UTF16.self).count
        scrollRectToVisible(caretRect(at: offset), animated: false)
    }
}
