import Geometry
import XCTest

@testable import Engine

/// `View.animate` is additive: a second animation of a property that is
/// mid-flight continues from what is on screen, and the first still runs to its end.
///
/// `UIView` block animations are additive since iOS 8 (WWDC 2014, "Building Interruptible
/// and Responsive Interactions"): the new animation is added on top of the running one
/// rather than replacing it. Apple, `beginFromCurrentState`: "Start the animation from the
/// current setting associated with an already in-flight animation. ... If this key is not
/// present, all in-flight animations are allowed to finish before the new animation is
/// started."
final class AdditiveAnimationTests: XCTestCase {
    func testInterruptingContinuesWithoutAJumpAndTheFirstFinishes() {
        MainActor.assumeIsolated {
            let h = Harness()
            var first: [Bool] = []
            var second: [Bool] = []
            let box = h.addBoxHalfWayThroughAnimation { first.append($0) }
            assertClose(box.presentationCenter.x, 150)
            View.animate(withDuration: 1, animations: { box.center = Point(x: 50, y: 50) }) { second.append($0) }
            assertClose(box.presentationCenter.x, 150, 1e-9, "what is drawn does not jump")
            XCTAssertEqual(box.center.x, 50, "the model is the new target at once")
            // The first keeps its 200 pt/s; the ease-in-out second starts at rest.
            assertClose(box.presentationVelocity(for: .center)[0], 200, 1e-6, "nor does its speed")
            h.advance(0.01)
            assertClose(box.presentationCenter.x, 150 + 2, 0.1, "10 ms later: 2 pt on at the first's speed")
            h.advance(0.49)
            XCTAssertEqual(first, [true], "the first ran to its end, additively")
            XCTAssertEqual(second, [])
            h.advance(0.5)
            XCTAssertEqual(second, [true])
            assertClose(box.presentationCenter.x, 50)
            XCTAssertTrue(box.runningAnimations.isEmpty)
        }
    }

    func testADelayedSecondAnimationKeepsShowingTheFirstMotion() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBoxHalfWayThroughAnimation { _ in }
            View.animate(
                withDuration: 1, delay: 0.3, options: .curveLinear, animations: { box.center = Point(x: 50, y: 50) })
            h.advance(0.2)
            assertClose(box.presentationCenter.x, 190, 1e-9, "during the delay the first motion goes on")
            h.advance(0.3)  // first ended at 250, second 0.2 s into 250 -> 50
            assertClose(box.presentationCenter.x, 250 - 200 * 0.2, 1e-9)
            h.advance(0.8)
            assertClose(box.presentationCenter.x, 50)
        }
    }

    func testBeginFromCurrentStateStillReplacesTheRunningAnimation() {
        MainActor.assumeIsolated {
            let h = Harness()
            var first: [Bool] = []
            let box = h.addBoxHalfWayThroughAnimation { first.append($0) }
            View.animate(
                withDuration: 1, options: [.curveLinear, .beginFromCurrentState],
                animations: { box.center = Point(x: 50, y: 50) })
            XCTAssertEqual(first, [false], "interrupted: the in-flight animation does not finish")
            assertClose(box.presentationCenter.x, 150)
            XCTAssertEqual(box.runningAnimations.count, 1, "one animation from the screen value, 150 -> 50")
            assertClose(box.animation(for: .center)!.from[0], 150)
            h.advance(1)
            assertClose(box.presentationCenter.x, 50)
        }
    }

    func testRemovingAllAnimationsRemovesTheJoinedOnesToo() {
        MainActor.assumeIsolated {
            let h = Harness()
            var first: [Bool] = []
            let box = h.addBoxHalfWayThroughAnimation { first.append($0) }
            View.animate(withDuration: 1) { box.center = Point(x: 50, y: 50) }
            box.removeAllPropertyAnimations()
            XCTAssertEqual(first, [false])
            XCTAssertEqual(box.presentationCenter, box.center)
        }
    }
}
