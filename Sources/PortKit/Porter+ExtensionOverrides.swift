// Swift on Linux rejects `override` in an extension ("declarations in extensions cannot
// override yet"): on Apple platforms `@objc` let the member override through the Objective-C
// runtime, and with the attribute gone that door is shut. The member must live in the class's
// own body, which may be in another file, so this rule runs over the whole library at once.

extension Porter {
    /// A class the library declares (nested ones by qualified name): its file and the index
    /// of its body's `}`.
    private struct ClassBody {
        var file: Int
        var close: Int
        var isGeneric: Bool
    }

    /// Moves each `override` member of an extension of a library class into that class's body,
    /// leaving a `// PORT:` line where it stood; the extension keeps its conformances and other
    /// members. A class declared twice or a generic one is reported and left alone; a nested
    /// one is matched by its qualified name (`extension Outer.Inner`). An override of a member
    /// the library declares in an extension is dropped when it only calls `super`'s, else
    /// reported. Returns each file's new text and the edits made.
    public static func moveExtensionOverrides(
        _ sources: [String], files: [String]
    ) -> (sources: [String], edits: [PortEdit]) {
        var editors = sources.map { TokenEditor($0) }
        var classes: [String: [ClassBody]] = [:]
        for (f, editor) in editors.enumerated() {
            for (keyword, open, qualified) in classDeclarations(editor) {
                guard let name = editor.nextCode(after: keyword), let close = editor.matching(open) else { continue }
                let generic = editor.isPunct(editor.nextCode(after: name), "<")
                classes[qualified, default: []].append(ClassBody(file: f, close: close, isGeneric: generic))
            }
        }
        var edits: [PortEdit] = []
        var moved: [Int: [Int: String]] = [:]  // file -> close brace -> text to insert
        let extensionMembers = extensionMemberKeys(editors)
        for f in editors.indices {
            let editor = editors[f]
            for (keyword, open, depth) in declarations(editor, "extension") where depth == 0 {
                guard let nameIndex = editor.nextCode(after: keyword),
                    editor.tokens[nameIndex].kind == .identifier, let close = editor.matching(open)
                else { continue }
                // `extension Outer.Inner` extends a nested class, indexed by its qualified name.
                var name = editor.tokens[nameIndex].text
                var last = nameIndex
                while let dot = editor.nextCode(after: last), editor.isPunct(dot, "."),
                    let part = editor.nextCode(after: dot), editor.tokens[part].kind == .identifier
                {
                    name += "." + editor.tokens[part].text
                    last = part
                }
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
                var movedText = ""
                for member in members {
                    let memberIndent = editor.indentation(ofLineAt: member.lowerBound)
                    if let edit = dropIfOverridingExtensionMember(
                        &editors[f], member, extensionMembers: extensionMembers, file: files[f])
                    {
                        edits.append(edit)
                        continue
                    }
                    var text = editor.text(member)
                    // Re-indent to the class body's depth.
                    text = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                        line.hasPrefix(memberIndent) ? indent + line.dropFirst(memberIndent.count) : String(line)
                    }
                    .joined(separator: "\n")
                    moved[body.file, default: [:]][body.close, default: ""] += "\n" + text
                    movedText += text
                    let what = memberName(editor, member)
                    editors[f].replace(
                        member, with: "\(memberIndent)// PORT: \(what) moved into class \(name)'s body\n")
                    edits.append(
                        PortEdit(
                            file: files[f], line: editor.lines[member.lowerBound], rule: .extensionOverrides,
                            note: "moved \(what) into class \(name) (extensions cannot override on Linux)",
                            needsReview: body.file != f))
                }
                widenPrivateHelpers(
                    &editors[f], open: open, close: close, movedFrom: members, usedBy: movedText,
                    sameFile: body.file == f, file: files[f], &edits)
            }
        }
        for f in editors.indices {
            let editor = editors[f]
            for (_, open, _) in classDeclarations(editor) {
                guard let close = editor.matching(open) else { continue }
                for member in overrideMembers(editor, open: open, close: close) {
                    if let edit = dropIfOverridingExtensionMember(
                        &editors[f], member, extensionMembers: extensionMembers, file: files[f])
                    {
                        edits.append(edit)
                    }
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

    /// The members (see `memberKey`) the library declares in extensions, overrides aside.
    private static func extensionMemberKeys(_ editors: [TokenEditor]) -> Set<String> {
        var keys: Set<String> = []
        for editor in editors {
            for (_, open, depth) in declarations(editor, "extension") where depth == 0 {
                guard let close = editor.matching(open) else { continue }
                keys.formUnion(memberNames(editor, open: open, close: close))
            }
        }
        return keys
    }

    /// An `override` of a member the library itself declares in an extension (SideMenu's
    /// `isHidden` on `UIViewController`) cannot compile on Linux: a member of an extension is
    /// statically dispatched without `@objc`. One that only calls `super`'s is the base's own
    /// behaviour, so it goes (a `// PORT:` line stays), and the edit is returned; any other is
    /// left and reported, for a person to make the base overridable (a protocol requirement,
    /// say). Nil when `member` overrides no such member.
    private static func dropIfOverridingExtensionMember(
        _ editor: inout TokenEditor, _ member: Range<Int>, extensionMembers: Set<String>, file: String
    ) -> PortEdit? {
        guard let keyword = member.first(where: { editor.isWord($0, "var") || editor.isWord($0, "func") }),
            let key = memberKey(editor, keyword), extensionMembers.contains(key)
        else { return nil }
        let what = memberName(editor, member)
        let line = editor.lines[member.lowerBound]
        guard forwardsToSuper(editor, member, name: String(what.split(separator: " ").last ?? "")) else {
            return PortEdit(
                file: file, line: line, rule: .extensionOverrides,
                note: "left override of \(what): its base is an extension member, which Linux cannot override",
                needsReview: true)
        }
        let indent = editor.indentation(ofLineAt: member.lowerBound)
        editor.replace(
            member,
            with: "\(indent)// PORT: override of \(what) (declared in an extension) only called super's: removed\n")
        return PortEdit(
            file: file, line: line, rule: .extensionOverrides,
            note: "removed override of \(what): its base is an extension member and it only called super's",
            needsReview: false)
    }

    /// `var name`/`func name` for each member declared directly in `open...close`.
    private static func memberNames(_ editor: TokenEditor, open: Int, close: Int) -> Set<String> {
        var names: Set<String> = []
        var i = open + 1
        while i < close {
            if editor.isPunct(i, "{") || editor.isPunct(i, "("), let c = editor.matching(i) {
                i = c + 1
                continue
            }
            if editor.isWord(i, "var") || editor.isWord(i, "func"), let key = memberKey(editor, i),
                !((editor.lineStart(i)..<i).contains { editor.isWord($0, "override") })
            {
                names.insert(key)
            }
            i += 1
        }
        return names
    }

    /// `var name`, or `func name(label:label:)` with the external labels, for the declaration
    /// whose `var`/`func` keyword is at `keyword`: an override matches its base by these.
    private static func memberKey(_ editor: TokenEditor, _ keyword: Int) -> String? {
        guard let n = editor.nextCode(after: keyword), editor.tokens[n].kind == .identifier else { return nil }
        let name = "\(editor.tokens[keyword].text) \(editor.tokens[n].text)"
        guard editor.isWord(keyword, "func") else { return name }
        var open = editor.nextCode(after: n)
        if editor.isPunct(open, "<"), var j = open {
            while j < editor.tokens.count, !editor.isPunct(j, ">") { j += 1 }
            open = editor.nextCode(after: j)
        }
        guard let open, editor.isPunct(open, "("), let close = editor.matching(open) else { return name }
        var labels: [String] = []
        var expectLabel = true
        var depth = 0
        for j in (open + 1)..<close where !editor.tokens[j].isTrivia {
            let token = editor.tokens[j]
            if token.kind == .punctuation {
                if ["(", "[", "<"].contains(token.text) { depth += 1 }
                if [")", "]", ">"].contains(token.text) { depth -= 1 }
                if token.text == ",", depth == 0 { expectLabel = true }
                continue
            }
            if expectLabel, depth == 0, token.kind == .identifier {
                labels.append(token.text)
                expectLabel = false
            }
        }
        return name + "(" + labels.map { "\($0):" }.joined() + ")"
    }

    /// Whether a member's body is only `super.name` or `super.name(...)`, returned or not.
    private static func forwardsToSuper(_ editor: TokenEditor, _ member: Range<Int>, name: String) -> Bool {
        guard let open = member.first(where: { editor.isPunct($0, "{") }), let close = editor.matching(open) else {
            return false
        }
        var code = ((open + 1)..<close).filter { !editor.tokens[$0].isTrivia }.map { editor.tokens[$0].text }
        if code.first == "return" { code.removeFirst() }
        guard code.count >= 3, code[0] == "super", code[1] == ".", code[2] == name else { return false }
        if code.count == 3 { return true }
        // Arguments passed on as they came (`super.f(x: x)`), not computed ones.
        return code[3] == "(" && code.last == ")"
            && code.dropFirst(4).dropLast().allSatisfy {
                $0 == ":" || $0 == "," || $0.first?.isLetter == true || $0.first == "_"
            }
    }

    /// Each class declaration's `class` keyword, body `{` and qualified name (`Outer.Inner` for
    /// a class declared in `Outer`'s body or in an extension of `Outer`).
    private static func classDeclarations(_ editor: TokenEditor) -> [(Int, Int, String)] {
        var result: [(Int, Int, String)] = []
        // The enclosing type scopes: qualified name and the `}` that ends each.
        var scopes: [(name: String, close: Int)] = []
        let tokens = editor.tokens
        let kinds: Set<String> = ["class", "struct", "enum", "extension", "actor"]
        for i in tokens.indices where tokens[i].kind == .identifier && kinds.contains(tokens[i].text) {
            while let scope = scopes.last, scope.close < i { scopes.removeLast() }
            guard !editor.isPunct(editor.previousCode(before: i), "."),
                let nameIndex = editor.nextCode(after: i), tokens[nameIndex].kind == .identifier,
                !["func", "var", "let", "subscript", "override", "private", "public", "open", "final", "static"]
                    .contains(tokens[nameIndex].text)
            else { continue }
            var name = tokens[nameIndex].text
            var j = nameIndex
            while let dot = editor.nextCode(after: j), editor.isPunct(dot, "."),
                let part = editor.nextCode(after: dot), tokens[part].kind == .identifier
            {
                name += "." + tokens[part].text
                j = part
            }
            while j < tokens.count, !editor.isPunct(j, "{") {
                // A declaration without a body (`class Foo;` does not exist, but a protocol
                // `class` constraint or `enum` in a type position may): give up at the line's end.
                if editor.isPunct(j, "}") || editor.isPunct(j, "=") { break }
                j += 1
            }
            guard j < tokens.count, editor.isPunct(j, "{"), let close = editor.matching(j) else { continue }
            let qualified = tokens[i].text == "extension" ? name : (scopes.last.map { "\($0.name)." } ?? "") + name
            if tokens[i].text == "class" { result.append((i, j, qualified)) }
            scopes.append((qualified, close))
        }
        return result
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

    /// A `private` member of an extension is visible only inside that extension and its
    /// type's declarations in the same file; an override moved into the class body still
    /// calls it. Each such member that the moved text names becomes `fileprivate` when the
    /// body is in the same file, internal (no modifier) when it is in another.
    private static func widenPrivateHelpers(
        _ editor: inout TokenEditor, open: Int, close: Int, movedFrom members: [Range<Int>], usedBy movedText: String,
        sameFile: Bool, file: String, _ edits: inout [PortEdit]
    ) {
        guard !movedText.isEmpty else { return }
        let used = Set(TokenEditor(movedText).tokens.filter { $0.kind == .identifier }.map(\.text))
        let tokens = editor.tokens
        var depth = 0
        var i = open + 1
        while i < close {
            defer { i += 1 }
            if editor.isPunct(i, "{") { depth += 1 }
            if editor.isPunct(i, "}") { depth -= 1 }
            guard depth == 0, editor.isWord(i, "private"), !editor.isPunct(editor.nextCode(after: i), "("),
                !members.contains(where: { $0.contains(i) })
            else { continue }
            // The declared name: the word after `func`, `var`, `let` or `class`/`struct`/`enum`.
            var k = i
            var name: String?
            while let next = editor.nextCode(after: k), next < close, tokens[next].kind == .identifier {
                if ["func", "var", "let", "class", "struct", "enum", "typealias"].contains(tokens[next].text) {
                    name = editor.nextCode(after: next).map { tokens[$0].text }
                    break
                }
                k = next
            }
            guard let name, used.contains(name) else { continue }
            var end = i + 1
            if !sameFile { while end < tokens.count, tokens[end].kind == .whitespace { end += 1 } }
            editor.replace(i..<end, with: sameFile ? "fileprivate" : "")
            edits.append(
                PortEdit(
                    file: file, line: editor.lines[i], rule: .extensionOverrides,
                    note: "private \(name) made \(sameFile ? "fileprivate" : "internal"): a moved override uses it",
                    needsReview: false))
        }
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
