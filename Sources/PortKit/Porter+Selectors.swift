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
            if !shapes.isEmpty, shapes.allSatisfy({ $0.firstHasDefault }) {
                // `func share(ignoreAndShare: Bool = false)` named bare: the sender Objective-C
                // would pass is no `Bool`; the call the library means takes the default.
                labels = []
            } else if arities.count == 1, let shape = shapes.first {
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
            // A value parameter cannot take the sender Objective-C passed (a pointer read as
            // a `Bool`): what to pass is for a person to choose.
            guard !Self.valueTypes.contains(bare) else { return nil }
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
            if rewriteActionAssignment(&editor, &log, pound: i, close: selClose, selector: selector) { continue }
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
                // The closure form keeps the observer under its target, so the library's
                // `removeObserver(self)` (rewritten below) still removes it.
                if let body = call(
                    selector, on: "target.", sender: "notification", senderType: ["Notification"], guessed: &guessed)
                {
                    let used = body.contains("notification") ? "notification" : "_"
                    replacement = "(\(target), name: \(name), object: \(object)) { target, \(used) in \(body) }"
                    marker = "observer became a closure kept under its target"
                }
            } else if calleeName == "UIKeyCommand" || calleeName == "KeyCommand",
                labels == ["input", "modifierFlags", "action"], let input = value("input"),
                let flags = value("modifierFlags")
            {
                // The command runs on the responder chain's match: the library's own responder,
                // which is `self` where the command is made.
                if let body = call(
                    selector, on: "self?.", sender: "command", senderType: ["UIKeyCommand", "KeyCommand"],
                    guessed: &guessed)
                {
                    let used = body.contains("command") ? "command" : "_"
                    replacement =
                        "(input: \(input), modifierFlags: \(flags), action: { [weak self] \(used) in \(body) })"
                    marker = "key command action became a closure"
                }
            } else if Self.barButtonItemTypes.contains(calleeName),
                let shape = Self.barButtonInitializers.first(where: { $0.labels == labels }),
                let target = value("target")
            {
                let (capture, receiver) = weakCapture(target)
                // The action is performed with the item as its sender (`UIAction.sender`).
                if let body = call(
                    selector, on: receiver, sender: "action.sender as! UIBarButtonItem",
                    senderType: Self.barButtonItemTypes, guessed: &guessed)
                {
                    let used = body.contains("action.sender") ? "action" : "_"
                    let kept = shape.kept.map { "\($0.renamed): \(value($0.label)!)" }
                    replacement =
                        "(\((kept + ["primaryAction: UIAction { \(capture) \(used) in \(body) }"]).joined(separator: ", ")))"
                    marker = "target/action became a UIAction"
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

    /// Types a sender object can never be passed as.
    static let valueTypes: Set<String> = [
        "Bool", "Int", "UInt", "Double", "Float", "CGFloat", "String", "TimeInterval",
    ]

    /// The names a bar button item's initializer is called by.
    static let barButtonItemTypes: Set<String> = ["UIBarButtonItem", "BarButtonItem"]

    /// UIKit's target/action initializers of a bar button item: their labels, and the
    /// arguments kept (with the label the `primaryAction:` form takes them under).
    static let barButtonInitializers: [(labels: [String], kept: [(label: String, renamed: String)])] = [
        (["title", "style", "target", "action"], [("title", "title"), ("style", "style")]),
        (["image", "style", "target", "action"], [("image", "image"), ("style", "style")]),
        (["barButtonSystemItem", "target", "action"], [("barButtonSystemItem", "systemItem")]),
    ]

    /// `item.action = #selector(name)`, with `item.target = object` set in the same file: the
    /// item's `onPrimaryAction` closure calling the method on `object` (weakly, as UIKit holds
    /// a bar button item's target). Not `primaryAction`, which would retitle the item after the
    /// action. Returns false when the selector is not in that shape or no target is set.
    func rewriteActionAssignment(
        _ editor: inout TokenEditor, _ log: inout EditLog, pound: Int, close: Int, selector: Selector
    ) -> Bool {
        guard let equals = editor.previousCode(before: pound), editor.isPunct(equals, "="),
            let property = editor.previousCode(before: equals), editor.isWord(property, "action"),
            let dot = editor.previousCode(before: property), editor.isPunct(dot, "."),
            !editor.isPatched(property)
        else { return false }
        // The receiver: the code on the line before `.action`.
        let lineStart = editor.lineStart(property)
        let receiver = editor.text(lineStart..<dot).trimmingCharacters(in: .whitespaces)
        guard !receiver.isEmpty, let target = assignedTarget(editor, receiver: receiver) else {
            log.add(
                pound, "left #selector(\(selector.objcName)) assigned to \(receiver).action: no target set",
                review: true)
            return true
        }
        var guessed = false
        let (capture, callee) =
            target == "self" ? ("[weak self]", "self?.") : ("[weak target = \(target)]", "target?.")
        guard
            let body = call(
                selector, on: callee, sender: "item", senderType: Self.barButtonItemTypes, guessed: &guessed)
        else {
            log.add(
                pound, "left #selector(\(selector.objcName)) assigned to \(receiver).action: two arguments",
                review: true)
            return true
        }
        let used = body.contains("item") ? "item" : "_"
        editor.replace(property..<(close + 1), with: "onPrimaryAction = { \(capture) \(used) in \(body) }")
        insertMarker(&editor, at: property, "target/action became the item's closure")
        log.add(
            pound,
            "#selector(\(selector.objcName)) assigned to \(receiver).action -> onPrimaryAction"
                + (guessed ? " (guessed no arguments)" : ""), review: guessed)
        return true
    }

    /// The object assigned to `receiver.target` in the file (the last such line), if any.
    private func assignedTarget(_ editor: TokenEditor, receiver: String) -> String? {
        var found: String?
        let tokens = editor.tokens
        for i in tokens.indices where editor.isWord(i, "target") {
            guard let dot = editor.previousCode(before: i), editor.isPunct(dot, "."),
                let equals = editor.nextCode(after: i), editor.isPunct(equals, "="),
                editor.text(editor.lineStart(i)..<dot).trimmingCharacters(in: .whitespaces) == receiver,
                let value = editor.nextCode(after: equals)
            else { continue }
            var end = value
            while end < tokens.count, tokens[end].kind != .newline, !editor.isPunct(end, ";") { end += 1 }
            found = editor.text(value..<end).trimmingCharacters(in: .whitespaces)
        }
        return found
    }

    /// `center.removeObserver(target)` and `removeObserver(target, name:object:)` for a
    /// target the library registers selector observers for: `removeObserver(target:...)`,
    /// which removes the closures the `addObserver` rewrite keeps under it as well as
    /// Foundation's own. A token (any other argument) stays with Foundation's method.
    func rewriteObserverRemovals(_ editor: inout TokenEditor, _ log: inout EditLog) {
        let tokens = editor.tokens
        // `removeTarget(x, action: nil)`: UIKit's "Pass nil to remove all actions paired with
        // target", which the engine's by-name removal spells `named: nil`.
        for i in tokens.indices where editor.isWord(i, "removeTarget") {
            guard let open = editor.nextCode(after: i), editor.isPunct(open, "("), let close = editor.matching(open),
                !editor.isPatched(open)
            else { continue }
            let args = editor.arguments(open: open, close: close)
            let labels = args.map { $0.label ?? "_" }
            guard labels == ["_", "action"] || labels == ["_", "action", "for"],
                editor.text(args[1].value).trimmingCharacters(in: .whitespaces) == "nil"
            else { continue }
            let events = labels.count == 3 ? ", for: \(editor.text(args[2].value))" : ""
            editor.replace(open..<(close + 1), with: "(\(editor.text(args[0].value)), named: nil\(events))")
            log.add(i, "removeTarget(_:action: nil) -> removeTarget(_:named: nil): every action of the target")
        }
        for i in tokens.indices where editor.isWord(i, "removeObserver") {
            guard editor.isPunct(editor.previousCode(before: i), "."),
                let open = editor.nextCode(after: i), editor.isPunct(open, "("), let close = editor.matching(open),
                !editor.isPatched(open)
            else { continue }
            let args = editor.arguments(open: open, close: close)
            let labels = args.map { $0.label ?? "_" }
            guard labels == ["_"] || labels == ["_", "name", "object"], let first = args.first,
                library.observerTargets.contains(editor.text(first.value).trimmingCharacters(in: .whitespaces))
            else { continue }
            let target = editor.text(first.value).trimmingCharacters(in: .whitespaces)
            let rest = args.dropFirst().map { "\($0.label!): \(editor.text($0.value))" }
            editor.replace(open..<(close + 1), with: "(\((["target: \(target)"] + rest).joined(separator: ", ")))")
            log.add(i, "removeObserver(\(target)) -> removeObserver(target:): removes the kept closures")
        }
    }

    /// Puts `// PORT: note` on its own line above `index`'s line, at that line's indentation.
    func insertMarker(_ editor: inout TokenEditor, at index: Int, _ note: String) {
        let start = editor.lineStart(index)
        guard !editor.hasInsertion(at: start) else { return }
        editor.replace(start..<start, with: "\(editor.indentation(ofLineAt: index))// PORT: \(note)\n")
    }
}
