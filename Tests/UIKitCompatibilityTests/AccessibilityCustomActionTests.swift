import UIKitCompatibility
import XCTest

/// Custom accessibility actions, as swipe-action libraries offer a row's actions to VoiceOver.
/// Apple's `accessibilityCustomActions`: "An array of custom actions to display along with the
/// built-in actions."; `UIAccessibilityCustomAction.init(name:actionHandler:)`: "Creates a
/// custom action object with the specified name and handler." and `actionHandler`: "The
/// handler ... returns a Boolean value that indicates whether the action succeeded."
final class AccessibilityCustomActionTests: XCTestCase {
    /// A cell offering its actions by overriding the property, as a swipe-action cell does.
    final class ActionsCell: UITableViewCell {
        var deleted = false
        override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
            get {
                [
                    UIAccessibilityCustomAction(name: "Delete") { [weak self] _ in
                        self?.deleted = true
                        return true
                    }
                ] + (super.accessibilityCustomActions ?? [])
            }
            set { super.accessibilityCustomActions = newValue }
        }
    }

    func testAViewKeepsItsActionsAndASubclassOffersItsOwn() {
        MainActor.assumeIsolated {
            let view = UIView()
            XCTAssertNil(view.accessibilityCustomActions, "nil unless set")
            var flagged = 0
            let flag = UIAccessibilityCustomAction(name: "Flag", image: nil) { action in
                flagged += 1
                return action.name == "Flag"
            }
            view.accessibilityCustomActions = [flag]
            XCTAssertEqual(view.accessibilityCustomActions?.map(\.name), ["Flag"])
            XCTAssertTrue(view.accessibilityCustomActions?.first?.perform() == true)
            XCTAssertEqual(flagged, 1)

            let cell = ActionsCell(style: .default, reuseIdentifier: nil)
            cell.accessibilityCustomActions = [flag]
            XCTAssertEqual(cell.accessibilityCustomActions?.map(\.name), ["Delete", "Flag"])
            XCTAssertTrue(cell.accessibilityCustomActions?.first?.perform() == true)
            XCTAssertTrue(cell.deleted)
            XCTAssertFalse(UIAccessibilityCustomAction(name: "None", actionHandler: nil).perform())
        }
    }

    /// `NSObject`'s accessibility properties (UIKit's informal `UIAccessibility` protocol): a
    /// model object describes itself, and a view reads its label.
    func testAnObjectCarriesAnAccessibilityLabel() {
        final class SwipeActionModel: NSObject {}
        let model = SwipeActionModel()
        XCTAssertNil(model.accessibilityLabel)
        XCTAssertFalse(model.isAccessibilityElement)
        model.accessibilityLabel = "Archive"
        XCTAssertEqual(model.accessibilityLabel, "Archive")
    }
}
