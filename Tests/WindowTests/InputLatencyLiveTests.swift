import Foundation
import TestSupport
import XCTest

/// `--log-input-latency` of the real binary under Xvfb, driven by xdotool: every pointer
/// event of a click and a drag gets a line, timed from when the platform read it to the
/// server's confirmation of the first frame drawn after it, and an event that comes while
/// nothing animates is drawn at once rather than on the next tick.
final class InputLatencyLiveTests: PlaygroundWindowTestCase {
    /// One line of the log: its kind and its named fields.
    private struct Entry {
        var kind: String
        var fields: [String: Double]
        var unchanged: Bool
    }

    private func entries(at path: String) throws -> [Entry] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return text.split(separator: "\n").map { line in
            let words = line.split(separator: " ")
            var fields: [String: Double] = [:]
            for word in words {
                let kv = word.split(separator: "=", maxSplits: 1)
                if kv.count == 2, let v = Double(kv[1]) { fields[String(kv[0])] = v }
            }
            return Entry(kind: String(words.first ?? ""), fields: fields, unchanged: words.contains("unchanged"))
        }
    }

    func testEveryPointerEventOfAClickAndADragIsTimedToItsFrameOnTheScreen() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("input-latency-\(UUID().uuidString).log").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let app = try launch(["--demo", "bottom-sheet", "--fps", "60", "--log-input-latency", path], firstScene: false)
        let w = try findWindow()
        _ = try screenshot(of: w) { $0.pixel(20, 700, is: (242, 242, 247)) }

        // Present the sheet (270 points high, along the bottom), then drag it down and back,
        // one motion every 5 ms: faster than frames come, so most motions arrive while one
        // is being drawn.
        var r = try session.run("xdotool", ["mousemove", "--window", w, "200", "360", "click", "1"])
        XCTAssertEqual(r.status, 0, r.stderr)
        usleep(1_200_000)
        var drag = ["mousemove", "--window", w, "200", "560", "mousedown", "1"]
        for y in Array(stride(from: 564, through: 660, by: 4)) + Array(stride(from: 656, through: 560, by: -4)) {
            drag += ["sleep", "0.005", "mousemove", "--window", w, "200", String(y)]
        }
        r = try session.run("xdotool", drag + ["mouseup", "1"], timeout: 20)
        XCTAssertEqual(r.status, 0, r.stderr)
        usleep(1_000_000)

        let all = try entries(at: path)
        let timed = all.filter { !$0.unchanged }
        XCTAssertGreaterThanOrEqual(
            all.filter { $0.kind == "pointerDown" }.count, 2, "the click and the drag: \(all.count) lines")
        XCTAssertGreaterThanOrEqual(all.filter { $0.kind == "pointerUp" }.count, 2)
        XCTAssertGreaterThanOrEqual(timed.filter { $0.kind == "pointerMoved" }.count, 5, app.standardError)
        // Every motion xdotool made is on a line, on its own or merged with others into one.
        let motions = all.filter { $0.kind == "pointerMoved" }.reduce(0) { $0 + Int($1.fields["xevents"] ?? 0) }
        XCTAssertGreaterThanOrEqual(motions, 49, "the drag's 49 motions and the moves to it")
        for entry in timed {
            let ms = try XCTUnwrap(entry.fields["ms"])
            let parts = ["wait_ms", "paint_ms", "present_ms"].compactMap { entry.fields[$0] }
            XCTAssertEqual(parts.count, 3, "\(entry)")
            // Generous: a loaded 2-core machine may stall a frame, but never for seconds.
            XCTAssertTrue(ms > 0 && ms < 2000, "\(entry.kind) took \(ms) ms")
            XCTAssertTrue(parts.allSatisfy { $0 >= 0 }, "\(entry)")
            XCTAssertEqual(parts.reduce(0, +), ms, accuracy: 0.01, "the parts add up: \(entry)")
            XCTAssertGreaterThanOrEqual(entry.fields["xevents"] ?? 0, 1)
        }
        // Nothing animates while the finger drags the sheet, so a motion read after a frame
        // starts the next one at once; waiting for the 60 Hz tick would hold it for several
        // milliseconds on average.
        let waits = timed.filter { $0.kind == "pointerMoved" }.compactMap { $0.fields["wait_ms"] }.sorted()
        let median = waits[waits.count / 2]
        print("input to glass: \(timed.count) events, median wait \(median) ms")
        XCTAssertLessThan(median, 2, "idle motions wait for no tick: \(waits)")
    }

    func testTheOptionIsRefusedHeadless() throws {
        let r = try session.run(
            try PlaygroundBinary.path, ["--headless", "--demo", "popping", "--log-input-latency", "/tmp/x.log"])
        XCTAssertNotEqual(r.status, 0)
        XCTAssertTrue(r.stderr.contains("--log-input-latency only works live"), r.stderr)
        XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, r.stderr)
    }
}
