import Foundation
import TestSupport
import XCTest

/// The built `playground-x11` loads no full Foundation: libFoundation, ICU and
/// FoundationInternationalization cost resident memory every run for nothing the playground uses. The
/// architecture tests keep the imports out; this checks the process itself, where a
/// dependency could still pull them in. It also carries the Swift runtime linked in
/// (`-static-stdlib`, which maps only the parts used), so it loads no Swift shared library at all.
final class LoadedLibrariesTests: XCTestCase {
    /// Libraries the playground's process must not load.
    static let forbidden = ["libFoundation.so", "lib_FoundationICU.so", "libFoundationInternationalization.so"]

    func testAHeadlessRunLoadsNoFullFoundation() throws {
        let loaded = try Self.librariesLoaded(by: [
            "--headless", "--demo", "fade", "--script", "/dev/null", "--seconds", "0.1",
        ])
        // Not vacuous: the dynamic loader's report was read.
        XCTAssertTrue(
            loaded.contains("libc.so.6") && loaded.contains("libX11.so.6"), "no libraries read: \(loaded.sorted())")
        let swiftLibraries = loaded.filter {
            $0.hasPrefix("libswift") || $0.hasPrefix("libFoundation") || $0.hasPrefix("lib_Foundation")
        }
        XCTAssertEqual(
            swiftLibraries, [], "the Swift runtime is linked into playground-x11 (Package.swift, -static-stdlib)")
        for library in Self.forbidden {
            // Every object file of a module autolinks what any file of the module imported when
            // it was compiled, so objects left from before an import was removed still link it.
            XCTAssertFalse(
                loaded.contains(library),
                "playground-x11 loads \(library): an `import Foundation` crept in "
                    + "(FoundationFreeTests names it), or objects from an older build still link it (build afresh)")
        }
    }

    /// The file names of every shared library the run loaded, linked or opened later, as
    /// glibc's dynamic loader reports them with `LD_DEBUG=files` (one `file=NAME` per load).
    static func librariesLoaded(by arguments: [String]) throws -> Set<String> {
        var environment = ProcessInfo.processInfo.environment
        environment["LD_DEBUG"] = "files"
        let run = try ChildProcess.run(try PlaygroundBinary.path, arguments, environment: environment, timeout: 60)
        XCTAssertEqual(
            run.status, 0,
            run.stderr.split(separator: "\n").filter { !$0.contains("file=") && !$0.contains("calling") }
                .prefix(5).joined(separator: "\n"))
        var names: Set<String> = []
        for line in run.stderr.split(separator: "\n") {
            guard let start = line.range(of: "file=") else { continue }
            let rest = line[start.upperBound...]
            let path = rest.prefix { !$0.isWhitespace && $0 != ";" }
            names.insert(String(path.split(separator: "/").last ?? path[...]))
        }
        return names
    }
}
