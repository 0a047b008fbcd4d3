import Engine
import Geometry
import XCTest

@testable import Transitions

/// A finger drags an interactive transition at a constant speed, one sample per frame at
/// 60 fps, and lets go: the presented position must keep moving on the release frame at
/// about the finger's speed (no one-frame stall) and must not then rush off faster than
/// the finger was going.
@MainActor
private struct ScriptedDrag {
    let h: Harness
    let interaction: PercentDrivenInteractiveTransition
    /// The presented position (points) the test watches.
    let position: () -> Double

    /// Positions after each frame: `frames` frames of dragging at `rate` (progress per
    /// second) from `start`, the release frame (finish or cancel at `rate`), then `after`
    /// frames. The update of each frame happens at that frame's time, before the tick,
    /// as a gesture's update does when the window dispatches input.
    func run(start: Double, rate: Double, frames: Int, finish: Bool, after: Int = 8) -> [Double] {
        var ys: [Double] = []
        for k in 1...frames {
            h.clock.advance(by: 1 / h.fps)
            interaction.update(start + rate * Double(k) / h.fps)
            h.window.tick()
            ys.append(position())
        }
        h.clock.advance(by: 1 / h.fps)
        if finish { interaction.finish(velocity: rate) } else { interaction.cancel(velocity: rate) }
        h.window.tick()
        ys.append(position())
        for _ in 0..<after {
            h.clock.advance(by: 1 / h.fps)
            h.window.tick()
            ys.append(position())
        }
        return ys
    }
}

/// Per-frame displacements of a position trace.
private func steps(_ ys: [Double]) -> [Double] { zip(ys.dropFirst(), ys).map { $0 - $1 } }

/// Asserts the displacement of the release frame (and, with `andNext`, of the frame
/// after it) stays within 25% of the steady displacement per frame before it.
private func assertContinuous(
    _ ys: [Double], dragFrames: Int, andNext: Bool = true,
    file: StaticString = #filePath, line: UInt = #line
) {
    let d = steps(ys)
    let before = d[dragFrames - 2]  // the last dragged frame
    let release = d[dragFrames - 1]  // the frame the finger let go on
    let next = d[dragFrames]
    XCTAssertEqual(
        release, before, accuracy: abs(before) * 0.25,
        "the release frame moves as the drag did (before \(before), release \(release), next \(next))",
        file: file, line: line)
    guard andNext else { return }
    XCTAssertEqual(
        next, before, accuracy: abs(before) * 0.25,
        "the frame after the release moves as the drag did (before \(before), next \(next))",
        file: file, line: line)
}

/// A dismissal by a linear slide of 800 points in 1 s, held by a percent-driven interaction.
@MainActor
private func timelineDrag() -> (ScriptedDrag, LoggingViewController, top: Double) {
    let h = Harness()
    let interaction = PercentDrivenInteractiveTransition()
    let modal = h.presentCustom(
        dismissAnimator: SlideAnimator(presenting: false, duration: 1), dismissInteraction: interaction)
    let top = modal.view.frame.minY
    modal.dismiss(animated: true)
    let drag = ScriptedDrag(h: h, interaction: interaction) { modal.view.presentationFrame.minY }
    return (drag, modal, top)
}

final class ReleaseContinuityTests: XCTestCase {
    func testFinishKeepsMovingOnTheReleaseFrame() {
        MainActor.assumeIsolated {
            let (drag, _, _) = timelineDrag()
            // 0.6 progress per second = 480 pt/s = 8 pt per frame.
            let ys = drag.run(start: 0.2, rate: 0.6, frames: 12, finish: true)
            XCTAssertEqual(steps(ys)[10], 8, accuracy: 1e-6, "the drag itself moves 8 pt a frame")
            assertContinuous(ys, dragFrames: 12)
            drag.h.step(4)
            XCTAssertNil(drag.h.root.presentedViewController)
        }
    }

    func testCancelKeepsMovingBackOnTheReleaseFrame() {
        MainActor.assumeIsolated {
            let (drag, modal, top) = timelineDrag()
            // Back towards the start at 0.45 progress per second = 6 pt per frame.
            let ys = drag.run(start: 0.5, rate: -0.45, frames: 12, finish: false)
            XCTAssertEqual(steps(ys)[10], -6, accuracy: 1e-6)
            // The release frame keeps the finger's pace; after it the view speeds up towards the
            // pace UIKit's timing needs (the 0.41 left in 0.41 s along ease-in-out: 800 pt/s on
            // average, faster than the finger).
            assertContinuous(ys, dragFrames: 12, andNext: false)
            drag.h.step(4)
            XCTAssertTrue(drag.h.root.presentedViewController === modal)
            XCTAssertEqual(modal.view.frame.minY, top, "the cancelled dismissal puts the sheet back")
        }
    }

    func testInterruptibleAnimatorKeepsMovingOnTheReleaseFrame() {
        MainActor.assumeIsolated {
            for finish in [true, false] {
                let h = Harness()
                let t = SpringPropertyAnimatorTransition()
                let interaction = PercentDrivenInteractiveTransition()
                let modal = h.presentInteractively(animator: t, interaction: interaction)
                XCTAssertNotNil(t.animator, "the interaction drives the animator's property animator")
                let drag = ScriptedDrag(h: h, interaction: interaction) { modal.view.presentationFrame.minY }
                // The view rises from 800 to 0: progress up is position down.
                let rate = finish ? 0.6 : -0.45
                let ys = drag.run(start: finish ? 0.2 : 0.6, rate: rate, frames: 12, finish: finish)
                XCTAssertEqual(steps(ys)[10], -800 * rate / 60, accuracy: 1e-6)
                assertContinuous(ys, dragFrames: 12)
                h.step(4)
                XCTAssertEqual(h.root.presentedViewController === modal, finish)
            }
        }
    }

    /// Little distance left and a fast finger: the rest leaves at the finger's speed and
    /// slows down into the end; a spring forced into the short remaining time would
    /// first speed up to several times the finger's speed.
    func testShortRemainingDistanceNeverOutrunsTheFinger() {
        MainActor.assumeIsolated {
            for finish in [true, false] {
                let (drag, _, top) = timelineDrag()
                // 1.8 progress per second = 1440 pt/s = 24 pt a frame, released 0.08 from the end
                // (64 pt left) when finishing, 0.08 from the start when cancelling.
                let rate = finish ? 1.8 : -1.8
                let ys = drag.run(start: finish ? 0.68 : 0.32, rate: rate, frames: 8, finish: finish, after: 20)
                let d = steps(ys)
                let per = abs(d[6])
                XCTAssertEqual(per, 24, accuracy: 1e-6)
                // 64 pt at 24 pt a frame cannot be stopped in without slowing down at once, so
                // only the release frame keeps the finger's pace; after it the speed falls.
                assertContinuous(ys, dragFrames: 8, andNext: false)
                let after = d[7...].map(abs)
                XCTAssertLessThanOrEqual(
                    after.max() ?? 0, per * 1.001,
                    "after the release it never moves faster than the finger did: \(d[6...])")
                // (The snap onto the end, once the spring has settled to 0.001 of the way, may be a
                // hair larger than the frame before it.)
                XCTAssertTrue(
                    zip(after.dropFirst(), after).allSatisfy { $0 <= $1 + 0.1 },
                    "it only slows down into the end: \(d[6...])")
                XCTAssertEqual(ys.last!, finish ? top + 800 : top, accuracy: 0.5, "it settles at the end")
            }
        }
    }
}
