import Foundation
import TestSupport
import XCTest

/// The playground as a user meets it, in a real window under Xvfb, driven by xdotool:
/// the catalog, the demos, the keys, the live trace.
final class PlaygroundLiveTests: PlaygroundWindowTestCase {
    private let white = (r: 255, g: 255, b: 255)
    private let blue = (r: 0, g: 122, b: 255)
    /// White under popping's grey (84, 84, 84) dimming at 0.2.
    private let dimmedWhite = (r: 220, g: 220, b: 220)
    private let grouped = (r: 242, g: 242, b: 247)
    /// Grouped grey under bottom-sheet's dimming.
    private let dimmedGrouped = (r: 145, g: 145, b: 148)

    private func xdotool(_ args: [String]) throws {
        let r = try session.run("xdotool", args)
        XCTAssertEqual(r.status, 0, "xdotool \(args.joined(separator: " ")): \(r.stderr)")
    }

    private func click(_ x: Int, _ y: Int, in window: String) throws {
        try xdotool(["mousemove", "--window", window, String(x), String(y)])
        try xdotool(["click", "1"])
    }

    /// Waits until the screenshot matches every probe, then asserts them (naming the misses).
    private func expect(
        _ window: String, _ probes: [(String, Int, Int, (r: Int, g: Int, b: Int))],
        timeout: Double = 5, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let shot = try screenshot(of: window, timeout: timeout) { s in
            probes.allSatisfy { s.pixel($0.1, $0.2, is: $0.3) }
        }
        assertColors(shot, probes, file: file, line: line)
    }

    func testPoppingClickPresentsOverADimmedBackgroundAndDismissRestores() throws {
        try launch(["--demo", "popping"], firstScene: false)
        let w = try findWindow()
        try expect(w, [("background", 20, 700, white), ("present button area", 200, 200, white)])
        try click(200, 360, in: w)
        try expect(
            w,
            [
                ("modal", 200, 200, blue), ("dimmed background", 20, 700, dimmedWhite),
                ("dimmed above the modal", 200, 30, dimmedWhite),
            ])
        usleep(1_000_000)  // the springs settle and the window takes input again
        try click(200, 392, in: w)
        try expect(w, [("modal gone", 200, 200, white), ("dimming gone", 20, 700, white)])
    }

    func testBottomSheetDragDownAndReleaseDismissesIt() throws {
        try launch(["--demo", "bottom-sheet"], firstScene: false)
        let w = try findWindow()
        try expect(w, [("background", 20, 200, grouped)])
        try click(200, 360, in: w)
        try expect(w, [("sheet", 200, 600, white), ("dimmed background", 20, 200, dimmedGrouped)])
        usleep(700_000)  // the presentation ends and the window takes input again
        try xdotool(["mousemove", "--window", w, "200", "520"])
        try xdotool(["mousedown", "1"])
        for y in stride(from: 540, through: 720, by: 20) {
            usleep(20_000)
            try xdotool(["mousemove", "--window", w, "200", String(y)])
        }
        usleep(20_000)
        try xdotool(["mouseup", "1"])
        try expect(w, [("sheet gone", 200, 600, grouped), ("dimming gone", 20, 200, grouped)])
    }

    func testCatalogRowOpensTheDemoEscapeReturnsHShowsTheHUDAndQQuits() throws {
        let app = try launch([], firstScene: false)
        let w = try findWindow()
        // Row 0 (popping) is white from y 60 to 116 on the grouped grey.
        try expect(w, [("row", 200, 62, white), ("between rows", 200, 119, grouped)])
        try click(200, 88, in: w)
        try expect(w, [("popping's white page", 200, 119, white)])
        try press("Escape", in: w)
        try expect(w, [("back on the catalog", 200, 119, grouped)])
        try press("h", in: w)
        let hud = try screenshot(of: w) { $0.pixel(386, 14).r < 60 }
        XCTAssertLessThan(hud.pixel(386, 14).r, 60, "the HUD's dark panel at the top")
        try press("q", in: w)
        XCTAssertEqual(app.waitForExit(timeout: 5), 0)
    }

    /// The HUD, dragged with the real pointer, is drawn under it while the button is held
    /// (its right edge 180 points left and 275 down, as the pointer went) and snaps to the
    /// corner nearest where it was let go.
    func testHUDFollowsTheDraggingPointerAndSnapsToACorner() throws {
        try launch(["--demo", "popping"], firstScene: false)
        let w = try findWindow()
        try expect(w, [("background", 386, 14, white)])
        try press("h", in: w)
        _ = try screenshot(of: w) { $0.pixel(386, 14).r < 60 }
        try xdotool(["mousemove", "--window", w, "380", "25"])
        try xdotool(["mousedown", "1"])
        for step in 1...10 {
            usleep(20_000)
            try xdotool(["mousemove", "--window", w, String(380 - 18 * step), String(25 + 27 * step + step / 2)])
        }
        let held = try screenshot(of: w) { $0.pixel(208, 300).r < 60 && $0.pixel(386, 14).r > 200 }
        XCTAssertLessThan(held.pixel(208, 300).r, 60, "the panel's right edge under the moved pointer")
        XCTAssertGreaterThan(held.pixel(386, 14).r, 200, "and not in its corner while held")
        try xdotool(["mouseup", "1"])
        let dropped = try screenshot(of: w) { $0.pixel(268, 30).r < 60 && $0.pixel(208, 300).r > 200 }
        XCTAssertLessThan(dropped.pixel(268, 30).r, 60, "snapped to the top left, nearest its centre")
        XCTAssertGreaterThan(dropped.pixel(208, 300).r, 200, "gone from where it was held")
    }

    func testLiveTraceFollowsSlowMotionAndPause() throws {
        let tracePath = FileManager.default.temporaryDirectory.appendingPathComponent("live-\(UUID().uuidString).jsonl")
            .path
        defer { try? FileManager.default.removeItem(atPath: tracePath) }
        try launch(["--demo", "popping", "--trace", tracePath], firstScene: false)
        let w = try findWindow()
        try expect(w, [("background", 20, 700, white)])
        try press("s", in: w)
        try click(200, 360, in: w)
        usleep(700_000)
        try press("space", in: w)
        usleep(300_000)
        let lines = try String(contentsOfFile: tracePath, encoding: .utf8).split(separator: "\n")
        let progress = lines.compactMap { line -> Double? in
            guard let json = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let t = json["transition"] as? [String: Any]
            else { return nil }
            return (t["progress"] as? NSNumber)?.doubleValue
        }
        let last = try XCTUnwrap(progress.last, "the trace shows the running transition")
        XCTAssertGreaterThan(last, 0)
        XCTAssertLessThan(last, 0.5, "0.7 s at 0.1x is well short of the end (a normal run ends in under 1 s)")
        usleep(300_000)
        let after = try String(contentsOfFile: tracePath, encoding: .utf8).split(separator: "\n").count
        usleep(300_000)
        let later = try String(contentsOfFile: tracePath, encoding: .utf8).split(separator: "\n")
        let frozen = later.suffix(later.count - after + 1).compactMap { line -> Double? in
            let json = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return ((json?["transition"] as? [String: Any])?["progress"] as? NSNumber)?.doubleValue
        }
        XCTAssertEqual(Set(frozen).count, 1, "paused: progress holds still")
    }
}
