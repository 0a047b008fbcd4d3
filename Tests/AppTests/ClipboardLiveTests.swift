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
        var window = ""
        let deadline = Date().addingTimeInterval(10)
        while window.isEmpty && Date() < deadline {
            let r = try xvfb.run("xdotool", ["search", "--name", "^Transition Playground$"])
            window = r.stdout.split(separator: "\n").first.map(String.init) ?? ""
            if window.isEmpty { usleep(50_000) }
        }
        XCTAssertFalse(window.isEmpty, "the window appeared: \(app.standardError)")
        usleep(300_000)
        _ = try xvfb.run("xdotool", ["windowfocus", "--sync", window])
        // i opens the inspector on popping's position spring, c presses "Copy as code".
        XCTAssertEqual(try xvfb.run("xdotool", ["key", "--window", window, "i"]).status, 0)
        usleep(200_000)
        XCTAssertEqual(try xvfb.run("xdotool", ["key", "--window", window, "c"]).status, 0)
        XCTAssertTrue(app.waitUntil(timeout: 5) { app.standardError.contains("copied") }, app.standardError)
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
