import Foundation
import XCTest

/// The `zoom` demo run headless on its README script (docs/scripts/zoom.txt).
final class DemoZoomTests: XCTestCase {
    override class func tearDown() { Recording.removeScratch() }

    func testATappedTileZoomsToFullSizeAndADragDownZoomsItBackIntoTheTile() throws {
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let script = try String(contentsOf: repo.appendingPathComponent("docs/scripts/zoom.txt"), encoding: .utf8)
        let trace = try CLIRecording.trace(demo: "zoom", script: script)
        let tile = try XCTUnwrap(trace.frames[0].view("tile-4")).frame
        func near(_ a: [Double], _ b: [Double], _ tolerance: Double, _ message: String) {
            XCTAssertEqual(a.count, 4)
            for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: tolerance, message) }
        }
        // The zoom starts on the tile, with the tile's snapshot over it, and the tile hidden.
        let first = try XCTUnwrap(trace.frames.first { $0.kind == "present" })
        let start = try XCTUnwrap(first.view("zoom-destination")).frame
        XCTAssertLessThan(start[2], 400, "not yet full size on the first frame")
        XCTAssertNotNil(first.view("zoom-source"))
        XCTAssertTrue(try XCTUnwrap(first.view("tile-4")).hidden)
        // Full size once presented.
        let open = try XCTUnwrap(trace.frames.first { $0.time >= 0.8 })
        XCTAssertNil(open.transition)
        XCTAssertEqual(try XCTUnwrap(open.view("zoom-destination")).frame, [0, 0, 400, 720])
        // Dragged: it shrinks as the finger goes down, its centre under the finger's offset.
        let dragging = trace.frames.filter { $0.kind == "dismiss" && $0.state == "interactive" }
        XCTAssertGreaterThan(dragging.count, 20)
        let widths = dragging.compactMap { $0.view("zoom-destination")?.frame[2] }
        XCTAssertEqual(widths, widths.sorted(by: >), "shrinking all the way down")
        // Released moving: it zooms home into the tile's frame, and the tile shows again.
        let home = try XCTUnwrap(trace.frames.last { $0.kind == "dismiss" })
        near(try XCTUnwrap(home.view("zoom-destination")).frame, tile, 1, "ends on the tile")
        let end = try XCTUnwrap(trace.frames.last)
        XCTAssertNil(end.transition)
        XCTAssertNil(end.view("zoom-destination"))
        XCTAssertFalse(try XCTUnwrap(end.view("tile-4")).hidden)
        XCTAssertEqual(try XCTUnwrap(end.view("tile-4")).frame, tile)
    }
}
