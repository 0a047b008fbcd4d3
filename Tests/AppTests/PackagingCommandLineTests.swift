import DemoKit
import Demos
import Foundation
import PlaygroundKit
import TestSupport
import XCTest

/// What the built `playground-x11` says about itself: version, help, and that it is a thin
/// client of PlaygroundKit.
final class PackagingCommandLineTests: XCTestCase {
    /// `--version` prints the 0.x semantic version constant and exits 0.
    func testVersionPrintsTheSemanticVersion() throws {
        let r = try ChildProcess.run(try PlaygroundBinary.path, ["--version"], timeout: 30)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout.trimmingCharacters(in: .whitespacesAndNewlines), PlaygroundVersion.current)
        XCTAssertNotNil(PlaygroundVersion.current.range(of: #"^0\.\d+\.\d+$"#, options: .regularExpression))
    }

    /// `--help` lists every built-in demo by name, the window's keys, and where the script
    /// syntax is described.
    func testHelpListsTheDemosTheKeysAndTheScriptSyntax() throws {
        let r = try ChildProcess.run(try PlaygroundBinary.path, ["--help"], timeout: 30)
        XCTAssertEqual(r.status, 0, r.stderr)
        let names = MainActor.assumeIsolated { DemoCatalog.all.map { $0.name } }
        XCTAssertEqual(names.count, 9)
        for name in names { XCTAssertTrue(r.stdout.contains(name), "--help does not list \(name)") }
        for text in ["KEYS", "slow motion", "Esc", "SCRIPTS", "wait S", "README.md"] {
            XCTAssertTrue(r.stdout.contains(text), "--help lacks '\(text)'")
        }
    }

    /// The built-in executable holds no logic: the demo list and one call (issue: ~30 lines).
    func testTheExecutableIsAThinClientOfTheLibrary() throws {
        let main = try String(contentsOf: ReferenceImages.repositoryRoot.appendingPathComponent("Sources/playground-x11/main.swift"),
                              encoding: .utf8)
        XCTAssertLessThanOrEqual(main.split(separator: "\n").count, 30)
        XCTAssertTrue(main.contains("Playground.main(demos: DemoCatalog.all)"))
    }
}
