/// One batch of row or item updates as UIKit applies it, whatever order the calls came in:
/// deletions and move sources are read in the numbering before the batch, insertions and
/// move destinations in the numbering after it, and every deletion happens before any
/// insertion. `newIndexPath(for:)` follows an index path through the batch, which is how a
/// table or collection view keeps its selection on the same rows.
struct IndexPathUpdates {
    /// Sections deleted, old numbering.
    var deletedSections: Set<Int> = []
    /// Sections inserted, new numbering.
    var insertedSections: Set<Int> = []
    /// Rows deleted, old numbering.
    var deletedRows: Set<IndexPath> = []
    /// Rows inserted, new numbering.
    var insertedRows: Set<IndexPath> = []
    /// Rows moved: old index path to new.
    var moves: [IndexPath: IndexPath] = [:]

    /// True when the batch changes nothing's place.
    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && deletedRows.isEmpty && insertedRows.isEmpty
            && moves.isEmpty
    }

    /// Where the row at `old` is after the batch; nil when it was deleted (or its section was).
    func newIndexPath(for old: IndexPath) -> IndexPath? {
        if deletedSections.contains(old.section) || deletedRows.contains(old) { return nil }
        if let moved = moves[old] { return moved }
        // Deletions first: the sections and the rows above it that leave (a moved row
        // leaves its old place too).
        var section = old.section - deletedSections.filter { $0 < old.section }.count
        var row =
            old.row - deletedRows.filter { $0.section == old.section && $0.row < old.row }.count
            - moves.keys.filter { $0.section == old.section && $0.row < old.row }.count
        // Then insertions, in ascending order of their final places.
        for inserted in insertedSections.sorted() where inserted <= section { section += 1 }
        let arriving = (Array(insertedRows) + Array(moves.values)).filter { $0.section == section }.map(\.row)
        for inserted in arriving.sorted() where inserted <= row { row += 1 }
        return IndexPath(row: row, section: section)
    }

    /// `rows` carried through the batch, the deleted ones dropped.
    func apply(to rows: Set<IndexPath>) -> Set<IndexPath> {
        Set(rows.compactMap(newIndexPath(for:)))
    }
}
