import Engine
import Geometry
import XCTest

/// Apple, `accessibilityPerformEscape()`: "Dismisses a modal view and returns the success or
/// failure of the action." ... "By default, this method returns NO." ... "you might implement
/// this method for a popover in order to give users a deliberate dismiss action to perform that
/// closes the popover."
final class AccessibilityEscapeTests: XCTestCase {
    @MainActor
    private final class Popover: View {
        override func accessibilityPerformEscape() -> Bool {
            removeFromSuperview()
            return true
        }
    }

    func testOnlyAViewThatDismissesItselfReportsSuccess() {
        MainActor.assumeIsolated {
            let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            let plain = View()
            let popover = Popover()
            container.addSubview(plain)
            container.addSubview(popover)
            let views: [View] = [plain, popover]
            XCTAssertEqual(views.map { $0.accessibilityPerformEscape() }, [false, true])
            XCTAssertNil(popover.superview, "the override dismissed the popover")
            XCTAssertTrue(plain.superview === container, "the default leaves the view where it is")
        }
    }
}
