import Foundation
import XCTest

@testable import Sharing

/// The ffmpeg child as Foundation's `Process` started it: input from our pipe (it sees end
/// of file when we close it, so no copy of the write end leaked into it), output to
/// /dev/null, and `terminationStatus`'s numbers for an exit or a signal.
final class PipedChildProcessTests: XCTestCase {
    func testTheChildReadsOurBytesToTheEndAndItsExitCodeComesBack() throws {
        let child = try PipedChildProcess(
            executable: "/bin/sh",
            arguments: [
                "-c", #"[ "$(wc -c)" -eq 5 ] && [ "$(readlink /proc/$$/fd/1)" = /dev/null ] && exit 3; exit 1"#,
            ])
        let bytes = Array("hello".utf8)
        XCTAssertEqual(bytes.withUnsafeBytes { write(child.input, $0.baseAddress, $0.count) }, 5)
        child.closeInput()
        XCTAssertEqual(try waitWithDeadline(child), 3)
    }

    func testADeathBySignalGivesTheSignalsNumber() throws {
        let child = try PipedChildProcess(executable: "/bin/sh", arguments: ["-c", "kill -TERM $$"])
        XCTAssertEqual(try waitWithDeadline(child), SIGTERM)
    }

    func testAProgramThatCannotStartSaysWhy() {
        XCTAssertThrowsError(try PipedChildProcess(executable: "/nonexistent/ffmpeg", arguments: [])) { error in
            XCTAssertEqual("\(error)", "No such file or directory")
        }
    }

    /// `waitForExit()`, killing the child after 20 s so a broken pipe set-up fails the test
    /// instead of hanging it.
    private func waitWithDeadline(_ child: PipedChildProcess) throws -> Int32 {
        let pid = child.pid
        let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 20, execute: watchdog)
        defer { watchdog.cancel() }
        let status = child.waitForExit()
        XCTAssertNotEqual(status, SIGKILL, "the child did not end within 20 s (did it never see end of file?)")
        return status
    }
}
