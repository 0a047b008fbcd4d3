import Geometry

/// What part of a collection view's layout is stale (`UICollectionViewLayoutInvalidationContext`):
/// handed to `CollectionViewLayout.invalidateLayout(with:)`, which every invalidation goes
/// through, so a layout subclass that overrides that one method hears `invalidateLayout()`
/// and bounds changes alike.
///
/// Open, as UIKit's: a layout with finer-grained invalidation subclasses it to carry more.
@preconcurrency @MainActor
open class CollectionViewLayoutInvalidationContext {
    /// True when the whole layout is stale (`invalidateEverything`), as `invalidateLayout()`
    /// makes it; false for a context made by `invalidationContext(forBoundsChange:)`.
    public internal(set) var invalidateEverything = false
    /// True when the number of sections or items may have changed (`invalidateDataSourceCounts`);
    /// true whenever `invalidateEverything` is.
    public internal(set) var invalidateDataSourceCounts = false
    /// Added to the collection view's `contentOffset` when the context is applied
    /// (`contentOffsetAdjustment`), so a layout can keep the same items in view as it changes.
    open var contentOffsetAdjustment: Point = .zero
    /// Added to the layout's content size (`contentSizeAdjustment`); kept for the layout
    /// subclass that reads it, as the layout's own `collectionViewContentSize` gives the size.
    open var contentSizeAdjustment: Size = .zero
    /// The items marked stale with `invalidateItems(at:)`, nil when none were
    /// (`invalidatedItemIndexPaths`).
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?

    /// An empty context: nothing marked stale yet.
    public init() {}

    /// Marks the items at `indexPaths` stale (`invalidateItems(at:)`).
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }
}
