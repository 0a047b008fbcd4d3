import Engine
import Geometry
import XCTest

@testable import Transitions

/// A navigation or tab animator that records the container it was given.
@MainActor
final class RecordingCrossfade: AnimatedTransitioning {
    var containers: [View] = []
    func transitionDuration(using context: TransitionContext?) -> Double { 0.3 }
    func animateTransition(using context: TransitionContext) {
        containers.append(context.containerView)
        let to = context.view(forKey: .to)!
        to.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
        to.alpha = 0
        context.containerView.addSubview(to)
        View.animate(withDuration: 0.3, animations: { to.alpha = 1 }) { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

@MainActor
func makeNavigation(_ h: Harness) -> (NavigationController, LoggingViewController) {
    let first = LoggingViewController(name: "first", log: h.log)
    let nav = NavigationController(rootViewController: first)
    h.window.rootViewController = nav
    h.log.entries.removeAll()
    return (nav, first)
}

@MainActor
final class NavDelegate: NavigationControllerDelegate {
    let animator = RecordingCrossfade()
    var shown: [String] = []
    func navigationController(
        _ nc: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> (any AnimatedTransitioning)? { animator }
    func navigationController(_ nc: NavigationController, didShow viewController: ViewController, animated: Bool) {
        shown.append(viewController.title ?? "?")
    }
}

@MainActor
final class TabDelegate: TabBarControllerDelegate {
    let animator = RecordingCrossfade()
    func tabBarController(
        _ t: TabBarController, animationControllerForTransitionFrom from: ViewController,
        to: ViewController
    ) -> (any AnimatedTransitioning)? { animator }
}

final class ContainerTests: XCTestCase {
    func testPushAndPopUseTheDelegatesAnimatorInAContainerThatIsNotTheRootView() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (nav, first) = makeNavigation(h)
            let delegate = NavDelegate()
            nav.delegate = delegate
            let second = LoggingViewController(name: "second", log: h.log)
            nav.pushViewController(second, animated: true)
            XCTAssertTrue(h.context?.containerView === nav.transitionView)
            XCTAssertFalse(h.context?.containerView === nav.view)
            h.step(1)
            XCTAssertEqual(delegate.animator.containers.count, 1)
            XCTAssertNil(first.view.superview, "the from-view leaves the hierarchy when the push ends")
            XCTAssertTrue(second.view.superview === nav.transitionView)
            XCTAssertEqual(
                h.log.take(), ["first.willDisappear", "second.willAppear", "first.didDisappear", "second.didAppear"])
            XCTAssertTrue(nav.topViewController === second)
            XCTAssertEqual(delegate.shown, ["second"])
            nav.popViewController(animated: true)
            h.step(1)
            XCTAssertNil(second.view.superview)
            XCTAssertTrue(first.view.superview === nav.transitionView)
            XCTAssertEqual(nav.viewControllers.count, 1)
            XCTAssertEqual(h.window.diagnostics.entries, [])
        }
    }

    func testPoppedControllerIsFreed() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (nav, _) = makeNavigation(h)
            weak var weakSecond: ViewController?
            do {
                let second = LoggingViewController(name: "second", log: h.log)
                weakSecond = second
                nav.pushViewController(second, animated: true)
                h.step(1)
                nav.popViewController(animated: true)
            }
            h.step(1)
            XCTAssertNil(weakSecond)
            h.step(1)
            XCTAssertTrue(h.diagnostics(.controllerNotFreed).isEmpty)
        }
    }

    func testPopToRootRemovesEveryControllerAbove() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (nav, first) = makeNavigation(h)
            nav.pushViewController(LoggingViewController(name: "b", log: h.log), animated: false)
            nav.pushViewController(LoggingViewController(name: "c", log: h.log), animated: false)
            XCTAssertEqual(nav.viewControllers.count, 3)
            let popped = nav.popToRootViewController(animated: true)
            XCTAssertEqual(popped?.map { $0.title }, ["b", "c"])
            h.step(1)
            XCTAssertEqual(nav.viewControllers.count, 1)
            XCTAssertEqual(nav.transitionView.subviews.map { $0 === first.view }, [true])
        }
    }

    func testEdgeSwipePopsInteractivelyAndCancelsWhenReleasedEarly() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (nav, first) = makeNavigation(h)
            let second = LoggingViewController(name: "second", log: h.log)
            nav.pushViewController(second, animated: true)
            h.step(1)
            // A short drag from the edge, released slowly: the pop is cancelled.
            h.window.send(.pointerDown(Point(x: 5, y: 300)))
            h.frame()
            for x in stride(from: 15.0, through: 105.0, by: 15) {
                h.window.send(.pointerMoved(Point(x: x, y: 300)))
                h.step(0.1)
            }
            XCTAssertEqual(h.window.currentTransition?.kind, .pop)
            XCTAssertEqual(h.window.currentTransition?.state, .interactive)
            XCTAssertEqual(h.context?.percentComplete ?? 0, 0.25, accuracy: 0.03)
            h.window.send(.pointerUp(Point(x: 105, y: 300)))
            h.step(1)
            XCTAssertNil(h.context)
            XCTAssertTrue(nav.topViewController === second, "a cancelled pop leaves the stack as it was")
            XCTAssertTrue(second.view.superview === nav.transitionView)
            XCTAssertEqual(second.view.presentationTransform, .identity)
            XCTAssertNil(first.view.superview)
            XCTAssertEqual(second.appearanceState, .appeared)
            XCTAssertEqual(first.appearanceState, .disappeared)
            // A long drag past half way finishes the pop.
            h.window.send(.pointerDown(Point(x: 5, y: 300)))
            h.frame()
            for x in stride(from: 25.0, through: 265.0, by: 20) {
                h.window.send(.pointerMoved(Point(x: x, y: 300)))
                h.step(0.1)
            }
            h.window.send(.pointerUp(Point(x: 265, y: 300)))
            // Released at 200 pt/s with 140 points to go: the rest keeps about the finger's
            // pace (no spring squeezed into 0.35 x 0.35 s), so it needs more than a second.
            h.step(2)
            XCTAssertTrue(nav.topViewController === first)
            XCTAssertNil(second.view.superview)
            XCTAssertEqual(first.appearanceState, .appeared)
        }
    }

    func testTabSwitchRunsTheDelegatesAnimatorAndRemovesTheFromView() {
        MainActor.assumeIsolated {
            let h = Harness()
            let a = LoggingViewController(name: "a", log: h.log)
            let b = LoggingViewController(name: "b", log: h.log)
            let tabs = TabBarController(viewControllers: [a, b])
            let delegate = TabDelegate()
            tabs.delegate = delegate
            h.window.rootViewController = tabs
            XCTAssertEqual(a.appearanceState, .appeared)
            tabs.select(1, animated: true)
            XCTAssertEqual(h.window.currentTransition?.kind, .tab)
            XCTAssertTrue(h.context?.containerView === tabs.transitionView)
            XCTAssertFalse(h.context?.containerView === tabs.view)
            h.step(1)
            XCTAssertEqual(delegate.animator.containers.count, 1)
            XCTAssertEqual(tabs.selectedIndex, 1)
            XCTAssertNil(a.view.superview)
            XCTAssertTrue(b.view.superview === tabs.transitionView)
            XCTAssertEqual(b.appearanceState, .appeared)
            XCTAssertEqual(a.appearanceState, .disappeared)
        }
    }

    func testTabButtonsSelectTabs() {
        MainActor.assumeIsolated {
            let h = Harness()
            let a = LoggingViewController(name: "a", log: h.log)
            let b = LoggingViewController(name: "b", log: h.log)
            let tabs = TabBarController(viewControllers: [a, b])
            h.window.rootViewController = tabs
            h.frame()
            h.window.send(.pointerDown(Point(x: 300, y: 780)))
            h.window.send(.pointerUp(Point(x: 300, y: 780)))
            h.frame()
            XCTAssertEqual(tabs.selectedIndex, 1, "no animator: the switch is immediate")
            XCTAssertTrue(b.view.superview === tabs.transitionView)
        }
    }

    /// `UITabBarController` inherits `UIViewController`'s designated `init(nibName:bundle:)`
    /// ("The designated initializer for this class"), so a subclass overrides it, calls
    /// super, and sets `viewControllers` later; the bar then shows those tabs.
    func testASubclassOverridingInitNibNameGetsItsTabsLater() {
        final class Swiping: TabBarController {
            var setUpRan = false
            override init(nibName: String?, bundle: ResourceBundle?) {
                super.init(nibName: nibName, bundle: bundle)
                setUpRan = true
            }
            required init?(coder: ViewCoder) { nil }
        }
        MainActor.assumeIsolated {
            let h = Harness()
            let tabs = Swiping(nibName: nil, bundle: nil)
            XCTAssertTrue(tabs.setUpRan)
            XCTAssertNil(tabs.viewControllers, "no tabs until they are set")
            let a = LoggingViewController(name: "a", log: h.log)
            let b = LoggingViewController(name: "b", log: h.log)
            tabs.viewControllers = [a, b]
            h.window.rootViewController = tabs
            h.frame()
            XCTAssertEqual(tabs.tabBar.subviews.compactMap { $0 as? Button }.count, 2)
            XCTAssertTrue(tabs.tabBar.delegate === tabs, "the bar is wired as in init(viewControllers:)")
            XCTAssertTrue(a.view.superview === tabs.transitionView)
        }
    }

    func testTheTabBarTintsTheSelectedItemAndGreysTheOthers() {
        MainActor.assumeIsolated {
            let h = Harness()
            let a = LoggingViewController(name: "a", log: h.log)
            let b = LoggingViewController(name: "b", log: h.log)
            let c = LoggingViewController(name: "c", log: h.log)
            let tabs = TabBarController(viewControllers: [a, b, c])
            let delegate = InteractiveTabDelegate()
            tabs.delegate = delegate
            h.window.rootViewController = tabs
            h.frame()
            let colours: @MainActor () -> [Color?] = {
                tabs.tabBar.subviews.map { ($0 as? Button)?.titleLabel.textColor }
            }
            let on = Color.systemBlue
            let off = tabs.unselectedItemTintColor
            XCTAssertNotEqual(on, off)
            XCTAssertEqual(colours(), [on, off, off])
            tabs.select(2, animated: true)
            XCTAssertEqual(colours(), [off, off, on], "the chosen item is shown selected as the switch starts")
            delegate.interaction?.finish()
            h.step(1)
            XCTAssertEqual(colours(), [off, off, on])

            delegate.startsInteractive = true
            tabs.select(1, animated: true)
            XCTAssertEqual(colours(), [off, on, off])
            delegate.interaction?.cancel()
            h.step(1)
            XCTAssertEqual(tabs.selectedIndex, 2)
            XCTAssertEqual(colours(), [off, off, on], "a cancelled switch gives the selection back")

            let green = Color(r8: 52, g8: 199, b8: 89)
            tabs.tabBar.setTintColor(green)
            XCTAssertEqual(colours(), [off, off, green], "the selected item follows the bar's tint")
        }
    }
}

/// A crossfade whose switches can be driven by hand (percent-driven) when asked.
@MainActor
final class InteractiveTabDelegate: TabBarControllerDelegate {
    let animator = RecordingCrossfade()
    var startsInteractive = false
    var interaction: PercentDrivenInteractiveTransition?
    func tabBarController(
        _ t: TabBarController, animationControllerForTransitionFrom from: ViewController,
        to: ViewController
    ) -> (any AnimatedTransitioning)? { animator }
    func tabBarController(
        _ t: TabBarController,
        interactionControllerFor animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? {
        guard startsInteractive else { return nil }
        let i = PercentDrivenInteractiveTransition()
        interaction = i
        return i
    }
}

final class ContainerPresentationTests: XCTestCase {
    func testAChildPresentsFromTheTopOfItsParentChain() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (nav, first) = makeNavigation(h)
            let modal = LoggingViewController(name: "modal", log: h.log)
            modal.modalPresentationStyle = .fullScreen
            first.present(modal, animated: true)
            XCTAssertTrue(modal.presentingViewController === nav, "the navigation controller presents for its child")
            XCTAssertTrue(h.context?.view(forKey: .from) === nav.view)
            h.step(1)
            XCTAssertNil(nav.view.window)
            XCTAssertEqual(first.appearanceState, .disappeared, "appearance is forwarded to the shown child")
            first.dismiss(animated: true)
            h.step(1)
            XCTAssertNotNil(nav.view.window)
            XCTAssertEqual(first.appearanceState, .appeared)
            XCTAssertNil(nav.presentedViewController)
        }
    }
}
