import XCTest
import Geometry
import Engine
import Transitions
import DemoKit
import Demos

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
    func testPushSlidesInWithTheCustomAnimatorAndBackPops() throws { try MainActor.assumeIsolated {
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
        XCTAssertEqualRects(h.screenFrame(of: page), Rect(x: 0, y: 0, width: 400, height: 720))

        weak let pushedVC = nav.topViewController
        try h.tap("dismiss-button")
        XCTAssertEqual(h.window.currentTransition?.kind, .pop)
        h.runUntilIdle()
        XCTAssertEqual(nav.viewControllers.count, 1)
        XCTAssertNotNil(first.window)
        XCTAssertEqualRects(h.screenFrame(of: first), Rect(x: 0, y: 0, width: 400, height: 720))
        h.step(1.2)
        XCTAssertNil(pushedVC, "the popped controller is freed")
        h.assertNoDiagnostics()
    } }

    func testEdgeSwipePopsInteractively() throws { try MainActor.assumeIsolated {
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
    } }

    func testShortEdgeSwipeCancelsAndLeavesTheStack() throws { try MainActor.assumeIsolated {
        let (h, nav) = try pushed()
        let first = nav.viewControllers[0].view
        h.drag(from: Point(x: 4, y: 400), to: Point(x: 84, y: 400), seconds: 0.6)
        XCTAssertEqual(h.window.currentTransition?.state, .cancelling)
        h.runUntilIdle()
        XCTAssertEqual(nav.viewControllers.count, 2)
        XCTAssertEqualRects(h.screenFrame(of: try h.view("pushed")), Rect(x: 0, y: 0, width: 400, height: 720))
        XCTAssertNil(first.window, "the page below left again")
        XCTAssertEqual(first.alpha, 1)
        XCTAssertEqual(first.transform, .identity)
        h.assertNoDiagnostics()
    } }

    /// An edge swipe at a constant 400 pt/s let go past half way: the page keeps moving
    /// by the finger's 6.7 points a frame on the release frame and the one after it
    /// (within 25%), instead of standing still for a frame.
    func testEdgeSwipeReleaseKeepsTheFingersPace() throws { try MainActor.assumeIsolated {
        let (h, nav) = try pushed()
        let page = try h.view("pushed")
        let start = Point(x: 4, y: 400), end = Point(x: 244, y: 400)
        h.down(at: start)
        var xs: [Double] = []
        h.move(from: start, to: end, seconds: 0.6) { _ in xs.append(h.screenFrame(of: page).minX) }
        h.up(at: end)
        XCTAssertEqual(h.window.currentTransition?.state, .finishing)
        xs.append(h.screenFrame(of: page).minX)
        h.frame()
        xs.append(h.screenFrame(of: page).minX)
        let d = zip(xs.dropFirst(), xs).map { $0 - $1 }
        let n = d.count
        let drag = d[n - 3], release = d[n - 2], next = d[n - 1]
        XCTAssertEqual(drag, 20 / 3, accuracy: 0.01, "the page follows the finger")
        XCTAssertEqual(release, drag, accuracy: drag * 0.25, "the release frame moves on: \(d.suffix(4))")
        XCTAssertEqual(next, drag, accuracy: drag * 0.25, "and so does the next: \(d.suffix(4))")
        h.runUntilIdle()
        XCTAssertEqual(nav.viewControllers.count, 1)
        h.assertNoDiagnostics()
    } }
}
