import Foundation
import TestSupport
import XCTest

/// `Examples/MyTransition`, a user's package built on its own: its executable (what
/// `swift run` starts in that folder) opens the playground window with the package's demo,
/// and a click there runs the package's transition.
final class ExamplePackageWindowTests: PlaygroundWindowTestCase {
    /// The example's debug executable, built by `make test` before this suite runs.
    private func exampleBinary() throws -> String {
        let path = ReferenceImages.repositoryRoot.appendingPathComponent(
            "Examples/MyTransition/.build/debug/my-transition"
        ).path
        if FileManager.default.isExecutableFile(atPath: path) { return path }
        let message =
            "Examples/MyTransition is not built; `make test` builds it (or `cd Examples/MyTransition && swift build`)"
        if ProcessInfo.processInfo.environment["REQUIRE_EXAMPLE"] == "1" { throw ChildProcess.Failure(message) }
        throw XCTSkip(message)
    }

    func testTheExampleOpensItsTransitionInTheWindow() throws {
        let binary = try exampleBinary()
        let tracePath = FileManager.default.temporaryDirectory.appendingPathComponent(
            "example-\(UUID().uuidString).jsonl"
        ).path
        defer { try? FileManager.default.removeItem(atPath: tracePath) }
        let child = try ChildProcess(
            binary, ["--demo", "grow", "--trace", tracePath], environment: session.environment)
        app = child
        let window = try findWindow()
        usleep(300_000)
        for args in [["mousemove", "--window", window, "200", "622"], ["click", "1"]] {
            let r = try session.run("xdotool", args)
            XCTAssertEqual(r.status, 0, r.stderr)
        }
        var lines: [Substring] = []
        _ = child.waitUntil(timeout: 10) {
            lines = ((try? String(contentsOfFile: tracePath, encoding: .utf8)) ?? "").split(separator: "\n")
            return lines.contains { $0.contains("\"kind\": \"present\"") }
                && lines.last.map { $0.contains("\"id\": \"card\"") && $0.contains("\"transition\": null") } ?? false
        }
        XCTAssertTrue(lines.contains { $0.contains("\"kind\": \"present\"") }, "the click ran the package's transition")
        XCTAssertTrue(
            lines.last?.contains("\"id\": \"card\", \"role\": null, \"frame\": [50.00, 160.00, 300.00, 360.00]")
                ?? false,
            "the card ends in place: \(lines.last ?? "")")
        try press("q", in: window)
        XCTAssertEqual(child.waitForExit(timeout: 5), 0, child.standardError)
    }

    /// A user's executable speaks in its own name, not the built-in playground's: its errors
    /// and `--help` say `my-transition`, as any command-line tool names itself.
    func testTheExampleNamesItselfInItsMessages() throws {
        let binary = try exampleBinary()
        let bad = try ChildProcess.run(binary, ["--bogus"], timeout: 30)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.hasPrefix("my-transition: error: "), bad.stderr)
        let unknown = try ChildProcess.run(binary, ["--demo", "nope"], timeout: 30)
        XCTAssertTrue(unknown.stderr.hasPrefix("my-transition: error: unknown demo 'nope'"), unknown.stderr)
        let help = try ChildProcess.run(binary, ["--help"], timeout: 30)
        XCTAssertTrue(help.stdout.contains("USAGE: my-transition"), help.stdout)
    }
}
