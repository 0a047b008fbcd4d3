import Foundation
import TestSupport
import XCTest

/// A window asked for bigger than the screen (points x scale) opens at the screen's size
/// instead, keeps its scale, and says so once on stderr.
final class WindowFitLiveTests: PlaygroundWindowTestCase {
    private func geometry(_ window: String) throws -> (width: Int, height: Int) {
        let r = try session.run("xwininfo", ["-id", window])
        func value(_ key: String) -> Int? {
            r.stdout.split(separator: "\n").first { $0.contains(key) }
                .flatMap { Int($0.split(separator: ":").last!.trimmingCharacters(in: .whitespaces)) }
        }
        return (value("Width:") ?? -1, value("Height:") ?? -1)
    }

    func testScaleTwoOnASmallScreenShrinksThePointSizeToFit() throws {
        // The default 400x720 points at scale 2 is 800x1440 pixels; Xvfb's screen is 1280x1024.
        let app = try launch(["--scale", "2"], firstScene: false)
        let window = try findWindow()
        let size = try geometry(window)
        XCTAssertEqual(size.width, 800, "the width fitted already")
        XCTAssertEqual(size.height, 1024, "400x512 points at scale 2")
        _ = app.waitUntil(timeout: 5) { app.standardErrorLines.contains { $0.contains("note:") } }
        let notes = app.standardErrorLines.filter { $0.contains("note:") }
        XCTAssertEqual(
            notes,
            [
                "playground-x11: note: 400x720 points at --scale 2 is 800x1440 pixels, larger than the 1280x1024 screen; opening 400x512 points instead"
            ])
    }

    func testAWindowThatFitsIsLeftAloneAndSilent() throws {
        let app = try launch(["--scale", "2", "--size", "300x400"], firstScene: false)
        let size = try geometry(try findWindow())
        XCTAssertEqual(size.width, 600)
        XCTAssertEqual(size.height, 800)
        XCTAssertFalse(app.standardError.contains("note:"), app.standardError)
    }
}
