import Engine
import Geometry
import XCTest

@testable import Transitions

@MainActor
private func box(_ h: Harness) -> View {
    let v = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    h.root.view.addSubview(v)
    return v
}

@MainActor
private func misuse(_ h: Harness) -> [String] { h.diagnostics(.engineMisuse).map(\.message) }

/// Moves the clock by exactly `seconds` and ticks once (`step` rounds to whole frames).
@MainActor
private func advance(_ h: Harness, _ seconds: Double) {
    h.clock.advance(by: seconds)
    h.window.tick()
}

/// `PropertyAnimator` against Apple's documentation of `UIViewPropertyAnimator`,
/// `UIViewAnimating` and `UIViewImplicitlyAnimating`: the state machine, the calls UIKit
/// calls programmer errors (it raises; the engine reports `engine.misuse` and leaves the
/// animator as it was), scrubbing, reversing, continuing, stopping and completions.
final class PropertyAnimatorConformanceTests: XCTestCase {
    /// "An animator object starts in the inactive state. Calling the startAnimation() or
    /// pauseAnimation() method changes the state to active. Changing the fractionComplete
    /// property also moves the animator to the active state. The animator remains in the
    /// active state until its animations finish, at which point it moves back to the
    /// inactive state." (`UIViewAnimating.state`)
    func testEveryWayIntoActiveAndBackToInactive() {
        MainActor.assumeIsolated {
            let h = Harness()
            let v = box(h)
            let entries: [(String, (PropertyAnimator) -> Void, Bool)] = [
                ("startAnimation", { $0.startAnimation() }, true),
                ("pauseAnimation", { $0.pauseAnimation() }, false),
                ("fractionComplete", { $0.fractionComplete = 0.25 }, false),
                ("startAnimation(afterDelay:)", { $0.startAnimation(afterDelay: 0.1) }, true),
            ]
            for (name, enter, running) in entries {
                v.alpha = 1
                let a = PropertyAnimator(duration: 0.5, curve: .linear) { v.alpha = 0 }
                var positions: [PropertyAnimator.Position] = []
                a.addCompletion { positions.append($0) }
                XCTAssertEqual(a.state, .inactive, name)
                XCTAssertFalse(a.isRunning, name)
                XCTAssertEqual(a.fractionComplete, 0, name)
                enter(a)
                XCTAssertEqual(a.state, .active, name)
                XCTAssertEqual(a.isRunning, running, name)
                if !running { a.startAnimation() }
                h.step(1)
                XCTAssertEqual(a.state, .inactive, "\(name): back to inactive when the animations finish")
                XCTAssertEqual(positions, [.end], name)
                XCTAssertEqual(v.alpha, 0, name)
            }
            XCTAssertEqual(misuse(h), [])
        }
    }

    /// startAnimation: "It's a programmer error to call this method while the state of the
    /// animator is set to stopped." pauseAnimation: "It is a programmer error to call this
    /// method while the state of the animator is set to stopped." addAnimations(_:delayFactor:):
    /// "It is a programmer error to call this method when the animator's state property is
    /// set to stopped." finishAnimation(at:): "It is a programmer error to call this method
    /// at any time except after a call to the stopAnimation(_:) method where you pass false."
    /// UIViewAnimatingState.stopped: "An animation cannot be started while in this state."
    func testEveryCallUIKitForbidsOnAStoppedAnimatorIsReportedAndChangesNothing() {
        MainActor.assumeIsolated {
            let h = Harness()
            let v = box(h)
            let a = PropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0 }
            a.startAnimation()
            h.step(0.5)
            a.stopAnimation(false)
            XCTAssertEqual(a.state, .stopped)
            let alpha = v.alpha
            a.startAnimation()
            a.startAnimation(afterDelay: 0.2)
            a.pauseAnimation()
            a.addAnimations { v.center = Point(x: 300, y: 300) }
            a.addAnimations({ v.center = Point(x: 300, y: 300) }, delayFactor: 0.5)
            a.fractionComplete = 0.9
            a.continueAnimation(withTimingParameters: nil, durationFactor: 1)
            XCTAssertEqual(misuse(h).count, 7, misuse(h).joined(separator: "\n"))
            XCTAssertEqual(a.state, .stopped, "still waiting for finishAnimation(at:)")
            XCTAssertFalse(a.isRunning)
            h.step(0.5)
            XCTAssertEqual(v.alpha, alpha, "nothing moved")
            XCTAssertEqual(v.center, Point(x: 50, y: 50), "the refused animations never ran")
            XCTAssertNil(v.animation(for: .center))
            a.finishAnimation(at: .current)
            XCTAssertEqual(a.state, .inactive)

            // finishAnimation(at:) on an active or inactive animator is the same error.
            let b = PropertyAnimator(duration: 0.2, curve: .linear) { v.center = Point(x: 80, y: 50) }
            var finished: [PropertyAnimator.Position] = []
            b.addCompletion { finished.append($0) }
            b.startAnimation()
            b.finishAnimation(at: .start)
            XCTAssertEqual(b.state, .active)
            XCTAssertTrue(b.isRunning)
            h.step(0.3)
            XCTAssertEqual(finished, [.end], "it ran on to its own end")
            b.finishAnimation(at: .start)
            XCTAssertEqual(misuse(h).count, 9)
            XCTAssertEqual(v.center, Point(x: 80, y: 50), "no refused call moved the model")
        }
    }

    /// stopAnimation(_:): "Specify true to clear any animations and move the animator
    /// directly to the inactive state without performing any final actions. Specify false
    /// to put the animator into the stopped state." "This method removes all of the
    /// associated animations from the execution stack and sets the values of any animatable
    /// properties to their current values." finishAnimation(at:): "Specify
    /// UIViewAnimatingPosition.current to leave the view properties unchanged from their
    /// current values." addCompletion(_:): "If you specify true for the method's parameter
    /// [the completion blocks are not called]; if you specify false, the animator executes the
    /// completion blocks normally after you call finishAnimation(at:)."
    func testStopThenFinishAtEachPositionPutsTheModelThereAndReportsIt() {
        MainActor.assumeIsolated {
            let expected: [(PropertyAnimator.Position, Double, Double)] = [
                (.start, 1, 50), (.current, 0.6, 130), (.end, 0, 250),
            ]
            for (position, alpha, x) in expected {
                let h = Harness()
                let v = box(h)
                let a = PropertyAnimator(duration: 1, curve: .linear) {
                    v.alpha = 0
                    v.center = Point(x: 250, y: 50)
                }
                var seen: [PropertyAnimator.Position] = []
                a.addCompletion { seen.append($0) }
                a.startAnimation()
                h.step(0.4)
                a.stopAnimation(false)
                XCTAssertEqual(a.state, .stopped)
                XCTAssertFalse(a.isRunning)
                XCTAssertNil(v.animation(for: .alpha), "\(position): no animation left running")
                XCTAssertEqual(v.alpha, 0.6, accuracy: 1e-9, "\(position): the model holds the current value")
                XCTAssertEqual(seen, [], "\(position): no completion before finishAnimation(at:)")
                a.finishAnimation(at: position)
                XCTAssertEqual(a.state, .inactive)
                XCTAssertEqual(seen, [position])
                XCTAssertEqual(v.alpha, alpha, accuracy: 1e-9, "\(position)")
                XCTAssertEqual(v.center.x, x, accuracy: 1e-9, "\(position)")
                XCTAssertEqual(v.presentationAlpha, alpha, accuracy: 1e-9, "\(position): drawn there too")
            }
            // stopAnimation(true): inactive at once, current values kept, no completion ever.
            let h = Harness()
            let v = box(h)
            let a = PropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0 }
            var calls = 0
            a.addCompletion { _ in calls += 1 }
            a.startAnimation()
            h.step(0.25)
            a.stopAnimation(true)
            XCTAssertEqual(a.state, .inactive)
            XCTAssertEqual(v.alpha, 0.75, accuracy: 1e-9)
            h.step(1)
            XCTAssertEqual(calls, 0)
            XCTAssertEqual(misuse(h), [])
        }
    }

    /// isUserInteractionEnabled and isInterruptible: "Defaults to YES. Raises if set on an
    /// active animator." (UIViewPropertyAnimator.h). The engine reports the call and keeps
    /// the value the animator started with.
    func testInteractionAndInterruptibilityCannotChangeOnceActive() {
        MainActor.assumeIsolated {
            let h = Harness()
            let v = box(h)
            let a = PropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0.5 }
            XCTAssertTrue(a.isUserInteractionEnabled)
            XCTAssertTrue(a.isInterruptible)
            XCTAssertFalse(a.isManualHitTestingEnabled, "UIKit's default is false")
            a.isUserInteractionEnabled = false
            a.isUserInteractionEnabled = true
            a.isInterruptible = false
            a.isInterruptible = true
            XCTAssertEqual(misuse(h), [], "inactive: free to change")
            a.pauseAnimation()
            a.isUserInteractionEnabled = false
            a.isInterruptible = false
            XCTAssertEqual(misuse(h).count, 2)
            XCTAssertTrue(a.isUserInteractionEnabled)
            XCTAssertTrue(a.isInterruptible)
            a.startAnimation()
            h.step(0.5)
            XCTAssertTrue(h.root.view.hitTest(Point(x: 50, y: 50)) === v, "touches still reach the view")
            h.step(0.6)
            XCTAssertEqual(a.state, .inactive)
            a.isInterruptible = false
            XCTAssertEqual(misuse(h).count, 2, "inactive again: free to change")
        }
    }

    /// isInterruptible: "When the value of this property is false, the animations run to
    /// completion (and without interruption) after you call the startAnimation() method.
    /// If you use a view property animator object to implement an interruptible view
    /// controller transition, this property must be true."
    func testANonInterruptibleAnimatorRunsToItsEndWhateverIsCalled() {
        MainActor.assumeIsolated {
            let h = Harness()
            let v = box(h)
            let a = PropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0 }
            a.isInterruptible = false
            var seen: [PropertyAnimator.Position] = []
            a.addCompletion { seen.append($0) }
            a.startAnimation()
            h.step(0.25)
            a.pauseAnimation()
            a.fractionComplete = 0.9
            a.isReversed = true
            a.stopAnimation(false)
            XCTAssertEqual(misuse(h).count, 4, misuse(h).joined(separator: "\n"))
            XCTAssertEqual(a.state, .active)
            XCTAssertTrue(a.isRunning)
            XCTAssertFalse(a.isReversed)
            h.step(0.25)
            XCTAssertEqual(v.presentationAlpha, 0.5, accuracy: 1e-6, "still on its way, uninterrupted")
            h.step(0.55)
            XCTAssertEqual(seen, [.end])
            XCTAssertEqual(v.alpha, 0)
        }
    }

    /// fractionComplete: "The value of this property is 0.0 at the beginning of the animation
    /// and 1.0 at the end of the animation." isReversed: "When the value of this property is
    /// true, animations run in the reverse direction—that is, view properties animate back to
    /// their original values." So progress is measured from the start whichever way the
    /// animator runs: reversing a paused animator leaves the fraction where it is, and a
    /// reversed run counts it down to 0, ending at `.start`.
    func testFractionCompleteIsMeasuredFromTheStartWhenReversed() {
        MainActor.assumeIsolated {
            let h = Harness()
            let v = box(h)
            let a = PropertyAnimator(duration: 1, curve: .easeInOut) { v.center = Point(x: 250, y: 50) }
            var seen: [PropertyAnimator.Position] = []
            a.addCompletion { seen.append($0) }
            a.pauseAnimation()
            a.fractionComplete = 0.6
            XCTAssertEqual(a.fractionComplete, 0.6, accuracy: 1e-9)
            XCTAssertEqual(v.presentationCenter.x, 170, accuracy: 1e-9, "linear scrub: 60 % of the way")
            a.isReversed = true
            XCTAssertEqual(a.fractionComplete, 0.6, accuracy: 1e-9, "reversing a paused animator moves nothing")
            XCTAssertEqual(v.presentationCenter.x, 170, accuracy: 1e-9)
            a.startAnimation()
            var last = a.fractionComplete
            for _ in 0..<20 {
                h.frame()
                guard a.state == .active else { break }
                XCTAssertLessThan(a.fractionComplete, last + 1e-12, "counts down towards 0")
                last = a.fractionComplete
            }
            h.step(1)
            XCTAssertEqual(seen, [.start])
            XCTAssertEqual(v.center.x, 50, "the model is back at the start")
        }
    }

    /// scrubsLinearly (UIViewPropertyAnimator.h): "Defaults to YES. Provides the ability for
    /// an animator to pause and scrub either linearly or using the animator's current timing."
    /// A scrub to f shows f of the way when linear and the timing's value at f x duration when
    /// not, for a curve and for a UIKit-form spring alike, and fractionComplete reads f back.
    func testScrubbingIsLinearByDefaultOrFollowsTheTiming() {
        MainActor.assumeIsolated {
            let timings: [(String, () -> PropertyAnimator, (Double) -> Double)] = [
                (
                    "ease-in", { PropertyAnimator(duration: 1, curve: .easeIn) },
                    { CubicTimingParameters(curve: .easeIn, duration: 1).fraction(at: $0) }
                ),
                (
                    "spring", { PropertyAnimator(duration: 1, dampingRatio: 0.5) },
                    { SpringTimingParameters(duration: 1, dampingRatio: 0.5).fraction(at: $0) }
                ),
            ]
            for (name, make, curve) in timings {
                for linear in [true, false] {
                    let h = Harness()
                    let v = box(h)
                    let a = make()
                    XCTAssertTrue(a.scrubsLinearly, "\(name): true by default")
                    a.addAnimations { v.center = Point(x: 150, y: 50) }
                    a.scrubsLinearly = linear
                    for f in [0.2, 0.7, 0.45] {
                        a.fractionComplete = f
                        let expected = 50 + 100 * (linear ? f : curve(f))
                        XCTAssertEqual(
                            v.presentationCenter.x, expected, accuracy: 1e-6, "\(name) linear \(linear) f \(f)")
                        XCTAssertEqual(a.fractionComplete, f, accuracy: 1e-9)
                    }
                }
            }
        }
    }

    /// pausesOnCompletion: "When the value of this property is true, the animator remains in
    /// the active state when the animation finishes, and it does not execute its completion
    /// handler. Keeping the animator in the active state allows you to reverse the animation
    /// even after it has finished." "you determine when the animation has ended by observing
    /// the isRunning property." Reversed, it holds at the start the same way.
    func testPausesOnCompletionHoldsAtBothEndsAndRunsNoCompletion() {
        MainActor.assumeIsolated {
            let h = Harness()
            let v = box(h)
            let a = PropertyAnimator(duration: 0.5, curve: .linear) { v.alpha = 0 }
            a.pausesOnCompletion = true
            var calls = 0
            a.addCompletion { _ in calls += 1 }
            a.startAnimation()
            h.step(0.6)
            XCTAssertEqual(a.state, .active)
            XCTAssertFalse(a.isRunning)
            XCTAssertEqual(a.fractionComplete, 1, accuracy: 1e-9)
            XCTAssertEqual(v.presentationAlpha, 0, accuracy: 1e-9)
            a.isReversed = true
            a.startAnimation()
            XCTAssertTrue(a.isRunning)
            h.step(0.25)
            XCTAssertEqual(a.fractionComplete, 0.5, accuracy: 0.02)
            h.step(0.35)
            XCTAssertEqual(a.state, .active, "held at the start as well")
            XCTAssertFalse(a.isRunning)
            XCTAssertEqual(a.fractionComplete, 0, accuracy: 1e-9)
            XCTAssertEqual(v.presentationAlpha, 1, accuracy: 1e-9)
            XCTAssertEqual(calls, 0)
            // Only a stop ends it, and then the completions run with the position asked for.
            a.stopAnimation(false)
            a.finishAnimation(at: .start)
            XCTAssertEqual(calls, 1)
            XCTAssertEqual(v.alpha, 1)
        }
    }

    /// addAnimations(_:): "Blocks added while the animator's state is inactive are executed
    /// over the time specified by the duration property. Blocks added while the animator's
    /// state is active are executed over the remaining portion of the total run time."
    /// addAnimations(_:delayFactor:) "The animations in the new block run alongside any
    /// previously configured animations after the specified delay"; for an inactive
    /// animator the delay is `delayFactor` x `duration` and the block runs for the rest, so
    /// every block ends together.
    func testAddedAnimationsEndWithTheAnimator() {
        MainActor.assumeIsolated {
            let h = Harness()
            let v = box(h)
            let a = PropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0 }
            a.addAnimations({ v.center = Point(x: 250, y: 50) }, delayFactor: 0.5)
            a.startAnimation()
            advance(h, 0.5)
            XCTAssertEqual(v.presentationCenter.x, 50, accuracy: 1e-9, "waits half the duration")
            advance(h, 0.25)
            XCTAssertEqual(v.presentationCenter.x, 150, accuracy: 1e-6, "then covers its way in the other half")
            // Added while running at 0.75: over the remaining quarter second.
            a.addAnimations { v.bounds.size = Size(width: 60, height: 60) }
            advance(h, 0.125)
            XCTAssertEqual(v.presentationBounds.width, 80, accuracy: 1, "halfway through the rest")
            var seen: [PropertyAnimator.Position] = []
            a.addCompletion { seen.append($0) }
            advance(h, 0.125)
            XCTAssertEqual(seen, [.end], "everything ended together, at the animator's end")
            XCTAssertEqual(v.center.x, 250)
            XCTAssertEqual(v.bounds.width, 60)
        }
    }

    /// addAnimations(_:delayFactor:): "The animations in the new block run alongside any
    /// previously configured animations after the specified delay." addAnimations(_:):
    /// "Blocks added while the animator's state is active are executed over the remaining
    /// portion of the total run time." So a delayed or late block spans only its share of
    /// the animator's run, and scrubbing (fractionComplete: "Assigning a new value to this
    /// property causes the animator to update the animation progress to the value you
    /// specify") holds it at its start before that share and moves it within it; continuing
    /// from a scrub lets it wait for its share again.
    func testScrubbingAndContinuingKeepEachBlocksShareOfTheRun() {
        MainActor.assumeIsolated {
            let h = Harness()
            let v = box(h)
            let a = PropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0 }
            a.addAnimations({ v.center = Point(x: 250, y: 50) }, delayFactor: 0.5)
            var seen: [PropertyAnimator.Position] = []
            a.addCompletion { seen.append($0) }
            a.pauseAnimation()
            a.fractionComplete = 0.25
            XCTAssertEqual(v.presentationAlpha, 0.75, accuracy: 1e-9)
            XCTAssertEqual(v.presentationCenter.x, 50, accuracy: 1e-9, "its share has not begun")
            a.fractionComplete = 0.75
            XCTAssertEqual(v.presentationCenter.x, 150, accuracy: 1e-9, "halfway through its share")
            XCTAssertEqual(a.fractionComplete, 0.75, accuracy: 1e-9)
            // Added while active at 0.75: it spans the last quarter.
            a.addAnimations { v.bounds.size = Size(width: 60, height: 60) }
            a.fractionComplete = 0.5
            XCTAssertEqual(v.presentationBounds.width, 100, accuracy: 1e-9)
            XCTAssertEqual(v.presentationCenter.x, 50, accuracy: 1e-9)
            a.fractionComplete = 0.875
            XCTAssertEqual(v.presentationBounds.width, 80, accuracy: 1e-9)
            XCTAssertEqual(v.presentationCenter.x, 200, accuracy: 1e-9)
            XCTAssertEqual(v.presentationAlpha, 0.125, accuracy: 1e-9)
            // Continued from 0.5 over the remaining half second: each share in its place.
            a.fractionComplete = 0.5
            a.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            advance(h, 0.125)
            XCTAssertEqual(v.presentationAlpha, 0.375, accuracy: 1e-6)
            XCTAssertEqual(v.presentationCenter.x, 100, accuracy: 1e-6)
            XCTAssertEqual(v.presentationBounds.width, 100, accuracy: 1e-6, "waits for the last quarter")
            advance(h, 0.25)
            XCTAssertEqual(v.presentationCenter.x, 200, accuracy: 1e-6)
            XCTAssertEqual(v.presentationBounds.width, 80, accuracy: 1e-6)
            advance(h, 0.125)
            XCTAssertEqual(seen, [.end])
            XCTAssertEqual(v.center.x, 250)
            XCTAssertEqual(v.bounds.width, 60)
            XCTAssertEqual(v.alpha, 0)
        }
    }

    /// addCompletion(_:): "Completion blocks are executed after the animations finish
    /// normally." Each runs once, in the order added, with the position: `.end` forwards,
    /// `.start` when the animator ran back.
    func testCompletionsRunOnceInOrderWithThePositionReached() {
        MainActor.assumeIsolated {
            for reversed in [false, true] {
                let h = Harness()
                let v = box(h)
                let a = PropertyAnimator(duration: 0.5, curve: .easeIn) { v.alpha = 0 }
                var order: [String] = []
                a.addCompletion { order.append("first \($0)") }
                a.addCompletion { order.append("second \($0)") }
                a.startAnimation()
                h.step(0.2)
                if reversed { a.isReversed = true }
                a.addCompletion { order.append("third \($0)") }
                h.step(1)
                let p: PropertyAnimator.Position = reversed ? .start : .end
                XCTAssertEqual(order, ["first \(p)", "second \(p)", "third \(p)"])
                XCTAssertEqual(v.alpha, reversed ? 1 : 0)
                h.step(1)
                XCTAssertEqual(order.count, 3, "once")
            }
        }
    }

    /// continueAnimation(withTimingParameters:durationFactor:), durationFactor: "A multiplying
    /// factor to apply to the animation's original duration. The value of this parameter is
    /// multiplied by the original duration value to obtain the new duration." The rest takes
    /// `durationFactor` x `duration` wherever the animator was paused; 0, which UIKit code
    /// passes to carry on at the animator's pace, keeps the remaining share of the duration.
    func testTheDurationFactorMultipliesTheOriginalDuration() {
        MainActor.assumeIsolated {
            let cases: [(factor: Double, reversed: Bool, seconds: Double)] = [
                (1, false, 2), (0.25, false, 0.5), (0, false, 0.8), (0, true, 1.2), (0.5, true, 1),
            ]
            for (factor, reversed, seconds) in cases {
                let h = Harness()
                let v = box(h)
                let a = PropertyAnimator(duration: 2, curve: .linear) { v.alpha = 0 }
                var seen: [PropertyAnimator.Position] = []
                a.addCompletion { seen.append($0) }
                a.fractionComplete = 0.6
                a.isReversed = reversed
                a.continueAnimation(withTimingParameters: nil, durationFactor: factor)
                let name = "factor \(factor), reversed \(reversed)"
                advance(h, seconds / 2)
                let halfway = reversed ? 1 - 0.6 / 2 : 0.4 / 2
                XCTAssertEqual(v.presentationAlpha, halfway, accuracy: 1e-6, "\(name): halfway at \(seconds / 2) s")
                advance(h, seconds / 2 - 0.01)
                XCTAssertEqual(seen, [], "\(name): still running just before \(seconds) s")
                advance(h, 0.02)
                XCTAssertEqual(seen, [reversed ? .start : .end], name)
            }
        }
    }

    /// UIViewAnimating: "The inactive state is the initial state of all newly created
    /// animators. Similarly, an animator that has finished running its animations returns to
    /// the inactive state. [...] Animations you add to an animator in this state are run
    /// over the full duration." A finished animator is a fresh one: its new run measures
    /// progress from 0 and a stop followed by finishAnimation(at:) puts back only what the
    /// new run animated, not what an earlier run moved.
    func testAFinishedAnimatorStartsItsNextRunAfresh() {
        MainActor.assumeIsolated {
            let h = Harness()
            let v = box(h)
            let a = PropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0 }
            a.pauseAnimation()
            a.fractionComplete = 0.4
            a.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            h.step(1)
            XCTAssertEqual(a.state, .inactive)
            XCTAssertEqual(v.alpha, 0)
            XCTAssertEqual(a.fractionComplete, 0, "inactive again")

            a.addAnimations { v.center = Point(x: 250, y: 50) }
            a.startAnimation()
            advance(h, 0.5)
            XCTAssertEqual(a.fractionComplete, 0.5, accuracy: 1e-9, "the new run over the full duration")
            XCTAssertEqual(v.presentationCenter.x, 150, accuracy: 1e-9)
            a.stopAnimation(false)
            a.finishAnimation(at: .start)
            XCTAssertEqual(v.center.x, 50, "the new run's view property back at its start")
            XCTAssertEqual(v.alpha, 0, "the first run's end stays: that run is over")
            XCTAssertEqual(misuse(h), [])
        }
    }

    /// continueAnimation(withTimingParameters:durationFactor:): "Adjusts the timing and
    /// duration of a paused animation." A paused, scrubbed animator continued with new
    /// timing resumes from where it was held (no jump), runs along the new timing and ends
    /// where it was heading, reversed included.
    func testContinueResumesFromTheHeldValueAlongTheNewTiming() {
        MainActor.assumeIsolated {
            for reversed in [false, true] {
                let h = Harness()
                let v = box(h)
                let a = PropertyAnimator(duration: 1, curve: .linear) { v.center = Point(x: 250, y: 50) }
                var seen: [PropertyAnimator.Position] = []
                a.addCompletion { seen.append($0) }
                a.pauseAnimation()
                a.fractionComplete = 0.5
                a.isReversed = reversed
                a.continueAnimation(
                    withTimingParameters: CubicTimingParameters(curve: .easeIn, duration: 1), durationFactor: 0.5)
                XCTAssertEqual(a.state, .active)
                XCTAssertTrue(a.isRunning)
                XCTAssertEqual(v.presentationCenter.x, 150, accuracy: 1e-9, "no jump")
                h.frame()
                let moved = abs(v.presentationCenter.x - 150)
                XCTAssertGreaterThan(moved, 0)
                XCTAssertLessThan(moved, 100.0 / 30 / 2, "ease-in leaves slower than the linear pace")
                h.step(1)
                XCTAssertEqual(seen, [reversed ? .start : .end])
                XCTAssertEqual(v.center.x, reversed ? 50 : 250)
            }
        }
    }
}
