import Foundation
import TestSupport
import XCTest

/// `--trace` writes where a shell redirection would: through symlinks, into pipes and
/// devices, and to standard output for `-`, never replacing what is at the path.
final class TraceDestinationTests: XCTestCase {
    private func runHeadless(trace: String) throws -> (status: Int32, stdout: String, stderr: String) {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        return try ChildProcess.run(
            try PlaygroundBinary.path,
            ["--headless", "--demo", "popping", "--frame-count", "3", "--trace", trace],
            environment: env, timeout: 60)
    }

    func testATraceThroughASymlinkFillsTheTargetAndKeepsTheLink() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trace-link-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appendingPathComponent("target.jsonl").path
        let link = dir.appendingPathComponent("link.jsonl").path
        try "stale\n".write(toFile: target, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)

        let r = try runHeadless(trace: link)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(
            try FileManager.default.destinationOfSymbolicLink(atPath: link), target, "the link is still a link")
        let lines = try String(contentsOfFile: target, encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(lines.count, 3, "three frames, the stale content truncated")
        XCTAssertTrue(lines[0].hasPrefix("{\"frame\": 0"), String(lines[0]))
    }

    func testDashWritesTheTraceToStandardOutput() throws {
        let r = try runHeadless(trace: "-")
        XCTAssertEqual(r.status, 0, r.stderr)
        let lines = r.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 3)
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("{\"frame\": ") })
        XCTAssertFalse(FileManager.default.fileExists(atPath: FileManager.default.currentDirectoryPath + "/-"))
    }

    func testAnUnwritableTraceIsOneLineWithTheReason() throws {
        let r = try runHeadless(trace: "/nonexistent-dir/trace.jsonl")
        XCTAssertEqual(r.status, 2)
        let lines = r.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, r.stderr)
        XCTAssertTrue(
            lines[0].contains("cannot write trace file /nonexistent-dir/trace.jsonl: No such file or directory"),
            r.stderr)
    }
}
