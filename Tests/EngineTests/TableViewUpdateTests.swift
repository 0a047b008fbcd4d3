import Geometry
import XCTest

@testable import Engine

/// Row insertions and deletions keep the selection on the same rows, as UIKit's do.
final class TableViewUpdateTests: XCTestCase {
    /// A small deterministic generator, so a failure repeats.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Against a model that keeps each row's identity: after random deletions (old
    /// numbering) and insertions (new numbering) in one section, each selected row that
    /// survived is found at its identity's new place.
    func testTheSelectionFollowsItsRowsThroughDeletionsAndInsertions() {
        MainActor.assumeIsolated {
            var random = SplitMix(state: 24)
            for _ in 0..<200 {
                let count = Int.random(in: 1...30, using: &random)
                var rows = Array(0..<count)
                let selected = Set(rows.filter { _ in Bool.random(using: &random) })
                let deleted = Set(rows.indices.filter { _ in Int.random(in: 0..<4, using: &random) == 0 })
                rows = rows.enumerated().filter { !deleted.contains($0.offset) }.map(\.element)
                let insertCount = Int.random(in: 0...5, using: &random)
                var inserted: [Int] = []
                for i in 0..<insertCount {
                    let at = Int.random(in: 0...rows.count, using: &random)
                    rows.insert(-1 - i, at: at)
                    inserted = inserted.map { $0 >= at ? $0 + 1 : $0 } + [at]
                }
                let expected = Set(
                    rows.enumerated().filter { selected.contains($0.element) }.map {
                        IndexPath(row: $0.offset, section: 0)
                    })
                var got = TableView.shifted(
                    Set(selected.map { IndexPath(row: $0, section: 0) }),
                    deleting: deleted.map { IndexPath(row: $0, section: 0) })
                got = TableView.shifted(got, inserting: inserted.map { IndexPath(row: $0, section: 0) })
                XCTAssertEqual(got, expected, "rows \(count), deleted \(deleted.sorted()), inserted \(inserted)")
            }
        }
    }

    func testDeletingARowAboveTheSelectionMovesItUp() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 440))
            let recorder = TableRecorder(rows: [20])
            let table = TableViewTests.makeTable(h, recorder)
            table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
            recorder.rows = [19]
            table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
            h.step()
            XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 4, section: 0))
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 4, section: 0))?.isSelected, true)
            XCTAssertEqual(table.contentSize.height, 19 * 44)
            recorder.rows = [21]
            table.performBatchUpdates {
                table.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .automatic)
            }
            XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 6, section: 0))
            TableViewTests.check(table)
        }
    }

    /// Apple, `UITableView.insertSections(_:with:)`: "Inserts one or more sections in the table
    /// view"; `deleteSections(_:with:)`: "Deletes one or more sections in the table view";
    /// `reloadSections(_:with:)`: "Reloads the specified sections". The selected row stays on
    /// its row as sections come and go before it, and leaves with a deleted section.
    func testSectionUpdatesMoveTheSelectionWithItsSection() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 440))
            let recorder = TableRecorder(rows: [3, 4])
            let table = TableViewTests.makeTable(h, recorder)
            table.selectRow(at: IndexPath(row: 2, section: 1), animated: false, scrollPosition: .none)
            recorder.rows = [2, 3, 4]
            table.insertSections([0], with: .automatic)
            XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 2))
            table.reloadSections([2], with: .fade)
            XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 2))
            recorder.rows = [2, 4]
            table.deleteSections([1], with: .left)
            XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 1))
            h.step()
            XCTAssertEqual(table.contentSize.height, 6 * 44, accuracy: 60, "two sections of 2 and 4 rows")
            recorder.rows = [2]
            table.deleteSections([1], with: .automatic)
            XCTAssertNil(table.indexPathForSelectedRow, "the selected row's section is gone")
            TableViewTests.check(table)
        }
    }

    /// Apple, `UITableViewCell.EditingStyle`: "none", "delete" and "insert", with the raw
    /// values of `UITableViewCellEditingStyleNone`, `...Delete` and `...Insert` (0, 1, 2).
    func testTheCellEditingStylesHaveUIKitsRawValues() {
        XCTAssertEqual(TableViewCell.EditingStyle.none.rawValue, 0)
        XCTAssertEqual(TableViewCell.EditingStyle.delete.rawValue, 1)
        XCTAssertEqual(TableViewCell.EditingStyle.insert.rawValue, 2)
        XCTAssertEqual(TableViewCell.EditingStyle(rawValue: 1), .delete)
    }
}
