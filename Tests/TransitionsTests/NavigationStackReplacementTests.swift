import Engine
import Geometry
import XCTest

@testable import Transitions

/// A navigation delegate that records the operation of each transition it is asked for.
@MainActor
private final class OperationRecorder: NavigationControllerDelegate {
    let animator = RecordingCrossfade()
    var operations: [NavigationOperation] = []
    func navigationController(
        _ nc: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> (any AnimatedTransitioning)? {
        operations.append(operation)
        return animator
    }
}

/// `setViewControllers(_:animated:)`, `visibleViewController`, and a controller's `title`
/// reaching its navigation and tab bar items.
final class NavigationStackReplacementTests: XCTestCase {
    /// Apple, `setViewControllers(_:animated:)`: "Replaces the view controllers currently
    /// managed by the navigation controller with the specified items"; `animated`: "If true,
    /// animate the pushing or popping of the top view controller. If false, replace the view
    /// controllers without any animations." UIKit picks the push when the new top was not on
    /// the stack and the pop when it was; the whole stack is replaced when the one
    /// transition ends. Appearance callbacks run for the old and the new top only, once each
    /// and balanced.
    func testReplacingTheStackAnimatesAsAPushOrAPopByWhereTheNewTopWas() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (nav, a) = makeNavigation(h)
            let recorder = OperationRecorder()
            nav.delegate = recorder
            let b = LoggingViewController(name: "b", log: h.log)
            let c = LoggingViewController(name: "c", log: h.log)
            nav.pushViewController(b, animated: false)
            nav.pushViewController(c, animated: false)
            h.step(1)
            h.log.entries.removeAll()
            // A, B, C -> D, A, B: B was on the stack, so a pop from C to B.
            let d = LoggingViewController(name: "d", log: h.log)
            nav.setViewControllers([d, a, b], animated: true)
            XCTAssertEqual(recorder.operations, [.pop])
            XCTAssertTrue(h.context?.viewController(forKey: .from) === c)
            XCTAssertTrue(h.context?.viewController(forKey: .to) === b)
            h.step(1)
            XCTAssertNil(h.context)
            XCTAssertEqual(nav.viewControllers.map(\.title), ["d", "first", "b"])
            XCTAssertEqual(h.log.take(), ["c.willDisappear", "b.willAppear", "c.didDisappear", "b.didAppear"])
            XCTAssertNil(c.parent)
            XCTAssertTrue(d.parent === nav)
            XCTAssertTrue(b.view.superview === nav.transitionView)
            XCTAssertNil(c.view.superview)
            // D, A, B -> E: E is new, so a push; everything below is replaced.
            let e = LoggingViewController(name: "e", log: h.log)
            nav.setViewControllers([e], animated: true)
            XCTAssertEqual(recorder.operations, [.pop, .push])
            h.step(1)
            XCTAssertEqual(nav.viewControllers.map(\.title), ["e"])
            XCTAssertEqual(h.log.take(), ["b.willDisappear", "e.willAppear", "b.didDisappear", "e.didAppear"])
            for old in [a, b, d] { XCTAssertNil(old.parent) }
            XCTAssertEqual(nav.transitionView.subviews.map { $0 === e.view }, [true])
            // Same top: no transition at all, only the stack below changes.
            nav.setViewControllers([a, e], animated: true)
            XCTAssertNil(h.context)
            XCTAssertEqual(recorder.operations, [.pop, .push])
            XCTAssertEqual(nav.viewControllers.map(\.title), ["first", "e"])
            XCTAssertEqual(h.log.take(), [])
            XCTAssertEqual(nav.navigationBar.backButton.title.map { $0.hasSuffix("first") }, true)
            // Not animated: the change happens with the callbacks but no animator.
            nav.setViewControllers([a], animated: false)
            h.step(1)
            XCTAssertEqual(nav.viewControllers.map(\.title), ["first"])
            XCTAssertEqual(recorder.operations, [.pop, .push], "no animator asked for an unanimated change")
            XCTAssertEqual(h.log.take(), ["e.willDisappear", "first.willAppear", "e.didDisappear", "first.didAppear"])
            XCTAssertEqual(h.window.diagnostics.entries(of: .transitionRefused), [])
        }
    }

    /// Bad stacks are refused with a report and leave the stack as it was: empty, a
    /// controller listed twice, or one already in another container.
    func testBadStacksAreRefused() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (nav, a) = makeNavigation(h)
            let b = LoggingViewController(name: "b", log: h.log)
            let other = NavigationController(rootViewController: b)
            _ = other
            nav.setViewControllers([], animated: true)
            nav.setViewControllers([a, a], animated: true)
            nav.setViewControllers([a, b], animated: true)
            XCTAssertEqual(nav.viewControllers.map(\.title), ["first"])
            XCTAssertEqual(h.window.diagnostics.entries(of: .transitionRefused).count, 3)
            XCTAssertNil(h.context)
        }
    }

    /// A cancelled interactive pop leaves the old stack: the stack change and the parent
    /// links are undone with the transition.
    func testACancelledReplacementKeepsTheOldStack() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (nav, a) = makeNavigation(h)
            let b = LoggingViewController(name: "b", log: h.log)
            nav.pushViewController(b, animated: false)
            h.step(1)
            let d = LoggingViewController(name: "d", log: h.log)
            let interaction = PercentDrivenInteractiveTransition()
            final class Interactive: NavigationControllerDelegate {
                let interaction: PercentDrivenInteractiveTransition
                let animator = RecordingCrossfade()
                init(_ i: PercentDrivenInteractiveTransition) { interaction = i }
                func navigationController(
                    _ nc: NavigationController, animationControllerFor operation: NavigationOperation,
                    from: ViewController, to: ViewController
                ) -> (any AnimatedTransitioning)? { animator }
                func navigationController(
                    _ nc: NavigationController, interactionControllerFor animator: any AnimatedTransitioning
                ) -> (any InteractiveTransitioning)? { interaction }
            }
            let delegate = Interactive(interaction)
            nav.delegate = delegate
            nav.setViewControllers([d, a], animated: true)
            interaction.update(0.3)
            h.step(0.1)
            interaction.cancel()
            h.step(1)
            XCTAssertNil(h.context)
            XCTAssertEqual(nav.viewControllers.map(\.title), ["first", "b"])
            XCTAssertNil(d.parent)
            XCTAssertTrue(b.view.superview === nav.transitionView)
            XCTAssertEqual(b.appearanceState, .appeared)
            XCTAssertEqual(a.appearanceState, .disappeared)
        }
    }

    /// Apple, `visibleViewController`: "The view controller associated with the currently
    /// visible view in the navigation interface"; it "can belong to the view controller at
    /// the top of the navigation stack or to a view controller that was presented modally on
    /// top of the navigation controller itself."
    func testVisibleViewControllerIsThePresentedOneOrTheTop() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (nav, a) = makeNavigation(h)
            XCTAssertTrue(nav.visibleViewController === a)
            let b = LoggingViewController(name: "b", log: h.log)
            nav.pushViewController(b, animated: false)
            XCTAssertTrue(nav.visibleViewController === b)
            let modal = LoggingViewController(name: "modal", log: h.log)
            modal.modalPresentationStyle = .fullScreen
            b.present(modal, animated: false)
            h.step(1)
            XCTAssertTrue(nav.visibleViewController === modal, "presented from the top controller")
            modal.dismiss(animated: false)
            h.step(1)
            XCTAssertTrue(nav.visibleViewController === b)
        }
    }

    /// Apple, `UIViewController.title`: "If the view controller has a valid navigation item
    /// or tab-bar item, assigning a value to this property updates the title text of those
    /// objects."
    func testTitleUpdatesTheNavigationAndTabBarItems() {
        MainActor.assumeIsolated {
            let vc = ViewController()
            XCTAssertNil(vc.navigationItem.title)
            vc.title = "Inbox"
            XCTAssertEqual(vc.navigationItem.title, "Inbox")
            XCTAssertEqual(vc.tabBarItem.title, "Inbox", "an item made later starts with the title")
            vc.title = "Archive"
            XCTAssertEqual(vc.navigationItem.title, "Archive", "every assignment, not only the first")
            XCTAssertEqual(vc.tabBarItem.title, "Archive")
            // An item's own title stands until the controller's title is assigned again.
            vc.navigationItem.title = "Bar"
            vc.tabBarItem.title = "Tab"
            XCTAssertEqual(NavigationBar.title(for: vc), "Bar")
            vc.title = "Both"
            XCTAssertEqual(NavigationBar.title(for: vc), "Both")
            XCTAssertEqual(vc.tabBarItem.title, "Both")
            // The tab bar labels its buttons with the items' titles.
            let h = Harness()
            let first = ViewController()
            first.title = "One"
            let second = ViewController()
            second.tabBarItem.title = "Two"
            let tabs = TabBarController(viewControllers: [first, second])
            h.window.rootViewController = tabs
            let labels = tabs.tabBar.subviews.compactMap { ($0 as? Button)?.title }
            XCTAssertEqual(labels, ["One", "Two"])
            // A title assigned while the tab bar shows it relabels the button at once.
            second.title = "Deux"
            XCTAssertEqual(tabs.tabBar.subviews.compactMap { ($0 as? Button)?.title }, ["One", "Deux"])
        }
    }

    /// The navigation bar shows a title assigned while its controller is on top (and the
    /// back button one assigned to the controller below), with no push or pop needed.
    func testATitleAssignedWhileShownReachesTheNavigationBar() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (nav, first) = makeNavigation(h)
            let second = LoggingViewController(name: "second", log: h.log)
            nav.pushViewController(second, animated: true)
            h.step(1)
            XCTAssertEqual(nav.navigationBar.titleLabel.text, "second")
            second.title = "Details"
            XCTAssertEqual(nav.navigationBar.titleLabel.text, "Details")
            first.title = "Home"
            XCTAssertEqual(nav.navigationBar.backButton.title, "\u{2039} Home")
            second.navigationItem.title = "Item"
            XCTAssertEqual(nav.navigationBar.titleLabel.text, "Item")
            // Popped, the controller's title no longer reaches the bar.
            nav.popViewController(animated: true)
            h.step(1)
            XCTAssertEqual(nav.navigationBar.titleLabel.text, "Home")
            second.title = "Gone"
            XCTAssertEqual(nav.navigationBar.titleLabel.text, "Home")
        }
    }
}
