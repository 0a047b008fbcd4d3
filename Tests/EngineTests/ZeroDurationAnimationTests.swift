import Geometry
import XCTest

@testable import Engine

/// Apple, `animate(withDuration:delay:options:animations:completion:)`, `duration`: "The
/// total duration of the animations, measured in seconds. If you specify a negative value or
/// 0, the changes are made without animating them." The completion still runs later, at the
/// next turn of the run loop, never inside the call.
final class ZeroDurationAnimationTests: XCTestCase {
    func testNoDurationMakesTheChangesAtOnceAndCompletesAtTheNextTick() {
        MainActor.assumeIsolated {
            for duration in [0.0, -1.0] {
                let h = Harness()
                let box = h.addBox()
                var calls: [Bool] = []
                View.animate(withDuration: duration, animations: { box.center = Point(x: 250, y: 80) }) {
                    calls.append($0)
                }
                XCTAssertEqual(box.presentationCenter, Point(x: 250, y: 80), "drawn at the new value at once")
                XCTAssertEqual(calls, [], "duration \(duration): not inside the call")
                h.step()
                XCTAssertEqual(calls, [true])
                XCTAssertNil(box.animation(for: .center))
                XCTAssertFalse(h.window.isAnimating)
                h.step(3)
                XCTAssertEqual(calls, [true], "once")
            }
        }
    }

    /// The same holds for the spring forms and for keyframes.
    func testTheSpringAndKeyframeFormsTooMakeTheChangesAtOnce() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            var calls: [Bool] = []
            View.animate(
                withDuration: 0, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                animations: { box.alpha = 0.3 }, completion: { calls.append($0) })
            View.animateKeyframes(
                withDuration: 0,
                animations: {
                    View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { box.center.x = 300 }
                }, completion: { calls.append($0) })
            XCTAssertEqual(box.presentationAlpha, 0.3)
            XCTAssertEqual(box.presentationCenter.x, 300)
            XCTAssertEqual(calls, [])
            h.step()
            XCTAssertEqual(calls, [true, true])
        }
    }
}
