import Engine
import Geometry
import XCTest

@testable import Transitions

/// Apple, `UINavigationController.interactivePopGestureRecognizer`: declared
/// `var interactivePopGestureRecognizer: UIGestureRecognizer? { get }`; "Use this property to
/// retrieve the gesture recognizer and tie it to the behavior of other gesture recognizers
/// in your user interface." Code sets its delegate through `?.`, and the delegate's answer
/// decides whether the edge swipe may begin.
final class InteractivePopGestureTests: XCTestCase {
    @MainActor private final class Refuser: GestureRecognizerDelegate {
        var allows = false
        var asked = 0
        func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
            asked += 1
            return allows
        }
    }

    func testTheDelegateSetThroughTheOptionalDecidesWhetherTheEdgeSwipePops() {
        MainActor.assumeIsolated {
            for allows in [false, true] {
                let h = Harness()
                let (nav, first) = makeNavigation(h)
                nav.pushViewController(LoggingViewController(name: "second", log: h.log), animated: false)
                let delegate = Refuser()
                delegate.allows = allows
                nav.interactivePopGestureRecognizer?.delegate = delegate
                XCTAssertTrue(nav.interactivePopGestureRecognizer?.view === nav.view)
                h.window.send(.pointerDown(Point(x: 5, y: 300)))
                h.frame()
                for x in stride(from: 25.0, through: 305.0, by: 20) {
                    h.window.send(.pointerMoved(Point(x: x, y: 300)))
                    h.step(0.05)
                }
                h.window.send(.pointerUp(Point(x: 305, y: 300)))
                h.step(2)
                XCTAssertEqual(delegate.asked, 1)
                XCTAssertEqual(nav.topViewController === first, allows, "allows \(allows)")
            }
        }
    }
}
