import Engine

// The part of `UITextInput` that code moving a text field's caret uses: positions, ranges
// between them, the selected range. A field here has an insertion point and no selection of
// several characters, so a range's start is where the caret goes.

/// A place in a text input's text (`UITextPosition`): a count of characters from the start.
/// Two positions are equal when they are at the same place, as UIKit's text positions
/// compare, so `selectedTextRange.end == endOfDocument` asks whether the caret is at the end.
public class UITextPosition: Hashable {
    /// Characters from the start of the text.
    public let offset: Int
    /// A position `offset` characters from the start.
    public init(offset: Int) { self.offset = offset }

    /// True when both positions are the same count of characters from the start.
    public static func == (lhs: UITextPosition, rhs: UITextPosition) -> Bool { lhs.offset == rhs.offset }
    /// Hashes the position's offset.
    public func hash(into hasher: inout Hasher) { hasher.combine(offset) }
}

/// The stretch of text between two positions (`UITextRange`).
public class UITextRange {
    /// Where the range begins (`start`).
    public let start: UITextPosition
    /// Where the range ends (`end`).
    public let end: UITextPosition
    /// True when the range holds no characters (`isEmpty`), as a caret's does.
    public var isEmpty: Bool { start.offset == end.offset }
    /// The range from `start` to `end`.
    public init(start: UITextPosition, end: UITextPosition) {
        self.start = start
        self.end = end
    }
}

extension TextField {
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
    /// Setting it moves the caret to the range's start; nil leaves it where it is. The field
    /// selects no run of characters, so a longer range is a caret at its start.
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
}
