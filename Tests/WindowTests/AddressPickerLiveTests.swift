import Foundation
import TestSupport
import XCTest

/// `address-picker` in a real window under Xvfb, driven by xdotool: click Choose, spin the
/// province wheel with a drag, tap Done, and the page shows the chosen address.
final class AddressPickerLiveTests: PlaygroundWindowTestCase {
    private let grouped = (r: 242, g: 242, b: 247)
    private let white = (r: 255, g: 255, b: 255)

    private func xdotool(_ args: [String]) throws {
        let r = try session.run("xdotool", args)
        XCTAssertEqual(r.status, 0, "xdotool \(args.joined(separator: " ")): \(r.stderr)")
    }

    private func click(_ x: Int, _ y: Int, in window: String) throws {
        try xdotool(["mousemove", "--window", window, String(x), String(y)])
        try xdotool(["click", "1"])
    }

    /// The leftmost and rightmost columns with dark (text) pixels in the rows `y0..<y1`.
    private func inkExtent(_ shot: WindowScreenshot, rows: Range<Int>) -> ClosedRange<Int>? {
        var lo = Int.max
        var hi = Int.min
        for y in rows {
            for x in 0..<shot.width {
                let p = shot.pixel(x, y)
                if p.r + p.g + p.b < 300 {
                    lo = min(lo, x)
                    hi = max(hi, x)
                }
            }
        }
        return lo <= hi ? lo...hi : nil
    }

    func testClickSpinAndDoneWriteTheChosenAddress() throws {
        let tracePath = FileManager.default.temporaryDirectory
            .appendingPathComponent("address-picker-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: tracePath) }
        try launch(["--demo", "address-picker", "--trace", tracePath], firstScene: false)
        let w = try findWindow()
        let before = try screenshot(of: w) { $0.pixel(20, 200, is: self.grouped) }
        // The label (402...426 points) under the button: "No address chosen yet".
        let labelRows = 404..<424
        let emptyInk = try XCTUnwrap(inkExtent(before, rows: labelRows), "the label shows its placeholder")

        try click(200, 360, in: w)
        _ = try screenshot(of: w) { $0.pixel(200, 700, is: self.white) && !$0.pixel(20, 200, is: self.grouped) }
        usleep(800_000)  // the spring settles and the window takes input again

        // Drag the province wheel (left third, band at y = 588) up by about two rows, hold, let go.
        try xdotool(["mousemove", "--window", w, "70", "640"])
        try xdotool(["mousedown", "1"])
        for y in stride(from: 636, through: 566, by: -4) {
            usleep(16_000)
            try xdotool(["mousemove", "--window", w, "70", String(y)])
        }
        usleep(250_000)
        try xdotool(["mouseup", "1"])
        usleep(1_500_000)  // the wheel snaps onto its row; the cities and districts reload

        try click(350, 452, in: w)
        let after = try screenshot(of: w, timeout: 5) { $0.pixel(200, 700, is: self.grouped) }
        XCTAssertTrue(after.pixel(200, 700, is: grouped), "Done closed the sheet")
        let chosenInk = try XCTUnwrap(inkExtent(after, rows: labelRows), "the label shows the choice")
        XCTAssertGreaterThan(
            chosenInk.count, emptyInk.count + 60,
            "three names joined by dots are wider than the placeholder (\(emptyInk) -> \(chosenInk))")

        // The trace: the wheel came to rest on a row past the first, centred in the band.
        let lines = try String(contentsOfFile: tracePath, encoding: .utf8).split(separator: "\n")
        var restingRow: Int?
        for line in lines.reversed() {
            guard let json = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let views = json["views"] as? [[String: Any]]
            else { continue }
            // The last frame with the sheet at rest (before Done sent it down).
            let sheet = views.first { $0["id"] as? String == "sheet" }
            guard let top = (sheet?["frame"] as? [NSNumber])?[1].doubleValue, abs(top - 428) < 0.5 else { continue }
            let rows = views.filter { ($0["id"] as? String)?.hasPrefix("picker-row-0-") == true }
            for row in rows {
                let frame = (row["frame"] as? [NSNumber])?.map(\.doubleValue) ?? []
                if frame.count == 4, abs(frame[1] + frame[3] / 2 - 588) < 0.5, abs(frame[3] - 32) < 0.01 {
                    restingRow = Int(((row["id"] as? String) ?? "").split(separator: "-").last ?? "")
                }
            }
            break
        }
        let row = try XCTUnwrap(restingRow, "a province row rests in the band before the sheet leaves")
        XCTAssertGreaterThanOrEqual(row, 1, "the drag turned the wheel")
    }
}
