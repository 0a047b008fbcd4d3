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
        XCTAssertGreaterThanOrEqual(names.count, 11, "the nine seed demos, sheet-detents and zoom")
        for name in names { XCTAssertTrue(r.stdout.contains(name), "--help does not list \(name)") }
        for text in ["KEYS", "slow motion", "Esc", "SCRIPTS", "wait S", "README.md"] {
            XCTAssertTrue(r.stdout.contains(text), "--help lacks '\(text)'")
        }
    }

    /// The built-in executable holds no logic: the demo list and one call (issue: ~30 lines).
    func testTheExecutableIsAThinClientOfTheLibrary() throws {
        let main = try String(
            contentsOf: ReferenceImages.repositoryRoot.appendingPathComponent("Sources/playground-x11/main.swift"),
            encoding: .utf8)
        XCTAssertLessThanOrEqual(main.split(separator: "\n").count, 30)
        XCTAssertTrue(main.contains("Playground.main(demos: DemoCatalog.all)"))
    }

    /// `make run`/`make test` without apt: the set-up script says what is missing and how to
    /// build by hand (exit 1), instead of failing on `apt-get: command not found`; with
    /// everything present it lets the build go on (exit 0).
    func testWithoutAptTheSetUpScriptSaysWhatIsMissingAndHowToBuild() throws {
        let bin = FileManager.default.temporaryDirectory.appendingPathComponent("noapt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: bin) }
        // A PATH with the shell's basics and pkg-config, but neither dpkg-query nor apt-get.
        for tool in ["bash", "grep", "id", "pkg-config", "env"] {
            try FileManager.default.createSymbolicLink(
                atPath: bin.appendingPathComponent(tool).path,
                withDestinationPath: try ChildProcess.resolve(tool))
        }
        let script = ReferenceImages.repositoryRoot.appendingPathComponent("scripts/ensure-apt-packages.sh").path
        var env = ProcessInfo.processInfo.environment
        env["PATH"] = bin.path
        let present = try ChildProcess.run(
            try ChildProcess.resolve("bash"), [script, "libx11-dev", "libpng-dev"],
            environment: env, timeout: 30)
        XCTAssertEqual(present.status, 0, present.stderr)
        let missing = try ChildProcess.run(
            try ChildProcess.resolve("bash"), [script, "libx11-dev", "xdotool"],
            environment: env, timeout: 30)
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.contains("xdotool (command xdotool)"), missing.stderr)
        XCTAssertFalse(missing.stderr.contains("libx11-dev"), "x11 is there: \(missing.stderr)")
        XCTAssertTrue(missing.stderr.contains("swift build"), missing.stderr)
        XCTAssertFalse(missing.stderr.contains("command not found"), missing.stderr)
    }
}
