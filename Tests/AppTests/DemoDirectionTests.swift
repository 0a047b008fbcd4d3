import DemoKit
import Demos
import Engine
import Geometry
import Transitions
import XCTest

final class DemoDirectionTests: XCTestCase {
    func testPresentShrinksASnapshotWhileTheViewSlidesInFromTheLeftAndDismissReverses() throws {
        try MainActor.assumeIsolated {
            let h = DemoHarness(DirectionDemo.self)
            try h.tap("present-button")
            XCTAssertNotNil(h.presented)
            let snapshot = try h.view("snapshot")
            XCTAssertTrue(snapshot.isSnapshot)
            XCTAssertEqual(
                h.window.transitionRole(of: snapshot), .snapshot,
                "a snapshot owned by the presentation controller is still a snapshot to the HUD and trace")
            XCTAssertTrue(h.root.view.isHidden, "the real presenting view is hidden while the snapshot stands in")
            let modal = try h.view("modal")
            XCTAssertLessThan(h.screenFrame(of: modal).maxX, 50, "it starts off the left edge")
            XCTAssertEqual(h.window.currentTransitionContext?.transitionDuration ?? 0, 0.7, accuracy: 1e-9)
            var rightmost = -Double.infinity
            h.runUntilIdle { rightmost = max(rightmost, h.screenFrame(of: modal).minX) }
            XCTAssertGreaterThan(rightmost, 0.5, "the damping 0.7 spring overshoots to the right")
            XCTAssertEqual(h.screenFrame(of: modal), Rect(x: 0, y: 0, width: 400, height: 720))
            XCTAssertEqual(snapshot.presentationTransform.a, 0.85, accuracy: 1e-6)
            XCTAssertEqual(snapshot.presentationTransform.d, 0.85, accuracy: 1e-6)
            XCTAssertTrue(h.root.view.isHidden)

            weak let modalVC = h.presented
            try h.tap("dismiss-button")
            h.frame()
            XCTAssertTrue(h.root.view.isHidden, "still hidden while the dismissal runs")
            h.runUntilIdle()
            XCTAssertNil(h.presented)
            XCTAssertFalse(h.root.view.isHidden)
            XCTAssertNil(h.find("snapshot"))
            XCTAssertNil(snapshot.superview)
            h.step(1.2)
            XCTAssertNil(modalVC)
            h.assertNoDiagnostics()
        }
    }

    func testCancelledInteractivePresentationRestoresTheHiddenViewAndRemovesTheSnapshot() throws {
        try MainActor.assumeIsolated {
            let h = DemoHarness(DirectionDemo.self)
            let start = Point(x: 4, y: 200)
            h.down(at: start)
            h.move(from: start, to: Point(x: 104, y: 200), seconds: 0.5)
            XCTAssertEqual(h.window.currentTransition?.kind, .present)
            XCTAssertEqual(h.window.currentTransition?.state, .interactive)
            XCTAssertEqual(h.window.currentTransition?.progress ?? 0, 0.25, accuracy: 0.01)
            let snapshot = try h.view("snapshot")
            XCTAssertTrue(h.root.view.isHidden)
            let modal = try h.view("modal")
            XCTAssertEqual(h.screenFrame(of: modal).maxX, 100, accuracy: 1, "the page follows the finger")
            h.up(at: Point(x: 104, y: 200))
            XCTAssertEqual(h.window.currentTransition?.state, .cancelling)
            h.runUntilIdle()
            XCTAssertNil(h.presented, "a quarter of the way at 200 pt/s cancels")
            XCTAssertFalse(h.root.view.isHidden, "the cancel restores the hidden view")
            XCTAssertNil(h.find("snapshot"), "and removes the snapshot")
            XCTAssertNil(snapshot.superview)
            XCTAssertTrue(h.root.view.superview === h.window.rootView)
            h.assertNoDiagnostics()
            // The first screen works again.
            try h.tap("present-button")
            XCTAssertNotNil(h.presented)
        }
    }

    func testEdgeDragPastHalfWayPresentsAndLeftwardDragDismisses() throws {
        try MainActor.assumeIsolated {
            let h = DemoHarness(DirectionDemo.self)
            h.drag(from: Point(x: 4, y: 200), to: Point(x: 300, y: 200), seconds: 0.6)
            h.runUntilIdle()
            XCTAssertNotNil(h.presented)
            XCTAssertTrue(h.root.view.isHidden)

            // A short leftward drag on the page cancels the dismissal: everything stays presented.
            h.drag(from: Point(x: 300, y: 200), to: Point(x: 240, y: 200), seconds: 0.6)
            h.runUntilIdle()
            XCTAssertNotNil(h.presented)
            XCTAssertTrue(h.root.view.isHidden)
            XCTAssertNotNil(h.find("snapshot"))
            XCTAssertEqual(h.screenFrame(of: try h.view("modal")).minX, 0, accuracy: 0.5)

            // A long one dismisses.
            h.drag(from: Point(x: 350, y: 200), to: Point(x: 50, y: 200), seconds: 0.6)
            h.runUntilIdle()
            XCTAssertNil(h.presented)
            XCTAssertFalse(h.root.view.isHidden)
            XCTAssertNil(h.find("snapshot"))
            h.assertNoDiagnostics()
        }
    }

    /// A drag to 37.5 % that rested before the lift cancels straight
    /// back (the stale velocity of the drag used to carry it forward first), in UIKit's
    /// share of the 0.7 s transition.
    func testACancelAfterARestMovesBackFromTheFirstFrame() {
        MainActor.assumeIsolated {
            let h = DemoHarness(DirectionDemo.self)
            let start = Point(x: 4, y: 200)
            let end = Point(x: 154, y: 200)
            h.down(at: start)
            h.move(from: start, to: end, seconds: 0.2)  // 750 pt/s
            h.step(0.5)
            let held = h.window.currentTransition?.progress ?? 0
            XCTAssertEqual(held, 0.375, accuracy: 0.01)
            h.up(at: end)
            XCTAssertEqual(h.window.currentTransition?.state, .cancelling)
            h.frame()
            XCTAssertLessThan(h.window.currentTransition?.progress ?? 0, held, "it moves back at once")
            XCTAssertLessThanOrEqual(h.framesUntilTransitionEnds(), Int((0.7 * held * 60).rounded(.up)) + 1)
            XCTAssertNil(h.presented)
        }
    }
}
