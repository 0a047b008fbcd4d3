import Foundation
import TestSupport
import XCTest

/// `Examples/MyTransition`, a user's package built on its own: its executable (what
/// `swift run` starts in that folder) opens the playground window with the package's demo,
/// and a click there runs the package's transition.
final class ExamplePackageWindowTests: PlaygroundWindowTestCase {
    /// The example's debug executable, built by `make test` before this suite runs.
    private func exampleBinary() throws -> String {
        let path = ReferenceImages.repositoryRoot.appendingPathComponent("Examples/MyTransition/.build/debug/my-transition").path
        if FileManager.default.isExecutableFile(atPath: path) { return path }
        let message = "Examples/MyTransition is not built; `make test` builds it (or `cd Examples/MyTransition && swift build`)"
        if ProcessInfo.processInfo.environment["REQUIRE_EXAMPLE"] == "1" { throw ChildProcess.Failure(message) }
        throw XCTSkip(message)
    }

    func testTheExampleOpensItsTransitionInTheWindow() throws {
        let binary = try exampleBinary()
        let tracePath = FileManager.default.temporaryDirectory.appendingPathComponent("example-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: tracePath) }
        let child = try ChildProcess(binary, ["--demo", "grow", "--trace", tracePath], environment: session.environment)
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
        XCTAssertTrue(lines.last?.contains("\"id\": \"card\", \"role\": null, \"frame\": [50.00, 160.00, 300.00, 360.00]") ?? false,
                      "the card ends in place: \(lines.last ?? "")")
        try press("q", in: window)
        XCTAssertEqual(child.waitForExit(timeout: 5), 0, child.standardError)
    }
}
