import Geometry
import XCTest

@testable import Engine

/// Apple, `UIViewPropertyAnimator.runningPropertyAnimator(withDuration:delay:options:
/// animations:completion:)`: "Creates and returns an animator object that begins running its
/// animations immediately." `delay`: "The number of seconds to wait before starting the
/// animations. Specify 0 to begin the animations immediately." The curve comes from `options`.
final class RunningPropertyAnimatorTests: XCTestCase {
    func testItRunsAtOnceAlongTheCurveTheOptionsName() {
        MainActor.assumeIsolated {
            for (options, curve) in [
                (AnimationOptions.curveLinear, TimingCurve.linear), (.curveEaseIn, .easeIn), (.curveEaseOut, .easeOut),
                ([], .easeInOut),
            ] {
                let h = Harness()
                let box = h.addBox()
                var positions: [PropertyAnimator.Position] = []
                let animator = PropertyAnimator.runningPropertyAnimator(
                    withDuration: 1, delay: 0, options: options.union(.allowUserInteraction),
                    animations: { box.center = Point(x: 250, y: 50) }, completion: { positions.append($0) })
                XCTAssertTrue(animator.isRunning, "running once made")
                h.advance(0.25)
                // From x 50 to 250 along the curve: 50 + 200 * curve(0.25).
                XCTAssertEqual(box.presentationCenter.x, 50 + 200 * curve.bezier.value(at: 0.25), accuracy: 1e-6)
                h.advance(0.75)
                XCTAssertEqual(positions, [.end])
            }
        }
    }

    func testADelayHoldsTheStart() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            PropertyAnimator.runningPropertyAnimator(
                withDuration: 1, delay: 0.5, options: .curveLinear, animations: { box.alpha = 0 })
            h.advance(0.4)
            XCTAssertEqual(box.presentationAlpha, 1, accuracy: 1e-9, "nothing moves during the delay")
            h.advance(0.6)
            XCTAssertEqual(box.presentationAlpha, 0.5, accuracy: 1e-6, "half way one second after the call")
        }
    }
}
