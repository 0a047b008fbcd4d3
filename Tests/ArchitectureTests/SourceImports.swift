import Foundation

/// The modules each Swift target of the package imports, read from its sources as text.
///
/// Reading the files (rather than trusting `Package.swift`) is the point: a target can only
/// import what it depends on, but a dependency added "just for one helper" is exactly how a
/// layer starts to know about pixels or X11. The sources say what is really used.
struct SourceImports {
    /// One `import` line of one file.
    struct Import: Equatable {
        /// The file, relative to the package root (`Sources/Engine/View.swift`).
        var file: String
        /// 1-based line number.
        var line: Int
        /// The imported module (`Renderer` for `import struct Renderer.Framebuffer` too).
        var module: String
        /// The innermost `#if` branch the line sits in, as written: `canImport(Glibc)` for
        /// `#if`/`#elseif` branches, `#else of canImport(FoundationEssentials)` for an
        /// `#else` (named by its `#if`'s condition); nil outside any.
        var branch: String? = nil
    }

    /// Target name (the folder under `Sources/`) to the imports of its files.
    var byTarget: [String: [Import]]
    /// Targets that are C system libraries (their folder holds a `module.modulemap`).
    var cLibraries: Set<String>

    /// The module an `import` line names, or nil when the line is no import.
    /// Handles attributes (`@_exported`, `@testable`, `@preconcurrency`), access levels
    /// (`public import`) and kinds (`import struct M.T`).
    static func importedModule(in line: String) -> String? {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        while let first = words.first,
            first.hasPrefix("@") || ["public", "internal", "package", "private", "fileprivate"].contains(first)
        {
            words.removeFirst()
        }
        guard words.first == "import", words.count >= 2 else { return nil }
        words.removeFirst()
        let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
        if let kind = words.first, kinds.contains(kind), words.count >= 2 { words.removeFirst() }
        return words.first.map { String($0.split(separator: ".").first ?? "") }
    }

    /// The imports of Swift `source` text in `file`, each with the `#if` branch it is in.
    static func imports(inSource source: String, file: String) -> [Import] {
        // One entry per open #if: its own condition and the branch now being read.
        var open: [(condition: String, branch: String)] = []
        var found: [Import] = []
        for (index, raw) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#if ") {
                let condition = String(line.dropFirst(4)).trimmingCharacters(in: .whitespaces)
                open.append((condition, condition))
            } else if line.hasPrefix("#elseif "), !open.isEmpty {
                open[open.count - 1].branch = String(line.dropFirst(8)).trimmingCharacters(in: .whitespaces)
            } else if line == "#else" || line.hasPrefix("#else "), !open.isEmpty {
                open[open.count - 1].branch = "#else of \(open[open.count - 1].condition)"
            } else if line.hasPrefix("#endif"), !open.isEmpty {
                open.removeLast()
            } else if let module = importedModule(in: line) {
                found.append(Import(file: file, line: index + 1, module: module, branch: open.last?.branch))
            }
        }
        return found
    }

    /// Every target under `root/Sources`.
    static func read(packageRoot root: URL) throws -> SourceImports {
        let fm = FileManager.default
        let sources = root.appendingPathComponent("Sources")
        var byTarget: [String: [Import]] = [:]
        var cLibraries: Set<String> = []
        for target in try fm.contentsOfDirectory(atPath: sources.path).sorted() {
            let folder = sources.appendingPathComponent(target)
            if fm.fileExists(atPath: folder.appendingPathComponent("module.modulemap").path) {
                cLibraries.insert(target)
                continue
            }
            guard let walker = fm.enumerator(atPath: folder.path) else { continue }
            var imports: [Import] = []
            for case let relative as String in walker where relative.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
                imports += Self.imports(inSource: text, file: "Sources/\(target)/\(relative)")
            }
            byTarget[target] = imports
        }
        return SourceImports(byTarget: byTarget, cLibraries: cLibraries)
    }
}
