import Engine
import Geometry
import XCTest

@testable import Transitions

/// How long the rest of a percent-driven transition takes after the finger lets go
/// UIKit's remaining share of the duration, with or without a
/// release velocity.
///
/// Apple, `UIPercentDrivenInteractiveTransition.completionSpeed`: "completionSpeed defaults
/// to 1.0 which corresponds to a completion duration of (1 - percentComplete)*duration. ...
/// The actual completion is inversely proportional to the completionSpeed." And
/// `completionCurve`: "When the interactive part of the transition has completed, this
/// property can be set to indicate a different animation curve."
final class ReleaseTimingTests: XCTestCase {
    /// A 1 s linear dismissal of an 800-point slide, held at `percent`.
    @MainActor
    private static func held(at percent: Double, speed: Double = 1, curve: TimingCurve = .easeInOut)
        -> (Harness, PercentDrivenInteractiveTransition, LoggingViewController)
    {
        let h = Harness()
        let interaction = PercentDrivenInteractiveTransition()
        interaction.completionSpeed = speed
        interaction.completionCurve = curve
        let modal = h.presentCustom(
            dismissAnimator: SlideAnimator(presenting: false, duration: 1), dismissInteraction: interaction)
        modal.dismiss(animated: true)
        interaction.update(percent)
        h.frame()
        return (h, interaction, modal)
    }

    /// Frames (at 60 Hz) from the release until the transition has ended.
    @MainActor
    private static func framesUntilEnd(_ h: Harness) -> Int {
        var n = 0
        while h.context != nil && n < 600 {
            h.frame()
            n += 1
        }
        return n
    }

    func testFinishingAfterASlowReleaseTakesTheRemainingShare() {
        MainActor.assumeIsolated {
            let (h, interaction, _) = Self.held(at: 0.57)
            interaction.finish(velocity: 0.3)  // 240 pt/s, slow
            // (1 - 0.57) x 1 s = 0.43 s = 25.8 frames: it ends on the 26th.
            XCTAssertEqual(Self.framesUntilEnd(h), 26)
            XCTAssertNil(h.root.presentedViewController)
        }
    }

    func testCancellingTakesThePercentShare() {
        MainActor.assumeIsolated {
            let (h, interaction, modal) = Self.held(at: 0.36)
            interaction.cancel(velocity: -0.2)
            XCTAssertEqual(Self.framesUntilEnd(h), 22, "0.36 s")  // 21.6 frames
            XCTAssertTrue(h.root.presentedViewController === modal)
        }
    }

    func testAFlingStillEndsInTheRemainingShare() {
        MainActor.assumeIsolated {
            let (h, interaction, _) = Self.held(at: 0.4)
            interaction.finish(velocity: 3)  // 2400 pt/s
            XCTAssertEqual(Self.framesUntilEnd(h), 36, "0.6 s, not a spring's own settling time")
        }
    }

    func testCompletionSpeedDividesTheShare() {
        MainActor.assumeIsolated {
            let (h, interaction, _) = Self.held(at: 0.5, speed: 2)
            interaction.finish(velocity: 1)
            XCTAssertEqual(Self.framesUntilEnd(h), 15, "0.5 s / 2")
        }
    }

    func testTheRestFollowsTheCompletionCurve() {
        MainActor.assumeIsolated {
            for curve in [TimingCurve.easeIn, .linear] {
                let (h, interaction, modal) = Self.held(at: 0.5, curve: curve)
                let y0 = modal.view.presentationFrame.minY
                interaction.finish()
                h.step(0.25)  // half of the remaining 0.5 s
                let expected = y0 + 400 * curve.bezier.value(at: 0.5)
                XCTAssertEqual(modal.view.presentationFrame.minY, expected, accuracy: 0.01, "\(curve)")
            }
        }
    }

    func testAReleaseLeavesAtTheFingersSpeedAlongTheCurve() {
        MainActor.assumeIsolated {
            let (h, interaction, modal) = Self.held(at: 0.5)
            let y0 = modal.view.presentationFrame.minY
            interaction.finish(velocity: 0.75)  // 600 pt/s = 1.5 remaining distances per second
            h.clock.advance(by: 0.0002)
            h.window.tick()
            XCTAssertEqual((modal.view.presentationFrame.minY - y0) / 0.0002, 600, accuracy: 5)
            // The rest is the ease-in-out curve plus the hand-off, which dies out by the end.
            let timing = CubicTimingParameters(curve: .easeInOut, duration: 0.5, initialVelocity: 1.5)
            h.clock.advance(by: 0.25 - 0.0002)
            h.window.tick()
            XCTAssertEqual(modal.view.presentationFrame.minY, y0 + 400 * timing.unitValue(at: 0.25), accuracy: 0.01)
        }
    }
}
