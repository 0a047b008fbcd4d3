import Foundation

// The edits Linux forces on UIKit code, one rule each. Every rule reads and writes code tokens
// only (see Lexer), so comments and strings come out as they went in.

/// One of the rewrites `Porter` makes, in the order it makes them.
public enum PortRule: String, CaseIterable, Sendable, Comparable {
    /// `@objc`, `@objcMembers`, `@nonobjc`, the Interface Builder attributes and `dynamic`
    /// removed: Linux's compiler has no Objective-C runtime to expose a member to.
    case attributes
    /// `#selector` in target/action shapes rewritten to the engine's closure forms (a bar
    /// button item's to a `UIAction`), and `removeObserver(target)` made to reach the
    /// observer closures kept for that target. In a library that cancels delayed performs,
    /// `perform(_:with:afterDelay:)` and `cancelPreviousPerformRequests` go through one
    /// registry of pending calls by target and selector, declared in the first such file.
    case selectors
    /// `optional` protocol requirements made required, with defaults in a protocol extension,
    /// and their optional calls (`delegate?.name?(...)`) made plain.
    case optionalRequirements
    /// Clang submodule imports (`import UIKit.UIGestureRecognizerSubclass`) made `import UIKit`,
    /// and `import UIKit` added to a file that names UIKit types but imports only Foundation.
    case imports
    /// `override` members of an extension of a class the library declares moved into that
    /// class's body (Linux: "declarations in extensions cannot override yet"). Runs over the
    /// whole library after the per-file rules, since the class may be in another file; an
    /// override of the library's own extension member that only calls `super`'s removed.
    case extensionOverrides

    /// Rules compare in the order `Porter` applies them.
    public static func < (lhs: PortRule, rhs: PortRule) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// One edit made, for `--report`: where, by which rule, and what, with whether it was a guess.
public struct PortEdit: Sendable, Equatable {
    /// The file's path as the input named it.
    public var file: String
    /// The 1-based line in the file as it stood before the rule ran.
    public var line: Int
    /// The rule that made the edit.
    public var rule: PortRule
    /// What was done, in a few words.
    public var note: String
    /// Whether the rule had to guess (an action's arity) or left something for a person.
    public var needsReview: Bool
}

/// What the rules know of the whole library: its functions' parameter shapes and its
/// `optional` protocol requirements, gathered from every input file before any is edited.
struct LibraryIndex {
    /// A declared function's external parameter labels (`_` for none) and first parameter's type.
    struct FunctionShape {
        var labels: [String]
        var firstType: String?
        /// Whether the first parameter has a default value, so the method can be called bare.
        var firstHasDefault = false
        /// The declared result type (what follows `->`), nil for none.
        var result: String?
    }

    var functions: [String: [FunctionShape]] = [:]
    var optionalRequirements: Set<String> = []
    /// The objects the library registers selector observers for (`addObserver(self,
    /// selector:...)`'s first argument, as written): their `removeObserver` calls must reach
    /// the closures those registrations become.
    var observerTargets: Set<String> = []

    /// Stored properties whose value is a `#selector(...)` (`static let gestureSelector =
    /// #selector(Target.gesture(_:))`): the property's name and the selector expression,
    /// which the selectors rule writes in place of the property where an action is passed.
    var storedSelectors: [String: String] = [:]

    /// The first file (its source) that calls `cancelPreviousPerformRequests`, when one does:
    /// the library's delayed performs then go through `PortPerformRequests`, which that file
    /// declares once for the whole library.
    var performRequestsHost: String?

    /// Whether some file of the library imports UIKit (or a submodule of it): a file that
    /// imports only Foundation-level modules then belongs to a UIKit library, and its UIKit
    /// names need the import Apple's SDK let it do without.
    var importsUIKit = false

    /// The library's gesture-recognizer classes and the superclass each names (`class
    /// M13CheckboxGestureRecognizer: UILongPressGestureRecognizer`).
    var recognizerBases: [String: String] = [:]
    /// The external labels of those classes' own initializers that take UIKit's
    /// `target:action:` pair among other arguments, which the port turns to `action:`.
    var targetActionInitializers: [String: Set<[String]>] = [:]

    /// The type a recognizer's `init(action:)` hands its closure, for a class of the library
    /// or the engine: the engine's recognizer it inherits from, as the engine types the
    /// sender (a screen-edge pan's as a pan). Nil for a direct `UIGestureRecognizer`
    /// subclass: the engine's base class takes no action in an initializer.
    func recognizerSenderType(_ name: String) -> String? {
        var base = name
        var seen: Set<String> = []
        while let next = recognizerBases[base], seen.insert(base).inserted { base = next }
        switch base {
        case "UIGestureRecognizer", "GestureRecognizer": return nil
        case "UIScreenEdgePanGestureRecognizer", "ScreenEdgePanGestureRecognizer": return "UIPanGestureRecognizer"
        default: return base.hasSuffix("GestureRecognizer") ? base : nil
        }
    }

    mutating func scan(_ source: String) {
        let editor = TokenEditor(source)
        let tokens = editor.tokens
        if performRequestsHost == nil, tokens.contains(where: { $0.text == "cancelPreviousPerformRequests" }) {
            performRequestsHost = source
        }
        for i in tokens.indices where tokens[i].kind == .poundKeyword && tokens[i].text == "#selector" {
            // A local (`let action = #selector(tap)` in a method) is the selectors rule's to
            // write out within its own block: one name may hold another selector elsewhere.
            if let declaration = storedSelector(editor, pound: i), !Self.isLocal(editor, declaration.keyword) {
                storedSelectors[declaration.name] = declaration.selector
            }
        }
        for i in tokens.indices where tokens[i].kind == .identifier {
            if !importsUIKit, tokens[i].text == "import", let module = Porter.importedModule(editor, keyword: i)?.name,
                module == "UIKit" || module.hasPrefix("UIKit.")
            {
                importsUIKit = true
            }
            if tokens[i].text == "class", let name = editor.nextCode(after: i), tokens[name].kind == .identifier,
                let colon = editor.nextCode(after: name), editor.isPunct(colon, ":"),
                let base = editor.nextCode(after: colon), tokens[base].text.hasSuffix("GestureRecognizer")
            {
                recognizerBases[tokens[name].text] = tokens[base].text
                if let open = tokens[base...].indices.first(where: { editor.isPunct($0, "{") }),
                    let close = editor.matching(open)
                {
                    for k in (open + 1)..<close where editor.isWord(k, "init") {
                        guard let paramsOpen = editor.nextCode(after: k), editor.isPunct(paramsOpen, "("),
                            let paramsClose = editor.matching(paramsOpen)
                        else { continue }
                        let params = editor.arguments(open: paramsOpen, close: paramsClose)
                        if params.indices.contains(where: {
                            params[$0].label == "target" && params.dropFirst($0 + 1).first?.label == "action"
                        }) {
                            targetActionInitializers[tokens[name].text, default: []].insert(
                                externalLabels(editor, open: paramsOpen, close: paramsClose))
                        }
                    }
                }
            }
            if tokens[i].text == "func", let nameIndex = editor.nextCode(after: i),
                tokens[nameIndex].kind == .identifier
            {
                var open = editor.nextCode(after: nameIndex)
                if editor.isPunct(open, "<"), let o = open {
                    var j = o
                    while j < tokens.count, !editor.isPunct(j, ">") { j += 1 }
                    open = editor.nextCode(after: j)
                }
                guard let open, editor.isPunct(open, "("), let close = editor.matching(open) else { continue }
                var shape = FunctionShape(labels: externalLabels(editor, open: open, close: close), firstType: nil)
                if let first = editor.arguments(open: open, close: close).first {
                    // `arguments` reads `_ sender: UIButton` as one unlabelled value: the type
                    // is what follows its first colon, up to a default value.
                    let whole = first.label.map { "\($0): " } ?? ""
                    let text = whole + editor.text(first.value)
                    if let colon = text.firstIndex(of: ":") {
                        let type = text[text.index(after: colon)...].split(separator: "=").first ?? ""
                        shape.firstType = type.trimmingCharacters(in: .whitespacesAndNewlines)
                        shape.firstHasDefault = text.contains("=")
                    }
                }
                if let arrow = editor.nextCode(after: close), editor.isPunct(arrow, "-"),
                    editor.isPunct(editor.nextCode(after: arrow), ">"),
                    let type = editor.nextCode(after: arrow + 1), tokens[type].kind == .identifier
                {
                    shape.result = tokens[type].text
                }
                functions[tokens[nameIndex].text, default: []].append(shape)
            } else if tokens[i].text == "addObserver", let open = editor.nextCode(after: i), editor.isPunct(open, "("),
                let close = editor.matching(open)
            {
                let args = editor.arguments(open: open, close: close)
                if args.count == 4, args[0].label == nil, args[1].label == "selector" {
                    observerTargets.insert(editor.text(args[0].value).trimmingCharacters(in: .whitespaces))
                }
            } else if tokens[i].text == "optional", let next = editor.nextCode(after: i),
                editor.isWord(next, "func") || editor.isWord(next, "var"),
                let name = editor.nextCode(after: next), tokens[name].kind == .identifier
            {
                optionalRequirements.insert(tokens[name].text)
            }
        }
    }

    /// The property a `#selector` at `pound` is the whole value of (`let name = #selector(...)`
    /// or `let name: Selector = ...`), with the selector's text.
    func storedSelector(_ editor: TokenEditor, pound: Int) -> (name: String, selector: String, keyword: Int)? {
        guard let open = editor.nextCode(after: pound), editor.isPunct(open, "("), let close = editor.matching(open),
            let equals = editor.previousCode(before: pound), editor.isPunct(equals, "="),
            var name = editor.previousCode(before: equals)
        else { return nil }
        if editor.isWord(name, "Selector"), let colon = editor.previousCode(before: name), editor.isPunct(colon, ":"),
            let before = editor.previousCode(before: colon)
        {
            name = before
        }
        guard editor.tokens[name].kind == .identifier, let keyword = editor.previousCode(before: name),
            editor.isWord(keyword, "let") || editor.isWord(keyword, "var")
        else { return nil }
        return (editor.tokens[name].text, editor.text(pound..<(close + 1)), keyword)
    }

    /// Whether the declaration whose keyword is at `keyword` is inside a function's,
    /// initializer's, closure's or statement's body rather than a type's: the innermost open
    /// brace before it is a type's only when `class`, `struct`, `enum`, `extension`, `actor`
    /// or `protocol` opens the declaration it belongs to.
    static func isLocal(_ editor: TokenEditor, _ keyword: Int) -> Bool {
        let tokens = editor.tokens
        var depth = 0
        var k = keyword - 1
        while k >= 0 {
            if editor.isPunct(k, "}") { depth += 1 }
            if editor.isPunct(k, "{") {
                if depth == 0 { break }
                depth -= 1
            }
            k -= 1
        }
        guard k >= 0 else { return false }  // file scope
        // Back from the brace to the previous statement's end, outside brackets.
        var parens = 0
        var j = k - 1
        while j >= 0 {
            let token = tokens[j]
            if token.kind == .punctuation {
                if token.text == ")" || token.text == "]" { parens += 1 }
                if token.text == "(" || token.text == "[" { parens -= 1 }
                if parens == 0, ["{", "}", ";"].contains(token.text) { break }
            }
            if parens == 0, token.kind == .identifier {
                if ["class", "struct", "enum", "extension", "actor", "protocol"].contains(token.text),
                    !editor.isPunct(editor.previousCode(before: j), ".")
                {
                    return false
                }
                if ["func", "init", "deinit", "subscript", "get", "set", "willSet", "didSet", "var", "in"]
                    .contains(token.text)
                {
                    return true
                }
            }
            j -= 1
        }
        return true
    }

    private func externalLabels(_ editor: TokenEditor, open: Int, close: Int) -> [String] {
        var labels: [String] = []
        var expectLabel = true
        var depth = 0
        for j in (open + 1)..<close {
            let token = editor.tokens[j]
            if token.isTrivia { continue }
            if token.kind == .punctuation {
                if ["(", "[", "<"].contains(token.text) { depth += 1 }
                if [")", "]", ">"].contains(token.text) { depth -= 1 }
                if token.text == ",", depth == 0 { expectLabel = true }
                continue
            }
            if expectLabel, depth == 0, token.kind == .identifier, token.text != "inout" {
                labels.append(token.text)
                expectLabel = false
            } else if expectLabel, token.kind == .attribute {
                continue
            }
        }
        return labels
    }

    /// The types the library's declarations of `name` with these external `labels` give
    /// their first parameter.
    func firstParameterTypes(_ name: String, labels: [String]) -> Set<String> {
        Set((functions[name] ?? []).filter { $0.labels == labels }.compactMap(\.firstType))
    }
}
