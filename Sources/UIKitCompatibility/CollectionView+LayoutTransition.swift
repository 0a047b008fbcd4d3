import Engine

// Switching a collection view to another layout, as a calendar switching its spacing or a
// gallery switching from grid to list does. Animated, the visible cells move from their
// old places to their new ones in one animation block, as UIKit's cells do.

extension CollectionView {
    /// Changes `collectionViewLayout` to `layout` and lays the items out in it
    /// (`setCollectionViewLayout(_:animated:)`); when `animated`, the visible cells move
    /// to their new frames in a standard animation.
    public func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// `setCollectionViewLayout(_:animated:)` with `completion` run once the change is done:
    /// at the end of the animation when `animated`, at once otherwise, with true unless the
    /// animation was interrupted. Both layouts hear `prepareForTransition(to:)` and
    /// `prepareForTransition(from:)` first and `finalizeLayoutTransition()` at the end.
    public func setCollectionViewLayout(
        _ layout: CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        let old = collectionViewLayout
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        let finished: (Bool) -> Void = { done in
            old.finalizeLayoutTransition()
            layout.finalizeLayoutTransition()
            completion?(done)
        }
        guard animated, window != nil else {
            collectionViewLayout = layout
            layoutIfNeeded()
            finished(true)
            return
        }
        View.animate(
            withDuration: 0.3,
            animations: {
                self.collectionViewLayout = layout
                self.layoutIfNeeded()
            }, completion: finished)
    }
}
