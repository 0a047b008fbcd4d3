import Geometry
import XCTest

@testable import Engine

/// The interactive-transition path: pause a group, scrub it, continue forwards or back
/// with a spring that starts at a release velocity.
final class PropertyAnimatorTests: XCTestCase {
    func testStartRunsTheCapturedAnimationsAndCompletesAtTheEnd() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            let animator = PropertyAnimator(duration: 1, curve: .linear) { box.center = Point(x: 250, y: 50) }
            var positions: [PropertyAnimator.Position] = []
            animator.addCompletion { positions.append($0) }
            XCTAssertEqual(animator.state, .inactive)
            XCTAssertEqual(box.center, Point(x: 50, y: 50), "nothing happens before start")
            animator.startAnimation()
            XCTAssertEqual(animator.state, .active)
            XCTAssertTrue(animator.isRunning)
            h.advance(0.5)
            assertClose(animator.fractionComplete, 0.5, 1e-9)
            assertClose(box.presentationCenter.x, 150, 1e-9)
            h.advance(0.5)
            XCTAssertEqual(positions, [.end])
            XCTAssertEqual(animator.state, .inactive)
        }
    }

    func testPauseScrubAndContinueForwardWithReleaseVelocity() {
        MainActor.assumeIsolated {
            let h = Harness()
            let a = h.addBox()
            let b = h.addBox()
            let animator = PropertyAnimator(duration: 0.5, curve: .easeInOut) {
                a.center = Point(x: 250, y: 50)
                b.alpha = 0
            }
            var positions: [PropertyAnimator.Position] = []
            animator.addCompletion { positions.append($0) }
            animator.pauseAnimation()
            XCTAssertEqual(animator.state, .active)
            XCTAssertFalse(animator.isRunning)
            animator.fractionComplete = 0.3
            assertClose(a.presentationCenter.x, 110, 1e-9, "linear scrub: 30% of 50 -> 250")
            assertClose(b.presentationAlpha, 0.7, 1e-9)
            h.advance(1)
            assertClose(a.presentationCenter.x, 110, 1e-9, "paused means held")

            // Release at 560 pt/s over the 140 pt left: 4 distances per second.
            let spring = SpringTimingParameters(dampingRatio: 1, initialVelocity: 560.0 / 140)
            animator.continueAnimation(withTimingParameters: spring, durationFactor: 0)
            assertClose(a.presentationCenter.x, 110, 1e-9, "value continuous")
            let v = a.animation(for: .center)!.currentVelocity
            assertClose(v[0], 560, 1e-6, "the finishing motion starts at the release velocity")
            assertClose(b.animation(for: .alpha)!.currentVelocity[0], -0.7 * 4, 1e-9)
            let remaining = 0.5 * 0.7
            h.advance(remaining / 2)
            XCTAssertGreaterThan(a.presentationCenter.x, 110)
            h.advance(remaining / 2)
            XCTAssertEqual(positions, [.end])
            XCTAssertEqual(a.presentationCenter, Point(x: 250, y: 50))
            XCTAssertEqual(b.alpha, 0)
        }
    }

    func testContinueReversedReturnsToTheStartAndRestoresTheModel() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            let animator = PropertyAnimator(duration: 1, curve: .linear) {
                box.center = Point(x: 250, y: 50)
                box.alpha = 0.2
            }
            var positions: [PropertyAnimator.Position] = []
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
            h.advance(0.4)
            animator.pauseAnimation()
            assertClose(animator.fractionComplete, 0.4, 1e-9)
            animator.isReversed = true
            // Thrown back at 300 pt/s with 80 pt to go: 3.75 distances per second towards the start.
            animator.continueAnimation(
                withTimingParameters: SpringTimingParameters(dampingRatio: 0.8, initialVelocity: 300.0 / 80),
                durationFactor: 0)
            assertClose(box.presentationCenter.x, 130, 1e-9)
            assertClose(box.animation(for: .center)!.currentVelocity[0], -300, 1e-6)
            h.advance(0.2)
            XCTAssertLessThan(box.presentationCenter.x, 130)
            h.advance(0.2)
            XCTAssertEqual(positions, [.start])
            XCTAssertEqual(box.center, Point(x: 50, y: 50), "the model is back at the start")
            XCTAssertEqual(box.alpha, 1)
        }
    }

    func testFlippingReversedWhileRunningTurnsAround() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            let animator = PropertyAnimator(duration: 1, curve: .linear) { box.alpha = 0 }
            var positions: [PropertyAnimator.Position] = []
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
            h.advance(0.3)
            animator.isReversed = true
            assertClose(box.presentationAlpha, 0.7, 1e-9)
            h.advance(0.1)
            assertClose(box.presentationAlpha, 0.8, 1e-9)
            h.advance(0.2)
            XCTAssertEqual(positions, [.start])
            XCTAssertEqual(box.alpha, 1)
        }
    }

    func testScrubAlongTheCurveWhenNotLinear() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            let animator = PropertyAnimator(duration: 1, curve: .easeIn) { box.alpha = 0 }
            animator.scrubsLinearly = false
            animator.fractionComplete = 0.5
            let f = CubicTimingParameters(curve: .easeIn, duration: 1).fraction(at: 0.5)
            assertClose(box.presentationAlpha, 1 - f, 1e-9)
            animator.startAnimation()
            h.advance(0.5)
            XCTAssertEqual(box.presentationAlpha, 0)
        }
    }

    func testStopWithoutFinishingLeavesTheCurrentValuesAsModel() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            let animator = PropertyAnimator(duration: 1, curve: .linear) { box.alpha = 0 }
            var positions: [PropertyAnimator.Position] = []
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
            h.advance(0.25)
            animator.stopAnimation(false)
            XCTAssertEqual(animator.state, .stopped)
            assertClose(box.alpha, 0.75, 1e-9)
            XCTAssertNil(box.animation(for: .alpha))
            animator.finishAnimation(at: .end)
            XCTAssertEqual(box.alpha, 0)
            XCTAssertEqual(positions, [.end])
        }
    }

    func testAnimatorIsFreedAfterItFinishes() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            weak var weakAnimator: PropertyAnimator?
            do {
                let animator = PropertyAnimator(duration: 0.2, curve: .linear) { box.alpha = 0 }
                animator.addCompletion { _ in box.backgroundColor = .black }
                animator.startAnimation()
                weakAnimator = animator
            }
            XCTAssertNotNil(weakAnimator, "the window keeps a running animator alive")
            h.step(20)
            XCTAssertEqual(box.backgroundColor, .black)
            XCTAssertNil(weakAnimator, "and lets it go when done")
        }
    }

    func testMisuseIsReportedAsADiagnosticNotACrash() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            let animator = PropertyAnimator(duration: 1, curve: .linear) { box.alpha = 0 }
            animator.startAnimation()
            h.advance(0.5)
            animator.stopAnimation(false)
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
            animator.startAnimation()
            let misuse = h.window.diagnostics.entries(of: .engineMisuse)
            XCTAssertEqual(misuse.count, 2)
            XCTAssertTrue(misuse[0].message.contains("continueAnimation"))
            XCTAssertEqual(misuse[0].time, 0.5)
            animator.finishAnimation(at: .current)
            XCTAssertEqual(box.alpha, 0.5, accuracy: 1e-9)
        }
    }
}
