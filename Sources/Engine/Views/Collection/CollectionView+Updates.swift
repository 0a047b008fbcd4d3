/// Item and section updates. They apply at once, with no animation: the data source is
/// asked again, the layout is prepared and then told the changes through
/// `prepare(forCollectionViewUpdates:)` and `finalizeCollectionViewUpdates()`, and the
/// selection follows its items through the batch (deletions first, then insertions), as
/// UIKit's does.
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

    /// Reloads, keeps the selection that still exists, and tells the layout the changes,
    /// asking it between `prepare(forCollectionViewUpdates:)` and
    /// `finalizeCollectionViewUpdates()` where inserted elements start and where the deleted
    /// ones on screen end; in a window those views then animate from and to there.
    private func applyPendingUpdates() {
        let items = pendingUpdates
        pendingUpdates = []
        let selection = Self.indexPathUpdates(of: items).apply(to: selectedIndexPaths)
        let leaving = takeLeavingViews(for: items)
        reloadData()
        selectedIndexPaths = selection.filter { contains($0) }
        prepareLayoutIfNeeded()
        let layout = collectionViewLayout
        layout.prepare(forCollectionViewUpdates: items)
        let inserted = items.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate)
        var starts: [(key: ElementKey, attributes: CollectionViewLayoutAttributes)] = []
        for indexPath in inserted where indexPath.item != Int.max {
            if let start = layout.initialLayoutAttributesForAppearingItem(at: indexPath) {
                starts.append((.item(indexPath), start))
            }
        }
        let insertedSections = Set(inserted.filter { $0.item == Int.max }.map(\.section))
        if !insertedSections.isEmpty {
            for attributes in layout.layoutAttributesForElements(in: layoutRect(bounds)) ?? []
            where insertedSections.contains(attributes.indexPath.section) {
                let key = ElementKey(attributes)
                let start: CollectionViewLayoutAttributes?
                switch key {
                case .item(let indexPath): start = layout.initialLayoutAttributesForAppearingItem(at: indexPath)
                case .supplementary(let element):
                    start = layout.initialLayoutAttributesForAppearingSupplementaryElement(
                        ofKind: element.kind, at: element.indexPath)
                case .decoration(let element):
                    start = layout.initialLayoutAttributesForAppearingDecorationElement(
                        ofKind: element.kind, at: element.indexPath)
                }
                if let start { starts.append((key, start)) }
            }
        }
        let ends = leaving.map { view, key in (view, key, finalAttributes(of: key)) }
        layout.finalizeCollectionViewUpdates()
        setNeedsLayout()
        animateUpdate(starts: starts, ends: ends)
    }

    /// The places `items` change, for following the selection through them: deletions
    /// before insertions, whatever the order they were made in, as UIKit's batches apply.
    private static func indexPathUpdates(of items: [CollectionViewUpdateItem]) -> IndexPathUpdates {
        var updates = IndexPathUpdates()
        for item in items {
            switch (item.updateAction, item.indexPathBeforeUpdate, item.indexPathAfterUpdate) {
            case (.delete, let before?, _):
                if before.item == Int.max {
                    updates.deletedSections.insert(before.section)
                } else {
                    updates.deletedRows.insert(before)
                }
            case (.insert, _, let after?):
                if after.item == Int.max {
                    updates.insertedSections.insert(after.section)
                } else {
                    updates.insertedRows.insert(after)
                }
            case (.move, let before?, let after?):
                updates.moves[before] = after
            default:
                break
            }
        }
        return updates
    }

    /// An element of the collection view: an item, or a supplementary or decoration view.
    enum ElementKey: Hashable {
        case item(IndexPath)
        case supplementary(SupplementaryKey)
        case decoration(SupplementaryKey)

        /// The element `attributes` place (attributes are read on the main actor).
        @MainActor init(_ attributes: CollectionViewLayoutAttributes) {
            let key = SupplementaryKey(kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)
            switch attributes.representedElementCategory {
            case .cell: self = .item(attributes.indexPath)
            case .supplementaryView: self = .supplementary(key)
            case .decorationView: self = .decoration(key)
            }
        }
    }

    /// Takes out of the collection view's bookkeeping the views on screen whose elements
    /// `items` delete (deleted items, and everything of a deleted section), so the reload
    /// leaves them where they are for their animation out.
    private func takeLeavingViews(for items: [CollectionViewUpdateItem]) -> [(CollectionReusableView, ElementKey)] {
        let deleted = items.filter { $0.updateAction == .delete }.compactMap(\.indexPathBeforeUpdate)
        let deletedItems = Set(deleted.filter { $0.item != Int.max })
        let deletedSections = Set(deleted.filter { $0.item == Int.max }.map(\.section))
        var leaving: [(CollectionReusableView, ElementKey)] = []
        for (indexPath, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key })
        where deletedItems.contains(indexPath) || deletedSections.contains(indexPath.section) {
            visibleCellsByIndexPath[indexPath] = nil
            leaving.append((cell, .item(indexPath)))
        }
        for (key, view) in visibleSupplementaryViews where deletedSections.contains(key.indexPath.section) {
            visibleSupplementaryViews[key] = nil
            leaving.append((view, .supplementary(key)))
        }
        return leaving
    }

    /// Where a leaving element ends, as the layout says.
    private func finalAttributes(of key: ElementKey) -> CollectionViewLayoutAttributes? {
        let layout = collectionViewLayout
        switch key {
        case .item(let indexPath): return layout.finalLayoutAttributesForDisappearingItem(at: indexPath)
        case .supplementary(let element):
            return layout.finalLayoutAttributesForDisappearingSupplementaryElement(
                ofKind: element.kind, at: element.indexPath)
        case .decoration(let element):
            return layout.finalLayoutAttributesForDisappearingDecorationElement(
                ofKind: element.kind, at: element.indexPath)
        }
    }

    /// How long an update's views take to move in and out, UIKit's batch-update duration.
    static let updateAnimationDuration = 0.3

    /// Puts the views of appearing elements at their `starts` and animates them to their
    /// places, and animates the leaving views to their `ends` and then takes them off; with
    /// no window (nothing would be drawn) the leaving views go at once.
    private func animateUpdate(
        starts: [(key: ElementKey, attributes: CollectionViewLayoutAttributes)],
        ends: [(CollectionReusableView, ElementKey, CollectionViewLayoutAttributes?)]
    ) {
        guard window != nil else {
            for (view, key, _) in ends { retire(view, key) }
            return
        }
        layoutIfNeeded()
        var arriving: [(CollectionReusableView, CollectionViewLayoutAttributes)] = []
        View.performWithoutAnimation {
            for (key, start) in starts {
                guard let view = visibleView(for: key), let final = view.appliedAttributes else { continue }
                place(view, by: start)
                arriving.append((view, final))
            }
        }
        View.animate(withDuration: Self.updateAnimationDuration) {
            for (view, final) in arriving { place(view, by: final) }
            for (view, _, end) in ends { if let end { place(view, by: end) } }
        } completion: { [weak self] _ in
            for (view, key, _) in ends { self?.retire(view, key) }
        }
    }

    /// The view on screen for `key`, if it has one.
    private func visibleView(for key: ElementKey) -> CollectionReusableView? {
        switch key {
        case .item(let indexPath): visibleCellsByIndexPath[indexPath]
        case .supplementary(let element): visibleSupplementaryViews[element]
        case .decoration(let element): visibleDecorationViews[element]
        }
    }

    /// Takes a view whose element was deleted off screen into its queue.
    private func retire(_ view: CollectionReusableView, _ key: ElementKey) {
        switch key {
        case .item(let indexPath):
            if let cell = view as? CollectionViewCell { recycle(cell, at: indexPath, displayed: true) }
        case .supplementary(let element): recycleSupplementary(view, kind: element.kind)
        case .decoration: view.removeFromSuperview()
        }
    }
}
