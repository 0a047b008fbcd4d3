import Foundation
import TestSupport
import XCTest

/// Every output of a headless recording ends the same way, as the README's Flags, Sharing
/// and Reliability sections say: a reader that closes the pipe ends the run quietly with
/// exit status 0 (as `yes | head -1`), a write that fails while recording is one line and
/// exit status 1, and a folder that cannot hold the frames is refused with exit status 2
/// before anything runs. Real processes, a real pipe, a real full device and file system.
final class OutputExitStatusTests: XCTestCase {
    private var fixture: FaultFixture!

    override func setUpWithError() throws { fixture = try FaultFixture() }
    override func tearDown() { fixture.remove() }

    /// Runs `command` in bash in the scratch folder with the playground as `$B`; the status
    /// printed is the playground's own (`PIPESTATUS[0]`), not the pipe's last reader's.
    private func shell(_ command: String) throws -> FaultFixture.Outcome {
        var env = fixture.environment()
        env["B"] = try FaultFixture.binary
        let r = try ChildProcess.run(
            "/bin/bash", ["-c", "cd \"$1\" && " + command + "; echo ${PIPESTATUS[0]}", "bash", fixture.dir.path],
            environment: env, timeout: 300)
        let status = Int32(r.stdout.split(separator: "\n").last.map(String.init) ?? "") ?? -1
        return FaultFixture.Outcome(status: status, stdout: Data(), stderr: r.stderr)
    }

    /// The reader leaving after a few bytes is the same quiet end for the GIF, the trace and
    /// `curve`: status 0, nothing on stderr (a GIF on a pipe used to die of SIGPIPE, 141).
    func testAClosedPipeEndsEveryOutputQuietly() throws {
        let script = fixture.path("s.txt")
        for output in [
            "--headless --demo popping --size 160x200 --script '\(script)' --gif -",
            "--headless --demo popping --size 160x200 --frame-count 2000 --trace -",
            "curve --duration 600 --damping 0.01 --fps 100",
        ] {
            let r = try shell("\"$B\" \(output) | head -c 10 > /dev/null")
            XCTAssertEqual(r.status, 0, "\(output): \(r.stderr)")
            XCTAssertEqual(r.stderr, "", output)
        }
    }

    /// Standard output on a full device fails the recording (exit 1) with one line, for the
    /// GIF as for the trace: the README gives one rule for failed writes to standard output.
    func testAFullStandardOutputIsExitOneForEveryStream() throws {
        let script = fixture.path("s.txt")
        for (output, line) in [
            ("--gif -", "playground-x11: error: cannot write GIF to standard output: No space left on device\n"),
            ("--trace -", "playground-x11: error: cannot write trace -: No space left on device\n"),
        ] {
            let r = try shell(
                "\"$B\" --headless --demo popping --size 160x200 --script '\(script)' \(output) > /dev/full")
            XCTAssertEqual(r.status, 1, "\(output): \(r.stderr)")
            XCTAssertEqual(r.stderr, line, output)
        }
    }
}
