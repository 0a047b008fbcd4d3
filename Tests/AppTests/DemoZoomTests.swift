import DemoKit
import Demos
import Engine
import Foundation
import Geometry
import Transitions
import XCTest

/// The `zoom` demo: a tapped tile zooms open to full screen out of its own frame
/// and corners, and a drag down on the zoomed screen zooms it home into the tile's frame.
/// Apple, `zoom(options:sourceViewProvider:)`: "The system calls the source view provider
/// when it presents and when it dismisses the view controller."
final class DemoZoomTests: XCTestCase {
    func testATappedTileZoomsToFullSizeAndADragDownZoomsItBack() throws {
        try MainActor.assumeIsolated {
            let h = DemoHarness(ZoomDemo.self)
            let tile = try h.view("present-button")
            let tileFrame = h.screenFrame(of: tile)
            try h.tap("present-button")
            XCTAssertEqual(h.window.currentTransition?.kind, .present)
            XCTAssertTrue(h.find("zoom-source") === tile, "the tapped tile is the zoom's source")
            let zoomed = try h.view("zoom-destination")
            // The tap's release frame is the transition's first: one frame of the zoom has passed.
            XCTAssertLessThan(h.screenFrame(of: zoomed).width, 400)
            XCTAssertTrue(tile.isHidden, "the tile turns into the zoomed screen")
            h.runUntilIdle()
            assertEqualRects(h.screenFrame(of: zoomed), Rect(x: 0, y: 0, width: 400, height: 720))

            h.down(at: Point(x: 200, y: 300))
            h.move(from: Point(x: 200, y: 300), to: Point(x: 200, y: 560), seconds: 0.33)
            XCTAssertEqual(h.window.currentTransition?.kind, .dismiss)
            XCTAssertEqual(h.screenFrame(of: zoomed).midY, 360 + 260, accuracy: 0.01, "it follows the finger")
            XCTAssertLessThan(h.screenFrame(of: zoomed).width, 400, "shrinking")
            h.up(at: Point(x: 200, y: 560))
            var last = h.screenFrame(of: zoomed)
            var n = 0
            while h.window.currentTransitionContext != nil && n < 120 {
                last = h.screenFrame(of: zoomed)
                h.frame()
                n += 1
            }
            h.runUntilIdle()
            XCTAssertNil(h.presented, "72 % down: it zoomed home")
            assertEqualRects(last, tileFrame, accuracy: 6, "the last frame drawn is a frame before the tile's")
            XCTAssertTrue(h.find("present-button") === tile, "the tile has its own id back")
            XCTAssertFalse(tile.isHidden)
            h.assertNoDiagnostics()
        }
    }

    func testCloseZoomsBackIntoTheTile() throws {
        try MainActor.assumeIsolated {
            let h = DemoHarness(ZoomDemo.self)
            let tileFrame = h.screenFrame(of: try h.view("tile-4"))
            try h.tap("tile-4")
            h.runUntilIdle()
            let zoomed = try h.view("zoom-destination")
            try h.tap("dismiss-button")
            var last = h.screenFrame(of: zoomed)
            var n = 0
            while h.window.currentTransitionContext != nil && n < 120 {
                last = h.screenFrame(of: zoomed)
                h.frame()
                n += 1
            }
            assertEqualRects(last, tileFrame, accuracy: 1)
            XCTAssertNil(h.presented)
        }
    }

    /// docs/scripts/zoom.txt, the README picture's recording, run by the real binary.
    func testTheREADMEScriptZoomsOpenAndBackIntoTheTilesFrame() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let script = try String(contentsOf: root.appendingPathComponent("docs/scripts/zoom.txt"), encoding: .utf8)
        let trace = try CLIRecording.trace(demo: "zoom", script: script, extra: ["--seconds", "2.8"])
        let before = try XCTUnwrap(trace.frames.first?.view("present-button")).frame
        let present = trace.frames(of: "present")
        let first = try XCTUnwrap(present.first)
        XCTAssertEqual(first.view("zoom-destination")?.frame, before, "the zoom starts at the tapped tile")
        XCTAssertEqual(first.view("zoom-source")?.hidden, true)
        let presented = try XCTUnwrap(trace.frames.first { $0.transition == nil && $0.view("zoom-destination") != nil })
        XCTAssertEqual(presented.view("zoom-destination")?.frame, [0, 0, 400, 720], "full size")
        let dismiss = trace.frames(of: "dismiss")
        XCTAssertTrue(dismiss.contains { $0.state == "interactive" } && dismiss.contains { $0.state == "finishing" })
        // The rest dims as the tile opens and brightens again as it goes home.
        XCTAssertEqual(first.view("dimming")?.alpha, 0)
        XCTAssertGreaterThan(present[present.count / 2].view("dimming")?.alpha ?? 0, 0.3)
        let dimmed = dismiss.compactMap { $0.view("dimming")?.alpha }
        XCTAssertEqual(dimmed.count, dismiss.count)
        XCTAssertGreaterThan(dimmed.first ?? 0, 0.9)
        XCTAssertLessThan(dimmed.last ?? 1, 0.1)
        let landed = try XCTUnwrap(dismiss.last?.view("zoom-destination")).frame
        for (a, b) in zip(landed, before) {
            XCTAssertEqual(a, b, accuracy: 6, "lands on the tile: \(landed) vs \(before)")
        }
        let end = try XCTUnwrap(trace.frames.last)
        XCTAssertNil(end.view("zoom-destination"))
        XCTAssertEqual(end.view("present-button")?.frame, before)
        XCTAssertEqual(end.view("present-button")?.hidden, false)
        XCTAssertTrue(trace.frames.allSatisfy { $0.diagnostics.isEmpty })
        let again = try CLIRecording.trace(demo: "zoom", script: script, extra: ["--seconds", "2.8"])
        XCTAssertEqual(again.lines, trace.lines, "byte-identical run to run")
    }
}
