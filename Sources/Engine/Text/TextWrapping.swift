import LayerTree

/// Breaks a message into at most a few lines that fit a width, at spaces: text that does
/// not fit in the last line ends with an ellipsis after a whole word. A word is cut (before
/// its "…") only when it alone is wider than a line. The banner, the catalog's titles and
/// its summaries all fit their text here, so they all end the same way.
package enum TextWrapping {
    /// The advance width of one line of `text` at `fontSize` and `weight`, points. Without a
    /// measurer (some tests), a glyph is taken as 0.6 em wide, which errs on the short side.
    package static func width(
        of text: String, fontSize: Double, weight: FontWeight = .regular,
        measurer: (any TextMeasuring)?
    ) -> Double {
        measurer?.size(of: text, fontSize: fontSize, weight: weight).width ?? Double(text.count) * fontSize * 0.6
    }

    /// `text` on one line of at most `width` points: whole, or cut after a word with "…".
    package static func truncated(
        _ text: String, width: Double, fontSize: Double, weight: FontWeight = .regular,
        measurer: (any TextMeasuring)?
    ) -> String {
        lines(text, width: width, fontSize: fontSize, weight: weight, maxLines: 1, measurer: measurer).first ?? ""
    }

    /// `text` as lines of at most `width` points at `fontSize`, measured as `width(of:)` does.
    package static func lines(
        _ text: String, width: Double, fontSize: Double, weight: FontWeight = .regular, maxLines: Int,
        measurer: (any TextMeasuring)?
    ) -> [String] {
        func fits(_ s: String) -> Bool {
            Self.width(of: s, fontSize: fontSize, weight: weight, measurer: measurer) <= width
        }
        var words = text.split(separator: " ").map(String.init)[...]
        var out: [String] = []
        while !words.isEmpty && out.count < maxLines {
            let count = fittingCount(words, maxWidth: width) {
                Self.width(of: $0, fontSize: fontSize, weight: weight, measurer: measurer)
            }
            out.append(words.prefix(count).joined(separator: " "))
            words.removeFirst(count)
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

extension TextWrapping {
    /// How many of `words` start a line of at most `maxWidth` as `measure` gives widths: the
    /// first always (a word wider than the line stands alone), then as many more as fit the
    /// whole line, as adding them one at a time until one does not fit would find (a line's
    /// width grows with every word).
    ///
    /// Measuring each longer line in turn shapes the line's text again for every word (a
    /// banner's first frame spent milliseconds there). The words' own widths and the spaces
    /// added up point at the answer instead, and measuring the line there and with one more
    /// word confirms it; kerning across a space can move it by a word, which the confirming
    /// steps walk.
    static func fittingCount(_ words: ArraySlice<String>, maxWidth: Double, measure: (String) -> Double) -> Int {
        func fits(_ count: Int) -> Bool { measure(words.prefix(count).joined(separator: " ")) <= maxWidth }
        let space = measure(" ")
        var total = 0.0
        var estimate = 0
        for word in words {
            total += measure(word) + (estimate > 0 ? space : 0)
            if total > maxWidth { break }
            estimate += 1
        }
        var count = max(1, estimate)
        while count < words.count, fits(count + 1) { count += 1 }
        while count > 1, !fits(count) { count -= 1 }
        return count
    }

    /// `text` broken into lines as a multi-line `UILabel` breaks it: at each newline, then
    /// at spaces so that each line fits `width` as `measure` gives widths; a word wider than
    /// a line breaks between characters, and `breaksCharacters` (`.byCharWrapping`) breaks
    /// every line so. At most `maxLines` lines (0: no limit); when text is left over and
    /// `truncatesTail` is set (`.byTruncatingTail`), the last line ends in "…" after as many
    /// characters as fit, as UIKit truncates a label's last line.
    package static func labelLines(
        _ text: String, width: Double, maxLines: Int, breaksCharacters: Bool, truncatesTail: Bool,
        measure: (String) -> Double
    ) -> [String] {
        let limit = maxLines > 0 ? maxLines : Int.max
        var out: [String] = []
        var leftOver = false
        /// Adds a finished line; false once the limit is reached with more to come.
        func emit(_ line: String) -> Bool {
            out.append(line)
            return out.count < limit
        }
        /// The longest start of `word` that fits, never less than one character.
        func fittingPrefix(_ word: Substring) -> Substring {
            var end = word.index(after: word.startIndex)
            while end < word.endIndex, measure(String(word[..<word.index(after: end)])) <= width {
                end = word.index(after: end)
            }
            return word[..<end]
        }
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        paragraphLoop: for (index, paragraph) in paragraphs.enumerated() {
            var line = ""
            var rest = paragraph[...]
            while !rest.isEmpty {
                let word: Substring
                let separator: String
                if breaksCharacters {
                    word = rest.prefix(1)
                    separator = ""
                } else {
                    word = rest.prefix { $0 != " " }
                    separator = line.isEmpty ? "" : " "
                }
                rest = rest.dropFirst(word.count).drop { !breaksCharacters && $0 == " " }
                if word.isEmpty { continue }
                if measure(line + separator + word) <= width {
                    line += separator + word
                    continue
                }
                if !line.isEmpty {
                    guard emit(line) else {
                        leftOver = true
                        break paragraphLoop
                    }
                    line = ""
                }
                var piece = word
                while measure(String(piece)) > width && piece.count > 1 {
                    let head = fittingPrefix(piece)
                    guard emit(String(head)) else {
                        leftOver = true
                        break paragraphLoop
                    }
                    piece = piece.dropFirst(head.count)
                }
                line = String(piece)
            }
            guard emit(line) else {
                leftOver = index < paragraphs.count - 1
                break
            }
        }
        guard leftOver, truncatesTail, var last = out.popLast() else { return out }
        while !last.isEmpty, measure(last + "…") > width { last.removeLast() }
        while last.last == " " { last.removeLast() }
        out.append(last + "…")
        return out
    }
}
