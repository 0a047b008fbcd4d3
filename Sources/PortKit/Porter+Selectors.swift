import Foundation

// `#selector` has no runtime to name on Linux: each target/action call shape UIKit code uses
// becomes the closure form the engine offers, calling the same method.
extension Porter {
    /// A parsed `#selector(Type.name(_:with:))`: its base name and labels (nil when bare).
    struct Selector {
        var name: String
        var labels: [String]?
        /// The parameter count an `as` coercion gives (`#selector(tap as (UIButton) -> Void)`)
        /// when the selector names no labels.
        var arity: Int?
        /// The type that qualifies the name (`ESTabBar` in `#selector(ESTabBar.selectAction(_:))`),
        /// nil for a bare name or `self.`, `Self.` and `type(of: self).`.
        var owner: String?

        /// The Objective-C spelling the engine's `named:` forms take (`tap:`), for removal by name.
        var objcName: String {
            guard let labels, !labels.isEmpty else { return name }
            return name + labels.enumerated().map { $0.offset == 0 ? ":" : "\($0.element):" }.joined()
        }
    }

    /// Whether the file declares `name` (a parameter or property) as `AnyObject`, `Any` or
    /// `NSObject`, optional or not: a target no closure can call a method on as it is.
    func isDeclaredUntyped(_ editor: TokenEditor, _ name: String) -> Bool {
        guard name != "self" else { return false }
        let last = name.split(separator: ".").last.map(String.init) ?? name
        let tokens = editor.tokens
        for i in tokens.indices where tokens[i].kind == .identifier && tokens[i].text == last {
            guard let colon = editor.nextCode(after: i), editor.isPunct(colon, ":"),
                let type = editor.nextCode(after: colon)
            else { continue }
            if ["AnyObject", "Any", "NSObject"].contains(tokens[type].text) { return true }
        }
        return false
    }

    func parseSelector(_ editor: TokenEditor, open: Int, close: Int) -> Selector? {
        let code = ((open + 1)..<close).filter { !editor.tokens[$0].isTrivia }
        guard !code.isEmpty, !editor.isWord(code.first, "getter"), !editor.isWord(code.first, "setter") else {
            return nil
        }
        var k = 0
        // `#selector(type(of: self).tapped)` names the method of the dynamic type, as `Self.` does.
        if code.count > 7, editor.isWord(code[0], "type"), editor.isPunct(code[1], "("), editor.isWord(code[2], "of"),
            editor.isPunct(code[3], ":"), editor.isWord(code[4], "self"), editor.isPunct(code[5], ")"),
            editor.isPunct(code[6], ".")
        {
            k = 7
        }
        var name: String?
        var owner: String?
        while k < code.count, editor.tokens[code[k]].kind == .identifier {
            owner = name
            name = editor.tokens[code[k]].text
            if k + 1 < code.count, editor.isPunct(code[k + 1], ".") {
                k += 2
            } else {
                k += 1
                break
            }
        }
        guard let name else { return nil }
        if let qualifier = owner, ["self", "Self"].contains(qualifier) { owner = nil }
        if k == code.count { return Selector(name: name, labels: nil, owner: owner) }
        if editor.isWord(code[k], "as") {
            var coerced = coercedSelector(editor, name: name, type: Array(code[(k + 1)...]))
            coerced?.owner = owner
            return coerced
        }
        guard editor.isPunct(code[k], "(") else { return nil }
        var labels: [String] = []
        for j in code[(k + 1)...] {
            let token = editor.tokens[j]
            if token.kind == .identifier { labels.append(token.text) }
        }
        return Selector(name: name, labels: labels, owner: owner)
    }

    /// A selector disambiguated by a function type: `(UIButton) -> Void` for a bound method,
    /// `(Menu) -> () -> Void` for an unbound one (its parameters are the second group's).
    /// The labels are those of the library's one declaration of that name and arity, if any.
    func coercedSelector(_ editor: TokenEditor, name: String, type code: [Int]) -> Selector? {
        // The top-level parenthesised groups of the type and their parameter counts.
        var groups: [Int] = []
        var depth = 0
        var count = 0
        var empty = true
        for j in code {
            if editor.isPunct(j, "(") {
                if depth == 0 {
                    count = 1
                    empty = true
                }
                depth += 1
                if depth == 1 { continue }
            } else if editor.isPunct(j, ")") {
                depth -= 1
                if depth == 0 {
                    groups.append(empty ? 0 : count)
                    continue
                }
            }
            if depth == 1, editor.isPunct(j, ",") { count += 1 }
            if depth >= 1 { empty = false }
        }
        guard let first = groups.first else { return nil }
        let arity = groups.count >= 3 || (groups.count == 2 && !editor.isPunct(code.last, ")")) ? groups[1] : first
        let shapes = (library.functions[name] ?? []).filter { $0.labels.count == arity }
        let labelSets = Set(shapes.map(\.labels))
        if labelSets.count == 1, let labels = labelSets.first {
            return Selector(name: name, labels: labels, arity: arity)
        }
        return Selector(name: name, labels: arity == 0 ? [] : nil, arity: arity)
    }

    /// The call of `selector`'s method on `receiver` passing `sender` (cast to the library's
    /// declared parameter type when `senderType` is more general), or nil for two or more arguments.
    func call(
        _ selector: Selector, on receiver: String, sender: String, senderType: Set<String>,
        guessed: inout Bool
    ) -> String? {
        var labels = selector.labels
        if labels == nil {
            let shapes = (library.functions[selector.name] ?? []).filter {
                selector.arity == nil || $0.labels.count == selector.arity
            }
            let arities = Set(shapes.map(\.labels.count))
            if !shapes.isEmpty, shapes.allSatisfy({ $0.firstHasDefault }) {
                // `func share(ignoreAndShare: Bool = false)` named bare: the sender Objective-C
                // would pass is no `Bool`; the call the library means takes the default.
                labels = []
            } else if arities.count == 1, let shape = shapes.first {
                labels = shape.labels
            } else {
                guessed = true
                labels = Array(repeating: "_", count: selector.arity ?? 0)
            }
        }
        guard let labels, labels.count <= 1 else { return nil }
        if labels.isEmpty { return "\(receiver)\(selector.name)()" }
        var argument = sender
        // Several declarations of one name (in several classes) may differ: a cast to the one
        // specific type among them still calls those that take a more general one.
        let general = senderType.union(["Any", "AnyObject", "NSObject"])
        // Only the declarations the selector can name: `tagPressed(_:)` is not the delegate's
        // `tagPressed(_:tagView:sender:)`, whose `String` would hide the sender's own type.
        // The file's own come first: another class's `handleSingleTap(_: UITouch)` is not
        // the recognizer's action written beside its `handleSingleTap(_:)`.
        let specific = Set(
            (fileIndex.firstParameterTypes(selector.name, labels: labels).nilIfEmpty
                ?? library.firstParameterTypes(selector.name, labels: labels)).filter {
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
            var calleeName = tokens[callee].text
            if calleeName == "init", let dot = editor.previousCode(before: callee), editor.isPunct(dot, "."),
                let owner = editor.previousCode(before: dot), tokens[owner].kind == .identifier
            {
                // `UITapGestureRecognizer.init(target:action:)` is the type's initializer; a
                // bar button item subclass's `self.init(title:style:target:action:)` is the
                // item's, as those labels are only UIKit's for it.
                let owned = tokens[owner].text
                if owned != "self", owned != "Self", owned != "super" {
                    calleeName = owned
                } else if Self.barButtonInitializers.contains(where: { $0.labels == labels }) {
                    calleeName = "UIBarButtonItem"
                }
            }
            var guessed = false
            var replacement: String?
            var marker = ""
            func weakCapture(_ target: String) -> (capture: String, receiver: String) {
                target == "self" ? ("[weak self]", "self?.") : ("[weak target = \(target)]", "target?.")
            }
            if calleeName.hasSuffix("GestureRecognizer") || library.recognizerBases[calleeName] != nil,
                // Other arguments beside the pair: only an initializer of the library's own
                // recognizer class, rewritten below (its `addTo:` extension initializer is not).
                labels == ["target", "action"]
                    || library.targetActionInitializers[calleeName]?.contains(labels) == true,
                let pair = labels.indices.first(where: {
                    labels[$0] == "target" && labels.dropFirst($0 + 1).first == "action"
                }),
                let target = value("target"), let senderType = library.recognizerSenderType(calleeName)
            {
                // The closure's sender is what the engine's (or the library's rewritten)
                // `init(action:)` hands it; a method taking the library's own subclass casts.
                let (capture, receiver) = weakCapture(target)
                let gestureTypes: Set<String> = [senderType, "UIGestureRecognizer", "GestureRecognizer"]
                if let body = call(
                    selector, on: receiver, sender: "sender", senderType: gestureTypes, guessed: &guessed)
                {
                    var kept = args.map { ($0.label.map { "\($0): " } ?? "") + editor.text($0.value) }
                    kept.replaceSubrange(pair...(pair + 1), with: ["action: { \(capture) sender in \(body) }"])
                    replacement = "(\(kept.joined(separator: ", ")))"
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
                    // The engine's target is a class instance of a known type; a target the file
                    // declares as `AnyObject?` (or `Any`) gets the type the selector names its
                    // method on. One already of a class type is left as it is.
                    let typed =
                        selector.owner.map { $0.first?.isUppercase == true } == true
                            && isDeclaredUntyped(editor, target)
                        ? "\(target) as! \(selector.owner!)" : target
                    replacement =
                        "(\(typed), named: \"\(selector.objcName)\"\(events)) { target, \(used) in \(body) }"
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
                let target = value("target"), target != "nil"
            {
                // A nil target is UIKit's responder chain, which has no closure form here.
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
                    // Foundation's block is `@Sendable` and nonisolated, while the method is
                    // usually the main actor's (a view's, a controller's). UIKit code schedules
                    // its timers on the main run loop, which runs the block on the main thread:
                    // the isolation the compiler cannot see is asserted, not hopped to.
                    replacement =
                        "(\(label): \(interval), repeats: \(repeats)) { \(capture) \(used) in MainActor.assumeIsolated { \(body) } }"
                    marker = "timer target/action became a block (run on the main run loop)"
                }
            } else if calleeName == "UIAccessibilityCustomAction" || calleeName == "AccessibilityCustomAction",
                labels == ["name", "target", "selector"], let name = value("name"), let target = value("target")
            {
                // UIKit: the method "must take one of the following forms: - (BOOL)method;
                // - (BOOL)method:(UIAccessibilityCustomAction *)action"; a library method that
                // returns nothing is taken as having succeeded.
                let (capture, receiver) = weakCapture(target)
                if let body = call(
                    selector, on: receiver, sender: "action",
                    senderType: ["UIAccessibilityCustomAction", "AccessibilityCustomAction"], guessed: &guessed)
                {
                    let returnsBool = (library.functions[selector.name] ?? []).contains { $0.result == "Bool" }
                    let used = body.contains("action") ? "action" : "_"
                    let result = returnsBool ? "\(body) ?? false" : "\(body); return true"
                    replacement = "(name: \(name), actionHandler: { \(capture) \(used) in \(result) })"
                    marker = "accessibility action's target/selector became its handler"
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
                    if library.performRequestsHost != nil, with == "nil" {
                        // The library cancels its delayed performs: each is kept by target
                        // and selector until it runs, so that a cancellation finds it.
                        editor.replace(
                            start..<(callClose + 1),
                            with:
                                "PortPerformRequests.perform(self, \"\(selector.objcName)\", afterDelay: \(delay)) { [weak self] in \(body) }"
                        )
                        insertMarker(
                            &editor, at: start, "perform(_:with:afterDelay:) kept where a cancellation finds it")
                        log.add(
                            i, "perform #selector(\(selector.objcName)) -> PortPerformRequests.perform", review: guessed
                        )
                        continue
                    }
                    editor.replace(
                        start..<(callClose + 1),
                        with: "DispatchQueue.main.asyncAfter(deadline: .now() + \(delay)) { [weak self] in \(body) }")
                    insertMarker(&editor, at: start, "perform(_:with:afterDelay:) became asyncAfter")
                    log.add(
                        i, "perform #selector(\(selector.objcName)) -> DispatchQueue.main.asyncAfter", review: guessed)
                    continue
                }
            } else if calleeName == "cancelPreviousPerformRequests", labels == ["withTarget", "selector", "object"],
                library.performRequestsHost != nil, let target = value("withTarget"), value("object") == "nil"
            {
                // Apple: "All perform requests are canceled that have the same target as aTarget,
                // argument as anArgument, and selector as aSelector"; the argument of each
                // request kept here is nil (a `perform` with one stays a review item).
                var start = callee
                if editor.isPunct(editor.previousCode(before: callee), "."),
                    let dot = editor.previousCode(before: callee), let owner = editor.previousCode(before: dot)
                {
                    start = owner
                }
                editor.replace(
                    start..<(callClose + 1), with: "PortPerformRequests.cancel(\(target), \"\(selector.objcName)\")")
                insertMarker(&editor, at: start, "delayed performs cancelled by target and selector")
                log.add(
                    i, "cancelPreviousPerformRequests #selector(\(selector.objcName)) -> PortPerformRequests.cancel")
                continue
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

    /// A stored selector passed as an action (`action: GestureTarget.gestureSelector`, `selector:
    /// Self.tick`) replaced by the `#selector(...)` it holds, and the property's own value by
    /// the selector's Objective-C name (a `String`, as `NSStringFromSelector` gives): the
    /// closure forms need the method where the action is passed, and what else reads the
    /// property still compiles.
    func inlineStoredSelectors(_ editor: inout TokenEditor, _ log: inout EditLog) {
        let tokens = editor.tokens
        for i in tokens.indices where tokens[i].kind == .identifier {
            guard let selector = library.storedSelectors[tokens[i].text] else { continue }
            // The reference may be qualified (`Type.name`, `Self.name`, `self.name`).
            var start = i
            if let dot = editor.previousCode(before: i), editor.isPunct(dot, "."),
                let owner = editor.previousCode(before: dot), tokens[owner].kind == .identifier
            {
                start = owner
            }
            guard let colon = editor.previousCode(before: start), editor.isPunct(colon, ":"),
                let label = editor.previousCode(before: colon),
                editor.isWord(label, "action") || editor.isWord(label, "selector"),
                editor.isPunct(editor.nextCode(after: i), ",") || editor.isPunct(editor.nextCode(after: i), ")"),
                !editor.isPatched(start)
            else { continue }
            editor.replace(start..<(i + 1), with: selector)
            log.add(i, "stored selector \(tokens[i].text) written out as \(selector) where it is passed")
        }
        for i in tokens.indices where tokens[i].kind == .poundKeyword && tokens[i].text == "#selector" {
            guard let declaration = library.storedSelector(editor, pound: i),
                !LibraryIndex.isLocal(editor, declaration.keyword), !editor.isPatched(i),
                let open = editor.nextCode(after: i), let close = editor.matching(open),
                let parsed = parseSelector(editor, open: open, close: close)
            else { continue }
            replaceWithName(&editor, pound: i, close: close, parsed.objcName)
            insertMarker(&editor, at: declaration.keyword, "a stored selector: its uses take the method itself")
            log.add(i, "stored selector \(declaration.name) kept as its name \"\(parsed.objcName)\"")
        }
    }

    /// Writes the stored selector `#selector(...)` from `pound` to `close` as its Objective-C
    /// `name`, a string; a `: Selector` annotation goes with the value it typed.
    func replaceWithName(_ editor: inout TokenEditor, pound: Int, close: Int, _ name: String) {
        if let equals = editor.previousCode(before: pound), let type = editor.previousCode(before: equals),
            editor.isWord(type, "Selector"), let colon = editor.previousCode(before: type)
        {
            editor.replace(colon..<pound, with: " = ")
        }
        editor.replace(pound..<(close + 1), with: "\"\(name)\"")
    }

    /// A library recognizer's initializers that take UIKit's `target:action:` pair (an
    /// `override init(target:action:)`, an `init(direction:target:action:)`) take the
    /// engine's action closure instead, typed as the engine's recognizer the class inherits
    /// from, and hand it to `super.init(action:)`: the call sites' closures (above) then fit.
    func rewriteRecognizerInitializers(_ editor: inout TokenEditor, _ log: inout EditLog) {
        let tokens = editor.tokens
        for i in tokens.indices where editor.isWord(i, "class") {
            guard let nameIndex = editor.nextCode(after: i), library.recognizerBases[tokens[nameIndex].text] != nil,
                let open = tokens[nameIndex...].indices.first(where: { editor.isPunct($0, "{") }),
                let close = editor.matching(open)
            else { continue }
            let className = tokens[nameIndex].text
            for k in (open + 1)..<close
            where editor.isWord(k, "init") && !editor.isPunct(editor.previousCode(before: k), ".") {
                guard let paramsOpen = editor.nextCode(after: k), editor.isPunct(paramsOpen, "("),
                    let paramsClose = editor.matching(paramsOpen), !editor.isPatched(paramsOpen)
                else { continue }
                let params = editor.arguments(open: paramsOpen, close: paramsClose)
                guard
                    let pair = params.indices.first(where: {
                        params[$0].label == "target" && params.dropFirst($0 + 1).first?.label == "action"
                            && editor.text(params[$0 + 1].value).hasPrefix("Selector")
                    }),
                    let targetColon = editor.previousCode(before: params[pair].value.lowerBound),
                    let targetLabel = editor.previousCode(before: targetColon)
                else { continue }
                guard let sender = library.recognizerSenderType(className) else {
                    log.add(
                        k, "left \(className)'s init(target:action:): the engine's UIGestureRecognizer takes no action",
                        review: true)
                    continue
                }
                let isOverride = editor.isWord(editor.previousCode(before: k), "override")
                let hadDefault = editor.text(params[pair + 1].value).contains("=")
                let parameter = "action: ((\(sender)) -> Void)?" + (hadDefault || isOverride ? " = nil" : "")
                editor.replace(targetLabel..<params[pair + 1].value.upperBound, with: parameter)
                log.add(k, "\(className).init(target:action:) -> init(action:) with a (\(sender)) -> Void closure")
                // `super.init(target: target, action: action)` in its body.
                guard let bodyOpen = tokens[paramsClose...].indices.first(where: { editor.isPunct($0, "{") }),
                    let bodyClose = editor.matching(bodyOpen)
                else { continue }
                for j in bodyOpen..<bodyClose where editor.isWord(j, "init") {
                    guard let dot = editor.previousCode(before: j), editor.isPunct(dot, "."),
                        editor.isWord(editor.previousCode(before: dot), "super"),
                        let callOpen = editor.nextCode(after: j), editor.isPunct(callOpen, "("),
                        let callClose = editor.matching(callOpen)
                    else { continue }
                    let args = editor.arguments(open: callOpen, close: callClose)
                    guard args.map({ $0.label ?? "_" }) == ["target", "action"] else { continue }
                    editor.replace(callOpen..<(callClose + 1), with: "(action: \(editor.text(args[1].value)))")
                    log.add(j, "super.init(target:action:) -> super.init(action:)")
                }
                keepTargetName(in: bodyOpen..<bodyClose, &editor, &log)
            }
        }
    }

    /// A rewritten recognizer initializer's body that still reads the `target` parameter
    /// (to keep it, say) gets a local `target` of nil in its place: the closure form has no
    /// target, and the body compiles as written. Said for review, as the target is gone.
    private func keepTargetName(in body: Range<Int>, _ editor: inout TokenEditor, _ log: inout EditLog) {
        guard
            let read = body.dropFirst().first(where: {
                editor.isWord($0, "target") && !editor.isPunct(editor.previousCode(before: $0), ".")
                    && !editor.isPunct(editor.nextCode(after: $0), ":") && !editor.isPatched($0)
            }),
            let first = editor.firstCode(in: (body.lowerBound + 1)..<body.upperBound)
        else { return }
        let indent = editor.indentation(ofLineAt: first)
        editor.replace(
            (body.lowerBound + 1)..<(body.lowerBound + 1),
            with: "\n\(indent)let target: Any? = nil  // init(action:) takes no target")
        log.add(read, "init(action:) has no target: the body's target is nil", review: true)
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

    /// `cancelPreviousPerformRequests(withTarget: x)` (every delayed perform of `x`) made
    /// `PortPerformRequests.cancel(x)`, and the registry declared at the end of the file that
    /// hosts it. Only in a library that cancels, as `perform`'s rewrite is then the registry's.
    func rewritePerformCancellations(_ editor: inout TokenEditor, _ log: inout EditLog, hostsRegistry: Bool) {
        guard library.performRequestsHost != nil else { return }
        let tokens = editor.tokens
        for i in tokens.indices where editor.isWord(i, "cancelPreviousPerformRequests") {
            guard let open = editor.nextCode(after: i), editor.isPunct(open, "("), let close = editor.matching(open),
                !editor.isPatched(open)
            else { continue }
            let args = editor.arguments(open: open, close: close)
            guard args.count == 1, args[0].label == "withTarget" else { continue }
            var start = i
            if editor.isPunct(editor.previousCode(before: i), "."), let dot = editor.previousCode(before: i),
                let owner = editor.previousCode(before: dot)
            {
                start = owner
            }
            // Apple: "All perform requests having the same target aTarget are canceled."
            editor.replace(start..<(close + 1), with: "PortPerformRequests.cancel(\(editor.text(args[0].value)))")
            insertMarker(&editor, at: start, "delayed performs cancelled by target")
            log.add(i, "cancelPreviousPerformRequests(withTarget:) -> PortPerformRequests.cancel")
        }
        guard hostsRegistry else { return }
        let newline = tokens.last?.kind == .newline ? "" : "\n"
        editor.replace(tokens.count..<tokens.count, with: newline + Self.performRequestsRegistry)
        log.add(max(tokens.count - 1, 0), "declared PortPerformRequests, the library's pending delayed performs")
    }

    /// The registry of delayed performs the port declares for a library that cancels them.
    /// Each pending call is kept with its target (weakly, as a gone target's call is moot) and
    /// its selector's name until it runs or is cancelled. It runs on the main queue, where
    /// UIKit code performs (the main thread's run loop), and is asserted to be there.
    static let performRequestsRegistry = """

        // PORT: the library's delayed performs (`perform(_:with:afterDelay:)`), kept by target and
        // selector so that `cancelPreviousPerformRequests` can cancel them (there is no run loop
        // of selectors on Linux). Used from the main thread, as UIKit code performs.
        enum PortPerformRequests {
            private struct Request {
                weak var target: AnyObject?
                let selector: String
                let id: Int
            }
            nonisolated(unsafe) private static var pending: [Request] = []
            nonisolated(unsafe) private static var lastID = 0

            /// Calls `action` after `delay` seconds on the main queue unless it is cancelled first.
            static func perform(
                _ target: AnyObject, _ selector: String, afterDelay delay: Double,
                _ action: @escaping @MainActor () -> Void
            ) {
                lastID += 1
                let id = lastID
                pending.append(Request(target: target, selector: selector, id: id))
                DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
                    MainActor.assumeIsolated {
                        guard let index = pending.firstIndex(where: { $0.id == id }) else { return }
                        pending.remove(at: index)
                        action()
                    }
                }
            }

            /// Cancels the pending calls of `target`: those of `selector`, or every one when nil.
            static func cancel(_ target: AnyObject?, _ selector: String? = nil) {
                pending.removeAll { $0.target == nil || ($0.target === target && (selector == nil || $0.selector == selector)) }
            }
        }

        """

    /// Puts `// PORT: note` on its own line above `index`'s line, at that line's indentation.
    func insertMarker(_ editor: inout TokenEditor, at index: Int, _ note: String) {
        let start = editor.lineStart(index)
        guard !editor.hasInsertion(at: start) else { return }
        editor.replace(start..<start, with: "\(editor.indentation(ofLineAt: index))// PORT: \(note)\n")
    }
}

extension Set {
    /// The set, or nil when it is empty.
    fileprivate var nilIfEmpty: Set? { isEmpty ? nil : self }
}
