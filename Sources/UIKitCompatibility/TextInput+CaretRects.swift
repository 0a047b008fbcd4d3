import Engine

// The geometry half of `UITextInput` that code placing views beside the text reads: where
// the caret stands at a position, and the rectangle a range covers on its first line (a
// search field putting a suggestion after the typed text, say). In the view's coordinates,
// as the text is laid out now.

extension TextField {
    /// The rectangle the caret is drawn in at `position` (`caretRect(for:)`): as tall as a
    /// line, before the character at the position, where the text is drawn now (its
    /// alignment and a scroll that keeps the caret in view counted).
    public func caretRect(for position: UITextPosition) -> Rect {
        caretRect(at: position.offset)
    }

    /// The rectangle `range` covers (`firstRect(for:)`): from the caret place at its start
    /// to the one at its end, a line tall; an empty range gives a rectangle of no width at
    /// its place. A field has one line, so the first rectangle is the only one.
    public func firstRect(for range: UITextRange) -> Rect {
        let start = caretRect(at: range.start.offset)
        let end = caretRect(at: range.end.offset)
        return Rect(x: start.minX, y: start.minY, width: max(0, end.minX - start.minX), height: start.height)
    }
}

extension TextView {
    /// The rectangle the caret is drawn in at `position` (`caretRect(for:)`), in the view's
    /// (content) coordinates, on the line the position falls on.
    public func caretRect(for position: UITextPosition) -> Rect {
        caretRect(at: position.offset)
    }

    /// The rectangle that encloses `range` on its first line (`firstRect(for:)`): from the
    /// caret place at its start to the one at its end when both are on one line; to the
    /// end of the line's text area when the range goes on to a later line.
    public func firstRect(for range: UITextRange) -> Rect {
        let start = caretRect(at: range.start.offset)
        let end = caretRect(at: range.end.offset)
        let lineEnd = bounds.width - textContainerInset.right - textContainer.lineFragmentPadding
        let right = end.minY > start.minY ? lineEnd : end.minX
        return Rect(x: start.minX, y: start.minY, width: max(0, right - start.minX), height: start.height)
    }
}
