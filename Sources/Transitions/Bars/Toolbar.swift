import Engine
import Geometry

/// A bar of buttons along the bottom of a screen (`UIToolbar`): its `items` laid out in a
/// row, over a background drawn by its appearance or a background image.
///
/// Layout, left to right from a 16-point margin: each button as wide as its content (or its
/// item's `width`), a custom view at its own width, a `.fixedSpace` of its `width`, and
/// 8 points between two items that have no space item between them; the room left over goes
/// to the `.flexibleSpace` items in equal shares (with none, the items stay on the left).
/// Items sit in the top 44 points of the bar, centred vertically there.
///
/// Open, as `UIToolbar` is: a subclass may override `hitTest` or `layoutSubviews`.
@preconcurrency @MainActor
open class Toolbar: View {
    /// The height of the row the items sit in, and the bar's `sizeThatFits` height.
    public static let contentHeight = 44.0
    /// Room between the bar's left and right edges and its first and last item.
    public static let edgeMargin = 16.0
    /// Room between two adjacent items with no space item between them.
    public static let itemSpacing = 8.0

    /// The items shown, left to right; nil or empty shows none. Setting it is
    /// `setItems(_:animated: false)`.
    open var items: [BarButtonItem]? {
        get { shownItems }
        set { setItems(newValue, animated: false) }
    }
    /// False draws the default background opaque: no blur, and the colour at full alpha.
    open var isTranslucent = true { didSet { updateBackground() } }
    /// The colour of the bar's background (`barTintColor`), in place of the appearance's
    /// colour and blur, made a little see-through while the bar is translucent (as a
    /// navigation bar's); nil, the default, draws the appearance. A background image wins.
    open var barTintColor: Color? { didSet { updateBackground() } }
    /// The style of the default background (`barStyle`, `.default` by default): `.black`
    /// draws it black, translucent or not as `isTranslucent` says, in place of the
    /// appearance's colour and blur; a `barTintColor` or a background image wins.
    open var barStyle = BarStyle.default { didSet { updateBackground() } }
    /// How the bar draws its background in a regular-height bar (`standardAppearance`);
    /// the bar redraws with it when it is assigned.
    open var standardAppearance = BarAppearance() { didSet { updateBackground() } }
    /// The appearance of a bar shorter than `contentHeight` (a compact-height phone
    /// screen); nil uses `standardAppearance`.
    open var compactAppearance: BarAppearance? { didSet { updateBackground() } }
    /// The appearance when scrolled content reaches the bar's edge. Kept for UIKit code that
    /// sets it: a toolbar here is tied to no scroll view, so `standardAppearance` draws.
    open var scrollEdgeAppearance: BarAppearance?
    /// The compact counterpart of `scrollEdgeAppearance`, kept as it is.
    open var compactScrollEdgeAppearance: BarAppearance?

    private var shownItems: [BarButtonItem]?
    /// The view drawing each shown item (a button or the item's custom view); spaces have none.
    private var itemViews: [ObjectIdentifier: View] = [:]
    /// Background images by position and metrics, and shadow images by position.
    var backgroundImages: [BarImageSlot: Image] = [:]
    var shadowImages: [BarPosition: Image] = [:]
    /// The colour (or image) behind the items, the blur when the appearance has one, and
    /// the line along the top edge.
    let backgroundView = ImageView(image: nil)
    var effectView: VisualEffectView?
    let hairline = ImageView(image: nil)

    /// A bar occupying `frame` with no items.
    public override init(frame: Rect) {
        super.init(frame: frame)
        backgroundView.accessibilityIdentifier = "toolbar.background"
        hairline.accessibilityIdentifier = "toolbar.hairline"
        for v in [backgroundView, hairline] {
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
        updateBackground()
    }

    /// Always nil, as `View.init?(coder:)`: there is no archive to decode one from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// Shows `items` in place of the current ones; `animated` fades the items that come
    /// and go and moves the ones that stay to their new places.
    open func setItems(_ items: [BarButtonItem]?, animated: Bool) {
        let old = shownItems ?? []
        let new = items ?? []
        let kept = Set(new.map(ObjectIdentifier.init))
        var leaving: [View] = []
        for item in old where !kept.contains(ObjectIdentifier(item)) {
            item.onChange = nil
            if let view = itemViews.removeValue(forKey: ObjectIdentifier(item)) { leaving.append(view) }
        }
        shownItems = items
        var arriving: [View] = []
        for item in new {
            item.onChange = { [weak self, weak item] in
                guard let self, let item else { return }
                self.itemDidChange(item)
            }
            if itemViews[ObjectIdentifier(item)] == nil, let view = makeView(for: item) {
                item.shownView = view
                itemViews[ObjectIdentifier(item)] = view
                insertSubview(view, belowSubview: hairline)
                arriving.append(view)
            }
        }
        guard animated, window != nil else {
            for view in leaving { view.removeFromSuperview() }
            setNeedsLayout()
            return
        }
        layoutItems()
        View.performWithoutAnimation { for view in arriving { view.alpha = 0 } }
        View.animate(
            withDuration: 0.2,
            animations: {
                for view in arriving { view.alpha = 1 }
                for view in leaving { view.alpha = 0 }
            },
            completion: { _ in for view in leaving where view.alpha == 0 { view.removeFromSuperview() } })
    }

    /// The view drawing `item` now: its button or its custom view; nil for a space or an
    /// item the bar does not show.
    public func view(for item: BarButtonItem) -> View? {
        itemViews[ObjectIdentifier(item)]
    }

    /// The bar's width and `contentHeight`.
    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: Toolbar.contentHeight)
    }

    /// Lays the background out to fill the bar and the items along its row.
    open override func layoutSubviews() {
        super.layoutSubviews()
        // The metrics follow the height, and with them the images and appearance that draw.
        updateBackground()
        View.performWithoutAnimation {
            backgroundView.frame = bounds
            effectView?.frame = bounds
            let lineHeight = hairline.image.map { $0.size.height } ?? 0.5
            hairline.frame = Rect(x: 0, y: -lineHeight, width: bounds.width, height: lineHeight)
        }
        layoutItems()
    }

    // MARK: Items

    private func makeView(for item: BarButtonItem) -> View? {
        item.makeBarView(accessibilityIdentifier: "toolbar.item")
    }

    private func configure(_ button: Button, for item: BarButtonItem) {
        item.configureBarButton(button)
    }

    /// An item changed: its view is made again when its custom view changed, else updated.
    private func itemDidChange(_ item: BarButtonItem) {
        let id = ObjectIdentifier(item)
        let current = itemViews[id]
        if let button = current as? Button, item.customView == nil, !item.isSpace {
            configure(button, for: item)
        } else if current !== item.customView || (current == nil && !item.isSpace) {
            current?.removeFromSuperview()
            itemViews[id] = makeView(for: item)
            item.shownView = itemViews[id]
            if let view = itemViews[id] { insertSubview(view, belowSubview: hairline) }
        }
        setNeedsLayout()
    }

    /// The width `item` takes in the row; nil for a flexible space.
    private func width(of item: BarButtonItem) -> Double? {
        if item.kind == .system(.flexibleSpace) { return nil }
        if item.width > 0 || item.isSpace { return item.width }
        guard let view = itemViews[ObjectIdentifier(item)] else { return 0 }
        if view === item.customView {
            return view.frame.width > 0 ? view.frame.width : max(view.intrinsicContentSize.width, 0)
        }
        return view.intrinsicContentSize.width
    }

    /// Places every item's view along the row, as the type's comment describes.
    func layoutItems() {
        let items = shownItems ?? []
        let rowHeight = min(bounds.height, Toolbar.contentHeight)
        let widths = items.map(width(of:))
        var fixed = widths.reduce(0) { $0 + ($1 ?? 0) }
        for (a, b) in zip(items, items.dropFirst()) where !a.isSpace && !b.isSpace { fixed += Toolbar.itemSpacing }
        let flexibleCount = widths.filter { $0 == nil }.count
        let spare = max(0, bounds.width - 2 * Toolbar.edgeMargin - fixed)
        let share = flexibleCount > 0 ? spare / Double(flexibleCount) : 0
        var x = Toolbar.edgeMargin
        for (index, item) in items.enumerated() {
            let w = widths[index] ?? share
            if let view = itemViews[ObjectIdentifier(item)] {
                let h =
                    view === item.customView && view.frame.height > 0 ? min(view.frame.height, rowHeight) : rowHeight
                view.frame = Rect(x: x, y: (rowHeight - h) / 2, width: w, height: h)
            }
            x += w
            if index + 1 < items.count, !item.isSpace, !items[index + 1].isSpace { x += Toolbar.itemSpacing }
        }
    }
}
