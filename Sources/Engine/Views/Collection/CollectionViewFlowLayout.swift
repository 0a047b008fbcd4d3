import Geometry

/// Lays items out in lines that wrap (`UICollectionViewFlowLayout`), as text flows: across
/// the collection view and then on to the next line, in the scrolling direction.
///
/// The rule, UIKit's, for vertical scrolling (horizontal swaps the axes: lines are columns
/// that fill top to bottom): within a section's `sectionInset`, items fill a line left to
/// right while each next item, with `minimumInteritemSpacing` before it, still fits the
/// width; the next item starts a new line `minimumLineSpacing` below the tallest item of
/// the one before. The spacing is only a minimum: the room a line leaves over is spread
/// evenly between its items, so its first and last items touch the insets (a line of one
/// item is centred), and an item shorter than its line is centred in the line's height.
@preconcurrency @MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// The direction the collection view scrolls, and lines follow one another, in
    /// (`UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Sendable {
        /// Lines are rows, one under the other.
        case vertical
        /// Lines are columns, one beside the other.
        case horizontal
    }

    /// A size that means "size from the content", as `estimatedItemSize`
    /// (`UICollectionViewFlowLayout.automaticSize`).
    public static let automaticSize = Size(width: -1, height: -1)

    /// The direction lines follow one another in; vertical by default.
    open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The size of items the delegate does not size; 50 x 50 points by default.
    open var itemSize = Size(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The size items count as before they are measured; kept for UIKit code that sets it,
    /// as items here take `itemSize` or the delegate's size. Zero (the default) is none.
    open var estimatedItemSize: Size = .zero { didSet { invalidateLayout() } }
    /// The least space between lines; 10 points by default.
    open var minimumLineSpacing: Double = 10 { didSet { invalidateLayout() } }
    /// The least space between items of one line; 10 points by default.
    open var minimumInteritemSpacing: Double = 10 { didSet { invalidateLayout() } }
    /// The margins around each section's items.
    open var sectionInset: EdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The size of each section's header above its insets: only its height counts when
    /// scrolling vertically (the header spans the width), only its width horizontally;
    /// zero (the default) is no header.
    open var headerReferenceSize: Size = .zero { didSet { invalidateLayout() } }
    /// The size of each section's footer below its insets, counted as the header's is.
    open var footerReferenceSize: Size = .zero { didSet { invalidateLayout() } }

    /// One line of items, in the layout's placement order.
    private struct Line {
        /// Where the line starts and ends along the scrolling axis.
        var start: Double
        var end: Double
        /// The flat indexes of its items.
        var items: Range<Int>
    }

    /// Every item's attributes, flat across sections.
    private var attributes: [CollectionViewLayoutAttributes] = []
    /// The flat index of each section's first item.
    private var sectionStarts: [Int] = []
    /// Every line, in order along the scrolling axis.
    private var lines: [Line] = []
    /// The extent of all the sections.
    private var contentSize: Size = .zero
    /// The sections' headers and footers.
    private var supplementary: [CollectionViewLayoutAttributes] = []
    /// The collection view's size when the items were last placed.
    private var preparedSize: Size?
    /// False after an invalidation whose flow context marked nothing of the flow layout's
    /// stale: the next `prepare()` keeps the items where they are.
    private var placementIsStale = true

    /// A vertical flow layout with UIKit's defaults.
    public override init() {
        super.init()
    }

    /// Always nil: there is no archive to decode one from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// The extent of every section along the scrolling axis, and the collection view's
    /// extent (less its content inset) across it.
    open override var collectionViewContentSize: Size { contentSize }

    /// Places every item by the flow rule, asking the delegate for sizes and spacing. A
    /// section with no items takes only its header and footer.
    open override func prepare() {
        super.prepare()
        guard placementIsStale else { return }
        placementIsStale = false
        attributes = []
        sectionStarts = []
        lines = []
        supplementary = []
        preparedSize = collectionView?.bounds.size
        guard let collectionView else {
            contentSize = .zero
            return
        }
        let vertical = scrollDirection == .vertical
        let inset = collectionView.contentInset
        let across =
            vertical
            ? collectionView.bounds.width - inset.left - inset.right
            : collectionView.bounds.height - inset.top - inset.bottom
        let flow = collectionView.delegate as? any CollectionViewDelegateFlowLayout
        var along = 0.0
        for section in 0..<collectionView.numberOfSections {
            sectionStarts.append(attributes.count)
            let header =
                flow?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
                ?? headerReferenceSize
            along = addSupplementary(CollectionView.elementKindSectionHeader, section, header, at: along, across)
            let sizes = (0..<collectionView.numberOfItems(inSection: section)).map { item in
                let size =
                    flow?.collectionView(
                        collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
                    ?? itemSize
                return Size(width: max(0, size.width), height: max(0, size.height))
            }
            if !sizes.isEmpty {
                let spacing = Spacing(
                    margins: flow?.collectionView(collectionView, layout: self, insetForSectionAt: section)
                        ?? sectionInset,
                    line: flow?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                        ?? minimumLineSpacing,
                    item: flow?.collectionView(
                        collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                        ?? minimumInteritemSpacing)
                along = placeLines(of: sizes, section: section, spacing: spacing, across: across, from: along)
            }
            let footer =
                flow?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
                ?? footerReferenceSize
            along = addSupplementary(CollectionView.elementKindSectionFooter, section, footer, at: along, across)
        }
        contentSize =
            vertical
            ? Size(width: max(0, across), height: along)
            : Size(width: along, height: max(0, across))
    }

    /// A section's margins and least spacings.
    private struct Spacing {
        var margins: EdgeInsets
        var line: Double
        var item: Double
    }

    /// Fills lines with one section's items from `start` along the scrolling axis, inside
    /// its margins, and returns where the section's bottom margin ends. It works in
    /// (across, along) and turns them into (x, y) last, so one rule serves both directions.
    private func placeLines(of sizes: [Size], section: Int, spacing: Spacing, across: Double, from start: Double)
        -> Double
    {
        let vertical = scrollDirection == .vertical
        let margins = spacing.margins
        let lead = vertical ? margins.left : margins.top
        let room = across - lead - (vertical ? margins.right : margins.bottom)
        var along = start + (vertical ? margins.top : margins.left)
        var first = 0
        while first < sizes.count {
            var end = first + 1
            var used = Self.across(sizes[first], vertical)
            while end < sizes.count, used + spacing.item + Self.across(sizes[end], vertical) <= room {
                used += spacing.item + Self.across(sizes[end], vertical)
                end += 1
            }
            let line = sizes[first..<end]
            let thickness = line.map { Self.along($0, vertical) }.max() ?? 0
            let leftover = room - line.reduce(0) { $0 + Self.across($1, vertical) }
            let gap = line.count > 1 ? leftover / Double(line.count - 1) : 0
            var position = lead + (line.count > 1 ? 0 : leftover / 2)
            let flatStart = attributes.count
            for (item, size) in zip(first..<end, line) {
                let offset = along + (thickness - Self.along(size, vertical)) / 2
                let placed = attributesClass.init(forCellWith: IndexPath(item: item, section: section))
                placed.frame =
                    vertical
                    ? Rect(x: position, y: offset, width: size.width, height: size.height)
                    : Rect(x: offset, y: position, width: size.width, height: size.height)
                attributes.append(placed)
                position += Self.across(size, vertical) + gap
            }
            lines.append(Line(start: along, end: along + thickness, items: flatStart..<attributes.count))
            along += thickness
            first = end
            if first < sizes.count { along += spacing.line }
        }
        return along + (vertical ? margins.bottom : margins.right)
    }

    /// Places a header or footer of `size` spanning the lines at `along`, and returns where
    /// the next element starts; a size with no extent along the scrolling axis places none.
    private func addSupplementary(_ kind: String, _ section: Int, _ size: Size, at along: Double, _ across: Double)
        -> Double
    {
        let vertical = scrollDirection == .vertical
        let extent = Self.along(size, vertical)
        guard extent > 0 else { return along }
        let view = attributesClass.init(
            forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        view.frame =
            vertical
            ? Rect(x: 0, y: along, width: max(0, across), height: extent)
            : Rect(x: along, y: 0, width: extent, height: max(0, across))
        supplementary.append(view)
        return along + extent
    }

    /// An item's extent across the lines.
    private static func across(_ size: Size, _ vertical: Bool) -> Double { vertical ? size.width : size.height }
    /// An item's extent along the scrolling axis.
    private static func along(_ size: Size, _ vertical: Bool) -> Double { vertical ? size.height : size.width }

    /// The items of the lines that meet `rect` along the scrolling axis, and whose own
    /// frames meet it; found by bisecting the lines, so a long list costs what is in view.
    open override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes]? {
        let vertical = scrollDirection == .vertical
        let low = vertical ? rect.minY : rect.minX
        let high = vertical ? rect.maxY : rect.maxX
        var lo = 0
        var hi = lines.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if lines[mid].end >= low { hi = mid } else { lo = mid + 1 }
        }
        var found: [CollectionViewLayoutAttributes] = []
        var index = lo
        while index < lines.count, lines[index].start <= high {
            for item in lines[index].items where attributes[item].frame.intersects(rect) {
                found.append(attributes[item])
            }
            index += 1
        }
        found.append(contentsOf: supplementary.filter { $0.frame.intersects(rect) })
        return found
    }

    /// The header or footer of `indexPath`'s section, or nil when it has none.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        supplementary.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }

    /// The item's attributes from the last `prepare()`, or nil for an item that does not exist.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard sectionStarts.indices.contains(indexPath.section), indexPath.item >= 0 else { return nil }
        let flat = sectionStarts[indexPath.section] + indexPath.item
        guard flat < attributes.count, attributes[flat].indexPath == indexPath else { return nil }
        return attributes[flat]
    }

    /// The flow layout's contexts (`invalidationContextClass`): a
    /// `CollectionViewFlowLayoutInvalidationContext`, whose switches this layout reads.
    open override class var invalidationContextClass: AnyClass { CollectionViewFlowLayoutInvalidationContext.self }

    /// Marks the placement stale unless `context` is a flow context that asks for neither the
    /// delegate's metrics nor the attributes again, with nothing else stale
    /// (`invalidateLayout(with:)`); its adjustments apply either way.
    open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        let flow = context as? CollectionViewFlowLayoutInvalidationContext
        let keepsPlacement =
            flow.map { !$0.invalidateFlowLayoutDelegateMetrics && !$0.invalidateFlowLayoutAttributes } ?? false
            && !context.invalidateEverything && !context.invalidateDataSourceCounts
        if !keepsPlacement { placementIsStale = true }
        super.invalidateLayout(with: context)
    }

    /// True when the collection view's size changes, which moves the line breaks; a scroll
    /// alone keeps the layout.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        newBounds.size != preparedSize
    }
}
