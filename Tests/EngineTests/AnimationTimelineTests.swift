import Geometry
import XCTest

@testable import Engine

/// The percent-driven path: `View.animate` animations captured by one timeline, paused,
/// scrubbed, then finished with a release velocity or cancelled back to the start.
final class AnimationTimelineTests: XCTestCase {
    func testScrubbingMovesEveryCapturedAnimationAtItsOwnDelayAndCurve() {
        MainActor.assumeIsolated {
            let h = Harness()
            let a = h.addBox()
            let b = h.addBox()
            let timeline = AnimationTimeline(duration: 1, window: h.window)
            timeline.capture {
                View.animate(withDuration: 1, options: .curveLinear, animations: { a.center = Point(x: 250, y: 50) })
                View.animate(withDuration: 0.5, delay: 0.5, options: .curveEaseIn, animations: { b.alpha = 0 })
            }
            XCTAssertEqual(timeline.animations.count, 2)
            timeline.pause()
            h.advance(3)
            XCTAssertEqual(a.presentationCenter.x, 50, "paused from the start")
            timeline.fractionComplete = 0.25
            assertClose(a.presentationCenter.x, 100, 1e-9)
            XCTAssertEqual(b.presentationAlpha, 1, "still inside b's delay")
            timeline.fractionComplete = 0.75
            assertClose(a.presentationCenter.x, 200, 1e-9)
            let easeIn = CubicTimingParameters(curve: .easeIn, duration: 0.5)
            assertClose(b.presentationAlpha, 1 - easeIn.fraction(at: 0.25), 1e-9)
            timeline.fractionComplete = 0.5
            assertClose(a.presentationCenter.x, 150, 1e-9, "scrubbing back works too")
        }
    }

    func testFinishWithReleaseVelocityContinuesAtThatVelocity() {
        MainActor.assumeIsolated {
            let h = Harness()
            let card = h.addBox()
            var completions: [Bool] = []
            var timelineEnd: [Bool] = []
            let timeline = AnimationTimeline(duration: 0.5, window: h.window)
            timeline.capture {
                View.animate(
                    withDuration: 0.5, options: .curveLinear, animations: { card.center = Point(x: 50, y: 250) }
                ) {
                    completions.append($0)
                }
            }
            timeline.fractionComplete = 0.4
            assertClose(card.presentationCenter.y, 130, 1e-9)
            // The finger leaves at 800 pt/s; the linear animation moves 400 pt/s of timeline
            // time, so timeline time must start at 2 s/s, i.e. 2 / 0.3 remaining-times per second.
            let spring = SpringTimingParameters(dampingRatio: 1, initialVelocity: 2 / 0.3)
            timeline.finish(timing: spring) { timelineEnd.append($0) }
            let before = card.presentationCenter.y
            h.advance(0.0005)
            assertClose((card.presentationCenter.y - before) / 0.0005, 800, 800 * 0.02, "continuous with the finger")
            h.step(40)
            XCTAssertEqual(timelineEnd, [true])
            XCTAssertEqual(completions, [true])
            XCTAssertEqual(card.presentationCenter.y, 250)
            XCTAssertFalse(h.window.isAnimating)
        }
    }

    func testCancelRunsBackAndRestoresTheModel() {
        MainActor.assumeIsolated {
            let h = Harness()
            let card = h.addBox()
            var completions: [Bool] = []
            var timelineEnd: [Bool] = []
            let timeline = AnimationTimeline(duration: 0.5, window: h.window)
            timeline.capture {
                View.animate(
                    withDuration: 0.5,
                    animations: {
                        card.alpha = 0
                        card.center = Point(x: 300, y: 50)
                    }
                ) {
                    completions.append($0)
                }
            }
            timeline.fractionComplete = 0.6
            timeline.cancel(timing: CubicTimingParameters(curve: .easeOut, duration: 1), speed: 2) {
                timelineEnd.append($0)
            }
            h.advance(0.1)
            XCTAssertLessThan(card.presentationAlpha, 1)
            XCTAssertGreaterThan(card.presentationAlpha, 0.4, "on its way back")
            XCTAssertEqual(completions, [])
            h.advance(0.05)
            XCTAssertEqual(timelineEnd, [false], "0.3 s of timeline back at speed 2 takes 0.15 s")
            XCTAssertEqual(completions, [true])
            XCTAssertEqual(card.alpha, 1, "the model is back at the start")
            XCTAssertEqual(card.center, Point(x: 50, y: 50))
        }
    }

    func testARunningTimelineLetsShortAnimationsEndOnTime() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            var done: [String] = []
            let timeline = AnimationTimeline(duration: 1, window: h.window)
            timeline.capture {
                View.animate(withDuration: 0.2, animations: { box.alpha = 0.5 }) { _ in done.append("short") }
                View.animate(withDuration: 1, animations: { box.cornerRadius = 10 }) { _ in done.append("long") }
            }
            h.step(13)
            XCTAssertEqual(done, ["short"])
            h.step(48)
            XCTAssertEqual(done, ["short", "long"])
            XCTAssertTrue(timeline.hasEnded)
        }
    }
}
