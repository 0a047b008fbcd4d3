import DemoKit
import Demos
import Engine
import Geometry
import Transitions
import XCTest

@MainActor
private func pushed() throws -> (DemoHarness, NavigationController) {
    let h = DemoHarness(NavigationDemo.self)
    let nav = try XCTUnwrap(h.root as? NavigationController)
    try h.tap("present-button")
    XCTAssertEqual(h.window.currentTransition?.kind, .push)
    h.runUntilIdle()
    XCTAssertEqual(nav.viewControllers.count, 2)
    return (h, nav)
}

final class DemoNavigationTests: XCTestCase {
    func testPushSlidesInWithTheCustomAnimatorAndBackPops() throws {
        try MainActor.assumeIsolated {
            let h = DemoHarness(NavigationDemo.self)
            let nav = try XCTUnwrap(h.root as? NavigationController)
            let first = try h.view("navigation.first")
            try h.tap("present-button")
            let page = try h.view("pushed")
            XCTAssertTrue(page.superview === nav.transitionView, "the container is the transition view, not the root")
            h.step(0.2)
            XCTAssertGreaterThan(h.screenFrame(of: page).minX, 0, "the pushed page comes from the right")
            XCTAssertLessThan(h.screenFrame(of: first).minX, 0, "the old page drifts left")
            XCTAssertLessThan(first.presentationAlpha, 1, "and fades")
            h.runUntilIdle()
            XCTAssertEqual(nav.viewControllers.count, 2)
            XCTAssertNil(first.window, "the from-view left the hierarchy")
            XCTAssertEqual(first.alpha, 1, "and will look normal when it comes back")
            assertEqualRects(h.screenFrame(of: page), Rect(x: 0, y: 0, width: 400, height: 720))

            weak let pushedVC = nav.topViewController
            try h.tap("dismiss-button")
            XCTAssertEqual(h.window.currentTransition?.kind, .pop)
            h.runUntilIdle()
            XCTAssertEqual(nav.viewControllers.count, 1)
            XCTAssertNotNil(first.window)
            assertEqualRects(h.screenFrame(of: first), Rect(x: 0, y: 0, width: 400, height: 720))
            h.step(1.2)
            XCTAssertNil(pushedVC, "the popped controller is freed")
            h.assertNoDiagnostics()
        }
    }

    func testEdgeSwipePopsInteractively() throws {
        try MainActor.assumeIsolated {
            let (h, nav) = try pushed()
            let page = try h.view("pushed")
            let start = Point(x: 4, y: 400)
            h.down(at: start)
            h.move(from: start, to: Point(x: 204, y: 400), seconds: 0.5)
            XCTAssertEqual(h.window.currentTransition?.kind, .pop)
            XCTAssertEqual(h.window.currentTransition?.state, .interactive)
            XCTAssertEqual(h.screenFrame(of: page).minX, 200, accuracy: 1, "the page follows the finger")
            h.move(from: Point(x: 204, y: 400), to: Point(x: 300, y: 400), seconds: 0.3)
            h.up(at: Point(x: 300, y: 400))
            XCTAssertEqual(h.window.currentTransition?.state, .finishing)
            h.runUntilIdle()
            XCTAssertEqual(nav.viewControllers.count, 1)
            XCTAssertNil(page.window)
            h.step(1.2)
            h.assertNoDiagnostics()
        }
    }

    func testShortEdgeSwipeCancelsAndLeavesTheStack() throws {
        try MainActor.assumeIsolated {
            let (h, nav) = try pushed()
            let first: View = nav.viewControllers[0].view
            h.drag(from: Point(x: 4, y: 400), to: Point(x: 84, y: 400), seconds: 0.6)
            XCTAssertEqual(h.window.currentTransition?.state, .cancelling)
            h.runUntilIdle()
            XCTAssertEqual(nav.viewControllers.count, 2)
            assertEqualRects(h.screenFrame(of: try h.view("pushed")), Rect(x: 0, y: 0, width: 400, height: 720))
            XCTAssertNil(first.window, "the page below left again")
            XCTAssertEqual(first.alpha, 1)
            XCTAssertEqual(first.transform, .identity)
            h.assertNoDiagnostics()
        }
    }

    /// An edge swipe at a constant 400 pt/s let go past half way: the page moves on by at
    /// least the finger's 6.7 points a frame on the release frame (no stall), and the pop
    /// ends within UIKit's remaining share of the duration.
    func testEdgeSwipeReleaseMovesOnAndEndsInUIKitsShare() throws {
        try MainActor.assumeIsolated {
            let (h, nav) = try pushed()
            let page = try h.view("pushed")
            let start = Point(x: 4, y: 400)
            let end = Point(x: 244, y: 400)
            h.down(at: start)
            var xs: [Double] = []
            h.move(from: start, to: end, seconds: 0.6) { _ in xs.append(h.screenFrame(of: page).minX) }
            let duration = h.window.currentTransitionContext?.transitionDuration ?? 0
            let progress = h.window.currentTransitionContext?.percentComplete ?? 0
            h.up(at: end)
            XCTAssertEqual(h.window.currentTransition?.state, .finishing)
            xs.append(h.screenFrame(of: page).minX)
            let d = zip(xs.dropFirst(), xs).map { $0 - $1 }
            let n = d.count
            let drag = d[n - 2]
            let release = d[n - 1]
            XCTAssertEqual(drag, 20 / 3, accuracy: 0.01, "the page follows the finger")
            XCTAssertGreaterThanOrEqual(release, drag * 0.75, "the release frame moves on: \(d.suffix(4))")
            let share = duration * (1 - progress)
            XCTAssertGreaterThan(share, 0)
            XCTAssertLessThanOrEqual(h.framesUntilTransitionEnds(), Int((share * 60).rounded(.up)) + 1)
            h.runUntilIdle()
            XCTAssertEqual(nav.viewControllers.count, 1)
            h.assertNoDiagnostics()
        }
    }
}
