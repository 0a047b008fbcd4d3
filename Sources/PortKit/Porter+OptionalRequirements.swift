import Foundation

// Swift on Linux has no `optional` protocol requirements (they are an Objective-C feature):
// each becomes a required one whose default, in a protocol extension, does what an absent
// optional method did, and a call that asked whether it was there (`?(`) calls it.
extension Porter {
    func defaultOptionalRequirements(_ editor: inout TokenEditor, _ log: inout EditLog) {
        let tokens = editor.tokens
        for i in tokens.indices where editor.isWord(i, "protocol") {
            guard let nameIndex = editor.nextCode(after: i), tokens[nameIndex].kind == .identifier else { continue }
            var open = nameIndex
            while open < tokens.count, !editor.isPunct(open, "{") { open += 1 }
            guard open < tokens.count, let close = editor.matching(open) else { continue }
            let isPublic = ((editor.lineStart(i))..<i).contains {
                editor.isWord($0, "public") || editor.isWord($0, "open")
            }
            var defaults: [String] = []
            var j = open + 1
            while j < close {
                guard editor.isWord(j, "optional"), let keyword = editor.nextCode(after: j),
                    editor.isWord(keyword, "func") || editor.isWord(keyword, "var")
                else {
                    j += 1
                    continue
                }
                // The declaration runs to the end of its line at bracket depth zero.
                var end = keyword
                var depth = 0
                while end < close {
                    let token = tokens[end]
                    if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) { depth += 1 }
                    if token.kind == .punctuation, [")", "]", "}"].contains(token.text) { depth -= 1 }
                    if depth == 0, token.kind == .newline || token.kind == .lineComment || editor.isPunct(end, ";") {
                        break
                    }
                    end += 1
                }
                while end > keyword, tokens[end - 1].isTrivia { end -= 1 }
                let declaration = editor.text(keyword..<end)
                var removeEnd = j + 1
                while removeEnd < keyword, tokens[removeEnd].kind == .whitespace { removeEnd += 1 }
                editor.replace(j..<removeEnd, with: "")
                let name = editor.tokens[editor.nextCode(after: keyword)!].text
                if editor.isWord(keyword, "func") {
                    let result = resultType(of: declaration)
                    if result == nil || result == "Void" || result == "()" {
                        defaults.append("\(declaration) {}")
                        log.add(j, "optional func \(name): required, default does nothing")
                    } else if result!.hasSuffix("?") {
                        defaults.append("\(declaration) { nil }")
                        log.add(j, "optional func \(name): required, default returns nil")
                    } else {
                        log.add(j, "optional func \(name) returns \(result!): made required, no default", review: true)
                    }
                } else {
                    // `var name: T? { get }` reads nil by default; a settable one needs storage.
                    if let brace = declaration.range(of: "{"),
                        declaration[..<brace.lowerBound].trimmingCharacters(in: .whitespaces).hasSuffix("?"),
                        !declaration.contains("set")
                    {
                        defaults.append("\(declaration[..<brace.lowerBound]){ nil }")
                        log.add(j, "optional var \(name): required, default nil")
                    } else {
                        log.add(j, "optional var \(name): made required, no default", review: true)
                    }
                }
                j = end
            }
            guard !defaults.isEmpty else { continue }
            let body = defaults.map { "    \($0)\n" }.joined()
            let protocolName = tokens[nameIndex].text
            editor.replace(
                (close + 1)..<(close + 1),
                with: "\n\n// PORT: defaults for what were optional requirements (Objective-C only)\n"
                    + "\(isPublic ? "public " : "")extension \(protocolName) {\n\(body)}")
        }
        // `delegate?.name?(...)` and `delegate.name!(...)`: the requirement is always there now,
        // whether the library's protocol declared it or UIKit's (the engine's has a default).
        for i in tokens.indices where tokens[i].kind == .identifier {
            guard i > 0, editor.isPunct(i - 1, "."), editor.isPunct(i + 1, "?") || editor.isPunct(i + 1, "!"),
                editor.isPunct(i + 2, "("), let close = editor.matching(i + 2)
            else { continue }
            let name = tokens[i].text
            let labels = editor.arguments(open: i + 2, close: close).map { ($0.label ?? "_") + ":" }
            let key = "\(name)(\(labels.joined()))"
            let engines = Self.engineDelegateRequirements.contains(key)
            guard library.optionalRequirements.contains(name) || engines else { continue }
            editor.replace((i + 1)..<(i + 2), with: "")
            log.add(
                i,
                "optional call \(name)\(tokens[i + 1].text)( -> \(name)("
                    + (engines ? " (\(key) has a default in the engine's protocol)" : ""))
        }
    }

    /// The text after a function declaration's top-level `->`, or nil when it has none.
    private func resultType(of declaration: String) -> String? {
        var depth = 0
        var previous: Character = " "
        for (offset, character) in declaration.enumerated() {
            if character == "(" || character == "<" && previous != "-" { depth += 1 }
            if character == ")" || character == ">" && previous != "-" { depth -= 1 }
            if character == ">", previous == "-", depth == 0 {
                let rest = declaration.dropFirst(offset + 1)
                let type = rest.split(separator: "where").first.map(String.init) ?? String(rest)
                return type.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            previous = character
        }
        return nil
    }
}
