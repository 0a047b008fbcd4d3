import Geometry
import LayerTree

extension TextView {
    /// What measures the text: the window's (the renderer's fonts) or the label's.
    private var measurer: (any TextMeasuring)? { window?.textMeasurer ?? textLabel.textMeasurer }

    /// One line's width as the label measures it when it wraps (its estimate without fonts
    /// too), so the lines here are the lines it draws.
    private func lineWidth(_ line: String) -> Double {
        if let m = measurer { return m.size(of: line, fontSize: fontSize, weight: fontWeight).width }
        return Double(line.count) * fontSize * 0.55
    }

    /// One line's height, as the label stacks its lines.
    private var lineHeight: Double {
        measurer?.size(of: "X", fontSize: fontSize, weight: fontWeight).height ?? (fontSize * 1.2).rounded(.up)
    }

    /// The width the text wraps to: the bounds less the inset and the line padding.
    var wrappingWidth: Double {
        max(0, bounds.width - textContainerInset.left - textContainerInset.right - 2 * lineFragmentPadding)
    }

    /// Wraps the text (with `TextWrapping.labelLines`, as a multi-line label does, within the
    /// container's line limit and line break mode, as its layout manager lays it out), sizes
    /// the label and the content to its lines, and puts the caret after its character.
    func layoutText() {
        guard textLabel.lineShape.isPlain else { return layoutShapedText() }
        let width = wrappingWidth
        let lines = TextWrapping.labelLines(
            editable.text, width: width, maxLines: textContainer.maximumNumberOfLines,
            breaksCharacters: textContainer.lineBreakMode == .byCharWrapping,
            truncatesTail: textContainer.lineBreakMode == .byTruncatingTail, measure: lineWidth)
        let height = lineHeight
        let count = max(1, lines.count)
        let origin = Point(x: textContainerInset.left + lineFragmentPadding, y: textContainerInset.top)
        textLabel.frame = Rect(x: origin.x, y: origin.y, width: width, height: Double(count) * height)
        let content = Size(
            width: bounds.width, height: textContainerInset.top + Double(count) * height + textContainerInset.bottom)
        if contentSize != content { contentSize = content }

        let (line, prefix) = caretLine(in: lines)
        let lineText = line < lines.count ? lines[line] : ""
        let free = width - lineWidth(lineText)
        let start: Double
        switch textAlignment {
        case .left: start = 0
        case .center: start = free / 2
        case .right: start = free
        }
        caret.view.frame = Rect(
            x: (origin.x + start + lineWidth(prefix)).rounded(), y: (origin.y + Double(line) * height).rounded(),
            width: TextCaret.width, height: height.rounded())
        caret.view.backgroundColor = tintColor
    }

    /// Lays the text out around the container's exclusion paths: the label spans the
    /// container (the bounds less the inset) and sets each line in its own fragment, as the
    /// view's layout manager lays it out; the caret goes where its character is drawn.
    private func layoutShapedText() {
        let containerWidth = max(0, bounds.width - textContainerInset.left - textContainerInset.right)
        let lines = textLabel.shapedLines(breakingAt: containerWidth)
        let height = lineHeight
        let count = max(1, lines.count)
        let origin = Point(x: textContainerInset.left, y: textContainerInset.top)
        textLabel.frame = Rect(x: origin.x, y: origin.y, width: containerWidth, height: Double(count) * height)
        let content = Size(
            width: bounds.width, height: textContainerInset.top + Double(count) * height + textContainerInset.bottom)
        if contentSize != content { contentSize = content }

        let (line, prefix) = caretLine(in: lines.map(\.string))
        let x =
            line < lines.count
            ? textLabel.x(after: prefix, on: lines[line])
            : lineFragmentPadding + textLabel.shift(of: 0, in: wrappingWidth)
        caret.view.frame = Rect(
            x: (origin.x + x).rounded(), y: (origin.y + Double(line) * height).rounded(),
            width: TextCaret.width, height: height.rounded())
        caret.view.backgroundColor = tintColor
    }

    /// The line the caret is on and the text before it on that line. The lines are
    /// matched back to the text: a wrap drops the spaces it breaks at, a paragraph ends at
    /// a newline, and a run of spaces inside a line is drawn as one.
    func caretLine(in lines: [String]) -> (line: Int, prefix: String) {
        let characters = Array(editable.text)
        var starts: [Int] = []
        var p = 0
        for line in lines {
            if !starts.isEmpty, p < characters.count, characters[p] == "\n" { p += 1 }
            while p < characters.count, characters[p] == " " { p += 1 }
            starts.append(p)
            for character in line {
                if character == " " {
                    while p < characters.count, characters[p] == " " { p += 1 }
                } else {
                    p += 1
                }
            }
        }
        let caret = editable.caret
        guard let line = starts.lastIndex(where: { $0 <= caret }) else { return (0, "") }
        let start = min(starts[line], characters.count)
        return (line, String(characters[start..<max(start, min(caret, characters.count))]))
    }
}
