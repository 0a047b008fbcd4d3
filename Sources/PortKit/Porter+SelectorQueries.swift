import Foundation

// Objective-C expressions that are not target/action pairs: `#keyPath`, a selector kept in a
// local, `responds(to:)` and `perform(_:)` with a `#selector`, and a selector compared with
// another. Each is rewritten before the call shapes (Porter+Selectors), which then see a
// `#selector` where the action is passed, or none.
extension Porter {
    /// `#keyPath(CALayer.opacity)` becomes `"opacity"`, the string the compiler would have
    /// checked and produced: the leading type names go, the property path stays
    /// (`#keyPath(scrollView.contentOffset)` is `"scrollView.contentOffset"`).
    func rewriteKeyPaths(_ editor: inout TokenEditor, _ log: inout EditLog) {
        let tokens = editor.tokens
        for i in tokens.indices where tokens[i].kind == .poundKeyword && tokens[i].text == "#keyPath" {
            guard let open = editor.nextCode(after: i), editor.isPunct(open, "("), let close = editor.matching(open),
                !editor.isPatched(i)
            else { continue }
            let code = ((open + 1)..<close).filter { !tokens[$0].isTrivia }
            var components: [String] = []
            for (offset, j) in code.enumerated() {
                let expectsName = offset % 2 == 0
                if expectsName, tokens[j].kind == .identifier {
                    components.append(tokens[j].text)
                } else if expectsName || !editor.isPunct(j, ".") {
                    components = []
                    break
                }
            }
            guard !components.isEmpty else {
                log.add(i, "left #keyPath: not a dotted path", review: true)
                continue
            }
            while components.count > 1, components[0].first?.isUppercase == true { components.removeFirst() }
            let path = components.joined(separator: ".")
            editor.replace(i..<(close + 1), with: "\"\(path)\"")
            log.add(i, "#keyPath -> \"\(path)\"")
        }
    }

    /// `let action = #selector(tap)` inside a method, passed on as `action: action` or
    /// `selector: action` in the same block: the selector is written out where it is passed,
    /// so the call shapes make their closures, and the local goes (or, read elsewhere or never
    /// passed, keeps the selector's Objective-C name as a `String`, as a stored one does).
    func inlineLocalSelectors(_ editor: inout TokenEditor, _ log: inout EditLog) {
        let tokens = editor.tokens
        for i in tokens.indices where tokens[i].kind == .poundKeyword && tokens[i].text == "#selector" {
            guard let declaration = library.storedSelector(editor, pound: i),
                LibraryIndex.isLocal(editor, declaration.keyword),
                let selOpen = editor.nextCode(after: i), let selClose = editor.matching(selOpen),
                let parsed = parseSelector(editor, open: selOpen, close: selClose),
                let blockClose = enclosingBlockClose(editor, declaration.keyword)
            else { continue }
            var uses = 0
            var written = 0
            for j in (selClose + 1)..<blockClose where editor.isWord(j, declaration.name) {
                // `other.action` is another object's member, `action:` a label, not the local.
                guard !editor.isPunct(editor.previousCode(before: j), "."),
                    !editor.isPunct(editor.nextCode(after: j), ":")
                else { continue }
                uses += 1
                guard let colon = editor.previousCode(before: j), editor.isPunct(colon, ":"),
                    let label = editor.previousCode(before: colon),
                    editor.isWord(label, "action") || editor.isWord(label, "selector"),
                    editor.isPunct(editor.nextCode(after: j), ",") || editor.isPunct(editor.nextCode(after: j), ")"),
                    !editor.isPatched(j)
                else { continue }
                editor.replace(j..<(j + 1), with: declaration.selector)
                written += 1
            }
            if written > 0 {
                log.add(i, "local selector \(declaration.name) written out where it is passed (\(written))")
            }
            let lineStart = editor.lineStart(declaration.keyword)
            var lineEnd = selClose + 1
            while lineEnd < tokens.count, tokens[lineEnd].kind == .whitespace { lineEnd += 1 }
            let aloneOnLine =
                (lineStart..<declaration.keyword).allSatisfy { tokens[$0].kind == .whitespace }
                && (lineEnd == tokens.count || tokens[lineEnd].kind == .newline)
            if uses == written, aloneOnLine {
                editor.replace(lineStart..<min(lineEnd + 1, tokens.count), with: "")
            } else {
                replaceWithName(&editor, pound: i, close: selClose, parsed.objcName)
                insertMarker(&editor, at: declaration.keyword, "a selector kept in a local: its uses take the method")
                log.add(i, "local selector \(declaration.name) kept as its name \"\(parsed.objcName)\"")
            }
        }
    }

    /// The `}` closing the innermost block around token `index`.
    private func enclosingBlockClose(_ editor: TokenEditor, _ index: Int) -> Int? {
        var depth = 0
        var k = index - 1
        while k >= 0 {
            if editor.isPunct(k, "}") { depth += 1 }
            if editor.isPunct(k, "{") {
                if depth == 0 { return editor.matching(k) }
                depth -= 1
            }
            k -= 1
        }
        return nil
    }

    /// The first token of the postfix expression ending at `end` (`self.delegate?`,
    /// `views[0]`, `object(at: i)`): names, dots, `?`/`!` and balanced brackets.
    private func postfixStart(_ editor: TokenEditor, end: Int) -> Int {
        let tokens = editor.tokens
        var k = end
        var start = end
        while k >= 0 {
            let token = tokens[k]
            if token.isTrivia { break }
            if token.kind == .identifier || editor.isPunct(k, ".") || editor.isPunct(k, "?") || editor.isPunct(k, "!") {
                start = k
                k -= 1
            } else if editor.isPunct(k, ")") || editor.isPunct(k, "]") {
                // Back to its opening bracket.
                var depth = 0
                var j = k
                while j >= 0 {
                    if editor.isPunct(j, ")") || editor.isPunct(j, "]") { depth += 1 }
                    if editor.isPunct(j, "(") || editor.isPunct(j, "[") {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    j -= 1
                }
                guard j >= 0 else { break }
                start = j
                k = j - 1
            } else {
                break
            }
        }
        return start
    }

    /// `responds(to: #selector(m))`, `perform(#selector(m))`, `perform(#selector(m(_:)), with:
    /// x)` and a selector compared with `==`, `!=` or in a `case`:
    ///
    /// - `responds(to:)` asks the Objective-C runtime whether the member is there. On Linux
    ///   Swift resolves it when compiling: on `self` (implicit or said) it is there, and an
    ///   `optional` requirement of the library's has a default now. So the test is `true`, or
    ///   `receiver != nil` on an optional chain; any other receiver is left and reported.
    /// - `perform` calls the method itself (with the argument, cast to the declared type).
    /// - a compared selector is its Objective-C name, `"copy:"`, as `NSStringFromSelector`
    ///   spells it: what the other side holds once a `Selector` is a `String`.
    func rewriteSelectorQueries(_ editor: inout TokenEditor, _ log: inout EditLog) {
        let tokens = editor.tokens
        for i in tokens.indices where tokens[i].kind == .poundKeyword && tokens[i].text == "#selector" {
            guard !editor.isPatched(i), let selOpen = editor.nextCode(after: i), editor.isPunct(selOpen, "("),
                let selClose = editor.matching(selOpen),
                let selector = parseSelector(editor, open: selOpen, close: selClose)
            else { continue }
            let before = editor.previousCode(before: i)
            let after = editor.nextCode(after: selClose)
            let comparedBefore =
                editor.isPunct(before, "=")
                && before.map { editor.isPunct($0 - 1, "=") || editor.isPunct($0 - 1, "!") }
                    == true
            let comparedAfter =
                (editor.isPunct(after, "=") || editor.isPunct(after, "!"))
                && after.map { editor.isPunct($0 + 1, "=") }
                    == true
            if comparedBefore || comparedAfter || editor.isWord(before, "case") {
                editor.replace(i..<(selClose + 1), with: "\"\(selector.objcName)\"")
                log.add(i, "compared #selector(\(selector.objcName)) -> its name \"\(selector.objcName)\"")
                continue
            }
            // The call the selector is the first argument of (`perform(`, `responds(to:`).
            var open = before
            if editor.isPunct(before, ":"), let label = editor.previousCode(before: before!),
                editor.isWord(label, "to")
            {
                open = editor.previousCode(before: label)
            }
            guard let open, editor.isPunct(open, "("), let close = editor.matching(open),
                let callee = editor.previousCode(before: open), !editor.isPatched(open)
            else { continue }
            let args = editor.arguments(open: open, close: close)
            let labels = args.map { $0.label ?? "_" }
            let dot = editor.previousCode(before: callee)
            let hasReceiver = editor.isPunct(dot, ".")
            if editor.isWord(callee, "responds"), labels == ["to"] {
                guard let dot, hasReceiver else {
                    replaceResponds(&editor, &log, callee..<(close + 1), with: "true", selector, at: i)
                    continue
                }
                guard let receiverEnd = editor.previousCode(before: dot), receiverEnd + 1 == dot else { continue }
                let start = postfixStart(editor, end: receiverEnd)
                let receiver = editor.text(start..<(receiverEnd + 1))
                if editor.isPunct(receiverEnd, "?") {
                    let base = editor.text(start..<receiverEnd)
                    replaceResponds(&editor, &log, start..<(close + 1), with: "(\(base) != nil)", selector, at: i)
                } else if receiver == "self" || receiver == "super"
                    || library.optionalRequirements.contains(selector.name)
                {
                    replaceResponds(&editor, &log, start..<(close + 1), with: "true", selector, at: i)
                } else {
                    log.add(
                        i,
                        "left \(receiver).responds(to: #selector(\(selector.objcName))): the receiver's type decides",
                        review: true)
                }
            } else if editor.isWord(callee, "perform"), labels == ["_"] || labels == ["_", "with"],
                !editor.isPunct(editor.nextCode(after: close), ".")
            {
                var guessed = false
                let argument = labels.count == 2 ? editor.text(args[1].value) : nil
                if selector.labels?.count == 1, argument == nil { continue }
                let probe = Selector(
                    name: selector.name, labels: argument == nil && selector.labels == nil ? [] : selector.labels,
                    arity: selector.arity)
                guard let body = call(probe, on: "", sender: argument ?? "nil", senderType: [], guessed: &guessed)
                else { continue }
                editor.replace(callee..<(close + 1), with: body)
                insertMarker(&editor, at: callee, "perform(#selector) became the call itself")
                log.add(i, "perform(#selector(\(selector.objcName))) -> \(body)", review: guessed)
            }
        }
    }

    private func replaceResponds(
        _ editor: inout TokenEditor, _ log: inout EditLog, _ range: Range<Int>, with text: String,
        _ selector: Selector, at pound: Int
    ) {
        editor.replace(range, with: text)
        insertMarker(&editor, at: range.lowerBound, "responds(to:) answered when compiling: the member is there")
        log.add(pound, "responds(to: #selector(\(selector.objcName))) -> \(text)")
    }
}
