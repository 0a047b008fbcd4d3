import Geometry
import XCTest

@testable import Engine

/// A table's editing mode reaches its cells. Apple's `UITableView.setEditing(_:animated:)`:
/// "When you call this method with the value of editing set to true, the table view goes
/// into editing mode by calling setEditing(_:animated:) on each visible UITableViewCell
/// object."; `UITableViewCell.isEditing`: "A Boolean value that indicates whether the cell is
/// in an editable state." A cell subclass overriding `setEditing(_:animated:)` (as swipe-action
/// libraries do) hears the table's change, and cells shown later are in the table's mode.
final class TableViewEditingTests: XCTestCase {
    /// A cell that records every editing change it is told.
    final class EditingCell: TableViewCell {
        var told: [(editing: Bool, animated: Bool)] = []
        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            told.append((editing, animated))
        }
    }

    func testATableTellsItsVisibleCellsAndLaterCellsComeInItsMode() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 440))
            let recorder = TableRecorder(rows: [100])
            let table = TableViewTests.makeTable(h, recorder, cellClass: EditingCell.self)
            XCTAssertFalse(table.isEditing, "the default is false")
            let shown = table.visibleCells.compactMap { $0 as? EditingCell }
            XCTAssertEqual(shown.count, 10)
            XCTAssertTrue(shown.allSatisfy { !$0.isEditing && $0.told.isEmpty })

            table.setEditing(true, animated: true)
            XCTAssertTrue(table.isEditing)
            XCTAssertTrue(
                shown.allSatisfy { $0.isEditing && $0.told.last?.editing == true && $0.told.last?.animated == true })

            table.contentOffset = Point(x: 0, y: 44 * 50)
            h.step()
            let later = table.visibleCells.compactMap { $0 as? EditingCell }
            XCTAssertFalse(later.isEmpty)
            XCTAssertTrue(later.allSatisfy(\.isEditing), "a cell shown while editing comes in editing")

            table.isEditing = false
            XCTAssertTrue(later.allSatisfy { !$0.isEditing && $0.told.last?.animated == false })
        }
    }
}
