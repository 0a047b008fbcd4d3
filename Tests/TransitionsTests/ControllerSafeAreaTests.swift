import Engine
import Geometry
import XCTest

@testable import Transitions

/// The safe area a view controller's root view gets from its containers, as Apple documents
/// it. `UIView.safeAreaInsets`: "For the view controller's root view, the insets account for
/// the status bar, other visible bars, and any additional insets that you specified using the
/// additionalSafeAreaInsets property of your view controller. For other views in the view
/// hierarchy, the insets reflect only the portion of the view that is covered."
/// `additionalSafeAreaInsets`: "Use this property to adjust the safe area insets of this view
/// controller's views by the specified amount." `viewSafeAreaInsetsDidChange()`: "UIKit
/// updates the safe area in response to size changes to system bars or when you modify the
/// additional safe area insets of your view controller."
///
/// This window has no status bar, notch or home indicator: only bars and additional insets
/// make a safe area.
final class ControllerSafeAreaTests: XCTestCase {
    /// A controller that records the safe area each time it is told of a change.
    @MainActor
    private final class Page: ViewController {
        var changes: [EdgeInsets] = []
        override func viewSafeAreaInsetsDidChange() { changes.append(view.safeAreaInsets) }
    }

    func testANavigationBarCoversTheTopOfEveryControllerItShows() {
        MainActor.assumeIsolated {
            let h = Harness()
            let first = Page()
            let nav = NavigationController(rootViewController: first)
            h.window.rootViewController = nav
            h.frame()
            let bar = EdgeInsets(top: NavigationBar.height)
            XCTAssertEqual(first.view.safeAreaInsets, bar)
            XCTAssertEqual(first.changes, [bar], "told once, as it appears")
            XCTAssertEqual(nav.view.safeAreaInsets, .zero, "the container's own view is not covered by its bar")
            // A subview gets only the part of the bar it lies under.
            let strip = View(frame: Rect(x: 0, y: 20, width: 100, height: 100))
            first.view.addSubview(strip)
            XCTAssertEqual(strip.safeAreaInsets, EdgeInsets(top: NavigationBar.height - 20))

            let second = Page()
            nav.pushViewController(second, animated: false)
            h.frame()
            XCTAssertEqual(second.view.safeAreaInsets, bar, "a pushed controller runs under the bar too")

            nav.isNavigationBarHidden = true
            h.frame()
            XCTAssertEqual(second.view.safeAreaInsets, .zero, "a hidden bar covers nothing")
            XCTAssertEqual(second.changes, [bar, .zero])

            second.additionalSafeAreaInsets = EdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
            nav.isNavigationBarHidden = false
            h.frame()
            XCTAssertEqual(
                second.view.safeAreaInsets, EdgeInsets(top: NavigationBar.height + 5, left: 6, bottom: 7, right: 8))
            XCTAssertEqual(second.changes.count, 3, "one change of bar and insets in one pass is one call")
        }
    }

    func testATranslucentTabBarCoversTheBottomAndNestsWithANavigationBar() {
        MainActor.assumeIsolated {
            let h = Harness()
            let page = Page()
            let nav = NavigationController(rootViewController: page)
            let other = Page()
            let tabs = TabBarController(viewControllers: [nav, other])
            h.window.rootViewController = tabs
            h.frame()
            XCTAssertEqual(nav.view.safeAreaInsets, .zero, "an opaque bar ends the page above it: nothing covered")
            tabs.tabBar.standardAppearance = BarAppearance()
            h.frame()
            let bottom = tabs.tabBarHeight
            XCTAssertEqual(nav.view.safeAreaInsets, EdgeInsets(bottom: bottom), "a translucent bar runs over the page")
            XCTAssertEqual(
                page.view.safeAreaInsets, EdgeInsets(top: NavigationBar.height, bottom: bottom),
                "the navigation bar at the top, the tab bar's strip overlapped at the bottom")
        }
    }

    /// `.automatic`: "Content is always adjusted vertically when the scroll view is the
    /// content view of a view controller that is currently displayed by a navigation or tab
    /// bar controller."
    func testAScrollViewShownByANavigationControllerAdjustsVerticallyEvenWhenShort() {
        MainActor.assumeIsolated {
            let h = Harness()
            let list = ViewController()
            let scroll = ScrollView()
            scroll.contentSize = Size(width: 400, height: 100)
            list.view = scroll
            let nav = NavigationController(rootViewController: list)
            h.window.rootViewController = nav
            h.frame()
            XCTAssertEqual(scroll.adjustedContentInset.top, NavigationBar.height)
            scroll.contentInsetAdjustmentBehavior = .scrollableAxes
            XCTAssertEqual(scroll.adjustedContentInset.top, 0, "short content does not scroll: not adjusted")
        }
    }

    /// A presented controller is not a child of its presenter: full screen or as a sheet it
    /// gets the window's safe area (none here) and its own additional insets, never the
    /// presenter's bars.
    func testPresentedControllersTakeTheWindowsSafeAreaNotThePresenters() {
        MainActor.assumeIsolated {
            let h = Harness()
            let page = Page()
            let nav = NavigationController(rootViewController: page)
            h.window.rootViewController = nav
            h.frame()
            for style in [ModalPresentationStyle.fullScreen, .pageSheet, .overFullScreen] {
                let modal = Page()
                modal.modalPresentationStyle = style
                modal.additionalSafeAreaInsets = EdgeInsets(bottom: 12)
                page.present(modal, animated: false)
                h.frame()
                XCTAssertEqual(modal.view.safeAreaInsets, EdgeInsets(bottom: 12), "\(style)")
                modal.dismiss(animated: false)
                h.frame()
            }
        }
    }
}
