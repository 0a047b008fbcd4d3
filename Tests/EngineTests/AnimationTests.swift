import Geometry
import XCTest

@testable import Engine

final class AnimationTests: XCTestCase {
    func testModelChangesAtOncePresentationFollowsTheCurve() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            View.animate(withDuration: 1, options: .curveLinear) { box.center = Point(x: 250, y: 50) }
            XCTAssertEqual(box.center, Point(x: 250, y: 50), "model is the new value at once")
            assertClose(box.presentationCenter, Point(x: 50, y: 50), 1e-9, "presentation starts at the old value")
            h.advance(0.25)
            assertClose(box.presentationCenter, Point(x: 100, y: 50), 1e-6)
            h.advance(0.5)
            assertClose(box.presentationCenter, Point(x: 200, y: 50), 1e-6)
            h.advance(0.25)
            assertClose(box.presentationCenter, Point(x: 250, y: 50))
            XCTAssertNil(box.animation(for: .center), "the animation is gone at its end")
            XCTAssertFalse(h.window.isAnimating)
        }
    }

    func testEveryAnimatablePropertyAnimatesAndLayerTreeShowsPresentation() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            box.backgroundColor = .black
            View.animate(withDuration: 1, options: .curveLinear) {
                box.frame = Rect(x: 100, y: 100, width: 200, height: 50)
                box.transform = AffineTransform(scaleX: 2, y: 2)
                box.alpha = 0
                box.backgroundColor = .white
                box.cornerRadius = 20
                box.shadowOpacity = 0.8
            }
            XCTAssertEqual(
                Set(box.runningAnimations.map(\.property)),
                [.center, .bounds, .transform, .alpha, .backgroundColor, .cornerRadius, .shadowOpacity])
            h.advance(0.5)
            let layer = h.window.layerTree().sublayers[0]
            XCTAssertEqual(layer.id, "box")
            assertClose(layer.opacity, 0.5, 1e-9)
            assertClose(layer.cornerRadius, 10, 1e-9)
            assertClose(layer.backgroundColor!.red, 0.5, 1e-9)
            assertClose(layer.shadow!.opacity, 0.4, 1e-9)
            assertClose(layer.bounds.width, 150, 1e-9)
            assertClose(layer.bounds.height, 75, 1e-9)
            // centre halfway from (50,50) to (200,125), scale 1.5
            let mappedCentre = Point(x: 75, y: 37.5).applying(layer.transform)
            assertClose(mappedCentre, Point(x: 125, y: 87.5), 1e-9)
            assertClose(layer.transform.a, 1.5, 1e-9)
        }
    }

    func testCompletionRunsOnceWithFinishedTrueAtNormalEnd() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            var calls: [Bool] = []
            View.animate(
                withDuration: 0.5,
                animations: {
                    box.alpha = 0.2
                    box.center = .zero
                }
            ) { calls.append($0) }
            h.step(29)
            XCTAssertEqual(calls, [])
            h.step(1)
            XCTAssertEqual(calls, [true])
            h.step(30)
            XCTAssertEqual(calls, [true])
        }
    }

    func testCompletionSeesFalseRightAfterRemoval() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            var calls: [Bool] = []
            View.animate(withDuration: 1, animations: { box.alpha = 0 }) { calls.append($0) }
            h.step(10)
            box.removeAllPropertyAnimations()
            XCTAssertEqual(calls, [false], "called synchronously on removal")
            XCTAssertEqual(box.presentationAlpha, 0, "the model shows after removal")
            h.step(100)
            XCTAssertEqual(calls, [false])
        }
    }

    /// `CALayer.removeAllAnimations()`: "Remove all animations attached to the layer." A
    /// view's `animate` animations are its layer's in UIKit, so UIKit code stops them this way.
    func testTheLayersRemoveAllAnimationsStopsTheViewsAnimations() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            var calls: [Bool] = []
            View.animate(withDuration: 1, animations: { box.alpha = 0 }) { calls.append($0) }
            h.step(10)
            XCTAssertFalse(box.runningAnimations.isEmpty)
            box.layer.removeAllAnimations()
            XCTAssertEqual(calls, [false])
            XCTAssertTrue(box.runningAnimations.isEmpty)
            XCTAssertEqual(box.presentationAlpha, 0, "the model shows after removal")
        }
    }

    /// As in UIKit since iOS 8 (not the earlier replacement): a second
    /// animation of the same property joins the first additively, so the first runs to
    /// its end and its completion sees `true`.
    func testSecondAnimationOfAPropertyLetsTheFirstFinish() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            var first: [Bool] = []
            var second: [Bool] = []
            View.animate(withDuration: 1, animations: { box.center = Point(x: 300, y: 50) }) { first.append($0) }
            h.step(10)
            View.animate(withDuration: 1, animations: { box.center = Point(x: 0, y: 50) }) { second.append($0) }
            XCTAssertEqual(first, [])
            h.advance(1)
            XCTAssertEqual(first, [true])
            XCTAssertEqual(second, [true])
            XCTAssertEqual(box.presentationCenter, Point(x: 0, y: 50))
        }
    }

    func testNothingToAnimateCompletesAtTheNextTick() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            var calls: [Bool] = []
            View.animate(withDuration: 1, animations: { box.alpha = 1 }) { calls.append($0) }
            XCTAssertEqual(calls, [], "UIKit calls it later, not inside animate")
            h.step()
            XCTAssertEqual(calls, [true])
        }
    }

    func testDelayHoldsTheStartValue() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            View.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { box.alpha = 0 })
            h.advance(0.4)
            XCTAssertEqual(box.presentationAlpha, 1)
            h.advance(0.6)
            assertClose(box.presentationAlpha, 0.5, 1e-9)
        }
    }

    func testBeginFromCurrentStateStartsFromPresentationWithVelocityKept() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            View.animate(with: SpringTimingParameters(spring: Spring(stiffness: 200, damping: 10))) {
                box.center = Point(x: 300, y: 50)
            }
            h.step(6)
            let before = box.presentationCenter
            let velocity = box.animation(for: .center)!.currentVelocity
            View.animate(
                with: SpringTimingParameters(spring: Spring(stiffness: 200, damping: 30)),
                options: .beginFromCurrentState
            ) {
                box.center = Point(x: 0, y: 200)
            }
            assertClose(box.presentationCenter, before, 1e-9, "value continuous")
            let after = box.animation(for: .center)!.currentVelocity
            assertClose(after[0], velocity[0], 1e-9, "velocity continuous")
            assertClose(after[1], velocity[1], 1e-9)
        }
    }

    /// Without `.beginFromCurrentState` the new animation does not jump to the old model
    /// value: the new animation is additive and the view continues from
    /// where it is on screen.
    func testWithoutBeginFromCurrentStateContinuesFromTheScreen() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            View.animate(withDuration: 1, options: .curveLinear, animations: { box.center = Point(x: 250, y: 50) })
            h.advance(0.5)
            View.animate(withDuration: 1, options: .curveLinear, animations: { box.center = Point(x: 50, y: 50) })
            assertClose(box.presentationCenter, Point(x: 150, y: 50), 1e-9, "no jump to the old model value")
        }
    }

    func testRetargetKeepsValueAndVelocityContinuousForSpringsAndCurves() {
        MainActor.assumeIsolated {
            for timing: any TimingParameters in [
                SpringTimingParameters(spring: Spring(stiffness: 300, damping: 12)),
                CubicTimingParameters(curve: .easeInOut, duration: 0.6),
            ] {
                let h = Harness()
                let box = h.addBox()
                View.animate(with: timing) { box.center = Point(x: 300, y: 50) }
                h.step(12)
                let a = box.animation(for: .center)!
                let value = a.currentValue
                let velocity = a.currentVelocity
                XCTAssertGreaterThan(abs(velocity[0]), 10, "moving when retargeted")
                a.retarget(to: [80, 250])
                XCTAssertEqual(box.center, Point(x: 80, y: 250), "retarget moves the model")
                assertClose(a.currentValue[0], value[0], 1e-9)
                assertClose(a.currentVelocity[0], velocity[0], 1e-9)
                assertClose(a.currentVelocity[1], velocity[1], 1e-9)
                // The motion itself (not just the reported velocity) leaves at that velocity.
                let dt = 1e-6
                assertClose((a.value(at: dt)[0] - a.value(at: 0)[0]) / dt, velocity[0], abs(velocity[0]) * 1e-3 + 0.05)
                assertClose((a.value(at: dt)[1] - a.value(at: 0)[1]) / dt, velocity[1], abs(velocity[1]) * 1e-3 + 0.05)
                h.step(200)
                assertClose(box.presentationCenter, Point(x: 80, y: 250), 1e-9)
            }
        }
    }

    func testPauseHoldsScrubMovesAndResumeContinues() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            View.animate(withDuration: 1, options: .curveLinear, animations: { box.alpha = 0 })
            let a = box.animation(for: .alpha)!
            h.advance(0.3)
            a.pause()
            XCTAssertEqual(a.state, .paused)
            let held = box.presentationAlpha
            h.advance(5)
            XCTAssertEqual(box.presentationAlpha, held, "a paused animation holds")
            a.fractionComplete = 0.8
            assertClose(box.presentationAlpha, 0.2, 1e-9)
            a.start()
            h.advance(0.1)
            assertClose(box.presentationAlpha, 0.1, 1e-9, "continues from the scrubbed point")
        }
    }

    func testReverseRunsBackToTheStartAndPutsTheModelThere() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            var result: [Bool] = []
            View.animate(withDuration: 1, options: .curveLinear, animations: { box.alpha = 0 }) { result.append($0) }
            let a = box.animation(for: .alpha)!
            h.advance(0.4)
            let at = box.presentationAlpha
            a.isReversed = true
            XCTAssertEqual(box.presentationAlpha, at, "flipping keeps the value")
            h.advance(0.2)
            assertClose(box.presentationAlpha, 0.8, 1e-9)
            h.advance(0.2)
            XCTAssertEqual(result, [true])
            XCTAssertEqual(box.alpha, 1, "ending at the start puts the model back")
        }
    }

    func testSpeedAndGlobalTimeScale() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            h.window.timeScale = 0.25
            View.animate(withDuration: 1, options: .curveLinear, animations: { box.alpha = 0 })
            h.advance(1)
            assertClose(box.presentationAlpha, 0.75, 1e-9, "slow motion: a quarter of the way in a second")
            box.animation(for: .alpha)!.speed = 2
            h.advance(1)
            assertClose(box.presentationAlpha, 0.25, 1e-9)
        }
    }

    func testSpringAnimationFollowsTheClosedFormFrameByFrame() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            let timing = SpringTimingParameters(duration: 0.5, dampingRatio: 0.7, initialVelocity: 2)
            View.animate(
                withDuration: 0.5, usingSpringWithDamping: 0.7, initialSpringVelocity: 2,
                animations: {
                    box.center = Point(x: 250, y: 50)
                })
            for frame in 1...30 {
                h.step()
                let t = Double(frame) / 60
                let expected = 50 + 200 * timing.unitValue(at: t)
                assertClose(box.presentationCenter.x, expected, 1e-9, "frame \(frame)")
            }
            XCTAssertNil(box.animation(for: .center))
        }
    }

    func testAnimationsDoNotKeepViewsAlive() {
        MainActor.assumeIsolated {
            let h = Harness()
            weak var weakBox: View?
            weak var weakAnimation: Animation?
            var result: [Bool] = []
            do {
                let box = h.addBox()
                weakBox = box
                View.animate(withDuration: 1, animations: { box.alpha = 0 }) { result.append($0) }
                weakAnimation = box.animation(for: .alpha)
                h.step()
                box.removeFromSuperview()
            }
            XCTAssertNil(weakBox, "a running animation does not retain its view")
            h.step()
            XCTAssertEqual(result, [false], "the orphaned animation ends unfinished")
            XCTAssertNil(weakAnimation, "and is freed")
        }
    }

    func testWindowAndTreeAreFreedWithTheirOwner() {
        MainActor.assumeIsolated {
            weak var weakWindow: Window?
            weak var weakView: View?
            do {
                let h = Harness()
                let v = h.addBox()
                v.onLayoutSubviews = { view in view.alpha = 0.5 }
                View.animate(withDuration: 1, animations: { v.center = .zero })
                h.step()
                weakWindow = h.window
                weakView = v
            }
            XCTAssertNil(weakWindow)
            XCTAssertNil(weakView)
        }
    }

    func testPerformWithoutAnimationInsideAnimate() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            View.animate(withDuration: 1) {
                box.alpha = 0
                View.performWithoutAnimation { box.center = Point(x: 10, y: 10) }
            }
            XCTAssertNotNil(box.animation(for: .alpha))
            XCTAssertNil(box.animation(for: .center))
            XCTAssertEqual(box.presentationCenter, Point(x: 10, y: 10))
        }
    }

    func testBackgroundColourFadesToAndFromNoColourKeepingItsHue() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            let red = Color(red: 1, green: 0, blue: 0)
            View.animate(withDuration: 1, options: .curveLinear, animations: { box.backgroundColor = red })
            h.advance(0.5)
            XCTAssertEqual(box.presentationBackgroundColor, red.withAlpha(0.5))
            h.advance(0.5)
            View.animate(withDuration: 1, options: .curveLinear, animations: { box.backgroundColor = nil })
            h.advance(0.5)
            XCTAssertEqual(box.presentationBackgroundColor, red.withAlpha(0.5))
            h.advance(0.5)
            XCTAssertNil(box.presentationBackgroundColor)
            XCTAssertNil(h.window.layerTree().sublayers[0].backgroundColor)
        }
    }
}
