import DemoKit
import Demos
import Engine
import Geometry
import Renderer
import Transitions
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// The flip demo: a page turned over in perspective by a custom animator, and turned home by
/// a drag that scrubs the same animation.
final class DemoFlipTests: XCTestCase {
    /// Apple, `UIViewControllerAnimatedTransitioning.animateTransition(using:)`: "Performs a
    /// custom animation to transition". Half way through the presentation's first half the
    /// page in front is turned 45 degrees in perspective (its left edge, nearer the eye, is
    /// taller than its right), edge-on at half way, and both faces rest flat at the end.
    func testThePresentationTurnsThePageOverInPerspective() throws {
        try MainActor.assumeIsolated {
            let h = DemoHarness(FlipDemo.self)
            let page = try XCTUnwrap(h.root.view)
            try h.tap("present-button")
            h.step(0.7 * 0.25)
            let m = try XCTUnwrap(page.makeLayer().projection)
            let b = page.bounds
            let nearTop = try XCTUnwrap(m.project(Point(x: b.minX, y: b.minY)))
            let nearBottom = try XCTUnwrap(m.project(Point(x: b.minX, y: b.maxY)))
            let farTop = try XCTUnwrap(m.project(Point(x: b.maxX, y: b.minY)))
            let farBottom = try XCTUnwrap(m.project(Point(x: b.maxX, y: b.maxY)))
            XCTAssertGreaterThan(nearBottom.y - nearTop.y, farBottom.y - farTop.y, "the near edge is taller")
            XCTAssertLessThan(farTop.x - nearTop.x, b.width, "the turn narrows the page")
            h.runUntilIdle()
            XCTAssertNotNil(h.presented)
            XCTAssertNil(try h.view("modal").makeLayer().projection, "the back rests flat")
            h.assertNoDiagnostics()
        }
    }

    /// Apple, `UIWindow`: "The backdrop for your app's user interface". The animator makes the
    /// window's background dark, so while the white page turns its sides show the dark table,
    /// not a white window, and the page's middle stays white; at rest the page covers it.
    func testTheTurningPageShowsADarkBackdropAroundIt() throws {
        try MainActor.assumeIsolated {
            let h = DemoHarness(FlipDemo.self)
            try h.tap("present-button")
            h.step(0.7 * 0.3)
            let size = h.window.size
            let fb = Framebuffer(width: Int(size.width), height: Int(size.height))
            Renderer().renderFull(h.window.layerTree(), into: fb, scale: 1, background: .white)
            let dark: UInt32 = 0xFF1C_1C1E
            XCTAssertEqual(fb[2, Int(size.height) / 2], dark, "left of the turned page")
            XCTAssertEqual(fb[Int(size.width) - 3, Int(size.height) / 2], dark, "right of it")
            XCTAssertEqual(fb[Int(size.width) / 2, Int(size.height) * 3 / 4], 0xFFFF_FFFF, "the page itself")
            h.runUntilIdle()
            h.assertNoDiagnostics()
        }
    }

    /// Apple, `UIPercentDrivenInteractiveTransition.update(_:)`: "Updates the completion
    /// percentage of the transition." A drag to the right over a quarter of the width holds
    /// the dismissal at a quarter: the back is turned half way to edge-on (45 degrees, the
    /// page's right edge now nearer the eye); let go there, it turns back and stays presented.
    /// A drag past half way turns the page home.
    func testADragScrubsTheFlipAndAReleaseFinishesOrCancels() throws {
        try MainActor.assumeIsolated {
            let h = DemoHarness(FlipDemo.self)
            try h.tap("present-button")
            h.runUntilIdle()
            let back = try h.view("modal")
            let width = back.bounds.width
            let start = Point(x: 60, y: 400)
            h.down(at: start)
            h.move(from: start, to: Point(x: 60 + width / 4, y: 400), seconds: 0.5)
            XCTAssertEqual(h.window.currentTransition?.state, .interactive)
            let m = try XCTUnwrap(back.makeLayer().projection)
            let b = back.bounds
            let left = try XCTUnwrap(m.project(Point(x: b.minX, y: b.maxY))).y - m.project(Point(x: b.minX, y: 0))!.y
            let right = try XCTUnwrap(m.project(Point(x: b.maxX, y: b.maxY))).y - m.project(Point(x: b.maxX, y: 0))!.y
            XCTAssertGreaterThan(right, left, "turning home to the right brings the right edge near")
            // A quarter of the dismissal is half of its first keyframe: 45 degrees.
            let shownWidth = m.project(Point(x: b.maxX, y: b.midY))!.x - m.project(Point(x: b.minX, y: b.midY))!.x
            XCTAssertEqual(shownWidth / width, cos(Double.pi / 4), accuracy: 0.06)
            h.up(at: Point(x: 60 + width / 4, y: 400))
            h.runUntilIdle()
            XCTAssertNotNil(h.presented, "released before half way, the back turns back")
            XCTAssertNil(back.makeLayer().projection)

            h.down(at: start)
            h.move(from: start, to: Point(x: 60 + width * 0.7, y: 400), seconds: 0.5)
            h.up(at: Point(x: 60 + width * 0.7, y: 400))
            h.runUntilIdle()
            XCTAssertNil(h.presented, "released past half way, the page turns home")
            h.assertNoDiagnostics()
        }
    }
}
