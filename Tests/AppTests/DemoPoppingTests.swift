import DemoKit
import Demos
import Engine
import Geometry
import Transitions
import XCTest

final class DemoPoppingTests: XCTestCase {
    func testPresentDropsTheModalWithAnOvershootAndDimsThePresenter() throws {
        try MainActor.assumeIsolated {
            let h = DemoHarness(PoppingDemo.self)
            let button = try XCTUnwrap(h.find("present-button") as? Button)
            XCTAssertEqual(button.tintColor, .systemBlue)
            try h.tap("present-button")
            XCTAssertNotNil(h.presented)
            let modal = try h.view("modal")
            let dimming = try h.view("dimming")
            // It starts above the top edge, stretched by the scale spring.
            XCTAssertLessThan(h.screenFrame(of: modal).midY, 200)
            XCTAssertGreaterThan(modal.presentationTransform.d, 1.1)

            let finalCentreY = 360.0
            var lowest = -Double.infinity
            var dimmingPeak = 0.0
            h.runUntilIdle {
                lowest = max(lowest, h.screenFrame(of: modal).midY)
                dimmingPeak = max(dimmingPeak, dimming.presentationAlpha)
            }
            XCTAssertGreaterThan(lowest, finalCentreY + 2, "the position spring (bounciness 10) overshoots the centre")
            let settled = h.screenFrame(of: modal)
            XCTAssertEqual(settled.midY, finalCentreY, accuracy: 0.5)
            XCTAssertEqual(settled.midX, 200, accuracy: 0.5)
            XCTAssertEqual(settled.width, 400 - 104, accuracy: 0.5)
            XCTAssertEqual(settled.height, 720 - 288, accuracy: 0.5)
            XCTAssertEqual(modal.cornerRadius, 8)
            XCTAssertEqual(dimming.presentationAlpha, 0.2, accuracy: 1e-6)
            XCTAssertLessThanOrEqual(dimmingPeak, 0.2 + 1e-6)
            XCTAssertEqual(dimming.backgroundColor, Color(r8: 84, g8: 84, b8: 84))
            XCTAssertEqual(button.tintColor, Color.dimmedTint, "the presenter is .dimmed: its button turns grey")
            XCTAssertEqual((h.find("title") as? Label)?.textColor, Color.dimmedTint, "and so does the tinted title")
            XCTAssertFalse(h.root.view.isUserInteractionEnabled)
            XCTAssertNil(h.window.hitTest(Point(x: 200, y: 50)).flatMap { $0 as? Button })
            h.assertNoDiagnostics()
        }
    }

    func testDismissSendsTheModalUpAndRestoresTintAndInput() throws {
        try MainActor.assumeIsolated {
            let h = DemoHarness(PoppingDemo.self)
            try h.tap("present-button")
            h.runUntilIdle()
            weak let modalVC = h.presented
            let modal = try h.view("modal")
            let dimming = try h.view("dimming")
            try h.tap("dismiss-button")
            XCTAssertNotNil(h.window.currentTransition)
            var lastSeen = Double.infinity
            h.runUntilIdle { if modal.window != nil { lastSeen = h.screenFrame(of: modal).maxY } }
            XCTAssertLessThan(lastSeen, 10, "the modal was nearly out at the top when it was removed")
            XCTAssertLessThanOrEqual(modal.frame.maxY, 0.5, "the modal ends above the top edge")
            XCTAssertEqual(dimming.presentationAlpha, 0, accuracy: 1e-6)
            XCTAssertNil(h.presented)
            XCTAssertNil(h.find("modal"))
            XCTAssertNil(h.find("dimming"))
            let button = try XCTUnwrap(h.find("present-button") as? Button)
            XCTAssertEqual(button.tintColor, .systemBlue)
            XCTAssertEqual((h.find("title") as? Label)?.textColor, .systemBlue)
            XCTAssertTrue(h.root.view.isUserInteractionEnabled)
            h.step(1.2)
            XCTAssertNil(modalVC, "the dismissed modal is freed")
            h.assertNoDiagnostics()

            // Input came back: the button presents again.
            try h.tap("present-button")
            XCTAssertNotNil(h.presented)
        }
    }

    func testTuningKeysChangeTheSpring() {
        MainActor.assumeIsolated {
            let demo = PoppingDemo()
            XCTAssertEqual(demo.tune(key: "]"), "popping: position spring bounciness 11, speed 12")
            XCTAssertEqual(demo.tune(key: "-"), "popping: position spring bounciness 11, speed 11")
            XCTAssertNil(demo.tune(key: "x"))
        }
    }

    /// The tester's repro: a tap on Dismiss right after the presentation ended was dropped,
    /// because the scale spring was still running (without `.allowUserInteraction`) after
    /// the transition had completed on the position spring.
    func testDismissTakesATapAsSoonAsThePresentationHasEnded() throws {
        try MainActor.assumeIsolated {
            let h = DemoHarness(PoppingDemo.self)
            try h.tap("present-button")
            var frames = 0
            while h.window.currentTransition != nil && frames < 600 {
                h.frame()
                frames += 1
            }
            XCTAssertNil(h.window.currentTransition, "the presentation ends")
            let modal = try h.view("modal")
            XCTAssertFalse(
                modal.blocksInteractionWhileAnimating,
                "nothing on the card refuses touches once the transition has ended")
            try h.tap("dismiss-button")
            XCTAssertEqual(h.window.currentTransition?.kind, .dismiss, "the first tap after the presentation dismisses")
        }
    }

    /// In a short, wide window the (W - 104) x (H - 288) card would be 12 points tall with
    /// its Dismiss button outside it; the card keeps a usable size and Dismiss still works.
    func testAShortWindowStillGetsACardThatCanBeDismissed() throws {
        try MainActor.assumeIsolated {
            let h = DemoHarness(PoppingDemo.self, size: Size(width: 1200, height: 300))
            try h.tap("present-button")
            h.runUntilIdle()
            let card = h.screenFrame(of: try h.view("modal"))
            XCTAssertEqual(card.width, 1096, accuracy: 0.5, "the width keeps the spec's W - 104")
            XCTAssertEqual(card.height, 200, accuracy: 0.5, "the height keeps the card's minimum")
            XCTAssertEqual(card.midY, 150, accuracy: 0.5)
            let dismiss = h.screenFrame(of: try h.view("dismiss-button"))
            XCTAssertTrue(card.contains(dismiss.center), "Dismiss \(dismiss) sits on the card \(card)")
            try h.tap("dismiss-button")
            h.runUntilIdle()
            XCTAssertNil(h.presented)
        }
    }

    /// The original Popping modal puts the card's centre at minus the
    /// container's centre y (`toView.center = CGPointMake(container.center.x,
    /// -container.center.y)`), fully off screen, and completes the transition in the
    /// position animation's completion block; the scale spring (bounciness 20) may still
    /// run, and POP animations never refuse touches, so the card takes taps meanwhile.
    func testTheCardDropsFromMinusTheContainersCentreAndTheTransitionEndsWithThePositionSpring() throws {
        try MainActor.assumeIsolated {
            let h = DemoHarness(PoppingDemo.self)
            try h.tap("present-button")
            let modal = try h.view("modal")
            let drop = try XCTUnwrap(modal.animation(for: .center))
            XCTAssertEqual(drop.originalFrom[1], -360, accuracy: 1e-9, "starts at centre y -360 in a 720-point window")
            XCTAssertLessThan(h.screenFrame(of: modal).maxY, 0, "fully off screen on the first frame")
            var frames = 1  // the tap's own frame
            while h.window.currentTransition != nil && frames < 600 {
                h.frame()
                frames += 1
            }
            let seconds = Double(frames) / 60
            let settle = SpringTimingParameters(spring: Spring(bounciness: 10, speed: 12)).duration
            XCTAssertEqual(seconds, settle, accuracy: 2.0 / 60, "the transition ends as the position spring settles")
            XCTAssertLessThanOrEqual(seconds, 0.85, "within 0.85 s of the tap")
            XCTAssertNotNil(modal.animation(for: .transform), "the bouncier scale spring runs on after the transition")
            XCTAssertFalse(modal.blocksInteractionWhileAnimating, "and does not refuse touches (.allowUserInteraction)")
            XCTAssertTrue(
                h.window.hitTest(h.screenFrame(of: try h.view("dismiss-button")).center)?
                    .isDescendant(of: modal) ?? false, "a tap on the wobbling card reaches it")
            h.runUntilIdle()
            h.assertNoDiagnostics()
        }
    }

    /// In the original Popping modal the dimming is a `POPBasicAnimation` with no duration or timing function
    /// set, so it runs POP's defaults: 0.4 s ("Defaults to 0.4") paced by
    /// `kCAMediaTimingFunctionDefault`, the control points (0.25, 0.1, 0.25, 1).
    func testTheDimmingFadesToAFifthOverPOPsDefaultBasicDuration() throws {
        try MainActor.assumeIsolated {
            let h = DemoHarness(PoppingDemo.self)
            try h.tap("present-button")
            let dimming = try h.view("dimming")
            let start = h.clock.now  // the fade runs from the first frame after the tap
            while h.clock.now - start < 0.2 - 1e-9 { h.frame() }
            let curve = CubicBezier(0.25, 0.1, 0.25, 1)
            XCTAssertEqual(dimming.presentationAlpha, 0.2 * curve.value(at: 0.5), accuracy: 1e-3)
            while h.clock.now - start < 0.4 - 1e-9 { h.frame() }
            XCTAssertEqual(dimming.presentationAlpha, 0.2, accuracy: 1e-9, "done at 0.4 s")
            XCTAssertNotNil(h.window.currentTransition, "while the transition still runs")
            h.runUntilIdle()
        }
    }

    /// In the original Popping modal the dismissal sends the card to minus its resting centre y, where it came from.
    func testTheDismissalEndsWhereThePresentationStarted() throws {
        try MainActor.assumeIsolated {
            let h = DemoHarness(PoppingDemo.self)
            try h.tap("present-button")
            h.runUntilIdle()
            let modal = try h.view("modal")
            try h.tap("dismiss-button")
            h.runUntilIdle()
            XCTAssertEqual(modal.center.y, -360, accuracy: 1e-9)
        }
    }
}
