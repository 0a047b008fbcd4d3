import DemoKit
import Demos
import Engine
import Foundation
import Geometry
import Transitions
import XCTest

/// The card's resting frame in a 400 x 720 window.
private let cardFrame = Rect(x: 32, y: 216, width: 336, height: 444)

@MainActor
private func presentedOverlay() throws -> DemoHarness {
    let h = DemoHarness(OverlayDemo.self)
    try h.tap("present-button")
    XCTAssertNotNil(h.presented)
    h.runUntilIdle()
    assertEqualRects(h.screenFrame(of: try h.view("modal")), cardFrame)
    XCTAssertEqual(try h.view("dimming").presentationAlpha, 0.5, accuracy: 1e-6)
    return h
}

final class DemoOverlayTests: XCTestCase {
    func testPresentationControllerDimsAlongsideAndDismissButtonUndims() throws {
        try MainActor.assumeIsolated {
            let h = DemoHarness(OverlayDemo.self)
            try h.tap("present-button")
            let dimming = try h.view("dimming")
            let card = try h.view("modal")
            XCTAssertTrue(
                h.window.transitionRole(of: dimming) == .dimming, "the dimming is the presentation controller's chrome")
            h.step(0.2)
            // Half way through the alongside fade is where the card's own animation is: it runs
            // "in the same context as the transition animations" (Apple,
            // `animate(alongsideTransition:completion:)`), the animator's ease-out over 0.4 s.
            let easeOut = CubicTimingParameters(curve: .easeOut, duration: 0.4)
            XCTAssertEqual(dimming.presentationAlpha, 0.5 * easeOut.unitValue(at: 0.2), accuracy: 1e-6)
            XCTAssertGreaterThan(
                h.screenFrame(of: card).minX, cardFrame.minX, "the card is still coming in from the right")
            h.runUntilIdle()
            weak let cardVC = h.presented
            try h.tap("dismiss-button")
            h.runUntilIdle()
            XCTAssertNil(h.presented)
            XCTAssertNil(h.find("dimming"))
            h.step(1.2)
            XCTAssertNil(cardVC)
            h.assertNoDiagnostics()
        }
    }

    func testDragDrivesCardAndDimmingAndACancelPutsBothBack() throws {
        try MainActor.assumeIsolated {
            let h = try presentedOverlay()
            let dimming = try h.view("dimming")
            let card = try h.view("modal")
            let start = Point(x: 100, y: 300)
            h.down(at: start)
            h.move(from: start, to: Point(x: 180, y: 300), seconds: 0.5)
            XCTAssertEqual(h.window.currentTransition?.state, .interactive)
            XCTAssertEqual(h.screenFrame(of: card).minX, cardFrame.minX + 80, accuracy: 1, "the card follows the drag")
            XCTAssertLessThan(dimming.presentationAlpha, 0.5, "the alongside dimming follows the progress")
            XCTAssertGreaterThan(dimming.presentationAlpha, 0.3)
            h.up(at: Point(x: 180, y: 300))
            XCTAssertEqual(h.window.currentTransition?.state, .cancelling)
            h.runUntilIdle()
            XCTAssertNotNil(h.presented)
            assertEqualRects(h.screenFrame(of: card), cardFrame)
            XCTAssertEqual(dimming.presentationAlpha, 0.5, accuracy: 1e-6, "the cancel brings the dimming back")
            h.assertNoDiagnostics()
        }
    }

    /// Only a drag that sets off to the right begins the pan, so only it starts the
    /// interactive dismissal; any other fails the pan and starts nothing. Apple,
    /// `gestureRecognizerShouldBegin(_:)`: false means the recognizer "should transition to
    /// the `UIGestureRecognizer.State.failed` state".
    func testOnlyADragToTheRightStartsTheDismissal() throws {
        try MainActor.assumeIsolated {
            let h = try presentedOverlay()
            let card = try h.view("modal")
            let start = Point(x: 180, y: 400)
            for degrees in stride(from: 10.0, to: 360, by: 20) {
                let a = degrees * .pi / 180
                let end = Point(x: start.x + 60 * cos(a), y: start.y + 60 * sin(a))
                let rightward = cos(a) > abs(sin(a))
                h.down(at: start)
                h.move(from: start, to: end, seconds: 0.3)
                XCTAssertEqual(
                    h.window.currentTransition != nil, rightward, "a drag at \(degrees) degrees")
                h.up(at: end)
                h.runUntilIdle()
                XCTAssertNotNil(h.presented, "a short drag at \(degrees) degrees leaves the card up")
                assertEqualRects(h.screenFrame(of: card), cardFrame)
            }
            h.assertNoDiagnostics()
        }
    }

    func testLongDragDismisses() throws {
        try MainActor.assumeIsolated {
            let h = try presentedOverlay()
            h.drag(from: Point(x: 100, y: 300), to: Point(x: 350, y: 300), seconds: 0.6)
            h.runUntilIdle()
            XCTAssertNil(h.presented)
            XCTAssertNil(h.find("dimming"))
            h.assertNoDiagnostics()
        }
    }
}
