import Geometry
import XCTest

@testable import Engine

/// `.repeat` and `.autoreverse`, as Apple documents them. `UIView.AnimationOptions.repeat`:
/// "Repeat the animation indefinitely." `.autoreverse`: "Run the animation backwards and
/// forwards (must be combined with the repeat option)." `setAnimationRepeatAutoreverses(_:)`:
/// "a single animation cycle changes the properties being animated to their new values and
/// then back to their original values. At the end of the animations, the affected views are
/// then updated immediately to reflect the new values." The completion of an animation that
/// never ends runs only when it is removed, with `false`.
final class AnimationRepetitionTests: XCTestCase {
    /// UIKit's bits: repeat 1 << 3, autoreverse 1 << 4.
    func testTheOptionsHaveUIKitsBits() {
        XCTAssertEqual(AnimationOptions.repeat.rawValue, 8)
        XCTAssertEqual(AnimationOptions.autoreverse.rawValue, 16)
    }

    /// `.repeat` plays the motion again from the start, for ever: at any number of whole
    /// plays plus a quarter the linear fade shows a quarter; the completion waits until
    /// the animation is removed, and then sees `false`.
    func testRepeatPlaysFromTheStartUntilRemoved() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            box.alpha = 0
            var finished: [Bool] = []
            View.animate(withDuration: 1, delay: 0, options: [.repeat, .curveLinear]) {
                box.alpha = 1
            } completion: {
                finished.append($0)
            }
            XCTAssertEqual(box.alpha, 1, "the model is the end value")
            for plays in [0, 1, 2, 7, 40] {
                h.advance(Double(plays) + 0.25 - (box.animations[.alpha]?.elapsed ?? 0))
                assertClose(box.presentationAlpha, 0.25, 1e-6, "after \(plays) plays")
            }
            XCTAssertEqual(finished, [], "a repeating animation never ends by itself")
            box.layer.removeAllAnimations()
            XCTAssertEqual(finished, [false])
            XCTAssertEqual(box.presentationAlpha, 1, "the model shows once removed")
        }
    }

    /// `.repeat` with `.autoreverse`: forward over the duration, back over the next, and so
    /// on; the velocity turns round on the way back.
    func testRepeatWithAutoreverseRunsForwardThenBack() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            box.center = Point(x: 0, y: 0)
            View.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear]) {
                box.center = Point(x: 100, y: 0)
            }
            let samples: [(Double, Double)] = [(0.25, 25), (1.25, 75), (2.25, 25), (3.5, 50), (9.9, 10)]
            var t = 0.0
            for (time, x) in samples {
                h.advance(time - t)
                t = time
                assertClose(box.presentationCenter.x, x, 1e-6, "at \(time) s")
            }
            XCTAssertLessThan(box.presentationVelocity(for: .center)[0], 0, "running back at 9.9 s")
            h.advance(0.2)
            XCTAssertGreaterThan(box.presentationVelocity(for: .center)[0], 0, "forward again at 10.1 s")
        }
    }

    /// `.autoreverse` alone plays there and back once, then the view shows the model value
    /// (the end value) at once and the completion sees `true`.
    func testAutoreverseAloneEndsAtTheModelValue() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            box.alpha = 0
            var finished: [Bool] = []
            View.animate(withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear]) {
                box.alpha = 1
            } completion: {
                finished.append($0)
            }
            h.advance(1.5)
            assertClose(box.presentationAlpha, 0.5, 1e-6, "half way back")
            XCTAssertEqual(finished, [])
            h.advance(0.6)
            XCTAssertEqual(finished, [true])
            XCTAssertEqual(box.presentationAlpha, 1, "snapped to the new value")
        }
    }

    /// The iOS 3 block: a repeat count of 2 with autoreversing plays there and back twice
    /// (four durations), then shows the new value; a fractional count stops part way.
    func testTheLegacyBlockRepeatsItsCountAndAutoreverses() {
        MainActor.assumeIsolated {
            WindowScene.$current.withValue(WindowScene()) {
                let h = Harness()
                let box = h.addBox()
                box.alpha = 0
                View.beginAnimations(nil, context: nil)
                View.setAnimationDuration(1)
                View.setAnimationCurve(.linear)
                View.setAnimationRepeatCount(2)
                View.setAnimationRepeatAutoreverses(true)
                box.alpha = 1
                View.commitAnimations()
                h.advance(2.25)
                assertClose(box.presentationAlpha, 0.25, 1e-6, "second play, forward")
                h.advance(1.5)
                assertClose(box.presentationAlpha, 0.25, 1e-6, "second play, back")
                XCTAssertNotNil(box.animations[.alpha])
                h.advance(0.3)
                XCTAssertNil(box.animations[.alpha], "over after four durations")
                XCTAssertEqual(box.presentationAlpha, 1)
            }
        }
    }

    /// The pure mapping from time to a place in one play, against its definition: for any
    /// count and time, the forward time is t mod the cycle, folded back on the return leg.
    func testSegmentTimeFoldsTimeIntoOnePlay() {
        var rng = TableViewUpdateTests.SplitMix(state: 7)
        for _ in 0..<1000 {
            let duration = Double.random(in: 0.1...3, using: &rng)
            let count = Double.random(in: 1...5, using: &rng)
            let autoreverses = Bool.random(using: &rng)
            let r = AnimationRepetition(count: count, autoreverses: autoreverses)
            let t = Double.random(in: 0..<(r.totalDuration(of: duration)), using: &rng)
            let cycle = autoreverses ? 2 * duration : duration
            let k = t - (t / cycle).rounded(.down) * cycle
            let expected = k > duration ? 2 * duration - k : k
            let (time, back) = r.segmentTime(at: t, duration: duration)
            XCTAssertEqual(time, expected, accuracy: 1e-9)
            XCTAssertEqual(back, k > duration)
            XCTAssertTrue((0...duration).contains(time))
        }
    }

    /// `modifyAnimations(withRepeatCount:autoreverses:animations:)`: "Repeats the specified
    /// animations a specific number of times, optionally running the animation forward and
    /// backward. ... You must call this method from within an enclosing animation block."
    /// Only the changes made inside it repeat; the block's other changes play once.
    func testModifyAnimationsRepeatsOnlyTheChangesInsideIt() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            box.alpha = 0
            View.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
                box.center = Point(x: 100, y: 0)
                View.modifyAnimations(withRepeatCount: 3, autoreverses: true) {
                    box.alpha = 1
                }
            }
            XCTAssertNil(box.animations[.center]?.repetition)
            XCTAssertEqual(box.animations[.alpha]?.repetition, AnimationRepetition(count: 3, autoreverses: true))
            h.advance(1.25)
            XCTAssertNil(box.animations[.center], "played once")
            assertClose(box.presentationAlpha, 0.75, 1e-6, "first play, on the way back")
            h.advance(4.5)
            XCTAssertNotNil(box.animations[.alpha], "three plays there and back take six seconds")
            h.advance(0.3)
            XCTAssertNil(box.animations[.alpha])
            XCTAssertEqual(box.presentationAlpha, 1)
        }
    }
}
