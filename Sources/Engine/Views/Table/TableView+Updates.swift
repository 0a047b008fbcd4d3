/// Row insertions, deletions and reloads (`insertRows(at:with:)` and its kin), applied at
/// once outside a batch and together at a batch's end: the data source is asked again as
/// by `reloadData()`, but the selection stays on its rows, moved by the rows deleted and
/// then inserted before them. The row animations are
/// accepted and not played; the rows take their new places in the next layout.
extension TableView {
    /// How rows come and go (`UITableView.RowAnimation`); kept, as updates are not animated.
    public enum RowAnimation: Sendable {
        /// Fade in or out.
        case fade
        /// Slide from or to the right.
        case right
        /// Slide from or to the left.
        case left
        /// Slide from or to the top.
        case top
        /// Slide from or to the bottom.
        case bottom
        /// No animation.
        case none
        /// Keep to the middle of the space.
        case middle
        /// The system's choice.
        case automatic
    }

    /// Rows were inserted at `indexPaths` (in the data source's new numbering).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.insertedRows.formUnion(indexPaths) }
    }

    /// The rows at `indexPaths` (in the old numbering) were deleted; a deleted selected row
    /// leaves the selection.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.deletedRows.formUnion(indexPaths) }
    }

    /// The rows at `indexPaths` changed: their cells are asked for again; the selection stays.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { _ in }
    }

    /// Moves the row at `indexPath` (old numbering) to `newIndexPath` (new numbering); a
    /// selected row stays selected where it lands.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.moves[indexPath] = newIndexPath }
    }

    /// The sections in `sections` (an `IndexSet` in UIKit code, in the new numbering) were
    /// inserted: the selection moves down past them.
    public func insertSections(_ sections: some Sequence<Int>, with animation: RowAnimation) {
        record { $0.insertedSections.formUnion(sections) }
    }

    /// The sections in `sections` (old numbering) were deleted: their selected rows leave the
    /// selection, and later sections' selected rows move up.
    public func deleteSections(_ sections: some Sequence<Int>, with animation: RowAnimation) {
        record { $0.deletedSections.formUnion(sections) }
    }

    /// The sections in `sections` changed: their cells, headers and footers are asked for
    /// again; the selection stays on rows that still exist, as `reloadRows(at:with:)` keeps it.
    public func reloadSections(_ sections: some Sequence<Int>, with animation: RowAnimation) {
        record { _ in }
    }

    /// Opens a group of updates that apply together at the matching `endUpdates()`, as one
    /// batch (see `performBatchUpdates(_:completion:)`). Groups nest.
    public func beginUpdates() {
        batchDepth += 1
    }

    /// Closes a group opened by `beginUpdates()`; the outermost one applies the batch.
    public func endUpdates() {
        guard batchDepth > 0 else { return }
        batchDepth -= 1
        if batchDepth == 0 { applyPendingUpdates() }
    }

    /// Runs `updates` (insertions, deletions, moves, reloads) as one batch, then `completion`
    /// with `true`. As in UIKit, the order of the calls inside does not matter: deletions
    /// (old numbering) apply before insertions (new numbering), and the data source is asked
    /// once, after the block.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    /// Adds an update to the open batch, or applies it at once outside one.
    private func record(_ update: (inout IndexPathUpdates) -> Void) {
        update(&pendingUpdates)
        if batchDepth == 0 { applyPendingUpdates() }
    }

    /// Reloads, the selection carried through the batch's deletions, then its insertions.
    private func applyPendingUpdates() {
        let updates = pendingUpdates
        pendingUpdates = IndexPathUpdates()
        reload(keepingSelection: updates.apply(to: selectedIndexPaths))
    }

    /// `rows` after `deleted` are taken out: the deleted ones go, and each later row of a
    /// section moves up by the deleted rows before it.
    static func shifted(_ rows: Set<IndexPath>, deleting deleted: [IndexPath]) -> Set<IndexPath> {
        let gone = Set(deleted)
        return Set(
            rows.filter { !gone.contains($0) }.map { row in
                let before = gone.filter { $0.section == row.section && $0.row < row.row }.count
                return IndexPath(row: row.row - before, section: row.section)
            })
    }

    /// `rows` after `inserted` are put in (new numbering): each row moves down past every
    /// inserted row at or before its new place, taken in order.
    static func shifted(_ rows: Set<IndexPath>, inserting inserted: [IndexPath]) -> Set<IndexPath> {
        Set(
            rows.map { row in
                var moved = row
                for insertion in inserted.sorted()
                where insertion.section == moved.section && insertion.row <= moved.row {
                    moved.row += 1
                }
                return moved
            })
    }
}
