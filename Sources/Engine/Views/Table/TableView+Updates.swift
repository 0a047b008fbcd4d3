/// Row insertions, deletions and reloads (`insertRows(at:with:)` and its kin), applied at
/// once: the data source is asked again as by `reloadData()`, but the selection stays on
/// its rows, moved by the rows inserted or deleted before them. The row animations are
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
        applyUpdate(deleted: [], inserted: indexPaths)
    }

    /// The rows at `indexPaths` (in the old numbering) were deleted; a deleted selected row
    /// leaves the selection.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        applyUpdate(deleted: indexPaths, inserted: [])
    }

    /// The rows at `indexPaths` changed: their cells are asked for again; the selection stays.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        applyUpdate(deleted: [], inserted: [])
    }

    /// Moves the row at `indexPath` to `newIndexPath`; a selected row stays selected where
    /// it lands.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        let wasSelected = selectedIndexPaths.contains(indexPath)
        var selection = Self.shifted(selectedIndexPaths.subtracting([indexPath]), deleting: [indexPath])
        selection = Self.shifted(selection, inserting: [newIndexPath])
        if wasSelected { selection.insert(newIndexPath) }
        reload(keepingSelection: selection)
    }

    /// The sections in `sections` (an `IndexSet` in UIKit code, in the new numbering) were
    /// inserted: the selection moves down past them.
    public func insertSections(_ sections: some Sequence<Int>, with animation: RowAnimation) {
        let inserted = Array(sections).sorted()
        reload(
            keepingSelection: Set(
                selectedIndexPaths.map { row in
                    var moved = row
                    for section in inserted where section <= moved.section { moved.section += 1 }
                    return moved
                }))
    }

    /// The sections in `sections` (old numbering) were deleted: their selected rows leave the
    /// selection, and later sections' selected rows move up.
    public func deleteSections(_ sections: some Sequence<Int>, with animation: RowAnimation) {
        let deleted = Set(sections)
        reload(
            keepingSelection: Set(
                selectedIndexPaths.filter { !deleted.contains($0.section) }.map { row in
                    IndexPath(row: row.row, section: row.section - deleted.filter { $0 < row.section }.count)
                }))
    }

    /// The sections in `sections` changed: their cells, headers and footers are asked for
    /// again; the selection stays on rows that still exist, as `reloadRows(at:with:)` keeps it.
    public func reloadSections(_ sections: some Sequence<Int>, with animation: RowAnimation) {
        reload(keepingSelection: selectedIndexPaths)
    }

    /// Groups updates; with no animations to group, they apply as they are made.
    public func beginUpdates() {}

    /// Ends a group of updates begun by `beginUpdates()`.
    public func endUpdates() {}

    /// Runs `updates` (insertions, deletions, reloads), then `completion` with `true`.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }

    /// Reloads, the selection moved past the deleted rows first, then the inserted ones.
    private func applyUpdate(deleted: [IndexPath], inserted: [IndexPath]) {
        var selection = Self.shifted(selectedIndexPaths, deleting: deleted)
        selection = Self.shifted(selection, inserting: inserted)
        reload(keepingSelection: selection)
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
