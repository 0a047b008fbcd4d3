import Geometry

/// Where a supplementary view sits: its kind and index path.
struct SupplementaryKey: Hashable {
    /// The kind, such as `CollectionView.elementKindSectionHeader`.
    var kind: String
    /// The section (and, for some layouts, item) it belongs to.
    var indexPath: IndexPath
}

extension CollectionView {
    /// The kind of a section's header (`UICollectionView.elementKindSectionHeader`).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section's footer (`UICollectionView.elementKindSectionFooter`).
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The queue key of a kind and identifier: views of one kind are reused only for it.
    private static func queueKey(_ kind: String, _ identifier: String) -> String { kind + "\u{0}" + identifier }

    /// Makes supplementary views of `viewClass` for `kind` and `identifier` when their queue
    /// is empty, through the class's `init(frame:)`; nil forgets them
    /// (`register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`).
    public func register(
        _ viewClass: CollectionReusableView.Type?, forSupplementaryViewOfKind kind: String,
        withReuseIdentifier identifier: String
    ) {
        supplementaryQueue.register(
            viewClass.map { viewClass in { _ in viewClass.init(registeredWith: identifier) } },
            for: Self.queueKey(kind, identifier))
    }

    /// A supplementary view of `kind` for `indexPath` from its queue (after its
    /// `prepareForReuse()`) or new, placed by the layout. An unregistered identifier (a
    /// crash in UIKit) gets a plain view.
    public func dequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> CollectionReusableView {
        let view =
            supplementaryQueue.dequeue(Self.queueKey(kind, identifier))
            ?? CollectionReusableView(registeredWith: identifier)
        if let attributes = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath) {
            place(view, by: attributes)
        }
        return view
    }

    /// The supplementary view on screen of `kind` at `indexPath`, or nil
    /// (`supplementaryView(forElementKind:at:)`).
    public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        layoutIfNeeded()
        return visibleSupplementaryViews[SupplementaryKey(kind: kind, indexPath: indexPath)]
    }

    /// Gives every supplementary element in view a view from the data source and takes
    /// back the views of those that left.
    func updateSupplementaryViews(_ inView: [CollectionViewLayoutAttributes]) {
        var wanted: [SupplementaryKey: CollectionViewLayoutAttributes] = [:]
        for attributes in inView {
            guard let kind = attributes.representedElementKind else { continue }
            wanted[SupplementaryKey(kind: kind, indexPath: attributes.indexPath)] = attributes
        }
        for (key, view) in visibleSupplementaryViews where wanted[key] == nil {
            visibleSupplementaryViews[key] = nil
            recycleSupplementary(view, kind: key.kind)
        }
        for (key, _) in wanted where visibleSupplementaryViews[key] == nil {
            guard
                let view = dataSource?.collectionView(
                    self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            else { continue }
            visibleSupplementaryViews[key] = view
        }
    }

    /// Takes every supplementary view off screen, as a reload does.
    func recycleSupplementaryViews() {
        for (key, view) in visibleSupplementaryViews { recycleSupplementary(view, kind: key.kind) }
        visibleSupplementaryViews = [:]
    }

    /// Puts a supplementary view in its kind's queue.
    func recycleSupplementary(_ view: CollectionReusableView, kind: String) {
        view.removeFromSuperview()
        view.appliedAttributes = nil
        supplementaryQueue.enqueue(view, identifier: view.reuseIdentifier.map { Self.queueKey(kind, $0) })
    }
}
