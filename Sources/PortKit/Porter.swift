import Foundation

/// Ports a UIKit library's Swift files to this project: makes the edits Linux forces (see
/// `PortRule`) and nothing else, recording each.
public struct Porter {
    /// The attributes Linux's compiler rejects or that only Interface Builder reads.
    static let removedAttributes: Set<String> = [
        "@objc", "@objcMembers", "@nonobjc", "@IBOutlet", "@IBAction", "@IBInspectable", "@IBDesignable",
        "@GKInspectable", "@IBSegueAction",
    ]
    /// Words that may follow `dynamic` when it is a declaration modifier.
    static let declarationWords: Set<String> = [
        "var", "func", "let", "public", "private", "fileprivate", "internal", "open", "final", "override",
        "static", "class", "weak", "lazy", "required", "convenience", "init", "subscript",
    ]

    var library = LibraryIndex()
    /// What the file being ported declares: an action's own declaration is looked for there
    /// first, as a selector usually names a method of the class it is written in.
    var fileIndex = LibraryIndex()

    /// A porter that knows the whole library: every file's source, scanned before any edit.
    public init(library sources: [String]) {
        for source in sources { library.scan(source) }
    }

    /// The ported source of one file and the edits made, `file` naming it in each edit.
    public func port(_ source: String, file: String) -> (source: String, edits: [PortEdit]) {
        var porter = self
        porter.fileIndex.scan(source)
        return porter.portFile(source, file: file)
    }

    private func portFile(_ source: String, file: String) -> (source: String, edits: [PortEdit]) {
        var text = source
        var edits: [PortEdit] = []
        for rule in PortRule.allCases {
            var editor = TokenEditor(text)
            var log = EditLog(file: file, rule: rule, editor: editor)
            switch rule {
            case .attributes: removeAttributes(&editor, &log)
            case .selectors:
                // Selectors kept in a local or a property are written out where they are
                // passed first (a local before a property of its name), and the expressions
                // that are no target/action pair rewritten, so that the call shapes below see a
                // `#selector` where an action is passed and make their closures.
                inlineLocalSelectors(&editor, &log)
                if !library.storedSelectors.isEmpty { inlineStoredSelectors(&editor, &log) }
                rewriteKeyPaths(&editor, &log)
                rewriteSelectorQueries(&editor, &log)
                text = editor.render()
                edits += log.edits
                editor = TokenEditor(text)
                log = EditLog(file: file, rule: rule, editor: editor)
                rewriteSelectors(&editor, &log)
                rewriteObserverRemovals(&editor, &log)
                rewriteRecognizerInitializers(&editor, &log)
                rewritePerformCancellations(&editor, &log, hostsRegistry: source == library.performRequestsHost)
            case .optionalRequirements: defaultOptionalRequirements(&editor, &log)
            case .imports: fixImports(&editor, &log)
            case .extensionOverrides: break  // whole-library: `moveExtensionOverrides`
            }
            text = editor.render()
            edits += log.edits
        }
        return (text, edits)
    }

    /// Collects one rule's edits with the line each began on.
    struct EditLog {
        let file: String
        let rule: PortRule
        let editor: TokenEditor
        var edits: [PortEdit] = []

        mutating func add(_ token: Int, _ note: String, review: Bool = false) {
            edits.append(PortEdit(file: file, line: editor.lines[token], rule: rule, note: note, needsReview: review))
        }
    }

    // MARK: - Attributes

    func removeAttributes(_ editor: inout TokenEditor, _ log: inout EditLog) {
        let tokens = editor.tokens
        var i = 0
        // The end of a removable attribute (with its arguments) or `dynamic` modifier at `i`.
        func removableEnd(_ i: Int) -> Int? {
            let token = tokens[i]
            if token.kind == .attribute, Self.removedAttributes.contains(token.text) {
                if editor.isPunct(i + 1, "("), let close = editor.matching(i + 1) { return close + 1 }
                return i + 1
            }
            if token.kind == .identifier, token.text == "dynamic",
                !editor.isPunct(editor.previousCode(before: i), "."),
                let next = editor.nextCode(after: i),
                tokens[next].kind == .identifier || tokens[next].kind == .attribute,
                Self.declarationWords.contains(tokens[next].text)
            {
                return i + 1
            }
            return nil
        }
        while i < tokens.count {
            let token = tokens[i]
            var end = removableEnd(i)
            // A run of them (`@objc(Name) @objcMembers`) goes as one.
            while let e = end {
                var k = e
                while k < tokens.count, tokens[k].kind == .whitespace { k += 1 }
                guard k < tokens.count, let next = removableEnd(k) else { break }
                log.add(k, "removed \(tokens[k].text)")
                end = next
            }
            guard var end else {
                i += 1
                continue
            }
            var start = i
            let lineStart = editor.lineStart(i)
            let onlyIndentBefore = (lineStart..<i).allSatisfy { tokens[$0].kind == .whitespace }
            var after = end
            while after < tokens.count, tokens[after].kind == .whitespace { after += 1 }
            if after >= tokens.count || tokens[after].kind == .newline {
                if onlyIndentBefore {
                    // Alone on its line: the whole line goes.
                    start = lineStart
                    end = min(after + 1, tokens.count)
                } else {
                    while start > lineStart, tokens[start - 1].kind == .whitespace { start -= 1 }
                    end = after
                }
            } else {
                end = after
            }
            editor.replace(start..<end, with: "")
            log.add(i, "removed \(token.text)")
            if token.text == "@objc" { keepClassBound(&editor, protocolAfter: end, &log) }
            i = end
        }
    }

    /// An `@objc` protocol is class-bound (a `weak` reference to it compiles); without the
    /// attribute it needs `AnyObject` said.
    func keepClassBound(_ editor: inout TokenEditor, protocolAfter start: Int, _ log: inout EditLog) {
        var keyword = start
        let modifiers: Set<String> = ["public", "internal", "fileprivate", "private", "open"]
        while keyword < editor.tokens.count,
            editor.tokens[keyword].isTrivia
                || modifiers.contains(editor.tokens[keyword].text)
        {
            keyword += 1
        }
        guard editor.isWord(keyword, "protocol"), let name = editor.nextCode(after: keyword),
            let next = editor.nextCode(after: name)
        else { return }
        if editor.isPunct(next, ":") {
            var k = next
            while k < editor.tokens.count, !editor.isPunct(k, "{") {
                if ["AnyObject", "class", "NSObjectProtocol"].contains(editor.tokens[k].text) { return }
                k += 1
            }
            editor.replace((next + 1)..<(next + 1), with: " AnyObject,")
        } else {
            editor.replace((name + 1)..<(name + 1), with: ": AnyObject")
        }
        log.add(name, "protocol \(editor.tokens[name].text) kept class-bound (AnyObject), as @objc made it")
    }

    // MARK: - Imports

    /// The module an `import` at `keyword` names with its submodule path (`UIKit.UIImage` for
    /// `import class UIKit.UIImage`), or nil when `keyword` starts no import declaration.
    static func importedModule(_ editor: TokenEditor, keyword: Int) -> (name: String, end: Int)? {
        let tokens = editor.tokens
        guard editor.isWord(keyword, "import"),
            editor.lineStart(keyword) == keyword
                || (editor.lineStart(keyword)..<keyword).allSatisfy({
                    tokens[$0].kind == .whitespace || tokens[$0].kind == .attribute
                }),
            var module = editor.nextCode(after: keyword), tokens[module].kind == .identifier
        else { return nil }
        // `import class UIKit.UIImage`: the kind of the one declaration imported comes first.
        let kinds: Set<String> = ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"]
        if kinds.contains(tokens[module].text), let next = editor.nextCode(after: module),
            tokens[next].kind == .identifier
        {
            module = next
        }
        var end = module + 1
        while editor.isPunct(end, "."), end + 1 < tokens.count, tokens[end + 1].kind == .identifier { end += 2 }
        return (editor.text(module..<end), end)
    }

    func fixImports(_ editor: inout TokenEditor, _ log: inout EditLog) {
        let tokens = editor.tokens
        var imports: [(keyword: Int, module: String, end: Int)] = []
        var usesUIKitNames = false
        for i in tokens.indices {
            let token = tokens[i]
            if token.kind == .identifier, token.text == "import", let module = Self.importedModule(editor, keyword: i) {
                imports.append((i, module.name, module.end))
            } else if token.kind == .identifier, ["UI", "CG", "CA", "CF"].contains(token.text.prefix(2)),
                token.text.count > 2,
                token.text.unicodeScalars.dropFirst(2).first.map({ CharacterSet.uppercaseLetters.contains($0) }) == true
            {
                // Foundation on Linux has CG names of its own; UIKit's must win, as on iOS. Core
                // Foundation's (`CFRange`) come with Apple's Foundation; here UIKit brings them.
                usesUIKitNames = true
            }
        }
        let hasPlainUIKit = imports.contains { $0.module == "UIKit" }
        var rewroteOne = false
        for entry in imports where entry.module.hasPrefix("UIKit.") {
            let module = editor.nextCode(after: entry.keyword)!  // `class` in `import class UIKit.X`
            if hasPlainUIKit || rewroteOne {
                let start = editor.lineStart(entry.keyword)
                var end = entry.end
                while end < tokens.count, tokens[end].kind != .newline { end += 1 }
                editor.replace(start..<min(end + 1, tokens.count), with: "")
                log.add(entry.keyword, "removed import \(entry.module) (import UIKit brings it)")
            } else {
                editor.replace(module..<entry.end, with: "UIKit")
                log.add(entry.keyword, "import \(entry.module) -> import UIKit")
                rewroteOne = true
            }
        }
        let importsUIKitSomehow = imports.contains { $0.module.hasPrefix("UIKit") || $0.module == "SwiftUI" }
        let systemModules: Set<String> = [
            "Foundation", "CoreGraphics", "QuartzCore", "Dispatch", "CoreFoundation", "CoreText", "ObjectiveC",
        ]
        // A file of a UIKit library that imports its other dependencies (`import SnapKit`) but
        // not UIKit still names UIKit's types; a file of a library that imports no UIKit at all
        // is left alone unless it imports nothing beyond the Foundation level.
        if usesUIKitNames, !importsUIKitSomehow,
            library.importsUIKit || imports.allSatisfy({ systemModules.contains($0.module) })
        {
            // Before the first import, or at the top of a file with none.
            let start = imports.first.map { editor.lineStart($0.keyword) } ?? 0
            editor.replace(start..<start, with: "import UIKit\n")
            log.add(imports.first?.keyword ?? 0, "added import UIKit: the file names UIKit types")
        }
    }
}
