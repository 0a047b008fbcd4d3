import Foundation
import TestSupport
import XCTest

/// The copied spring's code is offered on the X11 clipboard; a client that asks for it and
/// goes away before the answer arrives must cost nothing: no warning per request (another
/// client could flood the terminal), and the next paste still works.
final class ClipboardRequestTests: XCTestCase {
    func testRequestsFromAWindowThatHasGoneAreRefusedSilently() throws {
        let xvfb = try XvfbSession()
        defer { xvfb.stop() }
        let app = try ChildProcess(try FaultFixture.binary, ["--demo", "popping"], environment: xvfb.environment)
        defer { app.kill() }
        let window = try xvfb.playgroundWindow(of: app, timeout: 20)
        usleep(300_000)
        try xvfb.copySpringCode(in: window, of: app, timeout: 10)
        let before = app.standardErrorLines

        // The playground is stopped while a paste asks and its window goes, so the request
        // waits in the queue and is answered to a window that no longer exists.
        for _ in 0..<3 {
            kill(app.pid, SIGSTOP)
            let paste = try ChildProcess("xclip", ["-o", "-selection", "clipboard"], environment: xvfb.environment)
            usleep(300_000)
            paste.kill()
            kill(app.pid, SIGCONT)
            usleep(300_000)
        }
        let paste = try xvfb.run("xclip", ["-o", "-selection", "clipboard"])
        XCTAssertEqual(paste.status, 0, paste.stderr)
        XCTAssertTrue(paste.stdout.contains("springBounciness"), "the clipboard still answers: \(paste.stdout)")
        XCTAssertEqual(app.standardErrorLines, before, "no line for the abandoned requests")
        XCTAssertTrue(app.isRunning, "the playground runs on: \(app.standardError)")
    }
}
