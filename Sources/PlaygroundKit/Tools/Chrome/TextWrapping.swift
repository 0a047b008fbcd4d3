import LayerTree

/// Breaks a message into at most a few lines that fit a width, at spaces: text that does
/// not fit in the last line ends with an ellipsis after a whole word. A word is cut (before
/// its "…") only when it alone is wider than a line. The banner, the catalog's titles and
/// its summaries all fit their text here, so they all end the same way.
enum TextWrapping {
    /// The advance width of one line of `text` at `fontSize` and `weight`, points. Without a
    /// measurer (some tests), a glyph is taken as 0.6 em wide, which errs on the short side.
    static func width(
        of text: String, fontSize: Double, weight: FontWeight = .regular,
        measurer: (any TextMeasuring)?
    ) -> Double {
        measurer?.size(of: text, fontSize: fontSize, weight: weight).width ?? Double(text.count) * fontSize * 0.6
    }

    /// `text` on one line of at most `width` points: whole, or cut after a word with "…".
    static func truncated(
        _ text: String, width: Double, fontSize: Double, weight: FontWeight = .regular,
        measurer: (any TextMeasuring)?
    ) -> String {
        lines(text, width: width, fontSize: fontSize, weight: weight, maxLines: 1, measurer: measurer).first ?? ""
    }

    /// `text` as lines of at most `width` points at `fontSize`, measured as `width(of:)` does.
    static func lines(
        _ text: String, width: Double, fontSize: Double, weight: FontWeight = .regular, maxLines: Int,
        measurer: (any TextMeasuring)?
    ) -> [String] {
        func fits(_ s: String) -> Bool {
            Self.width(of: s, fontSize: fontSize, weight: weight, measurer: measurer) <= width
        }
        var words = text.split(separator: " ").map(String.init)[...]
        var out: [String] = []
        while !words.isEmpty && out.count < maxLines {
            var line = words.removeFirst()
            while let next = words.first, fits(line + " " + next) {
                line += " " + next
                words.removeFirst()
            }
            out.append(line)
        }
        guard !words.isEmpty || !(out.last.map(fits) ?? true), var last = out.popLast() else { return out }
        // Something is left over (or one word alone is too wide): end the last line with "…"
        // after as many whole words as fit.
        var kept = last.split(separator: " ").map(String.init)
        while kept.count > 1 && !fits(kept.joined(separator: " ") + "…") { kept.removeLast() }
        // A single word wider than the line: better its first letters than text running off.
        while kept.count == 1, !kept[0].isEmpty, !fits(kept[0] + "…") { kept[0].removeLast() }
        last = kept.joined(separator: " ") + "…"
        out.append(last)
        return out
    }
}
