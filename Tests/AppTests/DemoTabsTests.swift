import DemoKit
import Demos
import Engine
import Geometry
import Transitions
import XCTest

final class DemoTabsTests: XCTestCase {
    func testNextTabSlidesLeftAndTabBarButtonSlidesBack() throws {
        try MainActor.assumeIsolated {
            let h = DemoHarness(TabsDemo.self)
            let tabs = try XCTUnwrap(h.root as? TabBarController)
            XCTAssertEqual(tabs.selectedIndex, 0)
            let bar = try h.view("tabs.bar")
            assertEqualRects(h.screenFrame(of: bar), Rect(x: 0, y: 720 - 49, width: 400, height: 49))
            let firstPage = try h.view("tab-0")
            try h.tap("present-button")
            XCTAssertEqual(h.window.currentTransition?.kind, .tab)
            let secondPage = try h.view("tab-1")
            h.step(0.15)
            XCTAssertGreaterThan(h.screenFrame(of: secondPage).minX, 0, "the new tab comes from the right")
            XCTAssertLessThan(h.screenFrame(of: firstPage).minX, 0, "the old one leaves to the left")
            h.runUntilIdle()
            XCTAssertEqual(tabs.selectedIndex, 1)
            XCTAssertNil(firstPage.window)
            assertEqualRects(h.screenFrame(of: secondPage), Rect(x: 0, y: 0, width: 400, height: 720 - 49))

            // Back to the first tab with its bar button: the pages move right.
            try h.tap("tabs.button.0")
            XCTAssertEqual(h.window.currentTransition?.kind, .tab)
            h.step(0.15)
            XCTAssertLessThan(h.screenFrame(of: firstPage).minX, 0, "the first tab comes from the left")
            XCTAssertGreaterThan(h.screenFrame(of: secondPage).minX, 0)
            h.runUntilIdle()
            XCTAssertEqual(tabs.selectedIndex, 0)
            XCTAssertNil(secondPage.window)
            XCTAssertEqual(secondPage.transform, .identity)
            h.assertNoDiagnostics()
        }
    }

    func testEveryTabIsReachableAndWrapsAround() throws {
        try MainActor.assumeIsolated {
            let h = DemoHarness(TabsDemo.self)
            let tabs = try XCTUnwrap(h.root as? TabBarController)
            var seen: [Int] = []
            for _ in 0..<3 {
                try h.tap("present-button")
                h.runUntilIdle()
                seen.append(tabs.selectedIndex)
            }
            XCTAssertEqual(seen, [1, 2, 0])
            h.assertNoDiagnostics()
        }
    }

    func testTheTabBarShowsWhichTabIsSelected() throws {
        try MainActor.assumeIsolated {
            let h = DemoHarness(TabsDemo.self)
            let tabs = try XCTUnwrap(h.root as? TabBarController)
            let titleColours: @MainActor () throws -> [Color?] = {
                try (0..<3).map { i in try XCTUnwrap(h.find("tabs.button.\(i)") as? Button).titleLabel.textColor }
            }
            let grey = tabs.unselectedItemTintColor
            XCTAssertEqual(try titleColours(), [.systemBlue, grey, grey])
            try h.tap("present-button")
            h.runUntilIdle()
            XCTAssertEqual(try titleColours(), [grey, .systemBlue, grey])
            try h.tap("tabs.button.2")
            h.runUntilIdle()
            XCTAssertEqual(try titleColours(), [grey, grey, .systemBlue])
            h.assertNoDiagnostics()
        }
    }
}
