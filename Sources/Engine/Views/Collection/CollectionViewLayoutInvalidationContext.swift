import Geometry

/// What part of a collection view's layout is stale (`UICollectionViewLayoutInvalidationContext`):
/// handed to `CollectionViewLayout.invalidateLayout(with:)`, which every invalidation goes
/// through, so a layout subclass that overrides that one method hears `invalidateLayout()`,
/// bounds changes and self-sizing cells alike.
///
/// Open, as UIKit's: a layout with finer-grained invalidation subclasses it to carry more and
/// names the subclass in `invalidationContextClass`, which is the class every context the
/// layout is handed is made of (hence the required initializer).
@preconcurrency @MainActor
open class CollectionViewLayoutInvalidationContext {
    /// True when the whole layout is stale (`invalidateEverything`), as `invalidateLayout()`
    /// makes it; false for a context made by `invalidationContext(forBoundsChange:)`. Open and
    /// read-only, as UIKit's: a subclass may answer it from switches of its own.
    open var invalidateEverything: Bool { marksEverything }
    /// True when the number of sections or items may have changed (`invalidateDataSourceCounts`);
    /// true whenever `invalidateEverything` is. Open and read-only, as UIKit's.
    open var invalidateDataSourceCounts: Bool { marksDataSourceCounts }
    /// What `invalidateLayout()` marks: the stored answers behind the two above.
    var marksEverything = false
    var marksDataSourceCounts = false
    /// Added to the collection view's `contentOffset` when the context is applied
    /// (`contentOffsetAdjustment`), so a layout can keep the same items in view as it changes.
    open var contentOffsetAdjustment: Point = .zero
    /// Added to the collection view's `contentSize` when the context is applied
    /// (`contentSizeAdjustment`), so the scrollable size is right before the layout is
    /// prepared again; the next preparation reads `collectionViewContentSize` afresh.
    open var contentSizeAdjustment: Size = .zero
    /// The items marked stale with `invalidateItems(at:)`, nil when none were
    /// (`invalidatedItemIndexPaths`); open and read-only, as UIKit's.
    open var invalidatedItemIndexPaths: [IndexPath]? { markedItems }
    /// The supplementary views marked stale, by kind, nil when none were
    /// (`invalidatedSupplementaryIndexPaths`); open and read-only, as UIKit's.
    open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? { markedSupplementaryViews }
    /// The decoration views marked stale, by kind, nil when none were
    /// (`invalidatedDecorationIndexPaths`); open and read-only, as UIKit's.
    open var invalidatedDecorationIndexPaths: [String: [IndexPath]]? { markedDecorationViews }
    /// The marks behind the three above.
    private var markedItems: [IndexPath]?
    private var markedSupplementaryViews: [String: [IndexPath]]?
    private var markedDecorationViews: [String: [IndexPath]]?

    /// An empty context: nothing marked stale yet. Required, because the layout makes its
    /// contexts from `invalidationContextClass`, a subclass's metatype.
    public required init() {}

    /// Marks the items at `indexPaths` stale (`invalidateItems(at:)`).
    open func invalidateItems(at indexPaths: [IndexPath]) {
        markedItems = (markedItems ?? []) + indexPaths
    }

    /// Marks the supplementary views of `elementKind` at `indexPaths` stale
    /// (`invalidateSupplementaryElements(ofKind:at:)`).
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        markedSupplementaryViews = Self.adding(indexPaths, ofKind: elementKind, to: markedSupplementaryViews)
    }

    /// Marks the decoration views of `elementKind` at `indexPaths` stale
    /// (`invalidateDecorationElements(ofKind:at:)`).
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        markedDecorationViews = Self.adding(indexPaths, ofKind: elementKind, to: markedDecorationViews)
    }

    /// `marks` with `indexPaths` added under `kind`.
    private static func adding(
        _ indexPaths: [IndexPath], ofKind kind: String, to marks: [String: [IndexPath]]?
    ) -> [String: [IndexPath]] {
        var marked = marks ?? [:]
        marked[kind, default: []] += indexPaths
        return marked
    }
}

/// The flow layout's invalidation context (`UICollectionViewFlowLayoutInvalidationContext`):
/// two more switches that say what the flow layout must compute again. Both are true in a new
/// context, as in UIKit; a context with both false (and nothing else stale) keeps the flow
/// layout's placed items, so only its offset and size adjustments apply.
@preconcurrency @MainActor
open class CollectionViewFlowLayoutInvalidationContext: CollectionViewLayoutInvalidationContext {
    /// True asks the flow layout's delegate again for sizes, insets and spacing
    /// (`invalidateFlowLayoutDelegateMetrics`).
    open var invalidateFlowLayoutDelegateMetrics = true
    /// True places the items again from the layout's own properties
    /// (`invalidateFlowLayoutAttributes`).
    open var invalidateFlowLayoutAttributes = true

    /// A context that invalidates both the delegate's metrics and the layout's attributes.
    public required init() {}
}
