import Foundation
import UIKitCompatibility
import XCTest

/// The closure forms `playground-port` writes for a bar button item's and a notification
/// observer's target/action, compiled here exactly as the tool writes them and run.
final class PortedTargetActionTests: XCTestCase {
    /// A controller in the shape UIKit code gives its actions (one with the sender, one without).
    @MainActor final class Editor {
        var closedBy: [UIBarButtonItem] = []
        var added = 0
        lazy var close = UIBarButtonItem(
            title: "Close", style: .done,
            primaryAction: UIAction { [weak self] action in self?.close(action.sender as! UIBarButtonItem) })
        func close(_ sender: UIBarButtonItem) { closedBy.append(sender) }
        func add() { added += 1 }
    }

    // UIKit, `init(title:image:primaryAction:menu:)`: "A UIAction to associate with the item";
    // `UIAction.sender`: "The object responsible for the action handler."
    func testATappedItemPerformsItsActionWithItselfAsSender() {
        MainActor.assumeIsolated {
            let editor = Editor()
            let item = editor.close
            XCTAssertEqual(item.title, "Close", "an action with no title leaves the item's")
            XCTAssertEqual(item.style, .done)
            item.sendPrimaryAction()
            XCTAssertEqual(editor.closedBy.count, 1)
            XCTAssertTrue(editor.closedBy.first === item)
            XCTAssertNil(item.primaryAction?.sender, "the sender is set only while the handler runs")
            item.isEnabled = false
            item.sendPrimaryAction()
            XCTAssertEqual(editor.closedBy.count, 1, "a disabled item takes no taps")
        }
    }

    // UIKit, `init(systemItem:primaryAction:menu:)`: "The system item doesn't use the action
    // to configure its title and image."; `primaryAction`: "When you assign a new value to
    // this property, the title and image of the item update to match the primary action's".
    func testSystemItemKeepsItsLookAndAssignmentRetitles() {
        MainActor.assumeIsolated {
            let editor = Editor()
            let add = UIBarButtonItem(
                systemItem: .add, primaryAction: UIAction(title: "Plus") { [weak editor] _ in editor?.add() })
            XCTAssertEqual(add.title, BarButtonItem(systemItem: .add).title)
            add.sendPrimaryAction()
            XCTAssertEqual(editor.added, 1)

            let plain = UIBarButtonItem(title: "Old")
            plain.primaryAction = UIAction(title: "New") { _ in }
            XCTAssertEqual(plain.title, "New")
            XCTAssertEqual(plain.primaryAction?.title, "New")
            plain.primaryAction = nil
            XCTAssertEqual(plain.title, "New", "nil leaves the title")
            XCTAssertNil(plain.onPrimaryAction)

            // The form the tool writes for `item.target = self; item.action = #selector(add)`.
            plain.onPrimaryAction = { [weak editor] _ in editor?.add() }
            plain.sendPrimaryAction()
            XCTAssertEqual(editor.added, 2)
        }
    }

    /// An observer as a library registers it with `addObserver(self, selector:...)`.
    final class Listener {
        var received: [String] = []
        func rotated(_ note: Notification) { received.append(note.name.rawValue) }
    }

    // Foundation, `removeObserver(_:)`: "Removes all entries specifying an observer from the
    // notification center's dispatch table." The closure kept for the target is among them.
    func testRemovingTheTargetRemovesItsClosureObservers() {
        let center = NotificationCenter()
        let name = Notification.Name("PortedTargetActionTests.rotated")
        let other = Notification.Name("PortedTargetActionTests.other")
        let listener = Listener()
        center.addObserver(listener, name: name, object: nil) { target, notification in target.rotated(notification) }
        center.addObserver(listener, name: other, object: nil) { target, notification in target.rotated(notification) }
        center.post(name: name, object: nil)
        XCTAssertEqual(listener.received, [name.rawValue])

        center.removeObserver(target: listener, name: name, object: nil)
        center.post(name: name, object: nil)
        center.post(name: other, object: nil)
        XCTAssertEqual(listener.received, [name.rawValue, other.rawValue], "only the named one went")

        center.removeObserver(target: listener)
        center.post(name: other, object: nil)
        XCTAssertEqual(listener.received.count, 2, "removeObserver(target:) removes the rest")
    }

    // UIKit since iOS 9: an observer that is deallocated need not unregister. The closure holds
    // its target weakly, so it neither keeps it alive nor calls it once it is gone.
    func testAGoneTargetIsNeitherKeptNorCalled() {
        let center = NotificationCenter()
        let name = Notification.Name("PortedTargetActionTests.gone")
        var calls = 0
        weak var gone: Listener?
        do {
            let listener = Listener()
            gone = listener
            center.addObserver(listener, name: name, object: nil) { _, _ in calls += 1 }
            center.post(name: name, object: nil)
        }
        XCTAssertNil(gone, "the observer does not keep its target")
        center.post(name: name, object: nil)
        center.post(name: name, object: nil)
        XCTAssertEqual(calls, 1)
    }
}
