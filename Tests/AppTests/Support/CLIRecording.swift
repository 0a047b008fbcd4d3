import Foundation
import TestSupport
import XCTest

/// Runs the real `playground-x11 --headless` binary on a script and reads its trace back.
enum CLIRecording {
    /// The trace of `--headless --demo demo --script (script)`; fails the test on a non-zero exit.
    static func trace(
        demo: String, script: String, extra: [String] = [],
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> TraceFile {
        try run(demo: demo, script: script, extra: extra, file: file, line: line).trace
    }

    /// The trace and the standard error of a run.
    static func run(
        demo: String, script: String, extra: [String] = [],
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> (trace: TraceFile, stderr: String) {
        let dir = Recording.scratch.appendingPathComponent("cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let scriptURL = dir.appendingPathComponent("script.txt")
        try script.write(to: scriptURL, atomically: true, encoding: .utf8)
        let traceURL = dir.appendingPathComponent("trace.jsonl")
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        let r = try ChildProcess.run(
            try PlaygroundBinary.path,
            [
                "--headless", "--demo", demo, "--script", scriptURL.path,
                "--trace", traceURL.path,
            ] + extra,
            environment: env, timeout: 120)
        XCTAssertEqual(r.status, 0, r.stderr, file: file, line: line)
        return (try TraceFile(contentsOf: traceURL), r.stderr)
    }
}
