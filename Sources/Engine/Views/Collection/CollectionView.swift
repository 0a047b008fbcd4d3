import Geometry

/// A scrolling set of items in sections, placed by a layout (`UICollectionView`): a scroll
/// view whose items come from a `dataSource`, whose places come from `collectionViewLayout`,
/// and whose `delegate` hears selection and scrolling.
///
/// Rules it keeps, UIKit's:
/// - Only the items on screen have cells. A cell is asked for when its item comes into
///   view and goes back to its identifier's queue when the item leaves, so
///   `dequeueReusableCell(withReuseIdentifier:for:)` hands it out again: a long collection
///   costs a screenful of cells, however many items it has.
/// - `contentSize` is the layout's `collectionViewContentSize`; each cell takes its item's
///   layout attributes (frame, transform, alpha, hidden), and cells with a higher `zIndex`
///   draw over lower ones.
/// - A tap on an item highlights it while the finger is down and selects it on the lift
///   (`collectionView(_:didSelectItemAt:)`); a drag scrolls, takes the touch away and
///   selects nothing.
/// - `reloadData()` asks the data source again, re-prepares the layout and clears the
///   selection.
@preconcurrency @MainActor
open class CollectionView: ScrollView {
    /// Where `scrollToItem(at:at:animated:)` puts an item
    /// (`UICollectionView.ScrollPosition`): one vertical and one horizontal choice at most;
    /// an empty set scrolls the least distance that shows the item.
    public struct ScrollPosition: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// Options from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The item's top at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item's centre at the centre of the visible height.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item's centre at the centre of the visible width.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Places the items. Setting it re-prepares the new layout at the next layout pass.
    open var collectionViewLayout: CollectionViewLayout {
        didSet {
            oldValue.placedCollectionView = nil
            collectionViewLayout.placedCollectionView = self
            if oldValue !== collectionViewLayout { dropDecorationViews() }
            collectionViewLayout.invalidateLayout()
        }
    }
    /// Gives the collection view its items and cells (weak). Setting it reloads at the next layout.
    open weak var dataSource: (any CollectionViewDataSource)? {
        didSet { setNeedsReload() }
    }
    /// Hears selection and scrolling; a flow layout also asks it for sizes and spacing, so
    /// a new delegate re-prepares the layout.
    open override var delegate: (any ScrollViewDelegate)? {
        didSet { collectionViewLayout.invalidateLayout() }
    }
    /// A view behind every item that fills the visible part and stays there as they scroll.
    public var backgroundView: View? {
        didSet { installBackgroundView(backgroundView, replacing: oldValue) }
    }
    /// False keeps taps from selecting items.
    public var allowsSelection = true
    /// True lets taps select several items, a tap on a selected item deselecting it.
    public var allowsMultipleSelection = false
    /// UIKit's switch for preparing cells ahead of the scroll (`isPrefetchingEnabled`), true
    /// by default. Kept for UIKit code that sets it: cells are made only as items come on
    /// screen, so there is nothing ahead to prepare either way.
    public var isPrefetchingEnabled = true

    /// The items of each section, as the data source last gave them.
    private(set) var itemCounts: [Int] = []
    /// True until the data source has been asked since it changed.
    private var needsReload = true
    /// The interactive change of layout running now (`startInteractiveTransition(to:completion:)`).
    var interactiveLayoutTransition: InteractiveLayoutTransition?
    /// The bounds the cells were last placed in.
    private var laidOutBounds: Rect?
    /// The cells on screen, by item.
    var visibleCellsByIndexPath: [IndexPath: CollectionViewCell] = [:]
    /// Cells off screen and the classes that make new ones.
    private var reuseQueue = ReuseQueue<CollectionViewCell>()
    /// The selected items.
    var selectedIndexPaths: Set<IndexPath> = []
    /// The supplementary views on screen, by kind and index path.
    var visibleSupplementaryViews: [SupplementaryKey: CollectionReusableView] = [:]
    /// Supplementary views off screen and the classes that make new ones, by kind and identifier.
    var supplementaryQueue = ReuseQueue<CollectionReusableView>()
    /// The decoration views on screen, by kind and index path.
    var visibleDecorationViews: [SupplementaryKey: CollectionReusableView] = [:]
    /// Decoration views off screen, by kind.
    var decorationQueue: [String: [CollectionReusableView]] = [:]
    /// How many `performBatchUpdates` blocks are running.
    var batchDepth = 0
    /// The updates recorded in the running batch.
    var pendingUpdates: [CollectionViewUpdateItem] = []
    /// The item a touch went down on and highlighted, until it lifts or is taken away.
    var touchedItem: IndexPath?
    /// The bounds before the first change of size made inside an animation block since the
    /// last layout pass, which that pass hands to `prepare(forAnimatedBoundsChange:)`.
    var animatedBoundsChangeOrigin: Rect?
    /// How many times one layout pass places the views again after self-sizing views
    /// invalidated the layout: enough for a size to settle, and a bound on a view whose
    /// preferred size never agrees with the layout.
    static let selfSizingPasses = 4

    /// A collection view at `frame` whose items `layout` places (`init(frame:collectionViewLayout:)`).
    public init(frame: Rect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.placedCollectionView = self
        settingDefaults { backgroundColor = .white }
    }

    /// Always nil, as `View.init?(coder:)`: there is no archive to decode one from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// The view's coordinate space; a change of size made inside an animation block is kept
    /// for the layout's `prepare(forAnimatedBoundsChange:)` at the next layout pass, as UIKit
    /// tells a layout of an animated rotation or resize.
    open override var bounds: Rect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            if newValue.size != old.size, AnimationTransaction.isRecording, animatedBoundsChangeOrigin == nil {
                animatedBoundsChangeOrigin = old
            }
        }
    }

    /// The delegate as a collection view delegate, when it is one.
    var collectionDelegate: (any CollectionViewDelegate)? { delegate as? any CollectionViewDelegate }

    // MARK: Cells and reuse

    /// Makes cells of `cellClass` for `identifier` when its queue is empty, through the
    /// class's `init(frame:)`; nil forgets the identifier
    /// (`register(_:forCellWithReuseIdentifier:)`).
    public func register(_ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        reuseQueue.register(cellClass.map { cellClass in { cellClass.init(registeredWith: $0) } }, for: identifier)
    }

    /// A cell for the item at `indexPath` from `identifier`'s queue (after its
    /// `prepareForReuse()`) or new, placed by the item's layout attributes. An identifier
    /// with no registered class (a crash in UIKit) gets a plain cell.
    public func dequeueReusableCell(
        withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> CollectionViewCell {
        let cell = reuseQueue.dequeue(identifier) ?? CollectionViewCell(registeredWith: identifier)
        if let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) { place(cell, by: attributes) }
        return cell
    }

    // MARK: Loading

    /// Scrolls so the item at `indexPath` sits at `scrollPosition`, within the scrollable
    /// range; an empty position scrolls the least distance that shows the item. Declared in
    /// the class body, open as UIKit's is, so a carousel can override it and call `super`.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scrollToItemWithinRange(at: indexPath, at: scrollPosition, animated: animated)
    }

    /// Asks the data source for its sections and items again, drops every cell on screen
    /// into the queues, clears the selection and re-prepares the layout; the cells come
    /// back at the next layout. Open, as UIKit's is, so a subclass (a calendar, say) can
    /// reload its own state around `super.reloadData()`.
    open func reloadData() {
        for (indexPath, cell) in visibleCellsByIndexPath { recycle(cell, at: indexPath, displayed: true) }
        visibleCellsByIndexPath = [:]
        recycleSupplementaryViews()
        selectedIndexPaths = []
        touchedItem = nil
        let sections = max(0, dataSource?.numberOfSections(in: self) ?? 0)
        itemCounts = (0..<sections).map { max(0, dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0) }
        needsReload = false
        collectionViewLayout.invalidateLayout()
    }

    /// Reloads at the next layout.
    private func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// Reloads now if the data source changed since the last load.
    func reloadIfNeeded() {
        if needsReload { reloadData() }
    }

    /// Prepares the layout if it was invalidated, or if the bounds changed in a way it says
    /// needs it, and takes its content size.
    func prepareLayoutIfNeeded() {
        reloadIfNeeded()
        let layout = collectionViewLayout
        if let laidOutBounds, laidOutBounds != bounds, layout.shouldInvalidateLayout(forBoundsChange: bounds) {
            layout.isInvalidatingForBoundsChange = true
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: bounds))
            layout.isInvalidatingForBoundsChange = false
        }
        laidOutBounds = bounds
        guard layout.needsPrepare else { return }
        layout.needsPrepare = false
        layout.prepare()
        let size = layout.collectionViewContentSize
        if contentSize != size { contentSize = size }
        // Content that shrank under a resting offset (a reload with fewer items) brings the
        // offset back in range, as UIKit's collection view does; a finger or a glide keeps it.
        let inRange = clamped(contentOffset)
        if inRange != contentOffset, !isTracking, !isDecelerating { contentOffset = inRange }
    }

    // MARK: Counting and finding items

    /// The number of sections, as the data source last gave it.
    public var numberOfSections: Int { reloadedSectionCount }

    /// The number of items in `section`, as the data source last gave it; 0 for a section
    /// that does not exist.
    public func numberOfItems(inSection section: Int) -> Int { reloadedCount(inSection: section) }

    /// True when the item at `indexPath` exists.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    /// The layout attributes of the item at `indexPath` (`layoutAttributesForItem(at:)`).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The item under `point` (content coordinates), or nil between or beyond the items.
    public func indexPathForItem(at point: Point) -> IndexPath? {
        prepareLayoutIfNeeded()
        let point = layoutPoint(point)
        let probe = Rect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? []).filter {
            !$0.isHidden && $0.frame.contains(point)
        }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The cell on screen for the item at `indexPath`, or nil when the item is off screen.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { laidOutCell(at: indexPath) }

    /// The item `cell` shows, or nil when it is not on screen.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? { laidOutIndexPath(of: cell) }

    /// The cells on screen, in item order.
    public var visibleCells: [CollectionViewCell] { laidOutCells }

    /// The items on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] { laidOutIndexPaths }

    // MARK: Layout

    /// Gives every item and supplementary view the layout places in view a view, takes
    /// back the views of those that left, and stacks them by `zIndex`. A view given new
    /// attributes is asked for its preferred ones, and the layout, when it accepts them, is
    /// invalidated and the views placed again in the same pass; a size change made in an
    /// animation block is told to the layout around the placing.
    open override func layoutSubviews() {
        super.layoutSubviews()
        prepareLayoutIfNeeded()
        backgroundView?.frame = bounds
        let animatedFrom = animatedBoundsChangeOrigin
        animatedBoundsChangeOrigin = nil
        if let animatedFrom { collectionViewLayout.prepare(forAnimatedBoundsChange: animatedFrom) }
        var fresh: [IndexPath] = []
        for _ in 0..<Self.selfSizingPasses {
            guard placeElementsInView(fresh: &fresh) else { break }
            prepareLayoutIfNeeded()
        }
        if animatedFrom != nil { collectionViewLayout.finalizeAnimatedBoundsChange() }
        for indexPath in fresh.sorted() {
            guard let cell = visibleCellsByIndexPath[indexPath] else { continue }
            let selected = selectedIndexPaths.contains(indexPath)
            if cell.isSelected != selected { cell.isSelected = selected }
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        }
    }

    /// One placing of the views in view (see `layoutSubviews()`); adds the items that got a
    /// new cell to `fresh`. True when a view's preferred attributes invalidated the layout.
    private func placeElementsInView(fresh: inout [IndexPath]) -> Bool {
        let inView = collectionViewLayout.layoutAttributesForElements(in: layoutRect(bounds)) ?? []
        let cells = inView.filter { $0.representedElementCategory == .cell && contains($0.indexPath) }
        let wanted = Set(cells.map(\.indexPath))
        for (indexPath, cell) in visibleCellsByIndexPath where !wanted.contains(indexPath) {
            visibleCellsByIndexPath[indexPath] = nil
            recycle(cell, at: indexPath, displayed: true)
        }
        for attributes in cells where visibleCellsByIndexPath[attributes.indexPath] == nil {
            guard let cell = dataSource?.collectionView(self, cellForItemAt: attributes.indexPath) else { continue }
            visibleCellsByIndexPath[attributes.indexPath] = cell
            fresh.append(attributes.indexPath)
        }
        updateSupplementaryViews(inView.filter { $0.representedElementCategory == .supplementaryView })
        updateDecorationViews(inView.filter { $0.representedElementCategory == .decorationView })
        let base = backgroundView?.superview === self ? 1 : 0
        let ordered = inView.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
        var order = base
        var applied: [(view: CollectionReusableView, attributes: CollectionViewLayoutAttributes)] = []
        for (_, attributes) in ordered {
            guard let view = visibleView(for: attributes) else { continue }
            place(view, by: attributes)
            if view.awaitsPreferredAttributesCheck {
                view.awaitsPreferredAttributesCheck = false
                applied.append((view, attributes))
            }
            if view.superview !== self || subviews.firstIndex(where: { $0 === view }) != order {
                insertSubview(view, at: order)
            }
            order += 1
        }
        var invalidated = false
        for (view, attributes) in applied where attributes.representedElementCategory != .decorationView {
            invalidated = offerPreferredAttributes(of: view, for: attributes) || invalidated
        }
        return invalidated
    }

    /// Asks `view` for the attributes it prefers to `attributes` and, when they differ and the
    /// layout accepts them, invalidates the layout with its context for them. True when it did.
    private func offerPreferredAttributes(
        of view: CollectionReusableView, for attributes: CollectionViewLayoutAttributes
    ) -> Bool {
        let preferred = view.preferredLayoutAttributesFitting(attributes.copy())
        guard preferred.size != attributes.size || preferred.center != attributes.center else { return false }
        let layout = collectionViewLayout
        guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
        else { return false }
        layout.invalidateLayout(
            with: layout.invalidationContext(
                forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes))
        return true
    }

    /// True when the layout is mirrored: it asks for it
    /// (`flipsHorizontallyInOppositeLayoutDirection`) and the content runs right to left.
    var flipsLayout: Bool {
        collectionViewLayout.flipsHorizontallyInOppositeLayoutDirection
            && effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// `point` (content coordinates) in the layout's unmirrored space; itself unless mirrored.
    func layoutPoint(_ point: Point) -> Point {
        flipsLayout ? Point(x: contentSize.width - point.x, y: point.y) : point
    }

    /// `rect` (content coordinates) in the layout's unmirrored space, and back: mirroring is
    /// its own inverse.
    func layoutRect(_ rect: Rect) -> Rect {
        guard flipsLayout else { return rect }
        return Rect(x: contentSize.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// The view on screen for an element the layout placed, if it has one.
    private func visibleView(for attributes: CollectionViewLayoutAttributes) -> CollectionReusableView? {
        guard let kind = attributes.representedElementKind else { return visibleCellsByIndexPath[attributes.indexPath] }
        let key = SupplementaryKey(kind: kind, indexPath: attributes.indexPath)
        return attributes.representedElementCategory == .decorationView
            ? visibleDecorationViews[key] : visibleSupplementaryViews[key]
    }

    /// A scroll brings other items into view: they get their cells at the next layout.
    override func setOffset(_ offset: Point) {
        super.setOffset(offset)
        setNeedsLayout()
    }

    /// Puts a cell where its attributes say, as UIKit applies them: the cell takes a copy
    /// (the layout keeps its own), and `apply(_:)` is skipped when the copy `isEqual(_:)`
    /// the attributes the cell last took, as UIKit does since iOS 7; new attributes leave the
    /// cell to be asked for its preferred ones. True when it applied new attributes. A
    /// mirrored layout's centre is mirrored across the content's width.
    @discardableResult
    func place(_ cell: CollectionReusableView, by attributes: CollectionViewLayoutAttributes) -> Bool {
        let center = layoutPoint(attributes.center)
        if cell.bounds.size != attributes.size { cell.bounds = attributes.bounds }
        if cell.center != center { cell.center = center }
        if attributes.transform3DValue != nil || cell.backingLayer?.transform3DValue != nil {
            // A page tilted in perspective: the cell's layer keeps the whole matrix.
            if cell.layer.transform3D != attributes.transform3D { cell.layer.setTransform3D(attributes.transform3D) }
        } else if cell.transform != attributes.transform {
            cell.transform = attributes.transform
        }
        if cell.alpha != attributes.alpha { cell.alpha = attributes.alpha }
        if cell.isHidden != attributes.isHidden { cell.isHidden = attributes.isHidden }
        if let applied = cell.appliedAttributes, applied.isEqual(attributes) { return false }
        let copy = attributes.copy()
        cell.appliedAttributes = copy
        cell.apply(copy)
        cell.awaitsPreferredAttributesCheck = true
        return true
    }

    /// Takes a cell off screen into its identifier's queue; a cell that was shown is
    /// announced to the delegate as no longer displayed.
    func recycle(_ cell: CollectionViewCell, at indexPath: IndexPath, displayed: Bool) {
        cell.removeFromSuperview()
        cell.appliedAttributes = nil
        if cell.isHighlighted { cell.isHighlighted = false }
        reuseQueue.enqueue(cell, identifier: cell.reuseIdentifier)
        if displayed { collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath) }
    }

    // MARK: Touches

    /// A touch went down on an item: it highlights, unless it stopped a glide (that touch
    /// only stops the content).
    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent?) {
        super.touchesBegan(touches, with: event)
        touchedItem = nil
        guard allowsSelection, !touchStoppedMotion, let touch = touches.first,
            let indexPath = indexPathForItem(at: touch.location(in: self)),
            let cell = visibleCellsByIndexPath[indexPath],
            collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
        else { return }
        touchedItem = indexPath
        cell.isHighlighted = true
    }

    /// The finger lifted without dragging: the item it went down on is selected, if the
    /// finger is still on it.
    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent?) {
        super.touchesEnded(touches, with: event)
        guard let indexPath = touchedItem else { return }
        touchedItem = nil
        visibleCellsByIndexPath[indexPath]?.isHighlighted = false
        guard let touch = touches.first, indexPathForItem(at: touch.location(in: self)) == indexPath else { return }
        selectByTouch(indexPath)
    }

    /// The touch was taken away (a drag began): the item loses its highlight, nothing is selected.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent?) {
        super.touchesCancelled(touches, with: event)
        if let indexPath = touchedItem { visibleCellsByIndexPath[indexPath]?.isHighlighted = false }
        touchedItem = nil
    }
}
