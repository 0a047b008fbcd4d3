import Foundation

// `#selector` has no runtime to name on Linux: each target/action call shape UIKit code uses
// becomes the closure form the engine offers, calling the same method.
extension Porter {
    /// A parsed `#selector(Type.name(_:with:))`: its base name and labels (nil when bare).
    struct Selector {
        var name: String
        var labels: [String]?

        /// The Objective-C spelling the engine's `named:` forms take (`tap:`), for removal by name.
        var objcName: String {
            guard let labels, !labels.isEmpty else { return name }
            return name + labels.enumerated().map { $0.offset == 0 ? ":" : "\($0.element):" }.joined()
        }
    }

    func parseSelector(_ editor: TokenEditor, open: Int, close: Int) -> Selector? {
        let code = ((open + 1)..<close).filter { !editor.tokens[$0].isTrivia }
        guard !code.isEmpty, !editor.isWord(code.first, "getter"), !editor.isWord(code.first, "setter") else {
            return nil
        }
        var k = 0
        var name: String?
        while k < code.count, editor.tokens[code[k]].kind == .identifier {
            name = editor.tokens[code[k]].text
            if k + 1 < code.count, editor.isPunct(code[k + 1], ".") {
                k += 2
            } else {
                k += 1
                break
            }
        }
        guard let name else { return nil }
        if k == code.count { return Selector(name: name, labels: nil) }
        guard editor.isPunct(code[k], "(") else { return nil }
        var labels: [String] = []
        for j in code[(k + 1)...] {
            let token = editor.tokens[j]
            if token.kind == .identifier { labels.append(token.text) }
        }
        return Selector(name: name, labels: labels)
    }

    /// The call of `selector`'s method on `receiver` passing `sender` (cast to the library's
    /// declared parameter type when `senderType` is more general), or nil for two or more arguments.
    func call(
        _ selector: Selector, on receiver: String, sender: String, senderType: Set<String>,
        guessed: inout Bool
    ) -> String? {
        var labels = selector.labels
        if labels == nil {
            let shapes = library.functions[selector.name] ?? []
            let arities = Set(shapes.map(\.labels.count))
            if arities.count == 1, let shape = shapes.first {
                labels = shape.labels
            } else {
                guessed = true
                labels = []
            }
        }
        guard let labels, labels.count <= 1 else { return nil }
        if labels.isEmpty { return "\(receiver)\(selector.name)()" }
        var argument = sender
        // Several declarations of one name (in several classes) may differ: a cast to the one
        // specific type among them still calls those that take a more general one.
        let general = senderType.union(["Any", "AnyObject", "NSObject"])
        let specific = Set(
            library.firstParameterTypes(selector.name).filter {
                !general.contains($0.trimmingCharacters(in: CharacterSet(charactersIn: "?!")))
            })
        if specific.count == 1, let declared = specific.first {
            let bare = declared.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
            argument = declared.hasSuffix("?") ? "\(sender) as? \(bare)" : "\(sender) as! \(bare)"
        }
        let label = labels[0] == "_" ? "" : "\(labels[0]): "
        return "\(receiver)\(selector.name)(\(label)\(argument))"
    }

    func rewriteSelectors(_ editor: inout TokenEditor, _ log: inout EditLog) {
        let tokens = editor.tokens
        for i in tokens.indices where tokens[i].kind == .poundKeyword && tokens[i].text == "#selector" {
            guard let selOpen = editor.nextCode(after: i), editor.isPunct(selOpen, "("),
                let selClose = editor.matching(selOpen),
                let selector = parseSelector(editor, open: selOpen, close: selClose)
            else { continue }
            // The call whose argument list holds the selector.
            var depth = 0
            var j = i - 1
            var callOpen: Int?
            while j >= 0 {
                let token = tokens[j]
                if token.kind == .punctuation {
                    if [")", "]", "}"].contains(token.text) { depth += 1 }
                    if ["(", "[", "{"].contains(token.text) {
                        if depth == 0 {
                            callOpen = token.text == "(" ? j : nil
                            break
                        }
                        depth -= 1
                    }
                }
                j -= 1
            }
            guard let callOpen, let callClose = editor.matching(callOpen),
                let callee = editor.previousCode(before: callOpen), tokens[callee].kind == .identifier,
                !editor.isPatched(callOpen)
            else {
                log.add(i, "left #selector(\(selector.objcName)): no closure form for this call", review: true)
                continue
            }
            let args = editor.arguments(open: callOpen, close: callClose)
            let labels = args.map { $0.label ?? "_" }
            func value(_ label: String) -> String? {
                args.first { ($0.label ?? "_") == label }.map { editor.text($0.value) }
            }
            let calleeName = tokens[callee].text
            var guessed = false
            var replacement: String?
            var marker = ""
            func weakCapture(_ target: String) -> (capture: String, receiver: String) {
                target == "self" ? ("[weak self]", "self?.") : ("[weak target = \(target)]", "target?.")
            }
            if calleeName.hasSuffix("GestureRecognizer"), labels == ["target", "action"], let target = value("target") {
                let (capture, receiver) = weakCapture(target)
                let gestureTypes: Set<String> = [calleeName, "UIGestureRecognizer", "GestureRecognizer"]
                if let body = call(
                    selector, on: receiver, sender: "sender", senderType: gestureTypes, guessed: &guessed)
                {
                    replacement = "(action: { \(capture) sender in \(body) })"
                    marker = "target/action became a closure"
                }
            } else if calleeName == "addTarget", labels == ["_", "action"] || labels == ["_", "action", "for"],
                let target = value("_")
            {
                let isControl = labels.count == 3
                let senderTypes: Set<String> =
                    isControl ? ["UIControl", "Control"] : ["UIGestureRecognizer", "GestureRecognizer"]
                if let body = call(
                    selector, on: "target.", sender: "sender", senderType: senderTypes, guessed: &guessed)
                {
                    let events = isControl ? ", for: \(value("for")!)" : ""
                    let used = body.contains("sender") ? "sender" : "_"
                    replacement =
                        "(\(target), named: \"\(selector.objcName)\"\(events)) { target, \(used) in \(body) }"
                    marker = "target/action became a closure"
                }
            } else if calleeName == "removeTarget", labels == ["_", "action"] || labels == ["_", "action", "for"],
                let target = value("_")
            {
                // The pair was added under the selector's Objective-C name (see addTarget above).
                let events = labels.count == 3 ? ", for: \(value("for")!)" : ""
                replacement = "(\(target), named: \"\(selector.objcName)\"\(events))"
                marker = "target/action removed by name"
            } else if calleeName == "addObserver", labels == ["_", "selector", "name", "object"],
                let target = value("_"), let name = value("name"), let object = value("object")
            {
                let (capture, receiver) = weakCapture(target)
                if let body = call(
                    selector, on: receiver, sender: "notification", senderType: ["Notification"], guessed: &guessed)
                {
                    let used = body.contains("notification") ? "notification" : "_"
                    replacement =
                        "(forName: \(name), object: \(object), queue: .main) { \(capture) \(used) in \(body) }"
                    marker = "observer became a block; keep the returned token to remove it"
                }
            } else if calleeName == "scheduledTimer" || calleeName == "Timer",
                labels == ["timeInterval", "target", "selector", "userInfo", "repeats"],
                let interval = value("timeInterval"), let target = value("target"), let repeats = value("repeats")
            {
                let (capture, receiver) = weakCapture(target)
                if value("userInfo") == "nil",
                    let body = call(selector, on: receiver, sender: "timer", senderType: ["Timer"], guessed: &guessed)
                {
                    let used = body.contains("timer") ? "timer" : "_"
                    let label = calleeName == "Timer" ? "timeInterval" : "withTimeInterval"
                    replacement = "(\(label): \(interval), repeats: \(repeats)) { \(capture) \(used) in \(body) }"
                    marker = "timer target/action became a block"
                }
            } else if calleeName == "CADisplayLink", labels == ["target", "selector"], let target = value("target") {
                let (capture, receiver) = weakCapture(target)
                if let body = call(
                    selector, on: receiver, sender: "link", senderType: ["CADisplayLink", "DisplayLink"],
                    guessed: &guessed)
                {
                    let used = body.contains("link") ? "link" : "_"
                    replacement = "(action: { \(capture) \(used) in \(body) })"
                    marker = "display link target became a closure"
                }
            } else if calleeName == "perform", labels == ["_", "with", "afterDelay"],
                !editor.isPunct(editor.previousCode(before: callee), ".")
                    || editor.isWord(editor.previousCode(before: editor.previousCode(before: callee) ?? 0), "self"),
                let with = value("with"), let delay = value("afterDelay")
            {
                if let body = call(selector, on: "self?.", sender: with, senderType: [], guessed: &guessed) {
                    var start = callee
                    if editor.isPunct(editor.previousCode(before: callee), "."),
                        let dot = editor.previousCode(before: callee), let selfToken = editor.previousCode(before: dot)
                    {
                        start = selfToken
                    }
                    editor.replace(
                        start..<(callClose + 1),
                        with: "DispatchQueue.main.asyncAfter(deadline: .now() + \(delay)) { [weak self] in \(body) }")
                    insertMarker(&editor, at: start, "perform(_:with:afterDelay:) became asyncAfter")
                    log.add(
                        i, "perform #selector(\(selector.objcName)) -> DispatchQueue.main.asyncAfter", review: guessed)
                    continue
                }
            }
            guard let replacement else {
                log.add(
                    i,
                    "left #selector(\(selector.objcName)) in \(calleeName)(\(labels.map { "\($0):" }.joined())): no closure form",
                    review: true)
                continue
            }
            editor.replace(callOpen..<(callClose + 1), with: replacement)
            insertMarker(&editor, at: callee, marker)
            log.add(
                i,
                "#selector(\(selector.objcName)) in \(calleeName) -> closure"
                    + (guessed ? " (guessed no arguments)" : ""),
                review: guessed)
        }
    }

    /// Puts `// PORT: note` on its own line above `index`'s line, at that line's indentation.
    func insertMarker(_ editor: inout TokenEditor, at index: Int, _ note: String) {
        let start = editor.lineStart(index)
        guard !editor.hasInsertion(at: start) else { return }
        editor.replace(start..<start, with: "\(editor.indentation(ofLineAt: index))// PORT: \(note)\n")
    }
}
