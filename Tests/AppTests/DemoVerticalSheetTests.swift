import DemoKit
import Demos
import Engine
import Geometry
import Transitions
import XCTest

final class DemoVerticalSheetTests: XCTestCase {
    func testScrimStartsFirstAndBothEndBeforeTheTransitionDoes() throws {
        try MainActor.assumeIsolated {
            let h = DemoHarness(VerticalSheetDemo.self)
            try h.tap("present-button")
            XCTAssertNotNil(h.presented)
            XCTAssertEqual(h.presented?.modalPresentationStyle, .custom, "the transition chose its presentation style")
            XCTAssertEqual(try h.view("status").let { ($0 as? Label)?.text }, "scrim forward, then sheet forward")
            let scrim = try h.view("dimming")
            let sheet = try h.view("modal")
            XCTAssertEqual(scrim.backgroundColor, .black)
            h.step(0.2)
            XCTAssertGreaterThan(scrim.presentationAlpha, 0)
            XCTAssertLessThan(scrim.presentationAlpha, 0.3)
            XCTAssertGreaterThan(h.screenFrame(of: sheet).minY, 120, "the sheet is still rising")
            h.runUntilIdle()
            XCTAssertEqual(scrim.presentationAlpha, 0.3, accuracy: 1e-6)
            // 600 pt show; 12 more (the corner radius) run below the bottom edge, and the
            // card's content is centred in the part that shows.
            XCTAssertEqual(h.screenFrame(of: sheet), Rect(x: 0, y: 120, width: 400, height: 600 + 12))
            XCTAssertEqual(try h.centre(of: "dismiss-button").y, 120 + 300 + 32, accuracy: 0.5)
            XCTAssertTrue(h.root.view.superview === h.window.rootView, ".custom: the presenter stays")

            // A tap on the scrim dismisses.
            h.click(at: Point(x: 200, y: 60))
            XCTAssertEqual(try h.view("status").let { ($0 as? Label)?.text }, "scrim backward, then sheet backward")
            h.runUntilIdle()
            XCTAssertNil(h.presented)
            XCTAssertNil(h.find("dimming"))
            h.step(1.2)
            h.assertNoDiagnostics()
        }
    }

    func testDismissButtonSlidesTheSheetDown() throws {
        try MainActor.assumeIsolated {
            let h = DemoHarness(VerticalSheetDemo.self)
            try h.tap("present-button")
            h.runUntilIdle()
            let sheet = try h.view("modal")
            try h.tap("dismiss-button")
            var lowest = 0.0
            h.runUntilIdle { if sheet.window != nil { lowest = max(lowest, h.screenFrame(of: sheet).minY) } }
            XCTAssertGreaterThan(lowest, 600, "it slides down out of the window")
            XCTAssertNil(h.presented)
            h.assertNoDiagnostics()
        }
    }
}

extension View {
    /// Applies `f` to the view (reads a value off it inline).
    fileprivate func `let`<T>(_ f: (View) -> T) -> T { f(self) }
}
