import Engine
import Geometry
import XCTest

@testable import Transitions

/// A controller that logs, with each appearance callback, the flags UIKit documents as
/// answering inside it: "name.callback[flags]" where the flags are P (isBeingPresented),
/// D (isBeingDismissed), T (isMovingToParent), F (isMovingFromParent).
@MainActor
private final class FlagController: LoggingViewController {
    private func note(_ callback: String) {
        var flags = ""
        if isBeingPresented { flags += "P" }
        if isBeingDismissed { flags += "D" }
        if isMovingToParent { flags += "T" }
        if isMovingFromParent { flags += "F" }
        log.entries.append("\(name).\(callback)" + (flags.isEmpty ? "" : "[\(flags)]"))
    }
    override func viewWillAppear(_ animated: Bool) { note("willAppear") }
    override func viewDidAppear(_ animated: Bool) { note("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { note("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { note("didDisappear") }

    var flags: [Bool] { [isBeingPresented, isBeingDismissed, isMovingToParent, isMovingFromParent] }
}

/// A container that shows one child and forwards its appearance by hand.
@MainActor
private final class ManualContainer: LoggingViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

/// The appearance callbacks against Apple's documentation of `UIViewController`.
final class AppearanceConformanceTests: XCTestCase {
    /// isBeingPresented: "returns true only when called from inside the viewWillAppear(_:)
    /// and viewDidAppear(_:) methods"; isBeingDismissed likewise from "inside the
    /// viewWillDisappear(_:) and viewDidDisappear(_:) methods". A full-screen presentation
    /// takes the presenter off screen (its view is removed), so it hears viewWillDisappear
    /// and viewDidDisappear, and their counterparts on dismissal; `.overFullScreen` ("the
    /// views beneath the presented content are not removed from the view hierarchy") and
    /// `.custom` with a presentation controller that keeps the presenter leave it appeared:
    /// it hears nothing.
    func testPresentationCallbacksAndFlagsForEveryStyle() {
        MainActor.assumeIsolated {
            for style in [ModalPresentationStyle.fullScreen, .overFullScreen, .custom] {
                let h = Harness()
                let root = FlagController(name: "root", log: h.log)
                h.window.rootViewController = root
                h.log.entries.removeAll()
                let modal = FlagController(name: "modal", log: h.log)
                modal.modalPresentationStyle = style
                let d = TestDelegate()
                d.makePresentationController = {
                    DimmingPresentationController(presentedViewController: $0, presenting: $1)
                }
                modal.strongDelegate = d
                modal.transitioningDelegate = d
                root.present(modal, animated: true)
                h.step(1)
                XCTAssertEqual(modal.flags, [false, false, false, false], "\(style): false once presented")
                let covers = style == .fullScreen
                let presenting =
                    covers
                    ? ["root.willDisappear", "modal.willAppear[P]", "root.didDisappear", "modal.didAppear[P]"]
                    : ["modal.willAppear[P]", "modal.didAppear[P]"]
                XCTAssertEqual(h.log.take(), presenting, "\(style)")
                XCTAssertEqual(root.appearanceState, covers ? .disappeared : .appeared)
                modal.dismiss(animated: true)
                h.step(1)
                XCTAssertEqual(modal.flags, [false, false, false, false], "\(style): false once dismissed")
                let dismissing =
                    covers
                    ? ["modal.willDisappear[D]", "root.willAppear", "modal.didDisappear[D]", "root.didAppear"]
                    : ["modal.willDisappear[D]", "modal.didDisappear[D]"]
                XCTAssertEqual(h.log.take(), dismissing, "\(style)")
                XCTAssertEqual(root.appearanceState, .appeared)
            }
        }
    }

    /// isMovingToParent: "returns true only when called from inside the viewWillAppear(_:)
    /// and viewDidAppear(_:) methods" of a controller being added to a container;
    /// isMovingFromParent from inside viewWillDisappear(_:) and viewDidDisappear(_:) of one
    /// being removed. The controller that stays in the stack moves nowhere.
    func testPushAndPopSayWhoIsMovingToAndFromTheParent() {
        MainActor.assumeIsolated {
            let h = Harness()
            let first = FlagController(name: "first", log: h.log)
            let nav = NavigationController(rootViewController: first)
            h.window.rootViewController = nav
            h.step(0.1)
            h.log.entries.removeAll()
            let second = FlagController(name: "second", log: h.log)
            nav.pushViewController(second, animated: true)
            h.step(1)
            XCTAssertEqual(
                h.log.take(),
                ["first.willDisappear", "second.willAppear[T]", "first.didDisappear", "second.didAppear[T]"])
            XCTAssertEqual(second.flags, [false, false, false, false])
            nav.popViewController(animated: true)
            h.step(1)
            XCTAssertEqual(
                h.log.take(),
                ["second.willDisappear[F]", "first.willAppear", "second.didDisappear[F]", "first.didAppear"])
            XCTAssertEqual(second.flags, [false, false, false, false])
        }
    }

    /// An interactive pop that is cancelled: UIKit begins the pop (the top controller hears
    /// viewWillDisappear, the one below viewWillAppear) and, when the user lets go short of
    /// the end, gives every controller back the state it had: the one below hears
    /// viewWillDisappear and viewDidDisappear, the top one viewWillAppear and viewDidAppear,
    /// and no did-callback of the abandoned pop is sent. (Apple documents the pairs, not how
    /// the two controllers' calls interleave; the engine interleaves them as a pop does.)
    func testACancelledInteractivePopBalancesEveryCallback() {
        MainActor.assumeIsolated {
            let h = Harness()
            let first = FlagController(name: "first", log: h.log)
            let nav = NavigationController(rootViewController: first)
            h.window.rootViewController = nav
            let second = FlagController(name: "second", log: h.log)
            nav.pushViewController(second, animated: false)
            h.step(0.1)
            h.log.entries.removeAll()
            h.window.send(.pointerDown(Point(x: 5, y: 300)))
            h.frame()
            for x in stride(from: 20.0, through: 60.0, by: 10) {
                h.window.send(.pointerMoved(Point(x: x, y: 300)))
                h.step(0.1)
            }
            XCTAssertNotNil(h.context, "the pop is under way")
            XCTAssertEqual(
                h.log.entries.map { $0.replacingOccurrences(of: "[F]", with: "") },
                [
                    "second.willDisappear", "first.willAppear",
                ])
            h.log.entries.removeAll()
            h.step(0.5)
            h.window.send(.pointerUp(Point(x: 60, y: 300)))
            h.step(2)
            XCTAssertNil(h.context)
            XCTAssertTrue(nav.topViewController === second, "cancelled: the pop did not happen")
            let log = h.log.take().map { $0.replacingOccurrences(of: "[F]", with: "") }
            XCTAssertEqual(log.filter { $0.hasPrefix("first.") }, ["first.willDisappear", "first.didDisappear"])
            XCTAssertEqual(log.filter { $0.hasPrefix("second.") }, ["second.willAppear", "second.didAppear"])
            XCTAssertEqual(log.count, 4)
            XCTAssertEqual(first.appearanceState, .disappeared)
            XCTAssertEqual(second.appearanceState, .appeared)
            XCTAssertEqual(second.flags, [false, false, false, false])
        }
    }

    /// A tab switch is neither a presentation nor a containment change: the old tab hears
    /// viewWillDisappear and viewDidDisappear, the new one viewWillAppear and viewDidAppear,
    /// and no flag is set in any of them.
    func testATabSwitchSendsBothPairsWithNoFlag() {
        MainActor.assumeIsolated {
            let h = Harness()
            let a = FlagController(name: "a", log: h.log)
            let b = FlagController(name: "b", log: h.log)
            let tabs = TabBarController()
            tabs.viewControllers = [a, b]
            h.window.rootViewController = tabs
            h.step(0.1)
            h.log.entries.removeAll()
            tabs.selectedIndex = 1
            h.step(1)
            let log = h.log.take()
            XCTAssertEqual(Set(log), ["a.willDisappear", "a.didDisappear", "b.willAppear", "b.didAppear"])
            XCTAssertLessThan(log.firstIndex(of: "b.willAppear")!, log.firstIndex(of: "b.didAppear")!)
            XCTAssertLessThan(log.firstIndex(of: "a.willDisappear")!, log.firstIndex(of: "a.didDisappear")!)
            XCTAssertEqual(a.appearanceState, .disappeared)
            XCTAssertEqual(b.appearanceState, .appeared)
        }
    }

    /// shouldAutomaticallyForwardAppearanceMethods: "If you override this method and return
    /// false, you are responsible for telling the child when its views are going to appear
    /// or disappear. You do this by calling the child view controller's
    /// beginAppearanceTransition(_:animated:) and endAppearanceTransition() methods."
    /// beginAppearanceTransition(_:animated:) "tells a child controller its appearance is
    /// about to change": a begin in the direction already under way says nothing again, a
    /// begin the other way turns it round (viewWillDisappear after viewWillAppear), and
    /// endAppearanceTransition() ends whichever change is under way, once.
    func testAManualContainerDrivesItsChildsCallbacksExactlyAsCalled() {
        MainActor.assumeIsolated {
            let h = Harness()
            let container = ManualContainer(name: "container", log: h.log)
            h.window.rootViewController = container
            h.step(0.1)
            h.log.entries.removeAll()
            let child = FlagController(name: "child", log: h.log)
            container.addChild(child)
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
            XCTAssertEqual(h.log.take(), [], "not forwarded: the child hears nothing by itself")
            child.beginAppearanceTransition(true, animated: true)
            child.beginAppearanceTransition(true, animated: true)
            XCTAssertEqual(h.log.take(), ["child.willAppear"], "once")
            child.beginAppearanceTransition(false, animated: true)
            XCTAssertEqual(h.log.take(), ["child.willDisappear"], "turned round before it appeared")
            child.endAppearanceTransition()
            child.endAppearanceTransition()
            XCTAssertEqual(h.log.take(), ["child.didDisappear"], "ends the change under way, once")
            XCTAssertEqual(child.appearanceState, .disappeared)
            child.beginAppearanceTransition(true, animated: false)
            child.endAppearanceTransition()
            XCTAssertEqual(h.log.take(), ["child.willAppear", "child.didAppear"])
            // The container's own appearance is not passed on either.
            container.beginAppearanceTransition(false, animated: false)
            container.endAppearanceTransition()
            XCTAssertEqual(h.log.take(), ["container.willDisappear", "container.didDisappear"])
            XCTAssertEqual(child.appearanceState, .appeared)
        }
    }
}
