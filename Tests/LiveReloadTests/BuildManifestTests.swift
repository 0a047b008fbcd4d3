import XCTest

@testable import PlaygroundKit

/// SwiftPM's plan, as `--watch` reads it to rebuild without SwiftPM's start-up: the
/// commands an edit makes stale, in the order they must run, and nil (SwiftPM builds)
/// whenever the plan cannot vouch for the result.
final class BuildManifestTests: XCTestCase {
    /// A plan in the form SwiftPM writes (`.build/debug.yaml`): a library module `Lib`
    /// (two sources), an executable module `app` that imports it, the debugging wrapper of
    /// `Lib`'s module, a C module compiled by llbuild's own tool, the link, a file list
    /// written by SwiftPM's own tool, and a test module.
    private let text = """
        client:
          name: basic
          file-system: device-agnostic
        tools: {}
        targets:
          "app-x86_64-unknown-linux-gnu-debug.exe": ["<app-x86_64-unknown-linux-gnu-debug.exe>"]
          "main": ["<app-x86_64-unknown-linux-gnu-debug.exe>"]
        default: "main"
        nodes:
          "/p/Sources/Lib/":
            is-directory-structure: true
        commands:
          "/b/Lib.build/sources":
            tool: write-auxiliary-file
            inputs: ["<sources-file-list>","/p/Sources/Lib/A.swift","/p/Sources/Lib/B.swift"]
            outputs: ["/b/Lib.build/sources"]
            description: "Write auxiliary file /b/Lib.build/sources"

          "C.Lib-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            inputs: ["/p/Sources/Lib/A.swift","/p/Sources/Lib/B.swift","/b/Lib.build/sources"]
            outputs: ["/b/Lib.build/A.swift.o","/b/Lib.build/B.swift.o","/b/Modules/Lib.swiftmodule"]
            description: "Compiling Swift Module 'Lib' (2 sources)"
            args: ["/usr/bin/swiftc","-module-name","Lib","-c","@/b/Lib.build/sources"]

          "/b/Lib.build/Lib.swiftmodule.o":
            tool: shell
            inputs: ["/b/Modules/Lib.swiftmodule"]
            outputs: ["/b/Lib.build/Lib.swiftmodule.o"]
            description: "Wrapping AST for Lib for debugging"
            args: ["/usr/bin/swiftc","-modulewrap","/b/Modules/Lib.swiftmodule","-o","/b/Lib.build/Lib.swiftmodule.o"]

          "C.app-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            inputs: ["/p/Sources/app/main.swift","/b/Modules/Lib.swiftmodule"]
            outputs: ["/b/app.build/main.swift.o","/b/Modules/app.swiftmodule"]
            description: "Compiling Swift Module 'app' (1 sources)"
            args: ["/usr/bin/swiftc","-module-name","app","-c","/p/Sources/app/main.swift"]

          "/b/Kern.build/k.c.o":
            tool: clang
            inputs: ["/p/Sources/Kern/k.c"]
            outputs: ["/b/Kern.build/k.c.o"]
            args: ["/usr/bin/clang","-c","/p/Sources/Kern/k.c","-o","/b/Kern.build/k.c.o"]

          "C.app-x86_64-unknown-linux-gnu-debug.exe":
            tool: shell
            inputs: ["/b/Lib.build/A.swift.o","/b/Lib.build/B.swift.o","/b/Lib.build/Lib.swiftmodule.o","/b/app.build/main.swift.o","/b/Kern.build/k.c.o"]
            outputs: ["/b/app"]
            description: "Linking ./app"
            args: ["/usr/bin/swiftc","-o","/b/app","-emit-executable"]

          "<app-x86_64-unknown-linux-gnu-debug.exe>":
            tool: phony
            inputs: ["/b/app"]
            outputs: ["<app-x86_64-unknown-linux-gnu-debug.exe>"]

          "C.LibTests-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            inputs: ["/p/Tests/LibTests/T.swift","/b/Modules/Lib.swiftmodule"]
            outputs: ["/b/LibTests.build/T.swift.o"]
            args: ["/usr/bin/swiftc","-module-name","LibTests"]

        """
    private let target = "app-x86_64-unknown-linux-gnu-debug.exe"
    private func names(_ commands: [BuildManifest.Command]?) -> [String]? { commands?.map(\.name) }

    func testItReadsEveryCommandWithItsLists() throws {
        let manifest = try XCTUnwrap(BuildManifest(text: text))
        XCTAssertEqual(manifest.commands.count, 8)
        XCTAssertEqual(manifest.targets[target], ["<app-x86_64-unknown-linux-gnu-debug.exe>"])
        let link = try XCTUnwrap(manifest.commands.first { $0.name == "C.app-x86_64-unknown-linux-gnu-debug.exe" })
        XCTAssertEqual(link.tool, "shell")
        XCTAssertEqual(link.outputs, ["/b/app"])
        XCTAssertEqual(link.arguments, ["/usr/bin/swiftc", "-o", "/b/app", "-emit-executable"])
        XCTAssertEqual(link.inputs.count, 5)
        XCTAssertNil(BuildManifest(text: "not a plan"))
    }

    func testAnEditRunsWhatReadsItAndWhatReadsThatInOrder() throws {
        let manifest = try XCTUnwrap(BuildManifest(text: text))
        // A library source: its module, the module's wrapper and the app's module (they
        // read its interface), then the link; not the list of sources, which names the
        // same files, and never the tests, which the product does not need.
        XCTAssertEqual(
            names(manifest.staleCommands(for: target, changed: ["/p/Sources/Lib/B.swift"], exists: { _ in true })),
            [
                "C.Lib-x86_64-unknown-linux-gnu-debug.module", "/b/Lib.build/Lib.swiftmodule.o",
                "C.app-x86_64-unknown-linux-gnu-debug.module", "C.app-x86_64-unknown-linux-gnu-debug.exe",
            ])
        // The executable's own source: its module and the link only.
        XCTAssertEqual(
            names(manifest.staleCommands(for: target, changed: ["/p/Sources/app/main.swift"], exists: { _ in true })),
            ["C.app-x86_64-unknown-linux-gnu-debug.module", "C.app-x86_64-unknown-linux-gnu-debug.exe"])
        // A file the product does not need: nothing to run.
        XCTAssertEqual(
            names(manifest.staleCommands(for: target, changed: ["/p/Tests/LibTests/T.swift"], exists: { _ in true })),
            [])
    }

    func testWhatThePlanCannotVouchForGoesToSwiftPM() throws {
        let manifest = try XCTUnwrap(BuildManifest(text: text))
        XCTAssertNil(
            manifest.staleCommands(for: target, changed: ["/p/Sources/Lib/New.swift"], exists: { _ in true }),
            "a file the plan does not list (new): SwiftPM plans again")
        XCTAssertNil(
            manifest.staleCommands(for: target, changed: ["/p/Sources/Lib/A.swift"], exists: { _ in false }),
            "a listed file that is gone")
        XCTAssertNil(
            manifest.staleCommands(for: "other-x86_64-unknown-linux-gnu-debug.exe", changed: [], exists: { _ in true }),
            "a product the plan has no target for")
        XCTAssertNil(
            manifest.staleCommands(for: target, changed: ["/p/Sources/Kern/k.c"], exists: { _ in true }),
            "a stale step that is llbuild's own tool, not a command line")
    }

    /// What a build system that re-reads outputs (ninja's `restat`) does: a command the
    /// edit reaches runs only if an input it reads was touched; the compiler leaves a
    /// module interface it would write the same untouched, so the module's readers do not run.
    func testOnlyCommandsWhoseInputsWereTouchedRun() throws {
        let manifest = try XCTUnwrap(BuildManifest(text: text))
        let changed: Set<String> = ["/p/Sources/Lib/B.swift"]
        let stale = try XCTUnwrap(manifest.staleCommands(for: target, changed: changed, exists: { _ in true }))
        // Files' times, as the commands leave them: the compile rewrites B's object only.
        var times: [String: Double] = [
            "/b/Lib.build/A.swift.o": 1, "/b/Lib.build/B.swift.o": 1, "/b/Modules/Lib.swiftmodule": 1,
            "/b/Lib.build/Lib.swiftmodule.o": 1, "/b/app.build/main.swift.o": 1, "/b/app": 1,
        ]
        var steps = BuildManifest.Steps(stale, changed: changed)
        var ran: [String] = []
        while let command = steps.next(modificationTime: { times[$0] }) {
            ran.append(command.name)
            if command.name.hasPrefix("C.Lib") { times["/b/Lib.build/B.swift.o"] = 2 }
            if command.name.hasSuffix(".exe") { times["/b/app"] = 2 }
        }
        XCTAssertEqual(
            ran, ["C.Lib-x86_64-unknown-linux-gnu-debug.module", "C.app-x86_64-unknown-linux-gnu-debug.exe"])
        XCTAssertFalse(steps.wroteNothing, "the compile wrote B's object")

        // An interface that did change: every reader runs, in order.
        times["/b/Modules/Lib.swiftmodule"] = 1
        steps = BuildManifest.Steps(stale, changed: changed)
        ran = []
        while let command = steps.next(modificationTime: { times[$0] }) {
            ran.append(command.name)
            if command.name.hasPrefix("C.Lib") { times["/b/Modules/Lib.swiftmodule"] = 3 }
            if command.name.hasPrefix("C.app") && command.name.hasSuffix(".module") {
                times["/b/app.build/main.swift.o"] = 3
            }
        }
        XCTAssertEqual(ran, stale.map(\.name))

        // Nothing touched: no link, no new product. The saved sources' objects are removed
        // before a build (`objects(compiling:contents:)`), so the compiler always writes
        // them; a run that wrote nothing skipped the edit anyway, and the watch hands the
        // build to SwiftPM (`wroteNothing`).
        steps = BuildManifest.Steps(stale, changed: changed)
        ran = []
        while let command = steps.next(modificationTime: { times[$0] }) { ran.append(command.name) }
        XCTAssertEqual(ran, ["C.Lib-x86_64-unknown-linux-gnu-debug.module"])
        XCTAssertTrue(steps.wroteNothing)
    }

    /// The first save of a watch builds directly only when the product it started from is
    /// the plan's outputs for the package as it is: newer than every source, module map
    /// and source folder its commands read. A source saved after the product (not built
    /// yet), a file added (its folder changed) or one gone sends that build to SwiftPM, so
    /// no direct build starts from stale objects.
    func testTheProductIsCurrentOnlyWhenNewerThanEverySourceItReads() throws {
        let manifest = try XCTUnwrap(BuildManifest(text: text))
        let sources: [String: Double] = [
            "/p/Sources/Lib/A.swift": 1, "/p/Sources/Lib/B.swift": 1, "/p/Sources/app/main.swift": 1,
            "/p/Sources/Kern/k.c": 1,
        ]
        func current(_ times: [String: Double], product: Double = 5) -> Bool {
            manifest.productIsCurrent(for: target, productTime: product, modificationTime: { times[$0] })
        }
        XCTAssertTrue(current(sources))
        XCTAssertFalse(current(sources, product: 0.5), "every source newer than the product")
        XCTAssertFalse(current(sources.merging(["/p/Sources/app/main.swift": 6]) { $1 }), "main.swift saved since")
        XCTAssertFalse(current(sources.merging(["/p/Sources/Kern/k.c": 6]) { $1 }), "the C source saved since")
        XCTAssertFalse(current(sources.filter { $0.key != "/p/Sources/Lib/B.swift" }), "B.swift is gone")
        // Outputs of the plan's own commands are not sources: newer is normal for them.
        XCTAssertTrue(current(sources.merging(["/b/Lib.build/A.swift.o": 9, "/b/app": 9]) { $1 }))
        // The test module is not the product's: its source is not read.
        XCTAssertTrue(current(sources.merging(["/p/Tests/LibTests/T.swift": 9]) { $1 }))
        XCTAssertFalse(
            manifest.productIsCurrent(for: "other.exe", productTime: 5, modificationTime: { sources[$0] }),
            "an unknown target")
    }
}
