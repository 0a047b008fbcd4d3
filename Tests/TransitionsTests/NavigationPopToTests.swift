import Engine
import Geometry
import XCTest

@testable import Transitions

/// `popToViewController(_:animated:)`, as Apple documents it: "Pops view controllers until
/// the specified view controller is at the top of the navigation stack." Its argument "must
/// currently be on the navigation stack", and it returns "An array containing the view
/// controllers that were popped from the stack."
final class NavigationPopToTests: XCTestCase {
    func testPoppingToEachControllerLeavesItOnTopAndReturnsTheOnesAbove() {
        MainActor.assumeIsolated {
            for animated in [false, true] {
                for target in 0..<3 {
                    let h = Harness()
                    let stack = (0..<4).map { _ in ViewController() }
                    let nav = NavigationController(rootViewController: stack[0])
                    h.window.rootViewController = nav
                    h.frame()
                    for vc in stack.dropFirst() { nav.pushViewController(vc, animated: false) }
                    h.frame()
                    let popped = nav.popToViewController(stack[target], animated: animated)
                    h.step(1)
                    let label = "target \(target), animated \(animated)"
                    XCTAssertEqual(
                        popped?.map(ObjectIdentifier.init), stack[(target + 1)...].map(ObjectIdentifier.init), label)
                    XCTAssertEqual(
                        nav.viewControllers.map(ObjectIdentifier.init), stack[...target].map(ObjectIdentifier.init),
                        label)
                    XCTAssertTrue(stack[target].view.superview === nav.transitionView, label)
                    XCTAssertTrue(stack[3].view.superview == nil, label)
                    XCTAssertEqual(h.diagnostics(.transitionRefused).count, 0, label)
                }
            }
        }
    }

    func testAControllerNotOnTheStackOrAlreadyOnTopPopsNothing() {
        MainActor.assumeIsolated {
            let h = Harness()
            let root = ViewController()
            let top = ViewController()
            let nav = NavigationController(rootViewController: root)
            h.window.rootViewController = nav
            h.frame()
            nav.pushViewController(top, animated: false)
            h.frame()
            XCTAssertNil(nav.popToViewController(top, animated: true), "already on top")
            XCTAssertNil(nav.popToViewController(ViewController(), animated: true), "not on the stack")
            h.step(1)
            XCTAssertEqual(nav.viewControllers.count, 2)
            XCTAssertTrue(nav.topViewController === top)
            XCTAssertEqual(h.diagnostics(.transitionRefused).count, 1, "the stranger is reported")
        }
    }
}
