import Foundation
import TestSupport
import XCTest

/// Key `r` in a real window records the next transition as an animated GIF.
final class RecordKeyLiveTests: PlaygroundWindowTestCase {
    func testRKeyWritesTheNextTransitionAsAGIF() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("rkey-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let gif = dir.appendingPathComponent("t.gif").path
        let app = try launch(
            ["--demo", "popping", "--size", "200x300", "--scale", "2", "--fps", "30", "--gif", gif],
            firstScene: false)
        let w = try findWindow()
        usleep(300_000)
        try press("r", in: w)
        XCTAssertTrue(
            app.waitUntil(timeout: 5) { app.standardError.contains("recording the next transition") },
            app.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: gif), "nothing written before a transition starts")
        // The popping demo's button sits at the window's centre.
        _ = try session.run("xdotool", ["mousemove", "--window", w, "200", "300", "click", "1"])
        XCTAssertTrue(app.waitUntil(timeout: 15) { app.standardError.contains("wrote \(gif)") }, app.standardError)
        try press("q", in: w)
        XCTAssertNotNil(app.waitForExit(timeout: 5))

        let info = try session.run("identify", ["-format", "%T %W %H\n", gif])
        XCTAssertEqual(info.status, 0, info.stderr)
        let lines = info.stdout.split(separator: "\n")
        XCTAssertGreaterThan(lines.count, 5, "the drop animates over many frames: \(lines)")
        XCTAssertTrue(lines.allSatisfy { $0.hasSuffix(" 400 600") }, "200x300 points at scale 2: \(lines.first ?? "")")
        XCTAssertTrue(lines.allSatisfy { (Int($0.split(separator: " ")[0]) ?? 0) >= 2 }, "no delay under 2 cs")
    }
}
