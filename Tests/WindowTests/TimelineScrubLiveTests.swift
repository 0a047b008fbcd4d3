import Foundation
import TestSupport
import XCTest

/// The timeline bar scrubbed with a real pointer: xdotool presses on the top strip of the
/// window while popping presents, drags, and lets go; the live trace and the screen follow.
final class TimelineScrubLiveTests: PlaygroundWindowTestCase {
    private func xdotool(_ args: [String]) throws {
        let r = try session.run("xdotool", args)
        XCTAssertEqual(r.status, 0, "xdotool \(args.joined(separator: " ")): \(r.stderr)")
    }

    /// The last trace line's transition, once the trace has caught up with `condition`.
    private func lastTransition(
        _ path: String, timeout: Double = 3,
        until condition: ([String: Any]?) -> Bool = { _ in true }
    ) -> [String: Any]? {
        let deadline = Date().addingTimeInterval(timeout)
        var last: [String: Any]?
        repeat {
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            if let line = text.split(separator: "\n").last,
                let json = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            {
                last = json["transition"] as? [String: Any]
                if condition(last) { return last }
            }
            usleep(30_000)
        } while Date() < deadline
        return last
    }

    private func progress(_ t: [String: Any]?) -> Double? { (t?["progress"] as? NSNumber)?.doubleValue }

    func testDraggingOnTheBarScrubsThePresentationAndReleaseKeepsItPaused() throws {
        let tracePath = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scrub-\(UUID().uuidString).jsonl"
        ).path
        defer { try? FileManager.default.removeItem(atPath: tracePath) }
        try launch(["--demo", "popping", "--trace", tracePath], firstScene: false)
        let w = try findWindow()
        _ = try screenshot(of: w) { $0.pixel(20, 700, is: (255, 255, 255)) }
        try press("s", in: w)  // slow motion: the presentation lasts long enough to grab
        try xdotool(["mousemove", "--window", w, "200", "360", "click", "1"])
        XCTAssertNotNil(lastTransition(tracePath) { $0 != nil }, "the presentation started")

        try xdotool(["mousemove", "--window", w, "100", "5", "mousedown", "1"])
        for x in [100, 160, 240, 320, 280] {
            try xdotool(["mousemove", "--window", w, String(x), "5"])
            let expected = Double(x) / 400
            let t = lastTransition(tracePath) { abs((self.progress($0) ?? -1) - expected) < 0.02 }
            XCTAssertEqual(t?["state"] as? String, "interactive", "x \(x)")
            XCTAssertEqual(progress(t) ?? -1, expected, accuracy: 0.02, "x \(x)")
        }
        try xdotool(["mouseup", "1"])
        usleep(400_000)
        let held = lastTransition(tracePath)
        XCTAssertEqual(progress(held) ?? -1, 0.7, accuracy: 0.02, "released at x 280: still held")
        XCTAssertEqual(held?["state"] as? String, "interactive")
        let shot = try screenshot(of: w) { $0.pixel(270, 1).b < 60 }
        XCTAssertTrue(
            shot.pixel(270, 1, is: (255, 149, 0), tolerance: 6),
            "the bar filled up to the pointer: \(shot.pixel(270, 1))")
        XCTAssertGreaterThan(shot.pixel(290, 1).b, 100, "and no further")

        try press("s", in: w)
        try press("space", in: w)
        let ended = lastTransition(tracePath, timeout: 5) { $0 == nil }
        XCTAssertNil(ended, "space resumed it and it ran to the end")
    }
}
