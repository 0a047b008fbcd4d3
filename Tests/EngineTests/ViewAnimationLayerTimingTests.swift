import Geometry
import XCTest

@testable import Engine

/// A view's animations are its layer's animations in UIKit, so the layers' media timing
/// (`CAMediaTiming` on `CALayer`) reaches `UIView.animate` too.
///
/// Apple, `CAMediaTiming.speed`: "Specifies how time is mapped to receiver's time space from
/// the parent time space." `timeOffset`: "Additional time offset in active local time."
/// Apple's Core Animation Programming Guide, "Pausing and Resuming Animations", pauses a
/// layer's animations with `speed = 0` and `timeOffset` set to the layer's time, and resumes
/// them with `speed = 1`, `timeOffset = 0` and `beginTime` the time since the pause.
final class ViewAnimationLayerTimingTests: XCTestCase {
    /// An ancestor's layer speed runs the animations of every view inside it faster.
    func testAnAncestorsLayerSpeedScalesViewAnimations() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            h.root.layer.speed = 2
            var done: [Bool] = []
            View.animate(withDuration: 1, options: .curveLinear, animations: { box.alpha = 0 }) { done.append($0) }
            h.advance(0.25)
            assertClose(box.presentationAlpha, 0.5, 1e-9)
            h.advance(0.25)
            XCTAssertEqual(done, [true], "ends after half a second of the clock")
            XCTAssertEqual(box.presentationAlpha, 0)
        }
    }

    /// Apple's pause-and-resume recipe holds a `UIView.animate` animation and carries it on
    /// with no jump.
    func testThePauseAndResumeRecipeHoldsAViewAnimation() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            View.animate(withDuration: 1, options: .curveLinear) { box.center = Point(x: 150, y: 50) }
            h.advance(0.25)
            assertClose(box.presentationCenter.x, 75, 1e-9)
            let layer = box.layer
            let paused = layer.convertTime(h.clock.now, from: nil)
            layer.speed = 0
            layer.timeOffset = paused
            for _ in 0..<10 {
                h.advance(0.1)
                assertClose(box.presentationCenter.x, 75, 1e-9, "held while paused")
            }
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
            layer.beginTime = layer.convertTime(h.clock.now, from: nil) - paused
            h.advance(0.25)
            assertClose(box.presentationCenter.x, 100, 1e-9, "a quarter more after resuming")
            XCTAssertNotNil(box.animation(for: .center))
            h.advance(0.5)
            XCTAssertNil(box.animation(for: .center), "ended a second of layer time after it began")
        }
    }

    /// With `speed` 0, `timeOffset` scrubs a view animation to that moment of its layer's
    /// time, forwards and back (the way interactive transitions drove UIKit animations
    /// before property animators).
    func testTimeOffsetScrubsAHeldViewAnimation() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            let start = box.layer.convertTime(h.clock.now, from: nil)
            View.animate(withDuration: 1, options: .curveLinear) { box.alpha = 0 }
            box.layer.speed = 0
            for offset in [0.25, 0.75, 0.5, 0.1] {
                box.layer.timeOffset = start + offset
                h.step()
                assertClose(box.presentationAlpha, 1 - offset, 1e-9, "scrubbed to \(offset)")
            }
        }
    }
}
