import Engine
import Geometry
import XCTest

@testable import Transitions

/// `hidesBottomBarWhenPushed` (`UIViewController`), as Apple documents it: "A Boolean value
/// indicating whether the toolbar at the bottom of the screen is hidden when the view
/// controller is pushed on to a navigation controller." In a tab bar controller the bar at
/// the bottom is the tab bar: a controller pushed with the flag hides it, and the page takes
/// its room, until that controller is popped.
final class BottomBarHidingTests: XCTestCase {
    /// Tabs whose first tab is a navigation controller, shown in the window.
    @MainActor
    private struct Tabs {
        let h = Harness()
        let first = ViewController()
        let navigation: NavigationController
        let other = ViewController()
        let tabs: TabBarController

        init() {
            navigation = NavigationController(rootViewController: first)
            tabs = TabBarController(viewControllers: [navigation, other])
            h.window.rootViewController = tabs
            h.frame()
        }

        func bottom(_ controller: ViewController) -> Double {
            controller.view.convert(controller.view.bounds, to: nil).maxY
        }
    }

    /// Pushed with the flag, the controller hides the tab bar and fills the window down to
    /// its bottom; one pushed above it without the flag keeps the bar hidden; popping back
    /// to the root brings the bar back and the page ends above it again.
    func testAPushedControllerThatHidesTheBottomBarHidesTheTabBarUntilPopped() {
        MainActor.assumeIsolated {
            let t = Tabs()
            XCTAssertFalse(t.first.hidesBottomBarWhenPushed, "false by default")
            XCTAssertFalse(t.tabs.tabBar.isHidden)
            XCTAssertEqual(t.bottom(t.first), 800 - t.tabs.tabBarHeight, "the page ends above the bar")

            let detail = ViewController()
            detail.hidesBottomBarWhenPushed = true
            t.navigation.pushViewController(detail, animated: true)
            t.h.step(0.7)
            XCTAssertTrue(t.navigation.topViewController === detail)
            XCTAssertTrue(t.tabs.tabBar.isHidden, "hidden for the pushed controller")
            XCTAssertEqual(t.bottom(detail), 800, "the page takes the bar's room")
            XCTAssertNil(t.h.window.hitTest(Point(x: 50, y: 790)).flatMap { $0 as? TabBar }, "no bar to tap")

            let further = ViewController()
            t.navigation.pushViewController(further, animated: false)
            t.h.frame()
            XCTAssertTrue(t.tabs.tabBar.isHidden, "still hidden above a controller that hides it")

            t.navigation.popToRootViewController(animated: false)
            t.h.frame()
            XCTAssertFalse(t.tabs.tabBar.isHidden, "back with the root")
            XCTAssertEqual(t.bottom(t.first), 800 - t.tabs.tabBarHeight)
        }
    }

    /// The bar follows the selected tab: another tab shows it, and coming back to the tab
    /// with the hiding controller on top hides it again.
    func testTheBarFollowsTheSelectedTab() {
        MainActor.assumeIsolated {
            let t = Tabs()
            let detail = ViewController()
            detail.hidesBottomBarWhenPushed = true
            t.navigation.pushViewController(detail, animated: false)
            t.h.frame()
            XCTAssertTrue(t.tabs.tabBar.isHidden)
            t.tabs.selectedIndex = 1
            t.h.step(0.5)
            XCTAssertFalse(t.tabs.tabBar.isHidden, "another tab shows the bar")
            XCTAssertEqual(t.bottom(t.other), 800 - t.tabs.tabBarHeight)
            t.tabs.selectedIndex = 0
            t.h.step(0.5)
            XCTAssertTrue(t.tabs.tabBar.isHidden, "hidden again with the detail on top")
        }
    }

    /// The flag on the root controller hides nothing (it was never pushed), and an app that
    /// hides the tab bar itself keeps it hidden through layout passes.
    func testTheRootsFlagAndTheAppsOwnHidingAreLeftAlone() {
        MainActor.assumeIsolated {
            let t = Tabs()
            t.first.hidesBottomBarWhenPushed = true
            t.navigation.pushViewController(ViewController(), animated: false)
            t.navigation.popViewController(animated: false)
            t.h.frame()
            XCTAssertFalse(t.tabs.tabBar.isHidden, "the root was not pushed")
            t.tabs.tabBar.isHidden = true
            t.tabs.view.setNeedsLayout()
            t.h.frame()
            XCTAssertTrue(t.tabs.tabBar.isHidden, "the app's own setting stays")
        }
    }

    /// An interactive pop from the controller that hid the bar shows the bar while the finger
    /// moves; cancelled, the stack is left as it was and so is the bar: hidden again, the
    /// pushed page still taking its room.
    func testACancelledInteractivePopLeavesTheTabBarHidden() {
        MainActor.assumeIsolated {
            let t = Tabs()
            let detail = ViewController()
            detail.hidesBottomBarWhenPushed = true
            t.navigation.pushViewController(detail, animated: false)
            t.h.frame()
            XCTAssertTrue(t.tabs.tabBar.isHidden)
            t.h.window.send(.pointerDown(Point(x: 5, y: 300)))
            t.h.frame()
            for x in stride(from: 25.0, through: 125.0, by: 20) {
                t.h.window.send(.pointerMoved(Point(x: x, y: 300)))
                t.h.step(0.05)
            }
            XCTAssertNotNil(t.h.context, "the pop runs")
            XCTAssertFalse(t.tabs.tabBar.isHidden, "shown with the incoming root during the pop")
            t.h.window.send(.pointerUp(Point(x: 125, y: 300)))
            t.h.step(1.5)
            XCTAssertNil(t.h.context)
            XCTAssertTrue(t.navigation.topViewController === detail, "cancelled")
            XCTAssertTrue(t.tabs.tabBar.isHidden, "hidden again")
            XCTAssertEqual(t.bottom(detail), 800)
        }
    }
}
