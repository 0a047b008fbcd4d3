import Foundation
import TestSupport
import XCTest

/// With no window manager (this Xvfb runs none, as CI and a bare X session do), the window
/// takes the keyboard focus when it maps: keys reach it before the pointer ever moves in.
final class WindowFocusLiveTests: PlaygroundWindowTestCase {
    func testKeysReachTheWindowBeforeThePointerMovesIntoIt() throws {
        let app = try launch(["--log-input", "--size", "200x300"])
        let window = try findWindow()
        // The first frame is drawn: the window is mapped and its events are being read.
        _ = try screenshot(of: window) { $0.pixel(20, 20, is: SceneColor.background) }
        // The pointer stays outside the window (Xvfb starts it at the screen's centre, and
        // the window sits at the top left), and no one calls `windowfocus`: xdotool's `key`
        // without `--window` goes through XTEST to wherever the server sends keys.
        let pointer = try session.run("xdotool", ["getmouselocation", "--shell"]).stdout
        XCTAssertTrue(pointer.contains("X=640"), "the pointer moved before the test: \(pointer)")
        XCTAssertEqual(try session.run("xdotool", ["key", "a"]).status, 0)
        XCTAssertTrue(
            app.waitUntil(timeout: 3) { app.standardError.contains("input: key a") },
            "a key typed before the pointer entered the window was lost: \(app.standardError)")
        XCTAssertFalse(app.standardError.contains("pointerMoved"), app.standardError)
        // And it is the keyboard's for good: `q` quits from there.
        XCTAssertEqual(try session.run("xdotool", ["key", "q"]).status, 0)
        XCTAssertEqual(app.waitForExit(timeout: 3), 0, app.standardError)
    }
}
