extension CollectionView {
    /// Gives every decoration element in view a view of the class its layout registered for
    /// the kind (one from the kind's queue first), and takes back the views of those that
    /// left. A kind with no registered class shows nothing, where UIKit would stop.
    func updateDecorationViews(_ inView: [CollectionViewLayoutAttributes]) {
        var wanted: Set<SupplementaryKey> = []
        for attributes in inView {
            guard let kind = attributes.representedElementKind else { continue }
            wanted.insert(SupplementaryKey(kind: kind, indexPath: attributes.indexPath))
        }
        for (key, view) in visibleDecorationViews where !wanted.contains(key) {
            visibleDecorationViews[key] = nil
            view.removeFromSuperview()
            view.appliedAttributes = nil
            decorationQueue[key.kind, default: []].append(view)
        }
        for key in wanted where visibleDecorationViews[key] == nil {
            if let view = decorationQueue[key.kind]?.popLast() {
                view.prepareForReuse()
                visibleDecorationViews[key] = view
            } else if let viewClass = collectionViewLayout.decorationViewClasses[key.kind] {
                visibleDecorationViews[key] = viewClass.init(registeredWith: key.kind)
            }
        }
    }

    /// Forgets every decoration view, as a new layout does: its kinds may name other classes.
    func dropDecorationViews() {
        for (_, view) in visibleDecorationViews { view.removeFromSuperview() }
        visibleDecorationViews = [:]
        decorationQueue = [:]
    }
}
