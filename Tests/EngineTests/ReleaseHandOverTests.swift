import XCTest
import Geometry
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
/// `Animator.maximumHandOverGap`; and the release spring leaves at the release velocity
/// without speeding past it.
final class ReleaseHandOverTests: XCTestCase {
    func testTimelineFinishedOnTheNextFrameAdvancesOnThatFrame() { MainActor.assumeIsolated {
        let h = Harness()
        let (timeline, box) = heldTimeline(h)
        h.step()                                    // the frame that shows the scrub
        XCTAssertEqual(box.presentationCenter.x, 150, accuracy: 1e-9)
        h.clock.advance(by: 1 / 60)                 // the release arrives with the next frame
        timeline.finish(timing: CubicTimingParameters(curve: .linear, duration: 1))
        h.window.tick()
        // Linear over the remaining 0.5 s: 100 points in 0.5 s, 3.33 points a frame.
        XCTAssertEqual(box.presentationCenter.x, 150 + 200.0 / 60, accuracy: 1e-6)
    } }

    func testTimelineFinishedInTheTickThatShowedTheScrubStartsThere() { MainActor.assumeIsolated {
        let h = Harness()
        let (timeline, box) = heldTimeline(h)
        h.step()
        timeline.finish(timing: CubicTimingParameters(curve: .linear, duration: 1))
        XCTAssertEqual(box.presentationCenter.x, 150, accuracy: 1e-9, "nothing moves before time passes")
        h.step()
        XCTAssertEqual(box.presentationCenter.x, 150 + 200.0 / 60, accuracy: 1e-6, "one frame, one frame of motion")
    } }

    func testALongHoldWithoutFramesStartsNoFurtherBackThanTheGap() { MainActor.assumeIsolated {
        let h = Harness()
        let (timeline, box) = heldTimeline(h)
        h.step()
        h.clock.advance(by: 0.5)                    // no frame while the finger rests
        timeline.finish(timing: CubicTimingParameters(curve: .linear, duration: 1))
        h.window.tick()
        XCTAssertEqual(box.presentationCenter.x, 150 + 200 * Animator.maximumHandOverGap, accuracy: 1e-6,
                       "a stopped finger does not make the motion jump by the whole hold")
    } }

    func testPropertyAnimatorContinuedOnTheNextFrameAdvancesOnThatFrame() { MainActor.assumeIsolated {
        let h = Harness()
        let box = h.addBox()
        let animator = PropertyAnimator(duration: 1, curve: .linear) { box.center = Point(x: 250, y: 50) }
        animator.fractionComplete = 0.5
        h.step()
        XCTAssertEqual(box.presentationCenter.x, 150, accuracy: 1e-9)
        h.clock.advance(by: 1 / 60)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        h.window.tick()
        XCTAssertEqual(box.presentationCenter.x, 150 + 200.0 / 60, accuracy: 1e-6)
        animator.pauseAnimation()                   // held again, then long without frames
        let x = box.presentationCenter.x
        h.clock.advance(by: 0.2)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        h.window.tick()
        XCTAssertEqual(box.presentationCenter.x - x, 200 * Animator.maximumHandOverGap, accuracy: 1e-6)
    } }

    func testReleaseSpringLeavesAtTheVelocityAndAFastOneNeverSpeedsUp() {
        for v in [2.0, 10, 40, 200] {
            let s = SpringTimingParameters(releaseVelocity: v, dampingRatio: 1, settlingDuration: 0.35)
            XCTAssertNil(s.fixedDuration, "the duration follows from the spring")
            XCTAssertEqual(s.unitVelocity(at: 0), v, accuracy: 1e-9)
            let end = s.duration
            var peak = 0.0, t = 0.0, last = 0.0, overshoot = false
            while t < end { peak = max(peak, s.unitVelocity(at: t)); last = s.unitValue(at: t); overshoot = overshoot || last > 1 + 1e-9; t += 0.001 }
            // The pace of a 0.35 s spring from rest is about 26 /s: releases above half of
            // it keep their speed as the peak, slower ones speed up gently.
            if 2 * v >= 26.4 {
                XCTAssertLessThanOrEqual(peak, v * (1 + 1e-9), "v = \(v): no speed-up")
            } else {
                XCTAssertLessThan(peak, v * 1.8, "v = \(v): a gentle speed-up at most")
            }
            XCTAssertFalse(overshoot, "v = \(v): critically damped, it never passes the target")
            XCTAssertLessThan(end, 4 * 0.35 * 1.5, "v = \(v): it settles within a few of the motion's durations")
        }
    }
}
