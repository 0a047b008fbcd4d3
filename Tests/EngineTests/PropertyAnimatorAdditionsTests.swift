import Geometry
import XCTest

@testable import Engine

/// `startAnimation(afterDelay:)`, `pausesOnCompletion` and `scrubsLinearly`, as UIKit
/// documents them for `UIViewPropertyAnimator`.
final class PropertyAnimatorAdditionsTests: XCTestCase {
    /// Apple, `UIViewAnimating.startAnimation(afterDelay:)`: "Call this method to start the
    /// animations or to resume a set of paused animations after the specified time delay.
    /// This method sets the state of the animator to UIViewAnimatingState.active, if it is
    /// not already there." `UIViewPropertyAnimator.delay`: "When the value is greater than 0,
    /// the start of any animations is delayed by the specified amount of time."
    func testStartAfterDelayHoldsTheStartValuesForTheDelay() {
        MainActor.assumeIsolated {
            for delay in [0.0, 0.25, 0.5] {
                let h = Harness()
                let box = h.addBox()
                let animator = PropertyAnimator(duration: 1, curve: .linear) { box.alpha = 0 }
                var positions: [PropertyAnimator.Position] = []
                animator.addCompletion { positions.append($0) }
                animator.startAnimation(afterDelay: delay)
                XCTAssertEqual(animator.state, .active)
                XCTAssertTrue(animator.isRunning)
                XCTAssertEqual(animator.delay, delay)
                for t in stride(from: 0.125, through: 1.0 + delay, by: 0.125) {
                    h.advance(0.125)
                    let expected = 1 - min(max(t - delay, 0), 1)
                    if positions.isEmpty { assertClose(box.presentationAlpha, expected, 1e-9, "delay \(delay) t \(t)") }
                }
                XCTAssertEqual(positions, [.end], "delay \(delay): done one duration after the delay")
            }
            // Resuming a paused animator after a delay: it stays where it was paused until then.
            let h = Harness()
            let box = h.addBox()
            let animator = PropertyAnimator(duration: 1, curve: .linear) { box.alpha = 0 }
            animator.startAnimation()
            h.advance(0.25)
            animator.pauseAnimation()
            animator.startAnimation(afterDelay: 0.5)
            XCTAssertTrue(animator.isRunning)
            h.advance(0.25)
            assertClose(box.presentationAlpha, 0.75, 1e-9, "still waiting")
            h.advance(0.3)
            assertClose(box.presentationAlpha, 0.7, 1e-9, "resumed exactly at the delay's end")
            // A pause during the wait cancels the resume.
            animator.pauseAnimation()
            animator.startAnimation(afterDelay: 0.2)
            animator.pauseAnimation()
            h.advance(0.5)
            assertClose(box.presentationAlpha, 0.7, 1e-9)
            XCTAssertFalse(animator.isRunning)
        }
    }

    /// Apple, `pausesOnCompletion`: "When the value of this property is true, the animator
    /// remains in the UIViewAnimatingState.active state when the animation finishes, and it
    /// does not execute its completion handler. Keeping the animator in the active state
    /// allows you to reverse the animation even after it has finished. When the value of
    /// this property is false, the animator automatically transitions to the
    /// UIViewAnimatingState.inactive state when the animation finishes". And
    /// `UIViewAnimating.isRunning`: "The value is false when the animator is paused or
    /// stopped": so once it holds at the end, `isRunning` turns false, which is how one
    /// learns it got there.
    func testPausesOnCompletionHoldsAtTheEndAndCanBeReversed() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            let animator = PropertyAnimator(duration: 0.5, curve: .linear) { box.center = Point(x: 250, y: 50) }
            animator.pausesOnCompletion = true
            var positions: [PropertyAnimator.Position] = []
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
            var runningSeen: [Bool] = []
            for _ in 0..<40 {
                h.step()
                runningSeen.append(animator.isRunning)
            }
            // 0.5 s at 60 fps: running for 29 frames, then held from the 30th frame on.
            XCTAssertEqual(runningSeen.firstIndex(of: false), 29, "isRunning turns false the frame it arrives")
            XCTAssertFalse(runningSeen.dropFirst(29).contains(true), "and stays false while it holds")
            XCTAssertEqual(animator.state, .active)
            XCTAssertEqual(positions, [], "no completion")
            XCTAssertEqual(box.presentationCenter, Point(x: 250, y: 50))
            assertClose(animator.fractionComplete, 1, 1e-9)
            XCTAssertFalse(h.window.animator.isAnimating, "holding costs no frames")
            // Reversed after it finished: it runs back and holds at the start.
            animator.isReversed = true
            animator.startAnimation()
            XCTAssertTrue(animator.isRunning)
            h.advance(0.25)
            assertClose(box.presentationCenter.x, 150, 1e-9)
            h.advance(0.25)
            h.step()
            XCTAssertFalse(animator.isRunning)
            XCTAssertEqual(animator.state, .active)
            XCTAssertEqual(box.presentationCenter, Point(x: 50, y: 50))
            XCTAssertEqual(positions, [])
            // Stopping and finishing still ends it the usual way.
            animator.stopAnimation(false)
            animator.finishAnimation(at: .start)
            XCTAssertEqual(positions, [.start])
            XCTAssertEqual(animator.state, .inactive)
            XCTAssertEqual(box.center, Point(x: 50, y: 50))
            // The default (false) ends the animator at the end.
            let other = PropertyAnimator(duration: 0.5, curve: .linear) { box.alpha = 0 }
            var otherPositions: [PropertyAnimator.Position] = []
            other.addCompletion { otherPositions.append($0) }
            other.startAnimation()
            h.advance(0.5)
            XCTAssertEqual(otherPositions, [.end])
            XCTAssertEqual(other.state, .inactive)
        }
    }

    /// Apple, `scrubsLinearly`: "The default value of this property is true, which causes the
    /// animator to use a linear timing function during scrubbing. Setting the property to
    /// false causes the animator to use its specified timing curve." Checked for each curve
    /// at several fractions: linear puts the value at that fraction of the distance, false
    /// at the curve's progress for that share of the duration.
    func testScrubbingIsLinearByDefaultAndFollowsTheCurveWhenNot() {
        MainActor.assumeIsolated {
            for curve in [TimingCurve.easeIn, .easeOut, .easeInOut] {
                for linear in [true, false] {
                    let h = Harness()
                    let box = h.addBox()
                    let animator = PropertyAnimator(duration: 2, curve: curve) { box.center = Point(x: 250, y: 50) }
                    XCTAssertTrue(animator.scrubsLinearly, "true by default")
                    animator.scrubsLinearly = linear
                    let timing = CubicTimingParameters(curve: curve, duration: 2)
                    for f in [0.1, 0.25, 0.5, 0.8] {
                        animator.fractionComplete = f
                        let progress = linear ? f : timing.fraction(at: f * 2)
                        assertClose(
                            box.presentationCenter.x, 50 + 200 * progress, 1e-9, "\(curve) linear \(linear) f \(f)")
                        assertClose(animator.fractionComplete, f, 1e-9)
                    }
                    if !linear {
                        XCTAssertNotEqual(timing.fraction(at: 0.5), 0.25, accuracy: 0.01, "the two rules differ")
                    }
                }
            }
        }
    }
}
