import Geometry
import XCTest

@testable import Engine

/// `UIView.KeyframeAnimationOptions.repeat` and `.autoreverse`, as Apple documents them:
/// UIKit's header gives them the block animations' bits (8 and 16), and `autoreverse` is
/// "The option to run an animation backwards and forwards. ... This option must be combined
/// with the `repeat` option." The whole keyframe sequence plays again, each keyframe at its
/// own share of every play.
final class KeyframeRepetitionTests: XCTestCase {
    func testTheRepetitionOptionsHaveTheBlockAnimationBits() {
        XCTAssertEqual(KeyframeAnimationOptions.repeat.rawValue, AnimationOptions.repeat.rawValue)
        XCTAssertEqual(KeyframeAnimationOptions.autoreverse.rawValue, AnimationOptions.autoreverse.rawValue)
    }

    /// With `.repeat` a two-keyframe fade (up to 1 in the first half, down to 0.2 in the
    /// second) shows the same value at the same point of every play, and never completes.
    func testRepeatPlaysTheWholeSequenceAgain() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            box.alpha = 0
            var finished: [Bool] = []
            View.animateKeyframes(
                withDuration: 1, delay: 0,
                options: [.repeat, KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)]
            ) {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { box.alpha = 1 }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.alpha = 0.2 }
            } completion: {
                finished.append($0)
            }
            var t = 0.0
            for play in [0.0, 1, 2, 5] {
                for (phase, alpha) in [(0.25, 0.5), (0.75, 0.6)] {
                    h.advance(play + phase - t)
                    t = play + phase
                    assertClose(box.presentationAlpha, alpha, 1e-6, "play \(play) at \(phase)")
                }
            }
            XCTAssertEqual(finished, [], "a repeating sequence never ends by itself")
        }
    }
}
