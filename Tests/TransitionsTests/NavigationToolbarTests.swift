import Engine
import Geometry
import XCTest

@testable import Transitions

/// The navigation controller's toolbar, as Apple documents it. `toolbar`: "The visibility of
/// this toolbar is controlled by the isToolbarHidden property", which is true unless set (the
/// toolbar is hidden by default, as in UIKit). `toolbarItems`: "If this view controller is
/// embedded inside a navigation controller interface, and the navigation controller displays
/// a toolbar, this property identifies the items to display in that toolbar." The children
/// make room for it as for the bar at the top: `edgesForExtendedLayout` without `.bottom`
/// ends the view above it, and a view that runs under it has it in its safe area.
final class NavigationToolbarTests: XCTestCase {
    private static let size = Size(width: 400, height: 800)

    func testTheToolbarIsHiddenByDefaultAndChangesNothing() {
        let size = Self.size
        MainActor.assumeIsolated {
            let h = Harness(size: size)
            let child = ViewController()
            let nav = NavigationController(rootViewController: child)
            h.window.rootViewController = nav
            h.frame()
            XCTAssertTrue(nav.isToolbarHidden)
            XCTAssertNil(nav.toolbarIfMade, "not even made")
            XCTAssertEqual(child.view.frame, Rect(origin: .zero, size: size))
            XCTAssertEqual(child.view.safeAreaInsets, EdgeInsets(top: NavigationBar.height))
        }
    }

    func testAShownToolbarSitsAlongTheBottomWithTheTopControllersItems() {
        let size = Self.size
        MainActor.assumeIsolated {
            let h = Harness(size: size)
            let first = ViewController()
            let firstItems = [BarButtonItem(title: "One"), BarButtonItem(title: "Two")]
            first.toolbarItems = firstItems
            let nav = NavigationController(rootViewController: first)
            h.window.rootViewController = nav
            h.frame()
            nav.setToolbarHidden(false, animated: true)
            h.frame()
            let bar = Toolbar.contentHeight
            XCTAssertEqual(
                nav.toolbar.convert(nav.toolbar.bounds, to: h.window),
                Rect(x: 0, y: size.height - bar, width: size.width, height: bar))
            XCTAssertFalse(nav.toolbar.isHidden)
            XCTAssertTrue(nav.toolbar.items?.elementsEqual(firstItems, by: ===) ?? false)
            XCTAssertEqual(
                first.view.safeAreaInsets, EdgeInsets(top: NavigationBar.height, bottom: bar),
                "the translucent toolbar covers the bottom of a view that runs under it")

            let second = ViewController()
            second.edgesForExtendedLayout = []
            let secondItems = [BarButtonItem(title: "Three")]
            second.toolbarItems = secondItems
            nav.pushViewController(second, animated: true)
            h.step(1)
            XCTAssertTrue(nav.toolbar.items?.elementsEqual(secondItems, by: ===) ?? false, "the new top's items")
            XCTAssertEqual(
                second.view.convert(second.view.bounds, to: h.window),
                Rect(
                    x: 0, y: NavigationBar.height, width: size.width, height: size.height - NavigationBar.height - bar),
                "no extended edges: between the two bars")
            XCTAssertEqual(second.view.safeAreaInsets, .zero)

            let replaced = [BarButtonItem(title: "Four")]
            second.setToolbarItems(replaced, animated: false)
            XCTAssertTrue(nav.toolbar.items?.elementsEqual(replaced, by: ===) ?? false, "the top's new items show")
            first.toolbarItems = []
            XCTAssertTrue(
                nav.toolbar.items?.elementsEqual(replaced, by: ===) ?? false, "a controller below changes nothing")

            _ = nav.popViewController(animated: false)
            h.frame()
            XCTAssertEqual(nav.toolbar.items?.count ?? 0, 0, "back to the first controller's, now empty, items")
            nav.isToolbarHidden = true
            h.frame()
            XCTAssertTrue(nav.toolbar.isHidden)
            XCTAssertEqual(first.view.safeAreaInsets, EdgeInsets(top: NavigationBar.height))
        }
    }
}
