import XCTest
import Geometry
import Engine
@testable import Transitions

/// A root with a rounded tile, and a controller that zooms from it.
@MainActor
private func makeZoom(_ h: Harness) -> (tile: View, page: LoggingViewController) {
    let tile = View(frame: Rect(x: 40, y: 300, width: 100, height: 100))
    tile.cornerRadius = 16
    tile.backgroundColor = .black
    h.root.view.addSubview(tile)
    let page = LoggingViewController(name: "page", log: h.log)
    // The provider holds the tile and the page weakly, as an app's would (the page keeps it).
    page.preferredTransition = .zoom { [weak tile, weak page, weak root = h.root] context in
        XCTAssertTrue(context.zoomedViewController === page)
        XCTAssertTrue(context.sourceViewController === root)
        return tile
    }
    return (tile, page)
}


/// The zoom transition (iOS 18's `preferredTransition = .zoom(sourceViewProvider:)`).
final class ZoomTransitionTests: XCTestCase {
    /// Apple, `UIViewController.Transition.zoom(options:sourceViewProvider:)`: "the source
    /// view ... zooms into the presented view controller" and the provider is asked again for
    /// the dismissal, so the view zooms back into the source's current frame.
    func testTheZoomedViewGrowsFromTheSourceFrameAndShrinksIntoItsCurrentFrame() { MainActor.assumeIsolated {
        let h = Harness()
        let (tile, page) = makeZoom(h)
        h.root.present(page, animated: true)
        let destination = try! XCTUnwrap(page.presentationController?.presentedView)
        XCTAssertEqual(destination.id, "zoom-destination")
        XCTAssertEqual(destination.presentationFrame, Rect(x: 40, y: 300, width: 100, height: 100), "starts on the source")
        XCTAssertEqual(destination.presentationCornerRadius, 16, "with its corner radius")
        XCTAssertTrue(tile.isHidden, "the source is hidden while zoomed")
        XCTAssertNotNil(h.window.rootView.viewWithID("zoom-source"), "its snapshot morphs along")
        h.step(0.15)
        let mid = destination.presentationFrame
        XCTAssertGreaterThan(mid.width, 100)
        XCTAssertLessThan(mid.width, 400)
        h.step(1)
        XCTAssertEqual(destination.presentationFrame, Rect(x: 0, y: 0, width: 400, height: 800))
        XCTAssertNil(h.window.rootView.viewWithID("zoom-source"))
        XCTAssertNotNil(h.root.view.window, "the presenter stays in place")

        // The tile moved meanwhile: the dismissal zooms into where it is now.
        tile.frame = Rect(x: 250, y: 600, width: 120, height: 80)
        page.dismiss(animated: true)
        h.step(0.4)
        XCTAssertEqual(destination.presentationFrame.minX, 250, accuracy: 3)
        XCTAssertEqual(destination.presentationFrame.minY, 600, accuracy: 3)
        h.step(1)
        XCTAssertNil(h.root.presentedViewController)
        XCTAssertFalse(tile.isHidden, "the source shows again")
        XCTAssertTrue(h.diagnostics(.controllerNotFreed).isEmpty)
    } }

    /// A drag down: the page follows the finger and shrinks; released moving down it zooms
    /// home into the tile, leaving at the finger's speed; released early and still it springs back.
    func testADragDownFollowsTheFingerShrinkingAndZoomsHomeOrSpringsBack() { MainActor.assumeIsolated {
        let h = Harness()
        let (tile, page) = makeZoom(h)
        h.root.present(page, animated: true)
        h.step(1)
        let destination = page.presentationController!.presentedView!
        // Early and still: springs back.
        h.drag(from: Point(x: 200, y: 300), to: Point(x: 200, y: 360), seconds: 0.3, hold: 0.3)
        XCTAssertEqual(h.context?.kind, .dismiss)
        h.step(1)
        XCTAssertTrue(page.presentingViewController === h.root, "sprang back")
        XCTAssertEqual(destination.presentationFrame, Rect(x: 0, y: 0, width: 400, height: 800))
        XCTAssertTrue(tile.isHidden)
        // Far and moving: follows the finger, then zooms home.
        h.window.send(.pointerDown(Point(x: 200, y: 300)))
        h.frame()
        for i in 1...20 {
            h.window.send(.pointerMoved(Point(x: 200, y: 300 + Double(i) * 10)))
            h.frame()
        }
        let dragged = destination.presentationFrame
        XCTAssertEqual(dragged.width, 400 * 0.8, accuracy: 0.5, "shrinks as it is dragged (to 0.8 a quarter window down)")
        XCTAssertEqual(dragged.midY, 400 + 200, accuracy: 1, "its centre follows the finger")
        h.window.send(.pointerUp(Point(x: 200, y: 500)))
        h.frame()
        // Velocity continuity: the spring home starts at the finger's 600 pt/s downwards
        // (then turns towards the tile, 250 points up).
        let start = try! XCTUnwrap(destination.animation(for: .center))
        XCTAssertEqual(start.initialVelocity[1], 600, accuracy: 1)
        XCTAssertEqual(start.currentVelocity[1], 600, accuracy: 1)
        h.step(1.5)
        XCTAssertNil(h.root.presentedViewController)
        XCTAssertFalse(tile.isHidden)
    } }

    /// A navigation push zooms from the source in the controller below, and the pop back.
    func testANavigationPushAndPopZoom() { MainActor.assumeIsolated {
        let h = Harness()
        let (nav, first) = makeNavigation(h)
        let tile = View(frame: Rect(x: 20, y: 500, width: 80, height: 80))
        first.view.addSubview(tile)
        let page = LoggingViewController(name: "page", log: h.log)
        page.preferredTransition = .zoom { _ in tile }
        nav.pushViewController(page, animated: true)
        XCTAssertEqual(page.view.presentationFrame, Rect(x: 20, y: 500, width: 80, height: 80))
        h.step(1)
        XCTAssertEqual(page.view.presentationFrame, Rect(x: 0, y: 0, width: 400, height: 800))
        XCTAssertTrue(tile.isHidden)
        nav.popViewController(animated: true)
        h.step(0.4)
        XCTAssertEqual(page.view.presentationFrame.minY, 500, accuracy: 3)
        h.step(1)
        XCTAssertTrue(nav.topViewController === first)
        XCTAssertFalse(tile.isHidden)
        XCTAssertEqual(nav.transitionView.subviews.count, 1, "the shade and snapshot are gone")
    } }
}
