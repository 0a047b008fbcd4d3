import Geometry
import XCTest

@testable import Engine

/// `UIPanGestureRecognizer.setTranslation(_:in:)`. Apple: "Changing the translation value
/// resets the velocity of the pan." The motion before the call no longer counts: the
/// velocity reads zero until the touch moves again, and then comes from the moves since.
final class PanTranslationResetTests: XCTestCase {
    /// Moves the pointer `frames` times, one frame (1/60 s) apart, by `step` each time.
    @MainActor
    private static func drag(_ h: Harness, from p: inout Point, by step: Point, frames: Int) {
        for _ in 0..<frames {
            h.clock.advance(by: 1.0 / 60)
            p = p + step
            h.send(.pointerMoved(p))
        }
    }

    func testSettingTheTranslationZeroesTheVelocityAndLaterMovesMeasureItAfresh() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            let pan = PanGestureRecognizer()
            box.addGestureRecognizer(pan)
            var p = Point(x: 10, y: 50)
            h.send(.pointerDown(p))
            // 6 pt right per frame: 360 pt/s.
            Self.drag(h, from: &p, by: Point(x: 6, y: 0), frames: 12)
            XCTAssertEqual(pan.state, .changed)
            assertClose(pan.velocity(in: nil).x, 360, 1e-6)
            pan.setTranslation(.zero, in: nil)
            assertClose(pan.translation(in: nil), .zero)
            XCTAssertEqual(pan.velocity(in: nil), .zero, "reset: no speed until the touch moves again")
            // Three frames at 2 pt each (120 pt/s). The 100 ms window would still reach back
            // into the 360 pt/s part (24 pt over 0.1 s: 240 pt/s) had the reset not cut it off;
            // after it, 6 pt over the 0.05 s since the reset.
            Self.drag(h, from: &p, by: Point(x: 2, y: 0), frames: 3)
            assertClose(pan.velocity(in: nil).x, 120, 1e-6)
            assertClose(pan.translation(in: nil), Point(x: 6, y: 0), 1e-9)
            h.send(.pointerUp(p))
            assertClose(pan.velocity(in: nil).x, 120, 1e-6, "the lift right after the moves keeps their speed")
        }
    }

    func testAResetInTheActionHandlerIsSeenThereAndTheNextTouchStartsAfresh() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            var resets = true
            var seen: [Point] = []
            let pan = PanGestureRecognizer { r in
                guard resets, r.state == .changed else { return }
                r.setTranslation(.zero, in: nil)
                seen.append(r.velocity(in: nil))
            }
            box.addGestureRecognizer(pan)
            var p = Point(x: 10, y: 50)
            h.send(.pointerDown(p))
            Self.drag(h, from: &p, by: Point(x: 6, y: 0), frames: 20)
            XCTAssertEqual(seen.count, 18, "one move under the 10 pt threshold, one that begins, 18 changes")
            XCTAssertTrue(seen.allSatisfy { $0 == .zero }, "read right after each reset: \(seen)")
            h.send(.pointerUp(p))

            // A new touch, shorter than the last one, with no resets: its whole history counts.
            resets = false
            p = Point(x: 10, y: 50)
            h.send(.pointerDown(p))
            Self.drag(h, from: &p, by: Point(x: 6, y: 0), frames: 12)
            assertClose(pan.velocity(in: nil).x, 360, 1e-6)
        }
    }
}
