// Token-level editing: find code tokens around a position, match brackets, split a call's
// arguments, and collect replacements applied in one pass so indices stay valid while a rule
// reads the file.

/// A file's tokens with pending replacements, each over a range of token indices.
struct TokenEditor {
    var tokens: [Token]
    /// The 1-based line each token starts on.
    let lines: [Int]
    private(set) var patches: [(range: Range<Int>, text: String)] = []

    init(_ source: String) {
        tokens = Lexer.tokenize(source)
        var line = 1
        var lines: [Int] = []
        lines.reserveCapacity(tokens.count)
        for token in tokens {
            lines.append(line)
            if token.kind == .newline {
                line += 1
            } else if token.kind == .blockComment || token.kind == .string {
                line += token.text.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            }
        }
        self.lines = lines
    }

    /// Replaces tokens `range` with `text` when the file is rendered; ranges must not overlap.
    mutating func replace(_ range: Range<Int>, with text: String) {
        patches.append((range, text))
    }

    /// Whether a pending replacement already covers token `index`.
    func isPatched(_ index: Int) -> Bool {
        patches.contains { $0.range.contains(index) }
    }

    /// Whether an insertion is already pending at token `index`.
    func hasInsertion(at index: Int) -> Bool {
        patches.contains { $0.range.isEmpty && $0.range.lowerBound == index }
    }

    /// The source with every replacement made.
    func render() -> String {
        // Insertions (empty ranges) before a replacement at the same place.
        let sorted = patches.sorted {
            ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound)
        }
        var out = ""
        var index = 0
        for patch in sorted where patch.range.lowerBound >= index {
            for token in tokens[index..<patch.range.lowerBound] { out += token.text }
            out += patch.text
            index = patch.range.upperBound
        }
        for token in tokens[index...] { out += token.text }
        return out
    }

    func text(_ range: Range<Int>) -> String {
        tokens[range].map(\.text).joined()
    }

    /// The index of the first non-trivia token after `index`, or nil at the end.
    func nextCode(after index: Int) -> Int? {
        var i = index + 1
        while i < tokens.count {
            if !tokens[i].isTrivia { return i }
            i += 1
        }
        return nil
    }

    /// The index of the last non-trivia token before `index`.
    func previousCode(before index: Int) -> Int? {
        var i = index - 1
        while i >= 0 {
            if !tokens[i].isTrivia { return i }
            i -= 1
        }
        return nil
    }

    func isPunct(_ index: Int?, _ text: String) -> Bool {
        guard let index, index < tokens.count else { return false }
        return tokens[index].kind == .punctuation && tokens[index].text == text
    }

    func isWord(_ index: Int?, _ text: String) -> Bool {
        guard let index, index < tokens.count else { return false }
        return tokens[index].kind == .identifier && tokens[index].text == text
    }

    /// The index of the bracket closing the one at `open` (`(`, `[` or `{`).
    func matching(_ open: Int) -> Int? {
        let pairs: [String: String] = ["(": ")", "[": "]", "{": "}"]
        guard let close = pairs[tokens[open].text] else { return nil }
        var depth = 0
        var i = open
        while i < tokens.count {
            let token = tokens[i]
            if token.kind == .punctuation {
                if pairs[token.text] != nil {
                    depth += 1
                } else if [")", "]", "}"].contains(token.text) {
                    depth -= 1
                    if depth == 0 { return token.text == close ? i : nil }
                }
            }
            i += 1
        }
        return nil
    }

    /// One argument of a call: its label (nil when unlabelled) and its value's token range.
    struct Argument {
        var label: String?
        var value: Range<Int>
    }

    /// The arguments of the call whose `(` is at `open`, split at top-level commas.
    func arguments(open: Int, close: Int) -> [Argument] {
        var result: [Argument] = []
        var start = open + 1
        var depth = 0
        var i = open + 1
        func finish(_ end: Int) {
            guard let first = firstCode(in: start..<end) else { return }
            if let colon = nextCode(after: first), colon < end, isPunct(colon, ":"),
                tokens[first].kind == .identifier, !isPunct(nextCode(after: colon), ":")
            {
                let valueStart = nextCode(after: colon) ?? end
                result.append(Argument(label: tokens[first].text, value: valueStart..<trimEnd(valueStart, end)))
            } else {
                result.append(Argument(label: nil, value: first..<trimEnd(first, end)))
            }
        }
        while i < close {
            let token = tokens[i]
            if token.kind == .punctuation {
                if ["(", "[", "{"].contains(token.text) {
                    depth += 1
                } else if [")", "]", "}"].contains(token.text) {
                    depth -= 1
                } else if token.text == ",", depth == 0 {
                    finish(i)
                    start = i + 1
                }
            }
            i += 1
        }
        finish(close)
        return result
    }

    func firstCode(in range: Range<Int>) -> Int? {
        range.first { !tokens[$0].isTrivia }
    }

    private func trimEnd(_ start: Int, _ end: Int) -> Int {
        var e = end
        while e > start, tokens[e - 1].isTrivia { e -= 1 }
        return e
    }

    /// The index of the first token on `index`'s line.
    func lineStart(_ index: Int) -> Int {
        var i = index
        while i > 0, tokens[i - 1].kind != .newline { i -= 1 }
        return i
    }

    /// The leading whitespace of `index`'s line.
    func indentation(ofLineAt index: Int) -> String {
        let start = lineStart(index)
        return tokens[start].kind == .whitespace ? tokens[start].text : ""
    }
}
