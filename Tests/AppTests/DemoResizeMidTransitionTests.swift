import DemoKit
import Demos
import Engine
import Geometry
import Transitions
import XCTest

/// The user's repro: Present, then resize the window within 0.1 s. Once the transition
/// ends, the presented view sits where its presentation controller puts it for the new
/// window size, and the dimming covers the whole new window.
final class DemoResizeMidTransitionTests: XCTestCase {
    func testPoppingCardIsCentredForTheNewSizeAfterAResizeMidPresentation() throws {
        try MainActor.assumeIsolated {
            let h = DemoHarness(PoppingDemo.self)
            try h.tap("present-button")
            h.step(0.05)
            XCTAssertNotNil(h.window.currentTransition)
            h.window.send(.resize(Size(width: 600, height: 500)))
            h.runUntilIdle()
            let card = h.screenFrame(of: try h.view("modal"))
            assertEqualRects(card, Rect(x: 52, y: 144, width: 600 - 104, height: 500 - 288), accuracy: 0.5)
            assertEqualRects(h.screenFrame(of: try h.view("dimming")), Rect(x: 0, y: 0, width: 600, height: 500))
            h.assertNoDiagnostics()
        }
    }

    func testBottomSheetSpansTheNewWidthAfterAResizeMidPresentation() throws {
        try MainActor.assumeIsolated {
            let h = DemoHarness(BottomSheetDemo.self, size: Size(width: 400, height: 600))
            try h.tap("present-button")
            h.step(0.05)
            XCTAssertNotNil(h.window.currentTransition)
            h.window.send(.resize(Size(width: 500, height: 700)))
            h.runUntilIdle()
            let sheet = h.screenFrame(of: try h.view("sheet"))
            XCTAssertEqual(sheet.minX, 0, accuracy: 0.5)
            XCTAssertEqual(sheet.width, 500, accuracy: 0.5)
            XCTAssertGreaterThanOrEqual(sheet.maxY, 700 - 0.5, "the sheet reaches the new bottom edge")
            assertEqualRects(h.screenFrame(of: try h.view("dimming")), Rect(x: 0, y: 0, width: 500, height: 700))
            h.assertNoDiagnostics()
        }
    }
}
