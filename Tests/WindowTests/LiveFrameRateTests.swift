import Foundation
import TestSupport
import XCTest

/// The live loop's pace, read from `--log-frames` of the real binary under Xvfb: the rate
/// line names where the rate came from, and animated frames come 1/fps apart.
final class LiveFrameRateTests: PlaygroundWindowTestCase {
    /// The `rate:` line's fields, waiting up to 10 s for it.
    private func rateLine(_ app: ChildProcess) throws -> [String: String] {
        _ = app.waitUntil(timeout: 10) { app.standardErrorLines.contains { $0.hasPrefix("rate: ") } }
        let line = try XCTUnwrap(app.standardErrorLines.first { $0.hasPrefix("rate: ") }, app.standardError)
        var fields: [String: String] = [:]
        for pair in line.dropFirst(6).split(separator: " ") {
            let kv = pair.split(separator: "=", maxSplits: 1)
            if kv.count == 2 { fields[String(kv[0])] = String(kv[1]) }
        }
        return fields
    }

    func testWithoutFPSTheDisplayRateOrSixtyIsChosenAndLogged() throws {
        let app = try launch(["--demo", "popping", "--log-frames"], firstScene: false)
        let fields = try rateLine(app)
        let fps = try XCTUnwrap(fields["fps"].flatMap(Double.init), "\(fields)")
        switch fields["source"] {
        case "display":
            let hz = try XCTUnwrap(fields["display_hz"].flatMap(Double.init))
            XCTAssertTrue((20...300).contains(hz), "\(hz) Hz")
            XCTAssertEqual(fps, min(hz, 240), accuracy: 0.01)
        case "fallback":
            XCTAssertEqual(fields["display_hz"], "none")
            XCTAssertEqual(fps, 60)
        default:
            XCTFail("unexpected source in \(fields)")
        }
    }

    func testFPS30PacesAnimatedFramesAbout33msApart() throws {
        let app = try launch(["--demo", "popping", "--fps", "30", "--log-frames"], firstScene: false)
        XCTAssertEqual(try rateLine(app)["source"], "--fps")
        let w = try findWindow()
        _ = try screenshot(of: w) { $0.pixel(20, 700, is: (255, 255, 255)) }
        // Slow motion stretches the springs over several seconds, so the loop animates throughout.
        try press("s", in: w)
        let before = frameTimes(app).count
        _ = try session.run("xdotool", ["mousemove", "--window", w, "200", "360", "click", "1"])
        usleep(1_500_000)
        let times = Array(frameTimes(app).dropFirst(before + 3))
        XCTAssertGreaterThan(times.count, 20, app.standardError)
        let gaps = zip(times.dropFirst(), times).map { $0 - $1 }.sorted()
        let median = gaps[gaps.count / 2]
        let rate = Double(times.count - 1) / (times.last! - times.first!)
        print(
            "fps 30: \(times.count) frames, median gap \(String(format: "%.2f", median * 1000)) ms, \(String(format: "%.1f", rate)) frames/s"
        )
        XCTAssertEqual(median, 1.0 / 30, accuracy: 0.006, "frames come on a 33 ms grid")
        XCTAssertEqual(rate, 30, accuracy: 5)
    }

    /// The clock times of the frames logged so far.
    private func frameTimes(_ app: ChildProcess) -> [Double] {
        app.standardErrorLines.compactMap { line in
            guard line.hasPrefix("frame: "), let t = line.split(separator: " ").first(where: { $0.hasPrefix("t=") })
            else {
                return nil
            }
            return Double(t.dropFirst(2))
        }
    }
}
