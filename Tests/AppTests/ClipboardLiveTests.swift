import Foundation
import TestSupport
import XCTest

@testable import PlaygroundKit

/// "Copy as code" in a real window under Xvfb: the playground owns the CLIPBOARD selection
/// and another client (`xclip -o -selection clipboard`) reads the spring's code back.
final class ClipboardLiveTests: XCTestCase {
    func testCopyAsCodePutsTheSpringsCodeOnTheX11Clipboard() throws {
        let xvfb = try XvfbSession()
        defer { xvfb.stop() }
        let app = try ChildProcess(try PlaygroundBinary.path, ["--demo", "popping"], environment: xvfb.environment)
        defer { app.kill() }
        let window = try xvfb.playgroundWindow(of: app, timeout: 10)
        usleep(300_000)
        // i opens the inspector on popping's position spring, c presses "Copy as code".
        try xvfb.copySpringCode(in: window, of: app, timeout: 5)
        let paste = try xvfb.run("xclip", ["-o", "-selection", "clipboard"])
        XCTAssertEqual(paste.status, 0, paste.stderr)
        let expected = MainActor.assumeIsolated { SpringCode.text(for: .pop(bounciness: 10, speed: 12)) }
        XCTAssertEqual(paste.stdout, expected)
        XCTAssertTrue(paste.stdout.hasSuffix("spring.springBounciness = 10\nspring.springSpeed = 12\n"))
        // TARGETS lists the text types a paste can ask for.
        let targets = try xvfb.run("xclip", ["-o", "-selection", "clipboard", "-t", "TARGETS"])
        XCTAssertTrue(targets.stdout.contains("UTF8_STRING"), targets.stdout)
    }
}
