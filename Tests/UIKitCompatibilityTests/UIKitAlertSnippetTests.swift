import PlaygroundKit
import UIKitCompatibility
import XCTest

/// A confirmation as UIKit code writes it: a button presents a `UIAlertController` with a
/// cancel and a destructive action; the destructive one's handler changes the page.
final class DeleteConfirmationHost: UIViewController {
    let status = UILabel()
    let deleteButton = UIButton(type: .system)

    override func viewDidLoad() {
        view.backgroundColor = .white
        status.accessibilityIdentifier = "status"
        status.text = "Draft"
        status.frame = CGRect(x: 20, y: 100, width: 360, height: 30)
        deleteButton.accessibilityIdentifier = "delete-button"
        deleteButton.setTitle("Delete", for: .normal)
        deleteButton.frame = CGRect(x: 100, y: 600, width: 200, height: 44)
        deleteButton.onPrimaryAction = { [unowned self] _ in confirm() }
        view.addSubview(status)
        view.addSubview(deleteButton)
    }

    private func confirm() {
        let alert = UIAlertController(
            title: "Delete draft?", message: "You cannot undo this.", preferredStyle: UIAlertController.Style.alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        alert.addAction(
            UIAlertAction(title: "Delete", style: UIAlertAction.Style.destructive) { [weak self] _ in
                self?.status.text = "Deleted"
                self?.status.accessibilityIdentifier = "status-deleted"
            })
        present(alert, animated: true, completion: nil)
    }
}

/// `UIAlertController` and `UIAlertAction` port with their UIKit spellings and keep UIKit's
/// rule (`UIAlertController`: "When a person taps that action, the alert controller executes
/// the block you provided when creating the action object").
final class UIKitAlertSnippetTests: XCTestCase {
    func testTheDestructiveActionRunsItsHandlerAndTheAlertGoes() throws {
        let shown = try TransitionRecorder().record(script: "click 200 622\nwait 1") { DeleteConfirmationHost() }
        let open = try XCTUnwrap(shown.frames.last)
        let card = try XCTUnwrap(open.view("alert.card"))
        XCTAssertEqual(card.rect.width, 270)
        XCTAssertEqual(card.rect.midX, 200, accuracy: 0.5)
        // Two short actions side by side: Cancel (added first) left, Delete right.
        let cancel = try XCTUnwrap(open.view("alert.action-0")).rect
        let delete = try XCTUnwrap(open.view("alert.action-1")).rect
        XCTAssertLessThan(cancel.maxX, delete.midX)
        XCTAssertEqual(cancel.minY, delete.minY)

        let tapped = try TransitionRecorder().record(
            script: "click 200 622\nwait 1\nclick \(delete.midX) \(delete.midY)\nwait 1"
        ) { DeleteConfirmationHost() }
        let last = try XCTUnwrap(tapped.frames.last)
        XCTAssertNil(last.view("alert.card"), "dismissed")
        XCTAssertNotNil(last.view("status-deleted"), "the handler ran")
        XCTAssertTrue(tapped.frames.allSatisfy { $0.diagnostics.isEmpty })
    }
}
