import Foundation
import TestSupport
import XCTest

/// Real input through the X server (xdotool uses XTEST) reaches the engine, and the ways
/// out of the app exit 0.
final class WindowInputTests: PlaygroundWindowTestCase {
    func testClickAndKeyReachTheEngineInPoints() throws {
        let app = try launch(["--log-input", "--scale", "2", "--size", "200x360"])
        let window = try findWindow()
        _ = try screenshot(of: window) { $0.pixel(312, 632, is: SceneColor.anchor) }
        _ = try session.run("xdotool", ["mousemove", "--window", window, "120", "150", "click", "1"])
        for key in ["space", "Escape", "Left", "shift+a"] { try press(key, in: window) }
        XCTAssertTrue(app.waitUntil(timeout: 3) { app.standardError.contains("input: key a") }, app.standardError)
        let lines = app.standardErrorLines
        // Keys arrive by keysym name, without modifiers: Shift+A is "a", Shift alone is nothing.
        let keys = lines.filter { $0.hasPrefix("input: key ") }
        XCTAssertEqual(keys, ["input: key space", "input: key Escape", "input: key Left", "input: key a"])
        // 120,150 pixels at scale 2 are 60,75 points.
        XCTAssertTrue(lines.contains("input: pointerDown 60 75"), lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains("input: pointerUp 60 75"), lines.joined(separator: "\n"))
        XCTAssertTrue(app.isRunning)
    }

    func testQuitKeyExitsZeroWithinTwoSeconds() throws {
        let app = try launch()
        let window = try findWindow()
        try press("q", in: window)
        XCTAssertEqual(app.waitForExit(timeout: 2), 0, app.standardError)
        XCTAssertEqual(app.standardError, "")
    }

    func testWindowManagerCloseExitsZero() throws {
        let app = try launch()
        let window = try findWindow()
        try WindowManagerMessage.sendDeleteWindow(to: window, in: session)
        XCTAssertEqual(app.waitForExit(timeout: 2), 0, app.standardError)
        XCTAssertEqual(app.standardError, "")
    }

    func testLosingTheServerGivesOneLineAndExitOne() throws {
        let app = try launch()
        _ = try findWindow()
        session.stop()
        let status = app.waitForExit(timeout: 5)
        XCTAssertEqual(status, 1, "a vanished X server is an error, not a crash: \(app.standardError)")
        XCTAssertEqual(app.standardErrorLines, ["playground-x11: error: lost the connection to the X server"])
    }
}
