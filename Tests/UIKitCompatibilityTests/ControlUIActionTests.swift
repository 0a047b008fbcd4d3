import UIKitCompatibility
import XCTest

/// `UIControl.addAction(_:for:)` and the buttons made with a primary action (iOS 14/15),
/// as iOS 17 code writes them.
///
/// Apple, `addAction(_:for:)`: "UIActions are uniqued based on their identifier, and
/// subsequent actions with the same identifier replace previously added actions. You may
/// add multiple UIActions for corresponding controlEvents, and you may add the same action
/// to multiple controlEvents." `init(type:primaryAction:)`: "Creates a button of the
/// specified type, registers the primary action event, and sets the title and image to the
/// action's title and image."
final class ControlUIActionTests: XCTestCase {
    func testAnAddedActionRunsWithTheControlAsSenderAndItsIdentifierReplaces() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .system)
            var log: [String] = []
            let id = UIAction.Identifier("save")
            button.addAction(
                UIAction(identifier: id) { action in log.append("first \(action.sender as? UIButton === button)") },
                for: .touchUpInside)
            button.addAction(UIAction { _ in log.append("other") }, for: .touchUpInside)
            button.sendActions(for: .touchUpInside)
            XCTAssertEqual(log, ["first true", "other"])
            log = []
            button.addAction(UIAction(identifier: id) { _ in log.append("second") }, for: .touchUpInside)
            button.sendActions(for: .touchUpInside)
            XCTAssertEqual(log, ["other", "second"], "the same identifier replaced the first")
            log = []
            button.removeAction(identifiedBy: id, for: .touchUpInside)
            button.sendActions(for: .touchUpInside)
            XCTAssertEqual(log, ["other"])
        }
    }

    func testTheControlKeepsItsActionAlive() {
        MainActor.assumeIsolated {
            let control = UIControl()
            var ran = 0
            weak var held: UIAction?
            do {
                let action = UIAction { _ in ran += 1 }
                held = action
                control.addAction(action, for: .valueChanged)
            }
            XCTAssertNotNil(held, "UIKit's control retains the action")
            control.sendActions(for: .valueChanged)
            XCTAssertEqual(ran, 1)
            control.removeAction(held!, for: .valueChanged)
            XCTAssertNil(held, "let go once it runs for no event")
        }
    }

    func testAButtonMadeWithAPrimaryActionTakesItsTitleAndRunsOnATap() {
        MainActor.assumeIsolated {
            var taps = 0
            let button = UIButton(type: .system, primaryAction: UIAction(title: "Show sheet") { _ in taps += 1 })
            XCTAssertEqual(button.title(for: .normal), "Show sheet")
            button.sendActions(for: .primaryActionTriggered)
            XCTAssertEqual(taps, 1)
            let filled = UIButton(configuration: .filled(), primaryAction: UIAction { _ in taps += 10 })
            XCTAssertNotNil(filled.configuration)
            filled.sendActions(for: .touchUpInside)
            XCTAssertEqual(taps, 1, "the primary action event, not touch up inside")
            filled.sendActions(for: .primaryActionTriggered)
            XCTAssertEqual(taps, 11)
        }
    }
}
