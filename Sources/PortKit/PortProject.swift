import Foundation

/// A failure that ends the command with one line on stderr.
public struct PortError: Error, CustomStringConvertible, Sendable {
    /// The line to print.
    public var description: String

    /// A failure described by `description`.
    public init(_ description: String) { self.description = description }
}

/// The inputs of one port: every file under the given folders (or the files themselves),
/// with the Swift ones ported and the rest copied as they are.
public struct PortProject {
    /// One input file: where it is read from and its path inside the output.
    public struct File: Sendable {
        /// Where the file is read from.
        public var source: URL
        /// Its path under the output folder.
        public var relativePath: String
        /// Whether it is a Swift file the rules edit.
        public var isSwift: Bool { relativePath.hasSuffix(".swift") }
    }

    /// The input roots as given.
    public let inputs: [URL]
    /// Every input file, in a stable order.
    public let files: [File]

    /// Reads the file list under `inputs`; throws a `PortError` for a path that is not there.
    public init(inputs paths: [String]) throws {
        let manager = FileManager.default
        var files: [File] = []
        var roots: [URL] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw PortError("playground-port: no such file or folder: \(path)")
            }
            let root = URL(fileURLWithPath: path).standardizedFileURL
            roots.append(root)
            // A file named alone keeps its name; a folder's files sit under the folder's name
            // when several inputs share the output.
            if !isDirectory.boolValue {
                files.append(File(source: root, relativePath: root.lastPathComponent))
                continue
            }
            let prefix = paths.count > 1 ? root.lastPathComponent + "/" : ""
            guard let enumerator = manager.enumerator(atPath: root.path) else {
                throw PortError("playground-port: cannot read \(path)")
            }
            var found: [String] = []
            while let relative = enumerator.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                // A build folder or a version-control folder is not the library.
                if name.hasPrefix(".") || name == "Pods" {
                    enumerator.skipDescendants()
                    continue
                }
                var isDir: ObjCBool = false
                let full = root.appendingPathComponent(relative)
                if manager.fileExists(atPath: full.path, isDirectory: &isDir), !isDir.boolValue {
                    found.append(relative)
                }
            }
            for relative in found.sorted() {
                files.append(File(source: root.appendingPathComponent(relative), relativePath: prefix + relative))
            }
        }
        if files.isEmpty { throw PortError("playground-port: no files under \(paths.joined(separator: " "))") }
        var seen: Set<String> = []
        for file in files where !seen.insert(file.relativePath).inserted {
            throw PortError(
                "playground-port: two inputs would both be written to \(file.relativePath); port them apart")
        }
        inputs = roots
        self.files = files
    }

    /// One ported Swift file: its original and new text and the edits made.
    public struct Result: Sendable {
        /// The file's path under the output.
        public var relativePath: String
        /// The text as read.
        public var original: String
        /// The text after porting.
        public var ported: String
        /// The edits, in the order made.
        public var edits: [PortEdit]
    }

    /// Ports every Swift file, having read them all first so that each rule knows the library.
    public func port() throws -> [Result] {
        let swift = files.filter(\.isSwift)
        let sources = try swift.map { file -> String in
            guard let data = FileManager.default.contents(atPath: file.source.path) else {
                throw PortError("playground-port: cannot read \(file.source.path)")
            }
            return String(decoding: data, as: UTF8.self)
        }
        let porter = Porter(library: sources)
        var results = zip(swift, sources).map { file, source in
            let (ported, edits) = porter.port(source, file: file.relativePath)
            return Result(relativePath: file.relativePath, original: source, ported: ported, edits: edits)
        }
        // Overrides move between files, so this rule sees every file's ported text at once.
        let (moved, edits) = Porter.moveExtensionOverrides(results.map(\.ported), files: results.map(\.relativePath))
        for index in results.indices {
            results[index].ported = moved[index]
            results[index].edits += edits.filter { $0.file == results[index].relativePath }
        }
        return results
    }

    /// Writes the ported copy to `output`: built whole in a temporary folder beside it, then
    /// renamed into place, so a failure leaves no half tree. Refuses an output inside an input,
    /// and an existing non-empty output unless `force`.
    public func write(_ results: [Result], to outputPath: String, force: Bool) throws {
        let manager = FileManager.default
        let output = URL(fileURLWithPath: outputPath).standardizedFileURL
        for input in inputs where output.path == input.path || output.path.hasPrefix(input.path + "/") {
            throw PortError("playground-port: the output \(outputPath) is inside the input \(input.path)")
        }
        var isDirectory: ObjCBool = false
        let exists = manager.fileExists(atPath: output.path, isDirectory: &isDirectory)
        if exists {
            let contents = (try? manager.contentsOfDirectory(atPath: output.path)) ?? ["?"]
            if !isDirectory.boolValue || (!contents.isEmpty && !force) {
                throw PortError("playground-port: \(outputPath) exists and is not empty (--force replaces it)")
            }
        }
        let parent = output.deletingLastPathComponent()
        let temporary = parent.appendingPathComponent(".\(output.lastPathComponent).port-\(getpid())")
        try? manager.removeItem(at: temporary)
        do {
            let ported = Dictionary(uniqueKeysWithValues: results.map { ($0.relativePath, $0.ported) })
            for file in files {
                let destination = temporary.appendingPathComponent(file.relativePath)
                try manager.createDirectory(
                    at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                if let text = ported[file.relativePath] {
                    try Data(text.utf8).write(to: destination)
                } else {
                    try manager.copyItem(at: file.source, to: destination)
                }
            }
            if exists { try manager.removeItem(at: output) }
            try manager.moveItem(at: temporary, to: output)
        } catch let error as PortError {
            try? manager.removeItem(at: temporary)
            throw error
        } catch {
            try? manager.removeItem(at: temporary)
            throw PortError("playground-port: cannot write \(outputPath): \(error.localizedDescription)")
        }
    }

    /// The `--report` text: each edit with file:line and rule, then totals per rule.
    public static func report(_ results: [Result]) -> String {
        var lines: [String] = []
        var totals: [PortRule: Int] = [:]
        var review = 0
        for result in results {
            for edit in result.edits {
                lines.append(
                    "\(edit.file):\(edit.line): [\(edit.rule.rawValue)] \(edit.note)\(edit.needsReview ? " (REVIEW)" : "")"
                )
                totals[edit.rule, default: 0] += 1
                if edit.needsReview { review += 1 }
            }
        }
        lines.append("")
        for rule in PortRule.allCases {
            lines.append("\(rule.rawValue): \(totals[rule] ?? 0)")
        }
        lines.append(
            "total: \(totals.values.reduce(0, +)) edits in \(results.filter { !$0.edits.isEmpty }.count) files, \(review) to review"
        )
        return lines.joined(separator: "\n") + "\n"
    }

    /// A unified diff (three lines of context) of every changed file, `a/` before `b/`.
    public static func unifiedDiff(_ results: [Result]) -> String {
        results.filter { $0.original != $0.ported }.map {
            unifiedDiff(from: $0.original, to: $0.ported, path: $0.relativePath)
        }
        .joined()
    }

    static func unifiedDiff(from old: String, to new: String, path: String, context: Int = 3) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Mark each line of either side as kept or changed, from the standard library's diff.
        let difference = b.difference(from: a)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        // Walk both sides together into (kind, text, aIndex, bIndex) rows.
        var rows: [(kind: Character, text: String, a: Int, b: Int)] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, removed.contains(i) {
                rows.append(("-", a[i], i, j))
                i += 1
            } else if j < b.count, inserted.contains(j) {
                rows.append(("+", b[j], i, j))
                j += 1
            } else {
                rows.append((" ", i < a.count ? a[i] : "", i, j))
                i += 1
                j += 1
            }
        }
        var out = "--- a/\(path)\n+++ b/\(path)\n"
        var k = 0
        while k < rows.count {
            guard rows[k].kind != " " else {
                k += 1
                continue
            }
            let start = max(0, k - context)
            var end = k
            var lastChange = k
            while end < rows.count, end - lastChange <= 2 * context {
                if rows[end].kind != " " { lastChange = end }
                end += 1
            }
            end = min(rows.count, lastChange + context + 1)
            let hunk = rows[start..<end]
            let aCount = hunk.filter { $0.kind != "+" }.count
            let bCount = hunk.filter { $0.kind != "-" }.count
            out += "@@ -\(hunk.first!.a + 1),\(aCount) +\(hunk.first!.b + 1),\(bCount) @@\n"
            for row in hunk { out += "\(row.kind)\(row.text)\n" }
            k = end
        }
        return out
    }
}
