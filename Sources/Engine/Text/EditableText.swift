/// One key press as a text view reads it: text to insert, a deletion, or a caret move.
enum TextEditCommand: Equatable {
    /// Insert the key's text at the caret.
    case insert(String)
    /// Return: a new line in a text view, the end of editing in a field.
    case newline
    /// BackSpace: the character before the caret.
    case deleteBackward
    /// Delete: the character after the caret.
    case deleteForward
    /// Left and Right arrows: one character.
    case moveLeft, moveRight
    /// Up and Down arrows: one line (in a one-line field, to the start and the end).
    case moveUp, moveDown
    /// Home and End: the start and the end of the line.
    case moveToLineStart, moveToLineEnd

    /// The command a key press stands for; nil for a key that edits nothing (Escape, Tab,
    /// a chord that types nothing), which the app keeps.
    init?(_ key: Key) {
        if let text = key.text, !text.isEmpty {
            self = .insert(text)
            return
        }
        switch key.name {
        case "Return", "KP_Enter": self = .newline
        case "BackSpace": self = .deleteBackward
        case "Delete", "KP_Delete": self = .deleteForward
        case "Left", "KP_Left": self = .moveLeft
        case "Right", "KP_Right": self = .moveRight
        case "Up", "KP_Up": self = .moveUp
        case "Down", "KP_Down": self = .moveDown
        case "Home", "KP_Home": self = .moveToLineStart
        case "End", "KP_End": self = .moveToLineEnd
        default: return nil
        }
    }
}

/// Text with an insertion point, edited by `TextEditCommand`s: the state `TextField` and
/// `TextView` share. The caret counts characters (what the arrows step over); the ranges
/// handed to delegates count UTF-16 code units, as `NSRange` does in UIKit.
struct EditableText: Equatable {
    /// The text.
    var text = "" {
        didSet { caret = min(caret, text.count) }
    }
    /// The insertion point, in characters from the start, `0...text.count`.
    var caret = 0

    /// The characters a deletion or an insertion replaces, nil when the command changes no
    /// text (a move, or BackSpace at the start).
    func replacedRange(for command: TextEditCommand) -> Range<Int>? {
        switch command {
        case .insert, .newline: caret..<caret
        case .deleteBackward: caret > 0 ? caret - 1..<caret : nil
        case .deleteForward: caret < text.count ? caret..<caret + 1 : nil
        default: nil
        }
    }

    /// `range` of characters as UTF-16 offsets (`NSRange`'s units).
    func utf16Range(_ range: Range<Int>) -> Range<Int> {
        let start = text.index(text.startIndex, offsetBy: range.lowerBound)
        let end = text.index(start, offsetBy: range.count)
        let lower = text.utf16.distance(from: text.utf16.startIndex, to: start)
        return lower..<lower + text.utf16.distance(from: start, to: end)
    }

    /// Replaces `range` of characters with `replacement` and puts the caret after it.
    mutating func replace(_ range: Range<Int>, with replacement: String) {
        let start = text.index(text.startIndex, offsetBy: range.lowerBound)
        let end = text.index(start, offsetBy: range.count)
        let before = text[..<start]
        text.replaceSubrange(start..<end, with: replacement)
        // Counted on the new text: an insertion may join with a neighbour into one character.
        caret = (before + replacement).count
    }

    /// Moves the caret as `command` says; `multiline` makes Up, Down, Home and End act on
    /// the line the caret is in, a one-line field takes them to the start and the end.
    mutating func move(_ command: TextEditCommand, multiline: Bool) {
        let characters = Array(text)
        func lineStart(_ i: Int) -> Int {
            var s = i
            while s > 0, characters[s - 1] != "\n" { s -= 1 }
            return s
        }
        func lineEnd(_ i: Int) -> Int {
            var e = i
            while e < characters.count, characters[e] != "\n" { e += 1 }
            return e
        }
        switch command {
        case .moveLeft: caret = max(0, caret - 1)
        case .moveRight: caret = min(characters.count, caret + 1)
        case .moveToLineStart: caret = multiline ? lineStart(caret) : 0
        case .moveToLineEnd: caret = multiline ? lineEnd(caret) : characters.count
        case .moveUp:
            guard multiline else {
                caret = 0
                return
            }
            let start = lineStart(caret)
            guard start > 0 else {
                caret = 0
                return
            }
            let previous = lineStart(start - 1)
            caret = min(previous + (caret - start), start - 1)
        case .moveDown:
            guard multiline else {
                caret = characters.count
                return
            }
            let end = lineEnd(caret)
            guard end < characters.count else {
                caret = characters.count
                return
            }
            caret = min(end + 1 + (caret - lineStart(caret)), lineEnd(end + 1))
        default: break
        }
    }
}
