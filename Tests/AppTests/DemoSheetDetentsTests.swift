import Foundation
import XCTest

/// The `sheet-detents` demo run headless on its README script (docs/scripts/sheet-detents.txt),
/// so the pictures and the words beside them stay true.
final class DemoSheetDetentsTests: XCTestCase {
    override class func tearDown() { Recording.removeScratch() }

    static var script: String {
        get throws {
            let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            return try String(
                contentsOf: repo.appendingPathComponent("docs/scripts/sheet-detents.txt"), encoding: .utf8)
        }
    }

    func testTheREADMEScriptFlingsToLargeSettlesAtMediumAndDismisses() throws {
        let trace = try CLIRecording.trace(demo: "sheet-detents", script: try Self.script)
        func frame(at t: Double) throws -> TraceFile.Frame {
            try XCTUnwrap(trace.frames.first { $0.time >= t - 1e-6 })
        }
        // Presented at the undimmed medium detent: 680 / 2 = 340 points, the page's button usable.
        let medium = try frame(at: 1.0)
        XCTAssertEqual(try XCTUnwrap(medium.view("sheet")).frame, [0, 380, 400, 340])
        XCTAssertEqual(try XCTUnwrap(medium.view("dimming")).alpha, 0)
        XCTAssertTrue(try XCTUnwrap(medium.view("tap-button")).interactive)
        XCTAssertNotNil(medium.view("grabber"))
        // 1. The fling up settles at large, the presenter pushed back behind it.
        let large = try frame(at: 2.5)
        XCTAssertEqual(try XCTUnwrap(large.view("sheet")).frame, [0, 40, 400, 680])
        XCTAssertEqual(try XCTUnwrap(large.view("sheet-detents.root")).frame, [16, 28.8, 368, 662.4])
        XCTAssertEqual(try XCTUnwrap(large.view("dimming")).alpha, 0.4, accuracy: 1e-3)
        // 2. The slow drag to just below medium comes back to medium, still presented.
        let back = try frame(at: 5.6)
        XCTAssertNil(back.transition)
        XCTAssertEqual(try XCTUnwrap(back.view("sheet")).frame, [0, 380, 400, 340])
        // 3. The drag below medium dismisses, interactively: progress follows the finger.
        let dragging = trace.frames.filter { $0.time > 6 && $0.kind == "dismiss" && $0.state == "interactive" }
        XCTAssertGreaterThan(dragging.count, 20)
        XCTAssertTrue(trace.frames.contains { $0.time > 6 && $0.kind == "dismiss" && $0.state == "finishing" })
        XCTAssertNil(trace.frames.last?.view("sheet"), "dismissed")
        XCTAssertEqual(try XCTUnwrap(trace.frames.last?.view("sheet-detents.root")).frame, [0, 0, 400, 720])
    }
}
