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
        labelLineLayout(
            text, width: width, maxLines: maxLines, breaksCharacters: breaksCharacters, truncatesTail: truncatesTail,
            measure: measure
        ).map(\.string)
    }

    /// The lines `labelLines` gives, each with the characters of `text` it came from, so a
    /// point on a drawn line can be traced back to the character drawn there (TextKit's
    /// layout manager asks this). One routine breaks the lines for both, so the lines a
    /// layout manager reports are the lines a label draws.
    ///
    /// `lineWidth`, when given, is each line's own width (by its index, and whether it
    /// starts a paragraph), in place of `width`: a TextKit line narrowed by paragraph
    /// indents or by the container's exclusion paths.
    package static func labelLineLayout(
        _ text: String, width: Double, maxLines: Int, breaksCharacters: Bool, truncatesTail: Bool,
        measure: (String) -> Double, lineWidth: ((_ line: Int, _ startsParagraph: Bool) -> Double)? = nil
    ) -> [LabelLine] {
        let characters = Array(text)
        let limit = maxLines > 0 ? maxLines : Int.max
        var out: [LabelLine] = []
        var leftOver = false
        var startsParagraph = true
        // The width of each line emitted, so the truncated last line keeps its own.
        var widths: [Double] = []
        /// The width the line being filled may take.
        func currentWidth() -> Double { lineWidth?(out.count, startsParagraph) ?? width }
        /// Adds a finished line; false once the limit is reached with more to come.
        func emit(_ line: String, _ sources: [Int], startingAt start: Int) -> Bool {
            let first = sources.first ?? start
            widths.append(currentWidth())
            out.append(LabelLine(string: line, sourceOffsets: sources, characters: first..<first))
            startsParagraph = false
            return out.count < limit
        }
        /// How many characters from the start of `word` fit, never less than one.
        func fittingCount(_ word: ArraySlice<Character>) -> Int {
            var count = 1
            let width = currentWidth()
            while count < word.count, measure(String(word.prefix(count + 1))) <= width { count += 1 }
            return count
        }
        var paragraphStart = 0
        var paragraphs: [Range<Int>] = []
        for (offset, character) in characters.enumerated() where character == "\n" {
            paragraphs.append(paragraphStart..<offset)
            paragraphStart = offset + 1
        }
        paragraphs.append(paragraphStart..<characters.count)
        paragraphLoop: for (index, paragraph) in paragraphs.enumerated() {
            startsParagraph = true
            var line = ""
            var sources: [Int] = []
            var p = paragraph.lowerBound
            while p < paragraph.upperBound {
                var end = p + 1
                if !breaksCharacters {
                    end = p
                    while end < paragraph.upperBound, characters[end] != " " { end += 1 }
                }
                let word = characters[p..<end]
                // A run of spaces between words is drawn as one, which stands for the first.
                let separator = breaksCharacters || line.isEmpty ? "" : " "
                let separatorSource = sources.last.map { $0 + 1 }
                p = end
                while !breaksCharacters, p < paragraph.upperBound, characters[p] == " " { p += 1 }
                if word.isEmpty { continue }
                if measure(line + separator + String(word)) <= currentWidth() {
                    if !separator.isEmpty, let separatorSource { sources.append(separatorSource) }
                    line += separator + String(word)
                    sources += word.indices
                    continue
                }
                if !line.isEmpty {
                    guard emit(line, sources, startingAt: paragraph.lowerBound) else {
                        leftOver = true
                        break paragraphLoop
                    }
                    line = ""
                    sources = []
                }
                var piece = word
                while measure(String(piece)) > currentWidth() && piece.count > 1 {
                    let head = piece.prefix(fittingCount(piece))
                    guard emit(String(head), Array(head.indices), startingAt: paragraph.lowerBound) else {
                        leftOver = true
                        break paragraphLoop
                    }
                    piece = piece.dropFirst(head.count)
                }
                line = String(piece)
                sources = Array(piece.indices)
            }
            guard emit(line, sources, startingAt: paragraph.lowerBound) else {
                leftOver = index < paragraphs.count - 1
                break
            }
        }
        // Each line holds its characters up to where the next one starts: the spaces it
        // broke at and the newline that ended it are its own, as in a TextKit line fragment.
        for index in out.indices {
            let end = index + 1 < out.count ? out[index + 1].characters.lowerBound : characters.count
            out[index].characters = out[index].characters.lowerBound..<max(out[index].characters.lowerBound, end)
        }
        guard leftOver, truncatesTail, var last = out.popLast() else {
            if leftOver, let last = out.indices.last, let drawnEnd = out[last].sourceOffsets.last {
                // Text left over and cut, not truncated: the last line ends with what it draws.
                out[last].characters = out[last].characters.lowerBound..<drawnEnd + 1
            }
            return out
        }
        let lastWidth = widths.last ?? width
        while !last.string.isEmpty, measure(last.string + "…") > lastWidth { last.dropLast() }
        while last.string.last == " " { last.dropLast() }
        // The ellipsis stands for the first character it hides.
        last.sourceOffsets.append(last.sourceOffsets.last.map { $0 + 1 } ?? last.characters.lowerBound)
        last.string += "…"
        out.append(last)
        return out
    }
}

/// One line as a label draws it, traced back to the text it was broken from.
package struct LabelLine: Equatable, Sendable {
    /// The line as drawn (runs of spaces as one, a truncated line ending in "…").
    package var string: String
    /// For each character of `string`, the offset (in characters) in the text of the character
    /// it draws; a space stands for the first of the run it replaces.
    package var sourceOffsets: [Int]
    /// The characters of the text the line holds, in character offsets: from its first drawn
    /// character to where the next line starts (or the text ends).
    package var characters: Range<Int>

    /// Drops the last drawn character.
    mutating func dropLast() {
        string.removeLast()
        sourceOffsets.removeLast()
    }
}
