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
    /// animation was interrupted.
    public func setCollectionViewLayout(
        _ layout: CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        guard animated, window != nil else {
            collectionViewLayout = layout
            layoutIfNeeded()
            completion?(true)
            return
        }
        View.animate(
            withDuration: 0.3,
            animations: {
                self.collectionViewLayout = layout
                self.layoutIfNeeded()
            }, completion: completion)
    }
}
