import Engine
import Geometry
import XCTest

@testable import Transitions

/// Apple, `UISplitViewController`: "A container view controller that manages child view
/// controllers in a hierarchical interface." In a regular-width environment both columns
/// show side by side; `isCollapsed`: "When a split view controller is collapsed, it displays
/// only one of its child view controllers" (in a compact-width environment).
final class SplitViewControllerTests: XCTestCase {
    @MainActor private static func split(in h: Harness) -> (SplitViewController, ViewController, ViewController) {
        let split = SplitViewController()
        let primary = ViewController()
        let secondary = ViewController()
        split.viewControllers = [primary, secondary]
        h.root.addChild(split)
        h.root.view.addSubview(split.view)
        split.view.frame = h.root.view.bounds
        split.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        split.didMove(toParent: h.root)
        h.frame()
        return (split, primary, secondary)
    }

    func testRegularWidthShowsBothColumnsSideBySideForAnyWidth() {
        MainActor.assumeIsolated {
            for width in [700.0, 1024, 1366] {
                let h = Harness(size: Size(width: width, height: 768))
                let (split, primary, secondary) = Self.split(in: h)
                XCTAssertFalse(split.isCollapsed)
                let p = min(414, max(320, width * 0.4))
                XCTAssertEqual(split.primaryColumnWidth, p, accuracy: 1e-9)
                XCTAssertEqual(primary.view.frame.width, p, accuracy: 1e-9, "width \(width)")
                XCTAssertEqual(primary.view.frame.minX, 0)
                XCTAssertEqual(secondary.view.frame.minX, p, accuracy: 1e-9)
                XCTAssertEqual(secondary.view.frame.maxX, width, accuracy: 1e-9)
                XCTAssertEqual(secondary.view.frame.height, 768)
                XCTAssertTrue(primary.parent === split && secondary.parent === split)
            }
        }
    }

    func testCompactWidthCollapsesToThePrimaryAndResizingBackRestoresBoth() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 1024, height: 768))
            let (split, primary, secondary) = Self.split(in: h)
            h.window.size = Size(width: 400, height: 768)
            h.frame()
            XCTAssertTrue(split.isCollapsed)
            XCTAssertEqual(primary.view.frame, Rect(x: 0, y: 0, width: 400, height: 768))
            XCTAssertNil(secondary.viewIfLoaded?.superview, "one column shows when collapsed")
            XCTAssertTrue(secondary.parent === split, "the secondary stays a child")
            h.window.size = Size(width: 1024, height: 768)
            h.frame()
            XCTAssertFalse(split.isCollapsed)
            XCTAssertTrue(secondary.view.superview === split.view)
        }
    }

    func testReplacingTheColumnsRemovesTheOldChildren() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 1024, height: 768))
            let (split, primary, _) = Self.split(in: h)
            let other = ViewController()
            split.viewControllers = [primary, other]
            h.frame()
            XCTAssertEqual(split.children.count, 2)
            XCTAssertTrue(split.children.contains { $0 === other })
        }
    }
}
