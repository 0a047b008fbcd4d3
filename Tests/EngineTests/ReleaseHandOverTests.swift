import Geometry
import XCTest

@testable import Engine

/// A 1 s linear timeline moving a box 200 points, scrubbed to half way.
@MainActor
private func heldTimeline(_ h: Harness) -> (AnimationTimeline, View) {
    let box = h.addBox()
    let timeline = AnimationTimeline(duration: 1, window: h.window)
    timeline.capture {
        View.animate(withDuration: 1, options: .curveLinear, animations: { box.center = Point(x: 250, y: 50) })
    }
    timeline.fractionComplete = 0.5
    return (timeline, box)
}

/// Continuing a held motion: it starts from the moment the held value was last set or
/// shown (so the next frame already moves), but never from further back than
/// `Animator.maximumHandOverGap`; and the release timing leaves at the release velocity
/// and ends in exactly the duration it is given (UIKit's remaining share).
final class ReleaseHandOverTests: XCTestCase {
    func testTimelineFinishedOnTheNextFrameAdvancesOnThatFrame() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (timeline, box) = heldTimeline(h)
            h.step()  // the frame that shows the scrub
            XCTAssertEqual(box.presentationCenter.x, 150, accuracy: 1e-9)
            h.clock.advance(by: 1 / 60)  // the release arrives with the next frame
            timeline.finish(timing: CubicTimingParameters(curve: .linear, duration: 1))
            h.window.tick()
            // Linear over the remaining 0.5 s: 100 points in 0.5 s, 3.33 points a frame.
            XCTAssertEqual(box.presentationCenter.x, 150 + 200.0 / 60, accuracy: 1e-6)
        }
    }

    func testTimelineFinishedInTheTickThatShowedTheScrubStartsThere() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (timeline, box) = heldTimeline(h)
            h.step()
            timeline.finish(timing: CubicTimingParameters(curve: .linear, duration: 1))
            XCTAssertEqual(box.presentationCenter.x, 150, accuracy: 1e-9, "nothing moves before time passes")
            h.step()
            XCTAssertEqual(box.presentationCenter.x, 150 + 200.0 / 60, accuracy: 1e-6, "one frame, one frame of motion")
        }
    }

    func testALongHoldWithoutFramesStartsNoFurtherBackThanTheGap() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (timeline, box) = heldTimeline(h)
            h.step()
            h.clock.advance(by: 0.5)  // no frame while the finger rests
            timeline.finish(timing: CubicTimingParameters(curve: .linear, duration: 1))
            h.window.tick()
            XCTAssertEqual(
                box.presentationCenter.x, 150 + 200 * Animator.maximumHandOverGap, accuracy: 1e-6,
                "a stopped finger does not make the motion jump by the whole hold")
        }
    }

    func testPropertyAnimatorContinuedOnTheNextFrameAdvancesOnThatFrame() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            let animator = PropertyAnimator(duration: 1, curve: .linear) { box.center = Point(x: 250, y: 50) }
            animator.fractionComplete = 0.5
            h.step()
            XCTAssertEqual(box.presentationCenter.x, 150, accuracy: 1e-9)
            h.clock.advance(by: 1 / 60)
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            h.window.tick()
            XCTAssertEqual(box.presentationCenter.x, 150 + 200.0 / 60, accuracy: 1e-6)
            animator.pauseAnimation()  // held again, then long without frames
            let x = box.presentationCenter.x
            h.clock.advance(by: 0.2)
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            h.window.tick()
            XCTAssertEqual(box.presentationCenter.x - x, 200 * Animator.maximumHandOverGap, accuracy: 1e-6)
        }
    }

    /// UIKit's `completionSpeed`: "defaults to 1.0 which corresponds to a completion duration
    /// of (1 - percentComplete)*duration". A release keeps that duration whatever its speed
    /// as UIKit does: it leaves at the release velocity, follows the completion curve
    /// while the curve can absorb the speed, and never passes the target.
    func testReleaseTimingTakesTheGivenDurationAndLeavesAtTheVelocity() {
        for curve in [TimingCurve.easeInOut, .linear, .easeOut] {
            for v in [-3.0, 0, 0.5, 2, 10, 40, 200] {
                let duration = 0.11
                let s = ReleaseTiming.parameters(curve: curve, duration: duration, velocity: v)
                XCTAssertEqual(
                    s.duration(initialVelocity: s.startVelocity), duration, accuracy: 1e-12, "\(curve) v = \(v)")
                let handedOn = min(v, ReleaseTiming.maximumThrow / duration)
                if v != 0 {
                    XCTAssertEqual(
                        s.unitVelocity(at: 0), handedOn, accuracy: 1e-6,
                        "\(curve) v = \(v): leaves at the release velocity")
                }
                var t = 0.0
                var peak = -Double.infinity
                while t < duration {
                    peak = max(peak, s.unitValue(at: t))
                    t += duration / 500
                }
                XCTAssertLessThanOrEqual(peak, 1 + 1e-3, "\(curve) v = \(v): never passes the target")
                XCTAssertEqual(s.unitValue(at: duration), 1, accuracy: 1e-9)
                if curve != .linear {
                    XCTAssertEqual(s.unitVelocity(at: duration), 0, accuracy: 1e-9, "arrives at rest")
                }
            }
        }
        // A moderate release follows the completion curve itself (plus the hand-off).
        XCTAssertTrue(ReleaseTiming.parameters(curve: .easeInOut, duration: 0.2, velocity: 5) is CubicTimingParameters)
        XCTAssertTrue(
            ReleaseTiming.parameters(curve: .easeInOut, duration: 0.2, velocity: 25) is SpringTimingParameters,
            "a fling the curve cannot absorb goes to a spring of the same duration")
    }
}
