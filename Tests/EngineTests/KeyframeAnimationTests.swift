import Geometry
import XCTest

@testable import Engine

/// `View.animateKeyframes` and `addKeyframe` keep UIKit's timing rules.
///
/// Apple, `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`: the start time
/// "must be in the range 0 to 1, where 0 represents the start of the overall animation and 1
/// represents the end of the overall animation. For example, for an animation that is two
/// seconds in duration, specifying a start time of 0.5 causes the animations to begin
/// executing one second after the start of the overall animation." And
/// `animateKeyframes(withDuration:...)`: the duration is "the duration of the overall
/// animation ... If you specify a negative value or 0, changes are made immediately and
/// without animations."
final class KeyframeAnimationTests: XCTestCase {
    /// Linear overall timing, as UIKit code asks for with the curve bits of the block options.
    private static let linear = KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)

    /// For random splits of a 2 s animation into keyframes that move x through random
    /// values, what is drawn at any time is the straight line between the keyframes' values
    /// at their shares' ends, and the completion runs once, at the end, with true.
    func testEachKeyframeMovesThroughItsShareOfTheWholeDuration() {
        MainActor.assumeIsolated {
            var rng = SystemRandomNumberGenerator()
            for _ in 0..<20 {
                let h = Harness()
                let box = h.addBox()
                let count = Int.random(in: 1...4, using: &rng)
                var cuts = (0..<(count - 1)).map { _ in Double.random(in: 0.05...0.95, using: &rng) }.sorted()
                cuts = [0] + cuts + [1]
                let targets = (0..<count).map { _ in Double.random(in: -200...200, using: &rng) }
                var ends: [Bool] = []
                View.animateKeyframes(
                    withDuration: 2, delay: 0, options: Self.linear,
                    animations: {
                        for k in 0..<count {
                            View.addKeyframe(withRelativeStartTime: cuts[k], relativeDuration: cuts[k + 1] - cuts[k]) {
                                box.center = Point(x: targets[k], y: 50)
                            }
                        }
                    }, completion: { ends.append($0) })
                XCTAssertEqual(box.center.x, targets[count - 1], "the model is the last keyframe's value at once")
                let values = [50] + targets
                var elapsed = 0.0
                for u in stride(from: 0.1, through: 0.9, by: 0.1) {
                    h.advance(2 * u - elapsed)
                    elapsed = 2 * u
                    let k = (0..<count).first { u <= cuts[$0 + 1] } ?? count - 1
                    let p = (u - cuts[k]) / (cuts[k + 1] - cuts[k])
                    let expected = values[k] + (values[k + 1] - values[k]) * p
                    assertClose(box.presentationCenter.x, expected, 1e-6, "at \(u) of the whole, keyframe \(k)")
                    XCTAssertEqual(ends, [], "no completion before the end")
                }
                h.advance(2 - elapsed)
                XCTAssertEqual(ends, [true])
                assertClose(box.presentationCenter.x, targets[count - 1])
            }
        }
    }

    /// A property only a later keyframe changes shows its old value until that keyframe
    /// starts; a change made outside any keyframe moves over the whole duration.
    func testAKeyframeHoldsUntilItsStartAndLooseChangesSpanTheWhole() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            View.animateKeyframes(
                withDuration: 1, delay: 0, options: Self.linear,
                animations: {
                    box.center = Point(x: 150, y: 50)
                    View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.alpha = 0 }
                })
            h.advance(0.25)
            assertClose(box.presentationAlpha, 1, 1e-9, "the alpha keyframe has not started")
            assertClose(box.presentationCenter.x, 50 + 100 * 0.25, 1e-9, "the loose change runs over the whole")
            h.advance(0.5)
            assertClose(box.presentationAlpha, 0.5, 1e-9, "half way through its share")
            assertClose(box.presentationCenter.x, 50 + 100 * 0.75, 1e-9)
        }
    }

    /// With no curve bits the whole animation follows ease-in-out (the block options'
    /// default curve), so a keyframe spanning it all moves as an ease-in-out block animation.
    func testTheDefaultCurveShapesTheWholeAnimation() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            View.animateKeyframes(
                withDuration: 1, delay: 0,
                animations: {
                    View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                        box.center = Point(x: 150, y: 50)
                    }
                })
            let curve = CubicTimingParameters(curve: .easeInOut, duration: 1)
            var elapsed = 0.0
            for t in [0.2, 0.4, 0.6, 0.8] {
                h.advance(t - elapsed)
                elapsed = t
                assertClose(box.presentationCenter.x, 50 + 100 * curve.fraction(at: t), 1e-9, "at \(t) s")
            }
        }
    }

    /// A delay shifts every keyframe; a zero duration makes the changes with no motion, as a
    /// zero-duration block animation does.
    func testDelayShiftsTheKeyframesAndZeroDurationDoesNotAnimate() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            View.animateKeyframes(
                withDuration: 1, delay: 0.5, options: Self.linear,
                animations: {
                    View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                        box.center = Point(x: 150, y: 50)
                    }
                })
            h.advance(0.5)
            assertClose(box.presentationCenter.x, 50, 1e-9, "still in the delay")
            h.advance(0.5)
            assertClose(box.presentationCenter.x, 100, 1e-9, "half way after the delay")

            let other = h.addBox()
            var ends: [Bool] = []
            View.animateKeyframes(
                withDuration: 0, delay: 0,
                animations: {
                    View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { other.alpha = 0.25 }
                }, completion: { ends.append($0) })
            XCTAssertEqual(other.alpha, 0.25)
            h.advance(1e-6)
            XCTAssertEqual(other.presentationAlpha, 0.25, "drawn at the next frame, with no motion")
            XCTAssertEqual(ends, [true])
        }
    }
}
