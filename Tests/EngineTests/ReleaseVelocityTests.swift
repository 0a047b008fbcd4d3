import Geometry
import XCTest

@testable import Engine

/// Drags right at `speed` pt/s for `seconds` (one move per 60 Hz frame) and returns the
/// recognizer and where the pointer is.
@MainActor
private func drag(_ h: Harness, speed: Double, seconds: Double) -> (PanGestureRecognizer, Point) {
    let box = h.addBox()
    let pan = PanGestureRecognizer()
    box.addGestureRecognizer(pan)
    var p = Point(x: 10, y: 50)
    h.send(.pointerDown(p))
    for _ in 0..<Int((seconds * 60).rounded()) {
        h.clock.advance(by: 1.0 / 60)
        p = p + Point(x: speed / 60, y: 0)
        h.send(.pointerMoved(p))
    }
    return (pan, p)
}

/// The pan's velocity at the lift: estimated over the 100 ms that end
/// when the finger lifts, time at rest counting as zero speed.
///
/// Apple: `velocity(in:)` returns "The velocity of the pan gesture, which is expressed in
/// points per second." A finger that stopped before it lifted has no speed left, so a
/// release after a rest must not hand on the speed of the drag before it.
final class ReleaseVelocityTests: XCTestCase {
    func testRestBeforeTheLiftGivesZeroVelocity() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (pan, p) = drag(h, speed: 600, seconds: 0.3)
            var atEnd: Point?
            pan.addTarget { r in if r.state == .ended { atEnd = (r as! PanGestureRecognizer).velocity(in: nil) } }
            assertClose(pan.velocity(in: nil).x, 600, 1e-6, "while moving: the drag's speed")
            // Rest 0.3 s without an event, then lift where the finger rests.
            h.clock.advance(by: 0.3)
            h.send(.pointerUp(p))
            XCTAssertNotNil(atEnd)
            assertClose(atEnd?.x ?? .nan, 0, 1e-9, "a finger that rested 0.3 s lifts with no speed")
        }
    }

    func testSteadyDragLiftedOnTheNextFrameKeepsItsTrueSpeed() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (pan, p) = drag(h, speed: 600, seconds: 0.3)
            var atEnd: Point?
            pan.addTarget { r in if r.state == .ended { atEnd = (r as! PanGestureRecognizer).velocity(in: nil) } }
            // The lift arrives with the next frame, as the `drag` script command sends it: one
            // event interval without a sample is no evidence of a stop.
            h.clock.advance(by: 1.0 / 60)
            h.send(.pointerUp(p))
            assertClose(atEnd?.x ?? .nan, 600, 1e-6)
        }
    }

    func testAShortRestBeforeTheLiftCountsAsZeroSpeedForItsShareOfTheWindow() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (pan, p) = drag(h, speed: 600, seconds: 0.3)
            var atEnd: Point?
            pan.addTarget { r in if r.state == .ended { atEnd = (r as! PanGestureRecognizer).velocity(in: nil) } }
            // 50 ms without an event: one 60 Hz interval may still be motion, the other 33.3 ms
            // of the 100 ms window are rest.
            h.clock.advance(by: 0.05)
            h.send(.pointerUp(p))
            let still = 0.05 - 1.0 / 60
            assertClose(atEnd?.x ?? .nan, 600 * (0.1 - still) / 0.1, 1e-6)
        }
    }

    func testAQuickDragHeldStillForASecondLiftsAtRest() {
        MainActor.assumeIsolated {
            // The bottom sheet's case: a quick 80 pt drag, held still for a second, lifted.
            let h = Harness()
            let (pan, p) = drag(h, speed: 800, seconds: 0.1)
            for _ in 0..<60 {
                h.clock.advance(by: 1.0 / 60)
                h.send(.pointerMoved(p))
            }
            var atEnd: Point?
            pan.addTarget { r in if r.state == .ended { atEnd = (r as! PanGestureRecognizer).velocity(in: nil) } }
            h.send(.pointerUp(p))
            assertClose(atEnd?.x ?? .nan, 0, 1e-9)
        }
    }

    func testATouchYoungerThanTheWindowIsAveragedOverItsLife() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (pan, p) = drag(h, speed: 900, seconds: 0.05)
            var atEnd: Point?
            pan.addTarget { r in if r.state == .ended { atEnd = (r as! PanGestureRecognizer).velocity(in: nil) } }
            h.send(.pointerUp(p))
            assertClose(atEnd?.x ?? .nan, 900, 1e-6, "three frames of a 900 pt/s flick")
        }
    }
}
