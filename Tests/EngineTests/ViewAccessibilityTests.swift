import Geometry
import XCTest

@testable import Engine

/// The accessibility properties are stored with UIKit's defaults. `isAccessibilityElement`:
/// "The default value for this property is false. If the receiver is a UIKit control, the
/// default value is true." `contentMode` is stored with UIKit's default, `.scaleToFill`.
final class ViewAccessibilityTests: XCTestCase {
    func testAPlainViewIsNoElementAndAButtonIsOneWithTheButtonTrait() {
        MainActor.assumeIsolated {
            let view = View()
            XCTAssertFalse(view.isAccessibilityElement)
            XCTAssertNil(view.accessibilityLabel)
            XCTAssertEqual(view.accessibilityTraits, .none)
            XCTAssertEqual(view.contentMode, .scaleToFill)

            let button = Button(title: "Close")
            XCTAssertTrue(button.isAccessibilityElement)
            XCTAssertEqual(button.accessibilityTraits, .button)
        }
    }

    func testEveryPropertyReadsBackWhatWasSet() {
        MainActor.assumeIsolated {
            let view = View()
            view.isAccessibilityElement = true
            view.accessibilityLabel = "Close"
            view.accessibilityHint = "Dismisses the card"
            view.accessibilityValue = "1"
            view.accessibilityTraits = [.button, .selected]
            view.accessibilityElementsHidden = true
            view.accessibilityViewIsModal = true
            view.contentMode = .top
            var expected = AccessibilityProperties()
            expected.isElement = true
            expected.label = "Close"
            expected.hint = "Dismisses the card"
            expected.value = "1"
            expected.traits = [.button, .selected]
            expected.elementsHidden = true
            expected.viewIsModal = true
            XCTAssertEqual(view.accessibility, expected)
            XCTAssertEqual(view.contentMode, .top)
        }
    }
}
