import Geometry
import XCTest

@testable import Engine

/// A model value set directly (outside an `animate` closure) while a view animation of the
/// same property runs: UIKit's view animations are additive since iOS 8, so the running
/// motion keeps its offset from its target and that offset now lies over the new model.
///
/// Apple, `CAPropertyAnimation.isAdditive`: "If true, the value specified by the animation
/// will be added to the current render tree value of the property to produce the new render
/// tree value." A UIKit block animation is such an animation of the offset from the old
/// value to the new one, so what is drawn is `model + (current - to)`: the new model plus
/// how far the animation still is from the target it was made with. It does not run on to
/// the old target and then jump.
final class DirectSetDuringAnimationTests: XCTestCase {
    func testTheRunningOffsetMovesOverTheNewModelAndEndsThereWithoutAJump() {
        MainActor.assumeIsolated {
            let h = Harness()
            var finished: [Bool] = []
            let box = h.addBoxHalfWayThroughAnimation { finished.append($0) }
            box.center = Point(x: 350, y: 80)
            XCTAssertEqual(box.center, Point(x: 350, y: 80), "the model is what was set")
            // 100 pt short of its target in x, on it in y: drawn at (350 - 100, 80).
            assertClose(box.presentationCenter, Point(x: 250, y: 80), 1e-9, "the offset lies over the new model")
            assertClose(box.presentationVelocity(for: .center)[0], 200, 1e-9, "the motion keeps its speed")
            h.advance(0.25)
            assertClose(box.presentationCenter, Point(x: 300, y: 80), 1e-9, "a quarter later: 50 pt short")
            h.advance(0.249)
            assertClose(box.presentationCenter.x, 350 - 200 * 0.001, 1e-9, "closing on the new model, not 250")
            XCTAssertEqual(finished, [])
            h.advance(0.001)
            XCTAssertEqual(finished, [true], "setting the model does not interrupt the animation")
            XCTAssertEqual(box.presentationCenter, Point(x: 350, y: 80), "and at its end nothing jumps")
            XCTAssertTrue(box.runningAnimations.isEmpty)
        }
    }

    func testSettingTheTargetAgainDrawsExactlyWhatTheAnimationDraws() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBoxHalfWayThroughAnimation()
            box.center = Point(x: 250, y: 50)
            let animation = try! XCTUnwrap(box.animation(for: .center))
            // No offset arithmetic when the model is the target: the very same numbers.
            XCTAssertEqual(box.presentationVector(for: .center), animation.currentValue)
        }
    }

    func testASetInsidePerformWithoutAnimationIsADirectSetToo() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBoxHalfWayThroughAnimation()
            View.animate(withDuration: 1) {
                View.performWithoutAnimation { box.center = Point(x: 0, y: 50) }
            }
            XCTAssertNil(box.underlyingAnimations[.center], "nothing new animates the centre")
            assertClose(box.presentationCenter.x, -100, 1e-9, "0 + (150 - 250)")
        }
    }

    func testAFrameSetDirectlyShiftsCentreAndBoundsTogether() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            View.animate(withDuration: 1, options: .curveLinear) {
                box.frame = Rect(x: 100, y: 0, width: 200, height: 100)
            }
            h.advance(0.5)
            // Half way: centre 50 -> 200 at 125, width 100 -> 200 at 150.
            assertClose(box.presentationFrame.midX, 125, 1e-9)
            box.frame = Rect(x: 0, y: 100, width: 300, height: 100)
            // New model: centre (150, 150), width 300; offsets -75 in x and -50 in width.
            assertClose(box.presentationCenter, Point(x: 75, y: 150), 1e-9)
            assertClose(box.presentationBounds.width, 250, 1e-9)
            h.advance(0.5)
            XCTAssertEqual(box.presentationFrame, Rect(x: 0, y: 100, width: 300, height: 100))
        }
    }

    func testASecondAnimationAfterADirectSetStartsFromWhatIsDrawnAndKeepsItsSpeed() {
        MainActor.assumeIsolated {
            let h = Harness()
            var first: [Bool] = []
            let box = h.addBoxHalfWayThroughAnimation { first.append($0) }
            box.center = Point(x: 350, y: 50)
            let drawn = box.presentationCenter.x
            View.animate(withDuration: 1, options: .curveLinear) { box.center = Point(x: 0, y: 50) }
            assertClose(box.presentationCenter.x, drawn, 1e-9, "what is drawn does not jump")
            // The first still moves at 200 pt/s; the new one at -350 pt/s on top of it.
            assertClose(box.presentationVelocity(for: .center)[0], 200 - 350, 1e-9)
            h.advance(0.5)
            XCTAssertEqual(first, [true])
            // The first's offset is gone; the second is half way from 350 to 0.
            assertClose(box.presentationCenter.x, 175, 1e-9)
            h.advance(0.5)
            assertClose(box.presentationCenter.x, 0, 1e-9)
        }
    }

    func testHitTestingFindsTheViewWhereTheShiftedMotionDrawsIt() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            View.animate(withDuration: 1, options: [.curveLinear, .allowUserInteraction]) {
                box.center = Point(x: 250, y: 50)
            }
            h.advance(0.5)
            box.center = Point(x: 350, y: 50)
            // Drawn over 200...300 in x; the old motion alone would put it over 100...200.
            XCTAssertTrue(h.root.hitTest(Point(x: 260, y: 50)) === box)
            XCTAssertFalse(h.root.hitTest(Point(x: 150, y: 50)) === box)
        }
    }

    func testAPropertyAnimatorStoppedAfterADirectSetKeepsWhatIsDrawn() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            let animator = PropertyAnimator(duration: 1, curve: .linear) { box.center = Point(x: 250, y: 50) }
            animator.startAnimation()
            h.advance(0.5)
            box.center = Point(x: 350, y: 50)
            assertClose(box.presentationCenter.x, 250, 1e-9)
            // Apple, `stopAnimation(_:)`: "This method removes all of the associated animations
            // from the execution stack and sets the values of any animatable properties to
            // their current values"; the current value is what the user sees.
            animator.stopAnimation(true)
            assertClose(box.center.x, 250, 1e-9)
            assertClose(box.presentationCenter.x, 250, 1e-9)
        }
    }
}
