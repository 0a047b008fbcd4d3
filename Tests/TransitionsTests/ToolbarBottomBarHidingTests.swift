import Engine
import Geometry
import XCTest

@testable import Transitions

/// The navigation controller's toolbar is the other half of the bottom bar that
/// `hidesBottomBarWhenPushed` hides. Apple, `UIViewController.hidesBottomBarWhenPushed`: "A
/// Boolean value indicating whether the toolbar at the bottom of the screen is hidden when the
/// view controller is pushed on to a navigation controller. [...] The value of this property
/// on the topmost view controller determines whether the toolbar is visible. If the value of
/// this property is true, the toolbar is hidden." `UINavigationController.toolbar`: "The
/// visibility of this toolbar is controlled by the isToolbarHidden property. The toolbar also
/// obeys the hidesBottomBarWhenPushed property of the currently visible view controller and
/// hides and shows itself automatically as needed." The view controller guide adds that "the
/// bottom bar remains hidden until the view controller is popped from the stack", as the tab
/// bar does here (`BottomBarHidingTests`).
final class ToolbarBottomBarHidingTests: XCTestCase {
    private static let size = Size(width: 400, height: 800)

    /// A navigation controller showing its toolbar over a root with items, in a window.
    @MainActor
    private struct Stack {
        let h = Harness(size: ToolbarBottomBarHidingTests.size)
        let first = ViewController()
        let navigation: NavigationController

        init() {
            first.toolbarItems = [BarButtonItem(title: "One")]
            navigation = NavigationController(rootViewController: first)
            navigation.isToolbarHidden = false
            h.window.rootViewController = navigation
            h.frame()
        }

        var toolbarShows: Bool {
            navigation.toolbar.window != nil && !navigation.toolbar.isHidden
        }

        func bottom(_ controller: ViewController) -> Double {
            controller.view.convert(controller.view.bounds, to: nil).maxY
        }
    }

    /// Pushed with the flag, a controller hides the toolbar: its view (which keeps out from
    /// under bars) reaches the window's bottom, nothing of the bar is in its safe area, and no
    /// touch lands on the bar; the app's `isToolbarHidden` stays false. A controller pushed
    /// above it keeps the bar hidden; popping back to the root brings the bar and its items
    /// back, and the root's view ends above it again.
    func testAPushedControllerThatHidesTheBottomBarHidesTheToolbarUntilPopped() {
        MainActor.assumeIsolated {
            let s = Stack()
            let bar = Toolbar.contentHeight
            XCTAssertTrue(s.toolbarShows)
            XCTAssertEqual(s.first.view.safeAreaInsets.bottom, bar, "the root's view runs under the bar")

            let detail = ViewController()
            detail.edgesForExtendedLayout = []
            detail.hidesBottomBarWhenPushed = true
            s.navigation.pushViewController(detail, animated: true)
            s.h.step(1)
            XCTAssertTrue(s.navigation.topViewController === detail)
            XCTAssertFalse(s.toolbarShows, "hidden for the pushed controller")
            XCTAssertFalse(s.navigation.isToolbarHidden, "the app's own setting is left as it was")
            XCTAssertEqual(s.bottom(detail), 800, "no bar to stop above: the view takes its room")
            XCTAssertEqual(detail.view.safeAreaInsets.bottom, 0)
            XCTAssertFalse(
                s.h.window.hitTest(Point(x: 200, y: 800 - bar / 2))?.isDescendant(of: s.navigation.toolbar) ?? false,
                "a hidden bar takes no touch")

            let further = ViewController()
            further.hidesBottomBarWhenPushed = false
            s.navigation.pushViewController(further, animated: false)
            s.h.frame()
            XCTAssertFalse(s.toolbarShows, "still hidden above the controller that hid it")
            XCTAssertEqual(further.view.safeAreaInsets.bottom, 0)

            s.navigation.popToRootViewController(animated: true)
            s.h.step(1)
            XCTAssertTrue(s.toolbarShows, "back with the root")
            XCTAssertEqual(s.first.view.safeAreaInsets.bottom, bar)
            XCTAssertTrue(s.navigation.toolbar.items?.elementsEqual(s.first.toolbarItems!, by: ===) ?? false)
        }
    }

    /// The root's own flag hides nothing (it was never pushed), nor does the flag keep a
    /// toolbar the app hid from staying hidden once popped; with `isToolbarHidden` true
    /// the flag shows nothing either.
    func testTheRootsFlagAndTheAppsOwnSettingAreKept() {
        MainActor.assumeIsolated {
            let s = Stack()
            s.first.hidesBottomBarWhenPushed = true
            s.navigation.pushViewController(ViewController(), animated: false)
            s.navigation.popViewController(animated: false)
            s.h.frame()
            XCTAssertTrue(s.toolbarShows, "the root was not pushed")

            let detail = ViewController()
            detail.hidesBottomBarWhenPushed = true
            s.navigation.pushViewController(detail, animated: false)
            s.navigation.setToolbarHidden(true, animated: false)
            s.navigation.popViewController(animated: false)
            s.h.frame()
            XCTAssertFalse(s.toolbarShows, "the app hid it: popping does not show it")
            s.navigation.setToolbarHidden(false, animated: false)
            s.h.frame()
            XCTAssertTrue(s.toolbarShows)
        }
    }

    /// An interactive pop from the controller that hid the bar to one that shows it brings
    /// the bar back with the incoming controller while the finger moves; a cancelled pop
    /// leaves the bar hidden, as the stack is left as it was; a finished one leaves it shown.
    func testAnInteractivePopShowsTheBarAndACancelledOneHidesItAgain() {
        MainActor.assumeIsolated {
            let s = Stack()
            let detail = ViewController()
            detail.hidesBottomBarWhenPushed = true
            s.navigation.pushViewController(detail, animated: false)
            s.h.frame()
            XCTAssertFalse(s.toolbarShows)

            for finish in [false, true] {
                s.h.window.send(.pointerDown(Point(x: 5, y: 300)))
                s.h.frame()
                for x in stride(from: 25.0, through: 125.0, by: 20) {
                    s.h.window.send(.pointerMoved(Point(x: x, y: 300)))
                    s.h.step(0.05)
                }
                XCTAssertNotNil(s.h.context, "the pop runs")
                XCTAssertTrue(s.toolbarShows, "shown with the incoming root during the pop")
                if finish {
                    for x in stride(from: 145.0, through: 345.0, by: 20) {
                        s.h.window.send(.pointerMoved(Point(x: x, y: 300)))
                        s.h.step(0.05)
                    }
                }
                s.h.window.send(.pointerUp(Point(x: finish ? 345 : 125, y: 300)))
                s.h.step(1.5)
                XCTAssertNil(s.h.context)
                XCTAssertEqual(s.navigation.topViewController === detail, !finish)
                XCTAssertEqual(s.toolbarShows, finish, finish ? "popped: shown" : "cancelled: hidden again")
                XCTAssertEqual(
                    s.bottom(finish ? s.first : detail), 800,
                    "the view that stays fills the window down to its bottom, under the bar or not")
                XCTAssertEqual(
                    (finish ? s.first : detail).view.safeAreaInsets.bottom, finish ? Toolbar.contentHeight : 0)
            }
        }
    }
}
