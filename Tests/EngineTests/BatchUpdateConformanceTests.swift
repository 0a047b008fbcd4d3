import Geometry
import XCTest

@testable import Engine

/// How a batch of row and item updates moves the selection, against a model that keeps each
/// row's identity, for every order of the calls inside the batch.
///
/// Apple's documentation of `UITableView.performBatchUpdates(_:completion:)`: "Deletes are
/// processed before inserts in batch operations. This means the indexes for the deletions
/// are processed relative to the indexes of the table view's state before the batch
/// operation, and the indexes for the insertions are processed relative to the indexes of
/// the state after all the deletions in the batch operation." And of
/// `UICollectionView.performBatchUpdates(_:completion:)`: "Deletes are processed before
/// inserts in batch operations. This means the indexes for the deletions are processed
/// relative to the indexes of the collection view's state before the batch operation, and
/// the indexes for the insertions are processed relative to the indexes of the state after
/// all the deletions in the batch operation." The selection stays with its rows.
final class BatchUpdateConformanceTests: XCTestCase {
    /// One random batch: the rows before, the selected identities, the deleted old indices,
    /// the inserted new indices, and the rows after.
    struct Batch {
        var before: [Int]
        var selected: Set<Int>
        var deleted: [Int]
        var inserted: [Int]
        var after: [Int]

        /// A batch over up to 24 rows, drawn from `random`.
        static func random(using random: inout TableViewUpdateTests.SplitMix) -> Batch {
            let count = Int.random(in: 1...24, using: &random)
            let before = Array(0..<count)
            let selected = Set(before.filter { _ in Int.random(in: 0..<3, using: &random) == 0 })
            let deleted = before.indices.filter { _ in Int.random(in: 0..<4, using: &random) == 0 }
            var after = before.enumerated().filter { !deleted.contains($0.offset) }.map(\.element)
            for i in 0..<Int.random(in: 0...4, using: &random) {
                after.insert(-1 - i, at: Int.random(in: 0...after.count, using: &random))
            }
            let inserted = after.indices.filter { after[$0] < 0 }
            return Batch(before: before, selected: selected, deleted: deleted, inserted: inserted, after: after)
        }

        /// Where the selected identities are after the batch.
        var expectedSelection: [IndexPath] {
            after.enumerated().filter { selected.contains($0.element) }.map { IndexPath(row: $0.offset, section: 0) }
        }
    }

    func testATableBatchDeletesInOldNumbersThenInsertsInNewWhateverTheCallOrder() {
        MainActor.assumeIsolated {
            var random = TableViewUpdateTests.SplitMix(state: 7)
            for round in 0..<120 {
                let batch = Batch.random(using: &random)
                let insertFirst = round % 2 == 0
                let h = Harness(size: Size(width: 300, height: 440))
                let recorder = TableRecorder(rows: [batch.before.count])
                let table = TableViewTests.makeTable(h, recorder)
                table.allowsMultipleSelection = true
                for row in batch.selected {
                    table.selectRow(at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .none)
                }
                recorder.rows = [batch.after.count]
                let deletions = batch.deleted.map { IndexPath(row: $0, section: 0) }
                let insertions = batch.inserted.map { IndexPath(row: $0, section: 0) }
                let asked = recorder.countRequests
                table.performBatchUpdates {
                    if insertFirst { table.insertRows(at: insertions, with: .automatic) }
                    table.deleteRows(at: deletions, with: .automatic)
                    if !insertFirst { table.insertRows(at: insertions, with: .automatic) }
                    XCTAssertEqual(recorder.countRequests, asked, "nothing is asked inside the batch")
                }
                XCTAssertEqual(
                    table.indexPathsForSelectedRows ?? [], batch.expectedSelection,
                    "insert first \(insertFirst): \(batch)")
                XCTAssertEqual(table.numberOfRows(inSection: 0), batch.after.count)
            }
        }
    }

    /// `beginUpdates()`/`endUpdates()`: "Call this method if you want subsequent insertions,
    /// deletion, and selection operations (for example, cellForRow(at:) and
    /// indexPathsForVisibleRows) to be animated simultaneously." They make the same batch.
    func testBeginAndEndUpdatesMakeOneBatch() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 440))
            let recorder = TableRecorder(rows: [4])
            let table = TableViewTests.makeTable(h, recorder)
            table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
            recorder.rows = [4]
            table.beginUpdates()
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            // Old row 2 (not the selected row 1, which the insertion alone would push to 2).
            table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
            table.endUpdates()
            XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 2, section: 0)])
        }
    }

    /// A moved row is deleted from its old place and inserted at its new one in the same
    /// batch; a selected row goes with it.
    func testAMovedRowKeepsItsSelectionAndShiftsTheOthers() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 440))
            let recorder = TableRecorder(rows: [6])
            let table = TableViewTests.makeTable(h, recorder)
            table.allowsMultipleSelection = true
            for row in [0, 3] {
                table.selectRow(at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .none)
            }
            // [a b c d e f] -> move a to 4: [b c d e a f]; d (old 3) is at 2, a at 4.
            table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 4, section: 0))
            XCTAssertEqual(
                table.indexPathsForSelectedRows, [IndexPath(row: 2, section: 0), IndexPath(row: 4, section: 0)])
        }
    }

    func testACollectionBatchMovesItsSelectionWithItsItems() {
        MainActor.assumeIsolated {
            var random = TableViewUpdateTests.SplitMix(state: 11)
            for round in 0..<60 {
                let batch = Batch.random(using: &random)
                let insertFirst = round % 2 == 0
                let h = Harness(size: Size(width: 300, height: 440))
                let recorder = CollectionRecorder(items: [batch.before.count])
                let view = CollectionViewTests.make(h, recorder)
                view.allowsMultipleSelection = true
                for item in batch.selected {
                    view.selectItem(at: IndexPath(item: item, section: 0), animated: false, scrollPosition: [])
                }
                recorder.items = [batch.after.count]
                let deletions = batch.deleted.map { IndexPath(item: $0, section: 0) }
                let insertions = batch.inserted.map { IndexPath(item: $0, section: 0) }
                view.performBatchUpdates {
                    if insertFirst { view.insertItems(at: insertions) }
                    view.deleteItems(at: deletions)
                    if !insertFirst { view.insertItems(at: insertions) }
                }
                XCTAssertEqual(
                    view.indexPathsForSelectedItems ?? [], batch.expectedSelection,
                    "insert first \(insertFirst): \(batch)")
            }
        }
    }

    /// Outside a batch each call applies on its own: an insertion above a selected item
    /// moves the selection down at once.
    func testACollectionInsertionAboveTheSelectionMovesItDown() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 440))
            let recorder = CollectionRecorder(items: [9])
            let view = CollectionViewTests.make(h, recorder)
            view.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
            recorder.items = [11]
            view.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)])
            XCTAssertEqual(view.indexPathsForSelectedItems, [IndexPath(item: 6, section: 0)])
            recorder.items = [10]
            view.deleteItems(at: [IndexPath(item: 1, section: 0)])
            XCTAssertEqual(view.indexPathsForSelectedItems, [IndexPath(item: 5, section: 0)])
            recorder.items = [10]
            view.moveItem(at: IndexPath(item: 5, section: 0), to: IndexPath(item: 0, section: 0))
            XCTAssertEqual(view.indexPathsForSelectedItems, [IndexPath(item: 0, section: 0)])
        }
    }
}
