import Geometry

/// Places a collection view's items (`UICollectionViewLayout`): an open base class that a
/// custom layout subclasses, as in UIKit.
///
/// The collection view calls `prepare()` before it first asks for attributes and again
/// after `invalidateLayout()`, then reads `collectionViewContentSize` and asks
/// `layoutAttributesForElements(in:)` for the visible rectangle. A bounds change (a scroll
/// or a resize) invalidates the layout only when `shouldInvalidateLayout(forBoundsChange:)`
/// says so. The base class places nothing.
@preconcurrency @MainActor
open class CollectionViewLayout {
    /// The collection view this layout places items for; set when the layout is given to one.
    /// Open and read-only, as UIKit's: a layout that only ever serves one collection view may
    /// override it as non-optional (`override var collectionView: UICollectionView`).
    open var collectionView: CollectionView? { placedCollectionView }
    /// The collection view that holds this layout, weakly (it holds the layout).
    weak var placedCollectionView: CollectionView?
    /// True until `prepare()` has run since the last invalidation.
    var needsPrepare = true
    /// True while the collection view invalidates for a bounds change, in its layout pass.
    var isInvalidatingForBoundsChange = false
    /// The classes `register(_:forDecorationViewOfKind:)` gave, by kind.
    var decorationViewClasses: [String: CollectionReusableView.Type] = [:]

    /// The class of the attributes this layout makes (`layoutAttributesClass`): a layout whose
    /// attributes carry more (a subclass of `CollectionViewLayoutAttributes`) overrides it, and
    /// the flow layout makes its cells' and supplementary views' attributes of that class, so
    /// `super.layoutAttributesForElements(in:)` hands back the subclass.
    open class var layoutAttributesClass: AnyClass { CollectionViewLayoutAttributes.self }

    /// The attributes of the decoration view of `elementKind` at `indexPath`, or nil when the
    /// layout places none; the base places none. A layout that shows decoration views returns
    /// their attributes from `layoutAttributesForElements(in:)` too, which is what puts them
    /// on screen.
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// A layout that belongs to no collection view yet.
    public init() {}

    /// Always nil: there is no archive to decode one from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// Computes what the layout needs before it is asked for attributes; the base does nothing.
    open func prepare() {}

    /// The size of everything the layout places; the collection view's `contentSize`.
    open var collectionViewContentSize: Size { .zero }

    /// The attributes of every item whose frame meets `rect` (content coordinates); nil or
    /// empty shows nothing.
    open func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`, or nil when the layout places no such item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`, or nil when
    /// the layout places none.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// True when a change of the collection view's bounds to `newBounds` needs the layout
    /// prepared again; false in the base, which a scroll must not re-prepare.
    open func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { false }

    /// Where a scroll that would stop at `proposedContentOffset` stops instead; the base
    /// keeps the proposal.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: Point, withScrollingVelocity velocity: Point
    ) -> Point {
        proposedContentOffset
    }

    /// Where the content should rest when a layout change (not a scroll) would leave it at
    /// `proposedContentOffset` (`targetContentOffset(forProposedContentOffset:)`); the base
    /// keeps the proposal. Carousels override it to land on an item's centre.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: Point) -> Point {
        proposedContentOffset
    }

    /// The collection view applied `updateItems` (inserts, deletes, reloads, moves) and has
    /// prepared the layout for the new items; the base does nothing.
    open func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {}

    /// The last call of a batch of updates, after `prepare(forCollectionViewUpdates:)`; the
    /// base does nothing.
    open func finalizeCollectionViewUpdates() {}

    /// Where an inserted item would start an animation in; the base gives its final place.
    /// Updates are not animated here, so the answer is only kept for layouts that call it.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        layoutAttributesForItem(at: itemIndexPath)
    }

    /// Where a deleted item would end an animation out; the base gives its last place.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        layoutAttributesForItem(at: itemIndexPath)
    }

    /// Marks the whole layout stale (`invalidateLayout()`): `invalidateLayout(with:)` with a
    /// context whose `invalidateEverything` is true, as UIKit's does.
    open func invalidateLayout() {
        let context = CollectionViewLayoutInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        invalidateLayout(with: context)
    }

    /// Marks the layout stale as `context` says (`invalidateLayout(with:)`): `prepare()` runs
    /// again at the collection view's next layout, and the context's `contentOffsetAdjustment`
    /// moves the collection view's content offset now. Every invalidation comes here (from
    /// `invalidateLayout()` and from a bounds change that `shouldInvalidateLayout(forBoundsChange:)`
    /// accepts), so a subclass overriding it, calling `super`, sees them all.
    open func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        if let collectionView {
            let adjustment = context.contentOffsetAdjustment
            if adjustment != .zero {
                collectionView.contentOffset = Point(
                    x: collectionView.contentOffset.x + adjustment.x, y: collectionView.contentOffset.y + adjustment.y)
            }
            // A bounds change is invalidated from inside the collection view's own layout
            // pass, which prepares the layout next: asking for another pass would be one too many.
            if !isInvalidatingForBoundsChange { collectionView.setNeedsLayout() }
        }
    }

    /// The context a bounds change that `shouldInvalidateLayout(forBoundsChange:)` accepts
    /// invalidates with (`invalidationContext(forBoundsChange:)`): nothing marked but the
    /// layout; a subclass sets an offset adjustment or marks items.
    open func invalidationContext(forBoundsChange newBounds: Rect) -> CollectionViewLayoutInvalidationContext {
        CollectionViewLayoutInvalidationContext()
    }
}
