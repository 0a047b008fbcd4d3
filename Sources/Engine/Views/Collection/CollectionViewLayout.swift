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

    /// The collection view is about to replace this layout with `newLayout`
    /// (`prepareForTransition(to:)`), before either is asked for attributes in the change;
    /// the base does nothing.
    open func prepareForTransition(to newLayout: CollectionViewLayout) {}

    /// The collection view is about to replace `oldLayout` with this layout
    /// (`prepareForTransition(from:)`), after the old layout's `prepareForTransition(to:)`;
    /// the base does nothing.
    open func prepareForTransition(from oldLayout: CollectionViewLayout) {}

    /// The change of layout that `prepareForTransition` began is over
    /// (`finalizeLayoutTransition()`), sent to both layouts; the base does nothing.
    open func finalizeLayoutTransition() {}

    /// The collection view applied `updateItems` (inserts, deletes, reloads, moves) and has
    /// prepared the layout for the new items; the base does nothing.
    open func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {}

    /// The last call of a batch of updates, after `prepare(forCollectionViewUpdates:)`; the
    /// base does nothing.
    open func finalizeCollectionViewUpdates() {}

    /// Where an inserted item starts its animation in
    /// (`initialLayoutAttributesForAppearingItem(at:)`): called for each item a batch of
    /// updates inserts, after `prepare(forCollectionViewUpdates:)` and before
    /// `finalizeCollectionViewUpdates()`. The cell is put there, then animated to its place;
    /// the base gives the item's place faded out, as UIKit's cross-fades an inserted item.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        Self.faded(layoutAttributesForItem(at: itemIndexPath))
    }

    /// Where a deleted item ends its animation out
    /// (`finalLayoutAttributesForDisappearingItem(at:)`): called for each item on screen that a
    /// batch deletes, in the same window of calls; its cell is animated there and then taken
    /// off. The base gives its last place faded out.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        Self.faded(layoutAttributesForItem(at: itemIndexPath))
    }

    /// Where a supplementary view that a batch brings in starts its animation
    /// (`initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)`): called for the
    /// views of inserted sections, as for items; the base gives its place faded out.
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        Self.faded(layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath))
    }

    /// Where a supplementary view that a batch takes away ends its animation
    /// (`finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)`): called for the
    /// views of deleted sections on screen; the base gives its last place faded out.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        Self.faded(layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath))
    }

    /// Where a decoration view a batch brings in starts its animation
    /// (`initialLayoutAttributesForAppearingDecorationElement(ofKind:at:)`); the base gives its
    /// place faded out.
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        Self.faded(layoutAttributesForDecorationView(ofKind: elementKind, at: decorationIndexPath))
    }

    /// Where a decoration view a batch takes away ends its animation
    /// (`finalLayoutAttributesForDisappearingDecorationElement(ofKind:at:)`); the base gives its
    /// last place faded out.
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        Self.faded(layoutAttributesForDecorationView(ofKind: elementKind, at: decorationIndexPath))
    }

    /// A copy of `attributes` at alpha 0, the base's start and end of an update's animation.
    private static func faded(_ attributes: CollectionViewLayoutAttributes?) -> CollectionViewLayoutAttributes? {
        guard let copy = attributes?.copy() else { return nil }
        copy.alpha = 0
        return copy
    }

    /// The collection view's bounds are about to change size inside an animation block
    /// (`prepare(forAnimatedBoundsChange:)`), from `oldBounds`: called at its next layout
    /// pass, after the layout is prepared for the new size and before the views are placed,
    /// so a layout can note what was in view to keep it there. The base does nothing.
    open func prepare(forAnimatedBoundsChange oldBounds: Rect) {}

    /// The animated bounds change is placed (`finalizeAnimatedBoundsChange()`): the last call
    /// of that layout pass, to clear what `prepare(forAnimatedBoundsChange:)` kept. The base
    /// does nothing.
    open func finalizeAnimatedBoundsChange() {}

    /// True mirrors the layout left to right when the collection view's content runs right
    /// to left (`flipsHorizontallyInOppositeLayoutDirection`): each view is placed at
    /// `contentWidth - maxX` instead of its `minX`, and touches are mirrored alike, so a
    /// layout written for left-to-right serves both. False (the base) places as given.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The class of the contexts this layout invalidates with (`invalidationContextClass`):
    /// `invalidateLayout()`, a bounds change and a self-sizing cell each make one of this
    /// class, so a layout that reads its own context's switches overrides it.
    open class var invalidationContextClass: AnyClass { CollectionViewLayoutInvalidationContext.self }

    /// A new, empty context of `invalidationContextClass` (the base's when that names a class
    /// that is not a context).
    func makeInvalidationContext() -> CollectionViewLayoutInvalidationContext {
        let type = Self.invalidationContextClass as? CollectionViewLayoutInvalidationContext.Type
        return (type ?? CollectionViewLayoutInvalidationContext.self).init()
    }

    /// True when a self-sizing view's `preferredAttributes` (what its
    /// `preferredLayoutAttributesFitting(_:)` returned) should re-place the layout
    /// (`shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`). The
    /// collection view asks only when they differ from `originalAttributes`; the base says
    /// false, as UIKit's does, so only a layout that sizes from its views says yes.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool { false }

    /// The context a self-sizing view's new size invalidates with
    /// (`invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`): a new
    /// `invalidationContextClass` context with the view's element marked stale and the
    /// content size adjusted by the change of size. A layout records the size in its model
    /// here before calling `super`.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        let indexPath = preferredAttributes.indexPath
        switch preferredAttributes.representedElementCategory {
        case .cell:
            context.invalidateItems(at: [indexPath])
        case .supplementaryView:
            context.invalidateSupplementaryElements(
                ofKind: preferredAttributes.representedElementKind ?? "", at: [indexPath])
        case .decorationView:
            context.invalidateDecorationElements(
                ofKind: preferredAttributes.representedElementKind ?? "", at: [indexPath])
        }
        context.contentSizeAdjustment = Size(
            width: preferredAttributes.size.width - originalAttributes.size.width,
            height: preferredAttributes.size.height - originalAttributes.size.height)
        return context
    }

    /// Marks the whole layout stale (`invalidateLayout()`): `invalidateLayout(with:)` with a
    /// context whose `invalidateEverything` is true, as UIKit's does.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.marksEverything = true
        context.marksDataSourceCounts = true
        invalidateLayout(with: context)
    }

    /// Marks the layout stale as `context` says (`invalidateLayout(with:)`): `prepare()` runs
    /// again at the collection view's next layout, and the context's `contentOffsetAdjustment`
    /// and `contentSizeAdjustment` move the collection view's offset and size now. Every invalidation comes here (from
    /// `invalidateLayout()` and from a bounds change that `shouldInvalidateLayout(forBoundsChange:)`
    /// accepts), so a subclass overriding it, calling `super`, sees them all.
    open func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        if let collectionView {
            let grown = context.contentSizeAdjustment
            if grown != .zero {
                let size = collectionView.contentSize
                collectionView.contentSize = Size(width: size.width + grown.width, height: size.height + grown.height)
            }
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
        makeInvalidationContext()
    }
}
