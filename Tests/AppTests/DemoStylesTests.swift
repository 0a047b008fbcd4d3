import DemoKit
import Demos
import Engine
import Geometry
import Transitions
import XCTest

/// The status lines of the styles page, in order.
@MainActor
private func report(_ h: DemoHarness) -> [String] {
    ["status", "status-1", "status-2"].map { (h.find($0) as? Label)?.text ?? "" }
}

final class DemoStylesTests: XCTestCase {
    func testFullScreenTakesThePresenterAwayAndHandsItBackThroughTheContainer() throws {
        try MainActor.assumeIsolated {
            let h = DemoHarness(StylesDemo.self)
            try h.tap("present-button")
            XCTAssertEqual(h.presented?.modalPresentationStyle, .fullScreen)
            XCTAssertEqual(report(h)[0], "present .fullScreen")
            XCTAssertEqual(report(h)[1], "during: [modal], presenter on screen")
            h.runUntilIdle()
            XCTAssertNil(h.root.view.window, "after a .fullScreen presentation the presenter left the hierarchy")
            XCTAssertEqual(try h.view("modal").frame, Rect(x: 0, y: 0, width: 400, height: 720))
            try h.tap("dismiss-button")
            XCTAssertEqual(
                h.root.view.superview?.accessibilityIdentifier, "transition.container",
                ".fullScreen dismissal: the presenter is the to-view, in the container")
            h.runUntilIdle()
            XCTAssertNil(h.presented)
            XCTAssertTrue(h.root.view.superview === h.window.rootView)
            XCTAssertEqual(
                report(h),
                [
                    "dismiss .fullScreen", "during: [styles.root, modal], presenter on screen",
                    "after: [], presenter on screen",
                ])
            h.step(1.2)
            h.assertNoDiagnostics()
        }
    }

    func testCustomLeavesThePresenterWhereItIsAndTheCorrectDismissalIsClean() throws {
        try MainActor.assumeIsolated {
            let h = DemoHarness(StylesDemo.self)
            try h.tap("present-custom-button")
            XCTAssertEqual(h.presented?.modalPresentationStyle, .custom)
            h.runUntilIdle()
            XCTAssertEqual(
                report(h),
                [
                    "present .custom", "during: [modal], presenter on screen",
                    "after: [modal], presenter on screen",
                ])
            XCTAssertTrue(h.root.view.superview === h.window.rootView, ".custom: the presenter never moves")
            XCTAssertEqual(try h.view("modal").frame, Rect(x: 24, y: 120, width: 352, height: 480))
            try h.tap("dismiss-button")
            XCTAssertTrue(h.root.view.superview === h.window.rootView, "view(forKey: .to) is nil, so it stays put")
            h.runUntilIdle()
            XCTAssertNil(h.presented)
            XCTAssertEqual(report(h)[1], "during: [modal], presenter on screen")
            h.step(1.2)
            h.assertNoDiagnostics()
        }
    }

    func testBrokenDismissalIsCaughtByTheDiagnosticAndThePresenterPutBack() throws {
        try MainActor.assumeIsolated {
            let h = DemoHarness(StylesDemo.self)
            try h.tap("broken-button")
            h.runUntilIdle()
            XCTAssertEqual(h.presented?.modalPresentationStyle, .custom)
            h.assertNoDiagnostics()  // Presenting is fine; the mistake is in the dismissal.
            try h.tap("dismiss-button")
            XCTAssertEqual(report(h)[0], "broken dismiss .custom")
            XCTAssertEqual(report(h)[1], "during: [styles.root, modal], presenter on screen")
            h.runUntilIdle()
            XCTAssertNil(h.presented)
            let trapped = h.window.diagnostics.entries(of: .presentingViewAddedToContainer)
            XCTAssertEqual(trapped.count, 1, "the classic custom-mode mistake is reported once")
            XCTAssertTrue(trapped.first?.message.contains("BrokenZoomDismissAnimator") ?? false)
            XCTAssertTrue(h.root.view.superview === h.window.rootView, "and the presenter is put back in its place")
            XCTAssertFalse(h.root.view.isHidden)
            // The app still works: the correct custom round trip reports nothing new.
            try h.tap("present-custom-button")
            h.runUntilIdle()
            try h.tap("dismiss-button")
            h.runUntilIdle()
            XCTAssertNil(h.presented)
            XCTAssertEqual(h.window.diagnostics.entries(of: .presentingViewAddedToContainer).count, 1)
        }
    }
}
