/// Item and section updates. They apply at once, with no animation: the data source is
/// asked again, the layout is prepared and then told the changes through
/// `prepare(forCollectionViewUpdates:)` and `finalizeCollectionViewUpdates()`, and the
/// selection keeps the items that still exist.
extension CollectionView {
    /// Runs `updates` (inserts, deletes and reloads) as one batch, then `completion` with
    /// true (`performBatchUpdates(_:completion:)`).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batchDepth += 1
        updates?()
        batchDepth -= 1
        if batchDepth == 0 { applyPendingUpdates() }
        completion?(true)
    }

    /// The items at `indexPaths` were added to the data source.
    public func insertItems(at indexPaths: [IndexPath]) {
        record(indexPaths.map { CollectionViewUpdateItem(.insert, before: nil, after: $0) })
    }

    /// The items at `indexPaths` were removed from the data source.
    public func deleteItems(at indexPaths: [IndexPath]) {
        record(indexPaths.map { CollectionViewUpdateItem(.delete, before: $0, after: nil) })
    }

    /// The items at `indexPaths` changed: their cells are asked for again.
    public func reloadItems(at indexPaths: [IndexPath]) {
        record(indexPaths.map { CollectionViewUpdateItem(.reload, before: $0, after: $0) })
    }

    /// The item at `indexPath` moved to `newIndexPath`.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record([CollectionViewUpdateItem(.move, before: indexPath, after: newIndexPath)])
    }

    /// The sections in `sections` (an `IndexSet` in UIKit code) were added.
    public func insertSections(_ sections: some Sequence<Int>) {
        record(sections.map { CollectionViewUpdateItem(.insert, before: nil, after: Self.wholeSection($0)) })
    }

    /// The sections in `sections` were removed.
    public func deleteSections(_ sections: some Sequence<Int>) {
        record(sections.map { CollectionViewUpdateItem(.delete, before: Self.wholeSection($0), after: nil) })
    }

    /// The sections in `sections` changed: their cells are asked for again.
    public func reloadSections(_ sections: some Sequence<Int>) {
        record(
            sections.map {
                CollectionViewUpdateItem(.reload, before: Self.wholeSection($0), after: Self.wholeSection($0))
            })
    }

    /// The path that stands for a whole section in an update, as UIKit's does: item `Int.max`.
    private static func wholeSection(_ section: Int) -> IndexPath { IndexPath(item: Int.max, section: section) }

    /// Keeps `items` for the batch, or applies them now outside one.
    private func record(_ items: [CollectionViewUpdateItem]) {
        pendingUpdates += items
        if batchDepth == 0 { applyPendingUpdates() }
    }

    /// Reloads, keeps the selection that still exists, and tells the layout the changes.
    private func applyPendingUpdates() {
        let items = pendingUpdates
        pendingUpdates = []
        let selection = selectedIndexPaths
        reloadData()
        selectedIndexPaths = selection.filter { contains($0) }
        prepareLayoutIfNeeded()
        collectionViewLayout.prepare(forCollectionViewUpdates: items)
        collectionViewLayout.finalizeCollectionViewUpdates()
        setNeedsLayout()
    }
}
