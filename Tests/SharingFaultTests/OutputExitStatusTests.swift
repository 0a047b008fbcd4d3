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
            ("--trace -", "playground-x11: error: cannot write trace to standard output: No space left on device\n"),
        ] {
            let r = try shell(
                "\"$B\" --headless --demo popping --size 160x200 --script '\(script)' \(output) > /dev/full")
            XCTAssertEqual(r.status, 1, "\(output): \(r.stderr)")
            XCTAssertEqual(r.stderr, line, output)
        }
    }

    /// Frames that no longer fit on the disk fail the recording: exit 1, one line naming the
    /// frame file once with the system's reason.
    func testFramesOnAFullFileSystemAreOneLineAndExitOne() throws {
        let full = try fixture.mountFull("full", kilobytes: 300)
        let r = try fixture.run(fixture.recording + ["--frames", full + "/frames"])
        assertOutcome(
            r, status: 1, saying: ["cannot write frame \(full)/frames/frame-", "No space left on device"], in: fixture)
        XCTAssertEqual(r.stderr.components(separatedBy: full).count - 1, 1, "the path once: \(r.stderr)")
        XCTAssertFalse(r.stderr.contains("PNG"), r.stderr)
    }

    /// `--frames` makes its own folder and no other, like `--gif`, `--video` and `--trace`,
    /// which refuse a missing folder: a mistyped path leaves nothing behind, and the line
    /// says why the folder cannot be made.
    func testFramesMakesOnlyItsOwnFolderAndSaysWhyNot() throws {
        try fixture.write("plain", "a file")
        for (folder, reason) in [
            ("missing/deeper/frames", "its parent folder \(fixture.path("missing/deeper")) does not exist"),
            ("plain", "a file of that name exists"),
            ("plain/frames", "a part of \(fixture.path("plain")) is a file, not a folder"),
        ] {
            let r = try fixture.run(fixture.recording + ["--frames", fixture.path(folder)], timeout: 60)
            assertOutcome(
                r, status: 2, saying: ["error: cannot create folder \(fixture.path(folder)): \(reason)"], in: fixture)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: fixture.path("missing")), "no parent was made")
        let r = try fixture.run(fixture.recording + ["--frame-count", "2", "--frames", fixture.path("new")])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: fixture.path("new")).sorted(),
            ["frame-00000.png", "frame-00001.png"])
    }
}
