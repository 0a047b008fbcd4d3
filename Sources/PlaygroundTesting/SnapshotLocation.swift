import Foundation

/// Where a test's references and failure artifacts live, and the names assertions get when
/// none is given.
///
/// References go under the package's tests folder but outside every target's own folder,
/// `Tests/__Snapshots__/<TestTarget>/<TestFile>/<name>.png`, so SwiftPM, which warns about
/// files in a target's folder that are neither sources nor declared resources, never sees
/// them and the manifest needs no `exclude:`. Failure artifacts go under the build folder
/// (or `SNAPSHOT_ARTIFACTS`), never into the source tree.
public enum SnapshotLocation {
    /// The reference folder of the test file at `filePath`: `<package>/Tests/__Snapshots__/`
    /// followed by the file's path inside `Tests/` without `.swift` (so
    /// `Tests/MyTests/CardTests.swift` has `Tests/__Snapshots__/MyTests/CardTests/`). A file
    /// in no package keeps its references beside it, in `__Snapshots__/<file name>`.
    public static func referenceDirectory(for filePath: StaticString) -> URL {
        referenceDirectory(forFile: URL(fileURLWithPath: "\(filePath)"))
    }

    static func referenceDirectory(forFile file: URL) -> URL {
        let stem = file.deletingPathExtension().lastPathComponent
        guard let root = packageRoot(containing: file) else {
            return file.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(stem)
        }
        let inside = Array(file.standardizedFileURL.pathComponents.dropFirst(root.pathComponents.count))
        guard inside.count >= 2 else {
            return root.appendingPathComponent("__Snapshots__").appendingPathComponent(stem)
        }
        // inside: ["Tests", "MyTests", ..., "CardTests.swift"]
        var folder = root.appendingPathComponent(inside[0]).appendingPathComponent("__Snapshots__")
        for part in inside.dropFirst().dropLast() { folder.appendPathComponent(part) }
        return folder.appendingPathComponent(stem)
    }

    /// The nearest folder above `file` that holds a `Package.swift`.
    static func packageRoot(containing file: URL) -> URL? {
        var folder = file.standardizedFileURL.deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// The folder failure artifacts of references in `referenceDirectory` are written to:
    /// under `base` (the scope's setting, else `SNAPSHOT_ARTIFACTS`, else the build folder
    /// the test bundle runs from, else the temporary folder), in a subfolder named after
    /// the reference folder's path under `__Snapshots__`.
    static func artifactsDirectory(
        base: URL?, referenceDirectory: URL, environment: [String: String], testExecutable: String?
    ) -> URL {
        let root = artifactsRoot(base: base, environment: environment, testExecutable: testExecutable)
        let parts = referenceDirectory.standardizedFileURL.pathComponents
        let tail = parts.lastIndex(of: "__Snapshots__").map { Array(parts[($0 + 1)...]) } ?? [parts.last ?? "snapshots"]
        return tail.reduce(root) { $0.appendingPathComponent($1) }
    }

    /// The folder the artifacts' subfolders go in: `base`, else `SNAPSHOT_ARTIFACTS`, else
    /// `snapshot-artifacts` in the build folder or, without one, in the temporary folder.
    /// It may be made, its parent must exist; the subfolders below it are the library's own.
    static func artifactsRoot(base: URL?, environment: [String: String], testExecutable: String?) -> URL {
        base ?? environment["SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? buildFolder(of: testExecutable)?.appendingPathComponent("snapshot-artifacts")
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-artifacts")
    }

    /// The folder that holds the `__Snapshots__` folder of a default reference folder (the
    /// package's `Tests`, or a loose test file's own folder): it exists, and everything from
    /// `__Snapshots__` down is the library's to make. `folder` itself when it has no
    /// `__Snapshots__` in its path.
    static func owner(ofReferenceDirectory folder: URL) -> URL {
        let parts = folder.standardizedFileURL.pathComponents
        guard let index = parts.lastIndex(of: "__Snapshots__") else { return folder }
        return parts[1..<index].reduce(URL(fileURLWithPath: parts[0])) { $0.appendingPathComponent($1) }
    }

    /// The SwiftPM build folder (`.build`, or a `--scratch-path`) holding the test bundle.
    static func buildFolder(of testExecutable: String?) -> URL? {
        guard let path = testExecutable, path.hasPrefix("/") else { return nil }
        // <scratch>/<triple>/<configuration>/<Package>PackageTests.xctest
        var folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        while folder.path != "/" {
            if folder.lastPathComponent == ".build"
                || FileManager.default.fileExists(atPath: folder.appendingPathComponent("workspace-state.json").path)
            {
                return folder
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// The name of an assertion given none: the test function's name (without its
    /// parentheses) and a counter, `testCardGrows.1`, `testCardGrows.2`, in the order the
    /// assertions of one test run.
    static func automaticName(file: StaticString, function: StaticString) -> String {
        var base = "\(function)"
        if let paren = base.firstIndex(of: "(") { base = String(base[..<paren]) }
        base = base.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "_" }.reduce(into: "") {
            $0.append($1)
        }
        return "\(base).\(AssertionCounter.shared.next(for: "\(file)#\(function)"))"
    }
}

/// Counts the unnamed assertions of each test, so the second one in a test gets `.2`. The
/// count has to outlive one assertion call and be shared by every test of the process (as
/// swift-snapshot-testing's is), so it is the one piece of process-wide state here, behind
/// a lock.
final class AssertionCounter: @unchecked Sendable {
    static let shared = AssertionCounter()
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    func next(for key: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        counts[key, default: 0] += 1
        return counts[key]!
    }
}
