import XCTest
import Geometry
import Engine
import Transitions
import Demos

/// The sheet's resting top in a 400 x 720 window.
private let restingTop = 720.0 - 270

/// A bottom-sheet demo with the sheet presented and at rest.
@MainActor
private func presented() throws -> (DemoHarness, View) {
        let h = DemoHarness(BottomSheetDemo.self)
        try h.tap("present-button")
        XCTAssertNotNil(h.presented)
        h.runUntilIdle()
        let sheet = try h.view("sheet")
        XCTAssertEqual(h.screenFrame(of: sheet).minY, restingTop, accuracy: 0.5)
        return (h, sheet)
}

final class DemoBottomSheetTests: XCTestCase {

    func testPresentSpringsUpAndTapOnDimmingDismissesAndFreesTheSheet() throws { try MainActor.assumeIsolated {
        let h = DemoHarness(BottomSheetDemo.self)
        try h.tap("present-button")
        let sheet = try h.view("sheet")
        XCTAssertTrue(sheet === h.presented?.view, "the sheet is the presented controller's view")
        XCTAssertGreaterThan(h.screenFrame(of: sheet).minY, restingTop + 50, "it comes from below")
        XCTAssertEqual(h.window.currentTransitionContext?.transitionDuration ?? 0, 0.3, accuracy: 1e-9)
        let dimming = try h.view("dimming")
        h.runUntilIdle()
        // 270 pt show; 12 more (the corner radius) run below the bottom edge.
        XCTAssertEqual(h.screenFrame(of: sheet), Rect(x: 0, y: restingTop, width: 400, height: 270 + 12))
        XCTAssertEqual(dimming.presentationAlpha, 0.4, accuracy: 1e-6)

        weak let sheetVC = h.presented
        h.click(at: Point(x: 200, y: 100))
        XCTAssertEqual(h.window.currentTransition?.kind, .dismiss)
        XCTAssertEqual(h.window.currentTransitionContext?.transitionDuration ?? 0, 0.25, accuracy: 1e-9)
        h.runUntilIdle()
        XCTAssertNil(h.presented)
        XCTAssertNil(h.find("sheet"))
        XCTAssertNil(h.find("dimming"))
        h.step(1.2)
        XCTAssertNil(sheetVC, "the dismissed sheet controller is freed")
        h.assertNoDiagnostics()
    } }

    func testDragPastHalfWayDismisses() throws { try MainActor.assumeIsolated {
        let (h, _) = try presented()
        weak let sheetVC = h.presented
        // 200 of 270 points, slowly (400 pt/s, no fling).
        h.drag(from: Point(x: 200, y: 500), to: Point(x: 200, y: 700), seconds: 0.5)
        XCTAssertEqual(h.window.currentTransition?.state, .finishing)
        h.runUntilIdle()
        XCTAssertNil(h.presented)
        h.step(1.2)
        XCTAssertNil(sheetVC)
        h.assertNoDiagnostics()
    } }

    func testShortDragSpringsBack() throws { try MainActor.assumeIsolated {
        let (h, sheet) = try presented()
        h.drag(from: Point(x: 200, y: 500), to: Point(x: 200, y: 560), seconds: 0.6)
        XCTAssertEqual(h.window.currentTransition?.state, .cancelling)
        h.runUntilIdle()
        XCTAssertNotNil(h.presented, "a short slow drag cancels")
        XCTAssertEqual(h.screenFrame(of: sheet).minY, restingTop, accuracy: 0.5)
        XCTAssertEqual(try h.view("dimming").presentationAlpha, 0.4, accuracy: 1e-6)
        h.assertNoDiagnostics()
        // And it still dismisses afterwards.
        h.click(at: Point(x: 200, y: 100))
        h.runUntilIdle()
        XCTAssertNil(h.presented)
    } }

    func testSheetFollowsThePointerLiveAndTheDimmingWithIt() throws { try MainActor.assumeIsolated {
        let (h, sheet) = try presented()
        let dimming = try h.view("dimming")
        let start = Point(x: 200, y: 500)
        h.down(at: start)
        var checked = 0
        h.move(from: start, to: Point(x: 200, y: 620), seconds: 0.4) { p in
            guard h.window.currentTransition != nil else { return }
            XCTAssertEqual(h.window.currentTransition?.state, .interactive)
            let offset = p.y - start.y
            XCTAssertEqual(h.screenFrame(of: sheet).minY, restingTop + offset, accuracy: 1,
                           "the sheet stays under the pointer")
            XCTAssertLessThan(dimming.presentationAlpha, 0.4)
            checked += 1
        }
        XCTAssertGreaterThan(checked, 15)
        h.up(at: Point(x: 200, y: 620))
        h.runUntilIdle()
        XCTAssertNotNil(h.presented, "120 of 270 points at 300 pt/s is not enough")
        h.assertNoDiagnostics()
    } }

    func testFlingDismissesAndHandsItsVelocityOn() throws { try MainActor.assumeIsolated {
        let (h, sheet) = try presented()
        // 50 points in 3 frames: 1000 pt/s, past the 700 pt/s fling threshold.
        let start = Point(x: 200, y: 500), end = Point(x: 200, y: 550)
        h.down(at: start)
        h.move(from: start, to: end, seconds: 3 / 60)
        let atRelease = h.screenFrame(of: sheet).minY
        h.up(at: end)
        XCTAssertEqual(h.window.currentTransition?.state, .finishing)
        // The rest starts at the release frame; one frame later it has moved on.
        h.frame()
        let firstStep = h.screenFrame(of: sheet).minY - atRelease
        // The pointer moved 16.7 points a frame; the finishing spring leaves at that speed
        // (an ease-in-out rest would barely move in its first frame) and then gathers pace
        // to cover the rest in (1 - p) x 0.25 s.
        XCTAssertGreaterThan(firstStep, 8, "the release velocity is carried on, no stall")
        XCTAssertLessThan(firstStep, 80, "and no jump to the end (220 points remain)")
        h.runUntilIdle()
        XCTAssertNil(h.presented)
        h.assertNoDiagnostics()
    } }

    func testPickingAColourClosesTheSheetAndTintsThePresentingScreen() throws { try MainActor.assumeIsolated {
        let (h, _) = try presented()
        let green = try XCTUnwrap(h.find("sheet.choice.1") as? Button)
        XCTAssertEqual(green.title, "Green")
        let chosen = green.tintColor
        XCTAssertNotEqual(chosen, Color.systemBlue)
        try h.tap("sheet.choice.1")
        h.runUntilIdle()
        XCTAssertNil(h.presented, "picking closes the sheet")
        let button = try XCTUnwrap(h.find("present-button") as? Button)
        XCTAssertEqual(button.tintColor, chosen, "the presenting screen's accent takes the chosen colour")
        XCTAssertEqual((try h.view("title") as? Label)?.textColor, chosen)
        XCTAssertEqual((try h.view("status") as? Label)?.text, "Chosen colour: Green")

        // Closing the sheet without a pick keeps the colour.
        try h.tap("present-button")
        h.runUntilIdle()
        h.click(at: Point(x: 200, y: 100))
        h.runUntilIdle()
        XCTAssertNil(h.presented)
        XCTAssertEqual(button.tintColor, chosen)
        h.assertNoDiagnostics()
    } }
}
