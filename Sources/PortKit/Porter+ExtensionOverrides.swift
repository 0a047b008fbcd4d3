// Swift on Linux rejects `override` in an extension ("declarations in extensions cannot
// override yet"): on Apple platforms `@objc` let the member override through the Objective-C
// runtime, and with the attribute gone that door is shut. The member must live in the class's
// own body, which may be in another file, so this rule runs over the whole library at once.

extension Porter {
    /// A top-level class the library declares: its file and the index of its body's `}`.
    private struct ClassBody {
        var file: Int
        var close: Int
        var isGeneric: Bool
    }

    /// Moves each `override` member of an extension of a library class into that class's body,
    /// leaving a `// PORT:` line where it stood; the extension keeps its conformances and other
    /// members. A class declared twice, a generic one, or one nested in another type is reported
    /// and left alone. Returns each file's new text and the edits made.
    public static func moveExtensionOverrides(
        _ sources: [String], files: [String]
    ) -> (sources: [String], edits: [PortEdit]) {
        var editors = sources.map { TokenEditor($0) }
        var classes: [String: [ClassBody]] = [:]
        for (f, editor) in editors.enumerated() {
            for (keyword, open, depth) in declarations(editor, "class") {
                guard let name = editor.nextCode(after: keyword), editor.tokens[name].kind == .identifier,
                    let close = editor.matching(open)
                else { continue }
                // A nested class would need its qualified name matched; top level only.
                guard depth == 0 else { continue }
                let generic = editor.isPunct(editor.nextCode(after: name), "<")
                classes[editor.tokens[name].text, default: []].append(
                    ClassBody(file: f, close: close, isGeneric: generic))
            }
        }
        var edits: [PortEdit] = []
        var moved: [Int: [Int: String]] = [:]  // file -> close brace -> text to insert
        for f in editors.indices {
            let editor = editors[f]
            for (keyword, open, depth) in declarations(editor, "extension") where depth == 0 {
                guard let nameIndex = editor.nextCode(after: keyword),
                    editor.tokens[nameIndex].kind == .identifier, let close = editor.matching(open)
                else { continue }
                let name = editor.tokens[nameIndex].text
                // `extension Outer.Inner`: a nested class, which the index does not hold.
                if editor.isPunct(editor.nextCode(after: nameIndex), ".") { continue }
                let members = overrideMembers(editor, open: open, close: close)
                guard !members.isEmpty, let bodies = classes[name] else { continue }
                let line = editor.lines[keyword]
                func report(_ note: String) {
                    edits.append(
                        PortEdit(
                            file: files[f], line: line, rule: .extensionOverrides, note: note, needsReview: true))
                }
                guard bodies.count == 1, let body = bodies.first else {
                    report("extension \(name) overrides, but \(name) is declared \(bodies.count) times: left")
                    continue
                }
                guard !body.isGeneric else {
                    report("extension \(name) overrides in a generic class: left")
                    continue
                }
                let target = editors[body.file]
                let indent = target.indentation(ofLineAt: body.close) + "    "
                for member in members {
                    let memberIndent = editor.indentation(ofLineAt: member.lowerBound)
                    var text = editor.text(member)
                    // Re-indent to the class body's depth.
                    text = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                        line.hasPrefix(memberIndent) ? indent + line.dropFirst(memberIndent.count) : String(line)
                    }
                    .joined(separator: "\n")
                    moved[body.file, default: [:]][body.close, default: ""] += "\n" + text
                    let what = memberName(editor, member)
                    editors[f].replace(
                        member, with: "\(memberIndent)// PORT: \(what) moved into class \(name)'s body\n")
                    edits.append(
                        PortEdit(
                            file: files[f], line: editor.lines[member.lowerBound], rule: .extensionOverrides,
                            note: "moved \(what) into class \(name) (extensions cannot override on Linux)",
                            needsReview: body.file != f))
                }
            }
        }
        for (f, inserts) in moved {
            for (close, text) in inserts {
                // After the last line of the body, before the `}` line's indentation.
                let start = editors[f].lineStart(close)
                editors[f].replace(start..<start, with: String(text.dropFirst()))
            }
        }
        return (editors.map { $0.render() }, edits)
    }

    /// Each `keyword` declaration's keyword index, body `{` index and brace depth.
    private static func declarations(_ editor: TokenEditor, _ keyword: String) -> [(Int, Int, Int)] {
        var result: [(Int, Int, Int)] = []
        var depth = 0
        let tokens = editor.tokens
        for i in tokens.indices where tokens[i].kind == .punctuation || tokens[i].kind == .identifier {
            if tokens[i].text == "{" { depth += 1 }
            if tokens[i].text == "}" { depth -= 1 }
            guard tokens[i].kind == .identifier, tokens[i].text == keyword,
                !editor.isPunct(editor.previousCode(before: i), "."),
                let name = editor.nextCode(after: i), tokens[name].kind == .identifier,
                // `class func`, `class var`: a modifier, not a class.
                !["func", "var", "let", "subscript", "override", "private", "public", "open", "final"].contains(
                    tokens[name].text)
            else { continue }
            var j = name
            while j < tokens.count, !(tokens[j].kind == .punctuation && tokens[j].text == "{") { j += 1 }
            if j < tokens.count { result.append((i, j, depth)) }
        }
        return result
    }

    /// The token ranges (whole lines, with leading attributes and doc comments) of the members
    /// directly inside `open...close` that carry `override`.
    private static func overrideMembers(_ editor: TokenEditor, open: Int, close: Int) -> [Range<Int>] {
        let tokens = editor.tokens
        var result: [Range<Int>] = []
        var i = open + 1
        // The first token of the current declaration's first line (comments and attributes on
        // lines above it belong to it).
        var start: Int? = nil
        var sawOverride = false
        while i < close {
            let token = tokens[i]
            if token.kind == .newline {
                i += 1
                continue
            }
            if token.isTrivia && token.kind != .lineComment && token.kind != .blockComment {
                i += 1
                continue
            }
            if start == nil { start = editor.lineStart(i) }
            if token.kind == .lineComment || token.kind == .blockComment || token.kind == .attribute {
                if token.kind == .attribute, editor.isPunct(editor.nextCode(after: i), "("),
                    let c = editor.matching(editor.nextCode(after: i)!)
                {
                    i = c + 1
                } else {
                    i += 1
                }
                continue
            }
            if token.kind == .identifier, token.text == "override" { sawOverride = true }
            if token.kind == .punctuation, token.text == "{" || token.text == "(" || token.text == "[",
                let c = editor.matching(i)
            {
                // A member's body ends it: extensions hold no stored properties, so nothing
                // (`= { ... }()`) follows a body.
                if token.text == "{" {
                    var end = c + 1
                    while end < close, tokens[end].kind == .whitespace || tokens[end].kind == .lineComment { end += 1 }
                    if end < close, tokens[end].kind == .newline { end += 1 }
                    if sawOverride, let s = start { result.append(s..<end) }
                    start = nil
                    sawOverride = false
                    i = end
                    continue
                }
                i = c
            }
            // A member with no body ends with its line, unless the line is left open.
            let last = tokens[i]
            var n = i + 1
            while n < close, tokens[n].kind == .whitespace { n += 1 }
            if n < close, tokens[n].kind == .newline {
                let nextCode = editor.nextCode(after: n)
                let continues =
                    nextCode.map { editor.isPunct($0, "{") || editor.isPunct($0, ".") || editor.isWord($0, "where") }
                    ?? false
                let leftOpen = last.kind == .punctuation && [",", "=", "->", ":"].contains(last.text)
                if !continues, !leftOpen,
                    last.kind != .identifier || !["override", "func", "var", "let"].contains(last.text)
                {
                    if sawOverride, let s = start { result.append(s..<(n + 1)) }
                    start = nil
                    sawOverride = false
                }
            }
            i += 1
        }
        return result
    }

    /// A member's name for the report: `func name`, `var name`, `init`.
    private static func memberName(_ editor: TokenEditor, _ range: Range<Int>) -> String {
        for i in range where editor.tokens[i].kind == .identifier {
            switch editor.tokens[i].text {
            case "func", "var", "let":
                if let n = editor.nextCode(after: i) { return "\(editor.tokens[i].text) \(editor.tokens[n].text)" }
            case "init", "subscript": return editor.tokens[i].text
            default: continue
            }
        }
        return "member"
    }
}
