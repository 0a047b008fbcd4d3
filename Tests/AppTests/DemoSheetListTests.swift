import Foundation
import XCTest

/// The `sheet-list` demo run headless on its script (docs/scripts/sheet-list.txt): the sheet
/// grows to large before the list scrolls, flicks glide, and a drag down at the list's top
/// takes the sheet away.
final class DemoSheetListTests: XCTestCase {
    override class func tearDown() { Recording.removeScratch() }

    func testTheScriptGrowsTheSheetThenScrollsTheListThenDismisses() throws {
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let script = try String(contentsOf: repo.appendingPathComponent("docs/scripts/sheet-list.txt"), encoding: .utf8)
        let trace = try CLIRecording.trace(demo: "sheet-list", script: script)
        func frame(at t: Double) throws -> TraceFile.Frame {
            try XCTUnwrap(trace.frames.first { $0.time >= t - 1e-6 })
        }
        // At medium: 340 of the 720-point window, the first rows on screen.
        let medium = try frame(at: 1.0)
        XCTAssertEqual(try XCTUnwrap(medium.view("sheet")).frame, [0, 380, 400, 340])
        XCTAssertNotNil(medium.view("list-row-0"))
        XCTAssertNil(medium.view("list-row-20"), "only the rows on screen are in the tree")
        // Early in the drag up the sheet grows and the list has not moved.
        let growing = try frame(at: 1.5)
        let top = try XCTUnwrap(growing.view("sheet")).frame[1]
        XCTAssertLessThan(top, 380)
        XCTAssertGreaterThan(top, 40)
        XCTAssertEqual(try XCTUnwrap(growing.view("list-row-0")).frame[1], top + 52, accuracy: 0.5)
        // At the end of the drag the sheet is large and the list scrolled on.
        let scrolled = try frame(at: 2.0)
        XCTAssertEqual(try XCTUnwrap(scrolled.view("sheet")).frame, [0, 40, 400, 680])
        XCTAssertNil(scrolled.view("list-row-0"), "row 0 has scrolled away")
        // The flick glides on: far down the list.
        let glided = try frame(at: 4.5)
        XCTAssertNil(glided.view("list-row-20"))
        XCTAssertNotNil(glided.view("list-row-40"))
        // Dismissed at the end by the drag down from the top.
        XCTAssertNil(trace.frames.last?.view("sheet"))
        XCTAssertTrue(trace.frames.allSatisfy { $0.diagnostics.isEmpty })
    }

    func testTheMouseWheelScrollsTheListUnderThePointer() throws {
        let trace = try CLIRecording.trace(
            demo: "sheet-list", script: "click 200 360\nwait 1\nscroll 200 600 3\nwait 0.3")
        let before = try XCTUnwrap(trace.frames.first { $0.time >= 1.0 - 1e-6 }?.view("list-row-5")).frame[1]
        let after = try XCTUnwrap(trace.frames.last?.view("list-row-5")).frame[1]
        XCTAssertEqual(before - after, 3 * 40, accuracy: 0.5, "three wheel clicks of 40 points")
    }
}
