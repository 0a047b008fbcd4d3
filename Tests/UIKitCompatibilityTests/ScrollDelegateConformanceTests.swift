import UIKitCompatibility
import XCTest

/// A table controller that hears its table's adjusted inset change, as a UIKit subclass does.
private final class InsetWatchingController: UITableViewController {
    var heard = 0
    override func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { heard += 1 }
}

/// `UIScrollViewDelegate.scrollViewDidChangeAdjustedContentInset(_:)`: "Called when the
/// scroll view's adjusted content inset changes." A `UITableViewController` is its table's
/// delegate, so a subclass's override of the method is what the table calls.
final class ScrollDelegateConformanceTests: XCTestCase {
    func testATableControllerSubclassHearsTheAdjustedInsetChange() {
        MainActor.assumeIsolated {
            let controller = InsetWatchingController(style: .plain)
            let table: UITableView = controller.tableView
            let before = controller.heard
            table.contentInset = UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
            XCTAssertEqual(controller.heard, before + 1)
            table.contentInset = UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
            XCTAssertEqual(controller.heard, before + 1, "no change, no call")
        }
    }
}
