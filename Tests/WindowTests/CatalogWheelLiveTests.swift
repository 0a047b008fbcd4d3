import Foundation
import TestSupport
import XCTest

/// The mouse wheel (X buttons 4 and 5, sent by xdotool) scrolls the catalog in a real window.
final class CatalogWheelLiveTests: PlaygroundWindowTestCase {
    private func xdotool(_ args: [String]) throws {
        let r = try session.run("xdotool", args)
        XCTAssertEqual(r.status, 0, "xdotool \(args.joined(separator: " ")): \(r.stderr)")
    }

    func testWheelClicksScrollTheCatalogAndAreClampedAtTheEnds() throws {
        let tracePath = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wheel-\(UUID().uuidString).jsonl"
        ).path
        defer { try? FileManager.default.removeItem(atPath: tracePath) }
        let app = try launch(["--size", "320x480", "--log-input", "--trace", tracePath], firstScene: false)
        let w = try findWindow()
        usleep(300_000)
        try xdotool(["mousemove", "--window", w, "160", "200"])
        try xdotool(["click", "--repeat", "20", "--delay", "10", "5"])
        try xdotool(["click", "--repeat", "2", "--delay", "10", "4"])
        _ = app.waitUntil(timeout: 5) { app.standardErrorLines.filter { $0.hasPrefix("input: scroll") }.count >= 22 }
        usleep(200_000)
        try press("q", in: w)
        XCTAssertNotNil(app.waitForExit(timeout: 5))

        let scrolls = app.standardErrorLines.filter { $0.hasPrefix("input: scroll") }
        XCTAssertEqual(scrolls.first, "input: scroll 160 200 0 40", app.standardError)
        XCTAssertEqual(scrolls.last, "input: scroll 160 200 0 -40")
        let lines = try String(contentsOfFile: tracePath, encoding: .utf8).split(separator: "\n")
        func contentTop(_ line: Substring) -> Double? {
            let json = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            let views = json?["views"] as? [[String: Any]] ?? []
            let content = views.first { $0["id"] as? String == "catalog-content" }
            return ((content?["frame"] as? [NSNumber])?[1])?.doubleValue
        }
        let tops = lines.compactMap(contentTop)
        let first = try XCTUnwrap(tops.first)
        let last = try XCTUnwrap(tops.last)
        let lowest = try XCTUnwrap(tops.min())
        XCTAssertLessThan(lowest, first - 200, "twenty clicks down scrolled the rows up")
        XCTAssertGreaterThan(lowest, first - 20 * 40, "clamped at the last row, not 800 points")
        XCTAssertEqual(last, lowest + 80, accuracy: 1e-6, "two clicks up came back 80 points")
    }
}
