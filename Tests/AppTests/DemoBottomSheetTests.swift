import DemoKit
import Demos
import Engine
import Geometry
import Transitions
import XCTest

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

/// The sheet's top after every frame of a drag through `points` (one pointer sample a
/// frame, the last one held), the release frame, and `after` frames more.
@MainActor
private func trace(_ h: DemoHarness, _ sheet: View, through points: [Point], after: Int) -> [Double] {
    var ys: [Double] = []
    h.down(at: points[0])
    for p in points.dropFirst() {
        h.window.send(.pointerMoved(p))
        h.frame()
        ys.append(h.screenFrame(of: sheet).minY)
    }
    h.up(at: points.last!)
    ys.append(h.screenFrame(of: sheet).minY)
    for _ in 0..<after {
        h.frame()
        ys.append(h.screenFrame(of: sheet).minY)
    }
    return ys
}

final class DemoBottomSheetTests: XCTestCase {

    func testPresentSpringsUpAndTapOnDimmingDismissesAndFreesTheSheet() throws {
        try MainActor.assumeIsolated {
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
        }
    }

    func testDragPastHalfWayDismisses() throws {
        try MainActor.assumeIsolated {
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
        }
    }

    func testShortDragSpringsBack() throws {
        try MainActor.assumeIsolated {
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
        }
    }

    func testSheetFollowsThePointerLiveAndTheDimmingWithIt() throws {
        try MainActor.assumeIsolated {
            let (h, sheet) = try presented()
            let dimming = try h.view("dimming")
            let start = Point(x: 200, y: 500)
            h.down(at: start)
            var checked = 0
            h.move(from: start, to: Point(x: 200, y: 620), seconds: 0.4) { p in
                guard h.window.currentTransition != nil else { return }
                XCTAssertEqual(h.window.currentTransition?.state, .interactive)
                let offset = p.y - start.y
                XCTAssertEqual(
                    h.screenFrame(of: sheet).minY, restingTop + offset, accuracy: 1,
                    "the sheet stays under the pointer")
                XCTAssertLessThan(dimming.presentationAlpha, 0.4)
                checked += 1
            }
            XCTAssertGreaterThan(checked, 15)
            h.up(at: Point(x: 200, y: 620))
            h.runUntilIdle()
            XCTAssertNotNil(h.presented, "120 of 270 points at 300 pt/s is not enough")
            h.assertNoDiagnostics()
        }
    }

    func testFlingDismissesAndHandsItsVelocityOn() throws {
        try MainActor.assumeIsolated {
            let (h, sheet) = try presented()
            // 50 points in 3 frames: 1000 pt/s, past the 700 pt/s fling threshold.
            let start = Point(x: 200, y: 500)
            let end = Point(x: 200, y: 550)
            h.down(at: start)
            h.move(from: start, to: end, seconds: 3 / 60)
            let atRelease = h.screenFrame(of: sheet).minY
            h.up(at: end)
            XCTAssertEqual(h.window.currentTransition?.state, .finishing)
            // The pointer moved 16.7 points a frame; the finishing spring leaves at that speed
            // from the frame that last showed the drag, so the release frame itself moves on
            // (an ease-in-out rest would barely move in its first frame).
            let firstStep = h.screenFrame(of: sheet).minY - atRelease
            XCTAssertEqual(firstStep, 50 / 3, accuracy: 50 / 3 * 0.25, "the release velocity is carried on, no stall")
            h.runUntilIdle()
            XCTAssertNil(h.presented)
            h.assertNoDiagnostics()
        }
    }

    func testPickingAColourClosesTheSheetAndTintsThePresentingScreen() throws {
        try MainActor.assumeIsolated {
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
        }
    }

    /// A drag at a constant speed, let go: the release frame already
    /// moves on in the pointer's direction at least at the pointer's pace (no stall), and
    /// the rest ends within UIKit's share of the 0.25 s dismissal, `duration * (1 - p)` for
    /// a finish and `duration * p` for a cancel (plus the frame it ends on).
    func testReleaseMovesOnAtOnceAndEndsInUIKitsShare() throws {
        try MainActor.assumeIsolated {
            // Finish: down 200 points at 400 pt/s (6.7 points a frame), past half the sheet.
            do {
                let (h, sheet) = try presented()
                let points = (0...30).map { Point(x: 200, y: 500 + 200 * Double($0) / 30) }
                let ys = trace(h, sheet, through: points, after: 0)
                XCTAssertEqual(h.window.currentTransition?.state, .finishing)
                let d = zip(ys.dropFirst(), ys).map { $0 - $1 }
                let drag = d[28]
                let release = d[29]
                XCTAssertEqual(drag, 20 / 3, accuracy: 1e-6, "the sheet follows the pointer")
                XCTAssertGreaterThanOrEqual(release, drag * 0.75, "the release frame moves on: \(d[26...])")
                let share = 0.25 * (1 - 200.0 / 282)  // the sheet is 282 points tall
                XCTAssertLessThanOrEqual(h.framesUntilTransitionEnds(), Int((share * 60).rounded(.up)) + 1)
                XCTAssertNil(h.presented)
                h.assertNoDiagnostics()
            }
            // Cancel: down 100 points, then back up 40 points at 200 pt/s (3.3 points a frame).
            do {
                let (h, sheet) = try presented()
                let down = (0...24).map { Point(x: 200, y: 500 + 100 * Double($0) / 24) }
                let back = (1...12).map { Point(x: 200, y: 600 - 40 * Double($0) / 12) }
                let ys = trace(h, sheet, through: down + back, after: 0)
                XCTAssertEqual(h.window.currentTransition?.state, .cancelling)
                let d = zip(ys.dropFirst(), ys).map { $0 - $1 }
                let n = down.count + back.count - 1  // samples after the first
                let drag = d[n - 2]
                let release = d[n - 1]
                XCTAssertEqual(drag, -10 / 3, accuracy: 1e-6, "the sheet follows the pointer back")
                XCTAssertLessThanOrEqual(release, drag * 0.75, "the release frame moves on: \(d[(n - 5)...])")
                let share = 0.25 * 60.0 / 282
                XCTAssertLessThanOrEqual(h.framesUntilTransitionEnds(), Int((share * 60).rounded(.up)) + 1)
                XCTAssertNotNil(h.presented)
                XCTAssertEqual(h.screenFrame(of: sheet).minY, restingTop, accuracy: 0.5)
                h.assertNoDiagnostics()
            }
        }
    }

    /// A quick 80-point drag (28 % of the 282-point sheet) held still for a
    /// second and then released springs back. The velocity at the lift comes from the
    /// 100 ms before it, all at rest, so it is 0 and no fling is read into it.
    func testAQuickDragHeldStillThenReleasedSpringsBack() throws {
        try MainActor.assumeIsolated {
            let (h, sheet) = try presented()
            let start = Point(x: 200, y: 500)
            let end = Point(x: 200, y: 580)
            h.down(at: start)
            h.move(from: start, to: end, seconds: 0.1)  // 800 pt/s, a fling speed
            h.step(1)  // held still for a second
            XCTAssertEqual(h.window.currentTransition?.progress ?? 0, 0.28, accuracy: 0.01)
            h.up(at: end)
            XCTAssertEqual(h.window.currentTransition?.state, .cancelling, "a finger at rest does not fling")
            XCTAssertLessThanOrEqual(h.framesUntilTransitionEnds(), Int((0.25 * 80 / 282 * 60).rounded(.up)) + 1)
            XCTAssertNotNil(h.presented)
            XCTAssertEqual(h.screenFrame(of: sheet).minY, restingTop, accuracy: 0.5)
            h.assertNoDiagnostics()
        }
    }

    /// A slow release at 57 % finishes within 0.3 s (UIKit:
    /// 0.25 s x 0.43 = 0.11 s), not in a spring's own settling time.
    func testASlowReleasePastHalfWayFinishesWithinUIKitsShare() throws {
        try MainActor.assumeIsolated {
            let (h, _) = try presented()
            let start = Point(x: 200, y: 500)
            let end = Point(x: 200, y: 661)
            h.down(at: start)
            h.move(from: start, to: end, seconds: 1)  // 161 pt/s to 57 % of 282 points
            XCTAssertEqual(h.window.currentTransition?.progress ?? 0, 0.57, accuracy: 0.01)
            h.up(at: end)
            XCTAssertEqual(h.window.currentTransition?.state, .finishing)
            let frames = h.framesUntilTransitionEnds()
            XCTAssertLessThanOrEqual(Double(frames) / 60, 0.3)
            XCTAssertLessThanOrEqual(frames, Int((0.25 * (1 - 161.0 / 282) * 60).rounded(.up)) + 1)
            XCTAssertNil(h.presented)
            h.assertNoDiagnostics()
        }
    }
}
