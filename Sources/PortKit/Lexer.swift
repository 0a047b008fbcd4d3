// A Swift lexer just deep enough for source-to-source edits: it knows comments (nested block
// comments), string literals (single-line, multi-line, raw, with interpolations holding nested
// parentheses and strings) and nothing of grammar. Joining its tokens' texts gives the input
// back byte for byte, so a rewrite that only replaces code tokens never touches a comment or
// a string.

/// What a `Token` is, as far as rewriting needs to know.
public enum TokenKind: Sendable, Equatable {
    /// A name or keyword (`class`, `self`, `handlePan`, `dynamic`).
    case identifier
    /// An attribute's `@` and name together (`@objc`, `@IBOutlet`); its arguments follow.
    case attribute
    /// A `#` keyword (`#selector`, `#if`, `#available`).
    case poundKeyword
    /// A number literal.
    case number
    /// A string literal, whole: quotes, escapes and interpolations included.
    case string
    /// `// ...` up to, not including, the line break.
    case lineComment
    /// `/* ... */`, nesting as Swift nests it.
    case blockComment
    /// Spaces and tabs.
    case whitespace
    /// One line break (`\n`, `\r\n` or `\r`).
    case newline
    /// Any other single character: brackets, operators, punctuation.
    case punctuation
}

/// One lexeme of a Swift file: its kind and its exact text.
public struct Token: Sendable, Equatable {
    /// What the token is.
    public var kind: TokenKind
    /// The token's bytes as written in the file.
    public var text: String

    /// A token of `kind` with `text`.
    public init(_ kind: TokenKind, _ text: String) {
        self.kind = kind
        self.text = text
    }

    /// Whether the token carries no code: whitespace, a line break or a comment.
    public var isTrivia: Bool {
        switch kind {
        case .whitespace, .newline, .lineComment, .blockComment: return true
        default: return false
        }
    }
}

/// Splits Swift source into `Token`s; `tokens.map(\.text).joined()` is always the input.
public enum Lexer {
    /// The tokens of `source`. Never fails: an unterminated comment or string runs to the end
    /// of the file (or, for a single-line string, to the end of its line), as text it keeps.
    public static func tokenize(_ source: String) -> [Token] {
        let bytes = Array(source.utf8)
        var scanner = Scanner(bytes: bytes)
        var tokens: [Token] = []
        while scanner.index < bytes.count {
            let start = scanner.index
            let kind = scanner.next()
            tokens.append(Token(kind, String(decoding: bytes[start..<scanner.index], as: UTF8.self)))
        }
        return tokens
    }
}

private struct Scanner {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x24
            || byte >= 0x80
    }

    static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    /// Scans one token starting at `index` and says its kind.
    mutating func next() -> TokenKind {
        let byte = bytes[index]
        switch byte {
        case 0x20, 0x09:
            while let b = peek(), b == 0x20 || b == 0x09 { index += 1 }
            return .whitespace
        case 0x0A:
            index += 1
            return .newline
        case 0x0D:
            index += 1
            if peek() == 0x0A { index += 1 }
            return .newline
        case 0x2F where peek(1) == 0x2F:
            while let b = peek(), b != 0x0A, b != 0x0D { index += 1 }
            return .lineComment
        case 0x2F where peek(1) == 0x2A:
            skipBlockComment()
            return .blockComment
        case 0x22:
            scanString(hashes: 0)
            return .string
        case 0x23:
            // `#"..."#`: a raw string; `#name`: a pound keyword; else a lone `#`.
            var hashes = 0
            while peek(hashes) == 0x23 { hashes += 1 }
            if peek(hashes) == 0x22 {
                index += hashes
                scanString(hashes: hashes)
                return .string
            }
            if let b = peek(1), Self.isIdentifierHead(b) {
                index += 1
                while let b = peek(), Self.isIdentifierBody(b) { index += 1 }
                return .poundKeyword
            }
            index += 1
            return .punctuation
        case 0x40:
            index += 1
            while let b = peek(), Self.isIdentifierBody(b) { index += 1 }
            return index - 1 > 0 && bytes[index - 1] != 0x40 ? .attribute : .punctuation
        case 0x60:
            // A backquoted identifier: `default`.
            index += 1
            while let b = peek(), b != 0x60, b != 0x0A { index += 1 }
            if peek() == 0x60 { index += 1 }
            return .identifier
        case 0x30...0x39:
            while let b = peek(),
                Self.isIdentifierBody(b) || b == 0x2E && (peek(1).map { $0 >= 0x30 && $0 <= 0x39 } ?? false)
            {
                index += 1
            }
            return .number
        default:
            if Self.isIdentifierHead(byte) {
                index += 1
                while let b = peek(), Self.isIdentifierBody(b) { index += 1 }
                return .identifier
            }
            index += 1
            return .punctuation
        }
    }

    mutating func skipBlockComment() {
        index += 2
        var depth = 1
        while index < bytes.count, depth > 0 {
            if bytes[index] == 0x2F, peek(1) == 0x2A {
                depth += 1
                index += 2
            } else if bytes[index] == 0x2A, peek(1) == 0x2F {
                depth -= 1
                index += 2
            } else {
                index += 1
            }
        }
    }

    /// Scans a string whose opening `#`s are already consumed; `index` is at its first quote.
    mutating func scanString(hashes: Int) {
        let multiline = peek(1) == 0x22 && peek(2) == 0x22
        index += multiline ? 3 : 1
        while index < bytes.count {
            let b = bytes[index]
            if !multiline, b == 0x0A || b == 0x0D { return }
            if b == 0x5C, closesDelimiter(at: index + 1, hashes: hashes) {
                // An escape: `\(` (after the raw string's `#`s) opens an interpolation.
                index += 1 + hashes
                if peek() == 0x28 {
                    index += 1
                    skipInterpolation()
                } else if index < bytes.count {
                    index += 1
                }
                continue
            }
            if b == 0x22 {
                let quotes = multiline ? 3 : 1
                if (0..<quotes).allSatisfy({ peek($0) == 0x22 }), closesDelimiter(at: index + quotes, hashes: hashes) {
                    index += quotes + hashes
                    return
                }
            }
            index += 1
        }
    }

    func closesDelimiter(at position: Int, hashes: Int) -> Bool {
        (0..<hashes).allSatisfy { position + $0 < bytes.count && bytes[position + $0] == 0x23 }
    }

    /// Skips code inside `\( ... )` up to and including its closing parenthesis.
    mutating func skipInterpolation() {
        var depth = 1
        while index < bytes.count {
            let start = index
            let kind = next()
            if kind == .punctuation {
                switch bytes[start] {
                case 0x28: depth += 1
                case 0x29:
                    depth -= 1
                    if depth == 0 { return }
                default: break
                }
            }
        }
    }
}
