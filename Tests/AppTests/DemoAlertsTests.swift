import DemoKit
import Demos
import Engine
import Foundation
import Geometry
import Renderer
import TestSupport
import Transitions
import XCTest

/// The `alerts` demo: its three presentations answered as a person answers them, the alert
/// drawn as iOS draws it (checked pixel by pixel), and its script run headless by the binary.
final class DemoAlertsTests: XCTestCase {
    override class func tearDown() { Recording.removeScratch() }

    func testEachPromptReportsWhatWasPickedAndGoesAway() throws {
        try MainActor.assumeIsolated {
            let h = DemoHarness(AlertsDemo.self)
            let status = try XCTUnwrap(h.find("status") as? Label)
            weak var shown: ViewController?

            // The alert: Cancel left, the destructive Delete right; Delete picked.
            try h.tap("present-button")
            h.runUntilIdle()
            shown = h.presented
            XCTAssertLessThan(try h.centre(of: "alert.action-0").x, try h.centre(of: "alert.action-1").x)
            try h.tap("alert.action-1")
            h.runUntilIdle()
            XCTAssertEqual(status.text, "Picked Delete")
            XCTAssertNil(h.presented)

            // The text field: OK is off until something is typed, then names the item.
            // (Held weakly: the window alone keeps it, and lets it go once dismissed.)
            do {
                try h.tap("text-field-button")
                h.runUntilIdle()
                weak let alert = h.presented as? AlertController
                let ok = try XCTUnwrap(alert?.preferredAction)
                XCTAssertFalse(ok.isEnabled)
                try h.tap("alert.action-1")
                h.runUntilIdle()
                XCTAssertTrue(h.presented === alert, "a disabled OK does nothing")
                let field = try XCTUnwrap(alert?.textFields?.first)
                XCTAssertTrue(field.isFirstResponder)
                field.insertText("Ann")
                XCTAssertTrue(ok.isEnabled)
                try h.tap("alert.action-1")
                h.runUntilIdle()
                XCTAssertEqual(status.text, "Named \"Ann\"")
            }

            // The action sheet, in this narrow window at the bottom: a tap above it cancels.
            try h.tap("action-sheet-button")
            h.runUntilIdle()
            let group = h.screenFrame(of: try h.view("alert.cancel-group"))
            XCTAssertEqual(group.maxY, 720 - 8, accuracy: 0.5)
            h.click(at: Point(x: 200, y: 100))
            h.runUntilIdle()
            XCTAssertEqual(status.text, "Picked Cancel")
            XCTAssertNil(h.presented)
            h.step(1.2)
            XCTAssertNil(shown, "a dismissed alert is freed")
            h.assertNoDiagnostics()
        }
    }

    /// The alert and the action sheet rendered at scale 1 over the white page, where iOS's
    /// colours are known in closed form. The dimming is black at 20 %: 255 x 0.8 = 204. The
    /// card is the thick material, its white tint at 80 % over the blurred backdrop; the
    /// backdrop near the card's corner is the dimmed white page (204) all around, which a
    /// blur leaves as it is, so the card reads 0.8 x 255 + 0.2 x 204 = 244.8. The action
    /// sheet's cancel group is opaque white, with the dimming in the gap above it.
    /// Tolerance: 2 of 255 for the dimming and the white, 3 for the material (its blur
    /// works on a reduced image and rounds twice).
    func testTheAlertAndTheSheetAreDrawnInIOSColours() throws {
        try MainActor.assumeIsolated {
            let dimmed = Color(white: 204.0 / 255)
            let h = DemoHarness(AlertsDemo.self)
            try h.tap("present-button")
            h.runUntilIdle()
            let card = h.screenFrame(of: try h.view("alert.card"))
            var fb = render(h)
            assertPixel(fb, x: 5, y: 700, is: dimmed)
            assertPixel(fb, x: 395, y: 150, is: dimmed)
            assertPixel(
                fb, x: Int(card.minX) + 12, y: Int(card.minY) + 8, is: Color(white: 244.8 / 255),
                tolerance: 3.0 / 255)
            assertPixel(
                fb, x: Int(card.maxX) - 12, y: Int(card.minY) + 8, is: Color(white: 244.8 / 255),
                tolerance: 3.0 / 255)
            // The rounded corner: the very corner pixel shows the dimming, not the card.
            assertPixel(fb, x: Int(card.minX), y: Int(card.minY), is: dimmed, tolerance: 6.0 / 255)

            try h.tap("alert.action-0")
            h.runUntilIdle()
            try h.tap("action-sheet-button")
            h.runUntilIdle()
            let group = h.screenFrame(of: try h.view("alert.cancel-group"))
            fb = render(h)
            assertPixel(fb, x: Int(group.minX) + 20, y: Int(group.minY) + 4, is: .white)
            assertPixel(fb, x: Int(group.minX) + 20, y: Int(group.minY) - 4, is: dimmed)
            assertPixel(fb, x: 2, y: Int(group.midY), is: dimmed)
        }
    }

    /// docs/scripts/alerts.txt, run by the real binary: each of the three presentations is
    /// up in its turn and gone after, with nothing diagnosed.
    func testTheScriptShowsEachPromptInTurn() throws {
        let repo = ReferenceImages.repositoryRoot
        let script = try String(contentsOf: repo.appendingPathComponent("docs/scripts/alerts.txt"), encoding: .utf8)
        let trace = try CLIRecording.trace(demo: "alerts", script: script)
        let shows = trace.frames.map { $0.view("alert.card") != nil }
        let starts = zip(shows, shows.dropFirst()).filter { !$0.0 && $0.1 }.count
        XCTAssertEqual(starts, 3, "an alert, an alert with a text field, an action sheet")
        XCTAssertTrue(trace.frames.contains { $0.view("alert.text-field-0") != nil })
        XCTAssertEqual(shows.last, false, "all answered")
        XCTAssertTrue(trace.frames.allSatisfy { $0.diagnostics.isEmpty })
    }
}

/// The window drawn at scale 1, materials included.
@MainActor
private func render(_ h: DemoHarness) -> Framebuffer {
    let size = h.window.size
    let fb = Framebuffer(width: Int(size.width), height: Int(size.height))
    Renderer().renderFull(h.window.layerTree(), into: fb, scale: 1, background: .white)
    return fb
}
