import Foundation
import TestSupport
import XCTest

@testable import PlaygroundKit

/// A save in the same second as the save the last compile took is compiled: the root cause
/// of the `--watch` flake where a syntax error saved right after a reload was "built" with
/// no error. On Linux the Swift driver knows a source's modification time in whole
/// seconds, and skips a source whose time equals the one in its build record; the watch
/// removes the saved sources' objects first (`BuildManifest.objects(compiling:contents:)`),
/// and the driver compiles a source whose object is missing whatever its time. The same
/// whole seconds hide an imported module rewritten within a second of its user's last
/// build; then the user's objects go too (`objectsStaleByImports`).
final class SameSecondSaveTests: XCTestCase {
    /// The objects come from each compile command's output file map, for the edited
    /// sources that command reads; a command without a map, or a map that cannot be read,
    /// names none.
    func testTheObjectsAreTheEditedSourcesOnesFromTheOutputFileMap() throws {
        let manifest = try XCTUnwrap(
            BuildManifest(
                text: """
                    commands:
                      "C.Lib-x86_64-unknown-linux-gnu-debug.module":
                        tool: shell
                        inputs: ["/p/Sources/Lib/A.swift","/p/Sources/Lib/B.swift","/b/Lib.build/sources"]
                        outputs: ["/b/Lib.build/A.swift.o","/b/Lib.build/B.swift.o","/b/Modules/Lib.swiftmodule"]
                        args: ["/usr/bin/swiftc","-module-name","Lib","-output-file-map","/b/Lib.build/output-file-map.json","-incremental","-c","@/b/Lib.build/sources"]

                      "C.app-x86_64-unknown-linux-gnu-debug.module":
                        tool: shell
                        inputs: ["/p/Sources/app/main.swift","/b/Modules/Lib.swiftmodule"]
                        outputs: ["/b/app.build/main.swift.o"]
                        args: ["/usr/bin/swiftc","-module-name","app","-output-file-map","/b/app.build/output-file-map.json","-c","/p/Sources/app/main.swift"]

                      "C.Other-x86_64-unknown-linux-gnu-debug.module":
                        tool: shell
                        inputs: ["/p/Sources/Other/O.swift"]
                        outputs: ["/b/Other.build/O.swift.o"]
                        args: ["/usr/bin/swiftc","-module-name","Other","-c","/p/Sources/Other/O.swift"]
                    """))
        let maps = [
            "/b/Lib.build/output-file-map.json": """
            {"": {"swift-dependencies": "/b/Lib.build/primary.swiftdeps"},
             "/p/Sources/Lib/A.swift": {"object": "/b/Lib.build/A.swift.o", "swift-dependencies": "/b/Lib.build/A.swiftdeps"},
             "/p/Sources/Lib/B.swift": {"object": "/b/Lib.build/B.swift.o", "swift-dependencies": "/b/Lib.build/B.swiftdeps"}}
            """,
            "/b/app.build/output-file-map.json": "not JSON",
        ]
        let read = { (path: String) in maps[path] }
        XCTAssertEqual(
            manifest.objects(compiling: ["/p/Sources/Lib/B.swift"], contents: read), ["/b/Lib.build/B.swift.o"])
        XCTAssertEqual(
            Set(manifest.objects(compiling: ["/p/Sources/Lib/A.swift", "/p/Sources/Lib/B.swift"], contents: read)),
            ["/b/Lib.build/A.swift.o", "/b/Lib.build/B.swift.o"])
        XCTAssertEqual(manifest.objects(compiling: ["/p/Sources/app/main.swift"], contents: read), [], "unreadable map")
        XCTAssertEqual(manifest.objects(compiling: ["/p/Sources/Other/O.swift"], contents: read), [], "no map")
        XCTAssertEqual(manifest.objects(compiling: ["/p/Sources/Lib/New.swift"], contents: read), [], "not in the plan")
    }

    /// A module compile's objects are all stale only when an imported module was written
    /// after the module's last build record (`primary.priors`) and in the same whole
    /// second: older is unchanged, and a later second the driver sees for itself.
    func testAllObjectsAreStaleOnlyForAnImportWrittenInTheSecondOfTheRecord() {
        let command = BuildManifest.Command(
            name: "C.app", tool: "shell",
            inputs: ["/p/Sources/app/main.swift", "/p/Sources/app/more.swift", "/b/Modules/Lib.swiftmodule"],
            outputs: ["/b/app.build/main.swift.o", "/b/app.build/more.swift.o"],
            arguments: ["/usr/bin/swiftc", "-module-name", "app", "-output-file-map", "/b/app.build/map.json"])
        let map = """
            {"": {"swift-dependencies": "/b/app.build/primary.swiftdeps"},
             "/p/Sources/app/main.swift": {"object": "/b/app.build/main.swift.o"},
             "/p/Sources/app/more.swift": {"object": "/b/app.build/more.swift.o"}}
            """
        func stale(module: Double?, record: Double? = 100.4) -> [String] {
            let times = ["/b/Modules/Lib.swiftmodule": module, "/b/app.build/primary.priors": record]
            return command.objectsStaleByImports(
                modificationTime: { times[$0] ?? nil }, contents: { $0 == "/b/app.build/map.json" ? map : nil })
        }
        XCTAssertEqual(stale(module: 100.7), ["/b/app.build/main.swift.o", "/b/app.build/more.swift.o"])
        XCTAssertEqual(stale(module: 100.2), [], "written before the record: unchanged")
        XCTAssertEqual(stale(module: 101.1), [], "a later second: the driver sees it")
        XCTAssertEqual(stale(module: 100.7, record: nil), [], "no record: the driver compiles everything")
        XCTAssertEqual(stale(module: nil), [], "no module")
    }

    /// The real driver, run as SwiftPM's plan runs it (an incremental module compile with
    /// an output file map): B.swift is compiled at a time of second S, then saved with a
    /// syntax error later in the same second S. Run as it is, the driver judges B unchanged
    /// and succeeds without a word (the flake); with B's object removed first, the build
    /// fails and names the error's place.
    func testASaveInTheSecondOfTheLastCompileIsCompiled() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "same-second-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        ).path
        let build = "\(folder)/build"
        try FileManager.default.createDirectory(atPath: build, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let a = "\(folder)/A.swift"
        let b = "\(folder)/B.swift"
        try "func a() -> Int { 1 }\n".write(toFile: a, atomically: false, encoding: .utf8)
        try "func b() -> Int { a() + 1 }\n".write(toFile: b, atomically: false, encoding: .utf8)
        var map: [String: [String: String]] = ["": ["swift-dependencies": "\(build)/primary.swiftdeps"]]
        for (source, name) in [(a, "A"), (b, "B")] {
            map[source] = ["object": "\(build)/\(name).swift.o", "swift-dependencies": "\(build)/\(name).swiftdeps"]
        }
        try JSONEncoder().encode(map).write(to: URL(fileURLWithPath: "\(build)/output-file-map.json"))
        let swiftc = try ChildProcess.resolve("swiftc")
        let arguments = [
            swiftc, "-module-name", "Lib", "-emit-module", "-emit-module-path", "\(build)/Lib.swiftmodule",
            "-output-file-map", "\(build)/output-file-map.json", "-parse-as-library", "-incremental", "-c", a, b,
        ]
        let quoted = arguments.map { "\"\($0)\"" }.joined(separator: ",")
        let manifest = try XCTUnwrap(
            BuildManifest(
                text: """
                    commands:
                      "C.Lib-x86_64-unknown-linux-gnu-debug.module":
                        tool: shell
                        inputs: ["\(a)","\(b)"]
                        outputs: ["\(build)/A.swift.o","\(build)/B.swift.o","\(build)/Lib.swiftmodule"]
                        args: [\(quoted)]
                    """))
        let command = try XCTUnwrap(manifest.commands.first)
        func compile() throws -> (status: Int32, output: String) {
            let run = try ChildProcess.run(command.arguments[0], Array(command.arguments.dropFirst()), timeout: 120)
            return (run.status, run.stdout + run.stderr)
        }
        // Whole-second S, far from any clock edge: the times are set, not waited for.
        let second = 1_700_000_000
        try setModificationTime(of: a, seconds: second - 10, nanoseconds: 0)
        try setModificationTime(of: b, seconds: second, nanoseconds: 100_000_000)
        let first = try compile()
        XCTAssertEqual(first.status, 0, first.output)
        let object = "\(build)/B.swift.o"
        let compiled = try XCTUnwrap(WatchedPackage.modificationTime(object), "the first build wrote B's object")

        // The save: a syntax error, at S + 0.6 s (a new file, as an editor saves).
        try "func b() -> Int { a() + }\n".write(toFile: b, atomically: true, encoding: .utf8)
        try setModificationTime(of: b, seconds: second, nanoseconds: 600_000_000)

        // As it was: the driver skips B and succeeds. This shows the test reproduces the
        // flake's condition; should a toolchain see sub-second changes, it fails here, and
        // the object removal is no longer needed (it stays harmless).
        let skipped = try compile()
        XCTAssertEqual(skipped.status, 0, "the driver now compiles a same-second save: \(skipped.output)")
        XCTAssertEqual(WatchedPackage.modificationTime(object), compiled, "B was not compiled")

        // As the watch builds now: B's object removed first, so the compiler takes the save.
        let objects = manifest.objects(compiling: [b], contents: { try? String(contentsOfFile: $0, encoding: .utf8) })
        XCTAssertEqual(objects, [object])
        for path in objects { XCTAssertEqual(unlink(path), 0) }
        let built = try compile()
        XCTAssertNotEqual(built.status, 0, "the syntax error fails the build: \(built.output)")
        XCTAssertTrue(built.output.contains("B.swift:1:"), built.output)
        XCTAssertTrue(built.output.contains("error:"), built.output)

        // The fix, saved in that same second too: compiled (the watch removes the object
        // again, though the failed build left none).
        try "func b() -> Int { a() + 2 }\n".write(toFile: b, atomically: true, encoding: .utf8)
        try setModificationTime(of: b, seconds: second, nanoseconds: 900_000_000)
        for path in objects { unlink(path) }
        let fixed = try compile()
        XCTAssertEqual(fixed.status, 0, fixed.output)
        XCTAssertNotNil(WatchedPackage.modificationTime(object), "B's object is written again")
    }

    /// The real driver over two modules, `App` importing `Lib`: App is built, then Lib's
    /// interface changes and its module is written later in the same second as App's
    /// record. Run as it is, App's driver takes Lib for unchanged, compiles nothing and
    /// succeeds; with App's objects removed first (`objectsStaleByImports`), App is
    /// compiled again and fails, as it must: `g` returns `f()`, now an `Int?`.
    func testAnInterfaceChangedInTheSecondOfTheLastBuildRecompilesItsUsers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "same-second-imports-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        ).path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["Lib", "App", "Modules", "Kept"] {
            try FileManager.default.createDirectory(atPath: "\(folder)/\(name)", withIntermediateDirectories: true)
        }
        let swiftc = try ChildProcess.resolve("swiftc")
        func module(_ name: String, source: String, text: String) throws -> [String] {
            try text.write(toFile: source, atomically: false, encoding: .utf8)
            let map = [
                "": ["swift-dependencies": "\(folder)/\(name)/primary.swiftdeps"],
                source: [
                    "object": "\(folder)/\(name)/main.o", "swift-dependencies": "\(folder)/\(name)/main.swiftdeps",
                ],
            ]
            try JSONEncoder().encode(map).write(to: URL(fileURLWithPath: "\(folder)/\(name)/output-file-map.json"))
            return [
                swiftc, "-module-name", name, "-emit-module", "-emit-module-path",
                "\(folder)/Modules/\(name).swiftmodule",
                "-output-file-map", "\(folder)/\(name)/output-file-map.json", "-parse-as-library", "-incremental",
                "-I", "\(folder)/Modules", "-c", source,
            ]
        }
        func run(_ arguments: [String]) throws {
            let run = try ChildProcess.run(arguments[0], Array(arguments.dropFirst()), timeout: 120)
            XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        }
        let lib = try module("Lib", source: "\(folder)/Lib/lib.swift", text: "public func f() -> Int { 1 }\n")
        let app = try module("App", source: "\(folder)/App/app.swift", text: "import Lib\nfunc g() -> Int { f() }\n")
        let command = BuildManifest.Command(
            name: "C.App", tool: "shell", inputs: ["\(folder)/App/app.swift", "\(folder)/Modules/Lib.swiftmodule"],
            outputs: ["\(folder)/App/main.o", "\(folder)/Modules/App.swiftmodule"], arguments: app)
        let read = { (path: String) in try? String(contentsOfFile: path, encoding: .utf8) }
        try run(lib)
        // App's last build: run until it starts and ends within one second (the case at
        // issue), which on this machine takes one or two tries.
        let priors = "\(folder)/App/primary.priors"
        var recorded = 0.0
        for _ in 0..<20 {
            let start = Date().timeIntervalSince1970
            try run(app)
            recorded = try XCTUnwrap(WatchedPackage.modificationTime(priors))
            if start.rounded(.down) == recorded.rounded(.down) && recorded - recorded.rounded(.down) < 0.95 { break }
            recorded = 0
        }
        XCTAssertNotEqual(recorded, 0, "App's build never started and ended in one second")
        let object = "\(folder)/App/main.o"
        let built = try XCTUnwrap(WatchedPackage.modificationTime(object))
        XCTAssertEqual(
            command.objectsStaleByImports(modificationTime: WatchedPackage.modificationTime, contents: read), [])

        // Lib's interface changes; its module is dated after App's record, in that second.
        try "public func f() -> Int? { 1 }\n".write(
            toFile: "\(folder)/Lib/lib.swift", atomically: false, encoding: .utf8)
        try run(lib)
        let seconds = recorded.rounded(.down)
        let later = ((recorded + seconds + 1) / 2 * 1e6).rounded(.down) / 1e6
        try setModificationTime(
            of: "\(folder)/Modules/Lib.swiftmodule", seconds: Int(seconds),
            nanoseconds: Int(((later - seconds) * 1e6).rounded(.down)) * 1000)
        let kept = try ChildProcess.run("/bin/cp", ["-a", "\(folder)/App/.", "\(folder)/Kept/"])
        XCTAssertEqual(kept.status, 0, kept.stderr)

        // As it was: App's driver compiles nothing and succeeds (its object is from before
        // the change).
        // Should a toolchain compare in finer time, this fails, and the removal is not needed.
        try run(app)
        XCTAssertEqual(WatchedPackage.modificationTime(object), built, "the driver now sees the change in time")

        // As the watch builds now, from App's state before that run: App is compiled, and
        // its error shows.
        let restored = try ChildProcess.run("/bin/cp", ["-a", "\(folder)/Kept/.", "\(folder)/App/"])
        XCTAssertEqual(restored.status, 0, restored.stderr)
        let objects = command.objectsStaleByImports(modificationTime: WatchedPackage.modificationTime, contents: read)
        XCTAssertEqual(objects, [object])
        for path in objects { XCTAssertEqual(unlink(path), 0) }
        let compiled = try ChildProcess.run(app[0], Array(app.dropFirst()), timeout: 120)
        XCTAssertNotEqual(compiled.status, 0, "App no longer compiles against Lib: \(compiled.stdout)")
        XCTAssertTrue(
            (compiled.stdout + compiled.stderr).contains("app.swift:2:")
                && (compiled.stdout + compiled.stderr).contains("'Int?'"),
            compiled.stdout + compiled.stderr)
    }

    private func setModificationTime(of path: String, seconds: Int, nanoseconds: Int) throws {
        var times = [
            timespec(tv_sec: seconds, tv_nsec: nanoseconds), timespec(tv_sec: seconds, tv_nsec: nanoseconds),
        ]
        guard utimensat(AT_FDCWD, path, &times, 0) == 0 else {
            throw ChildProcess.Failure("utimensat \(path): errno \(errno)")
        }
    }
}
