import Geometry

/// A layout between two layouts (`UICollectionViewTransitionLayout`): each item stands where
/// `currentLayout` puts it moved `transitionProgress` of the way to where `nextLayout` puts
/// it, so a pinch or a pan can drive a change of layout. The collection view installs one in
/// `startInteractiveTransition(to:completion:)`; setting `transitionProgress` lays the items
/// out again. An item only one of the layouts places fades: out with the progress when only
/// the current layout has it, in when only the next one does.
open class CollectionViewTransitionLayout: CollectionViewLayout {
    /// The layout the change starts from (`currentLayout`).
    public let currentLayout: CollectionViewLayout
    /// The layout the change goes to (`nextLayout`).
    public let nextLayout: CollectionViewLayout
    /// Values a subclass interpolates itself (`updateValue(_:forAnimatedKey:)`), by key.
    private var animatedValues: [String: Double] = [:]

    /// How far the change has gone (`transitionProgress`): 0 at `currentLayout`, 1 at
    /// `nextLayout`. Setting it invalidates the layout, so the items move at the next pass;
    /// values past either end are kept, as UIKit keeps them for a spring past the target.
    open var transitionProgress: Double = 0 {
        didSet { if transitionProgress != oldValue { invalidateLayout() } }
    }

    /// A layout going from `currentLayout` to `nextLayout` (`init(currentLayout:nextLayout:)`).
    public init(currentLayout: CollectionViewLayout, nextLayout: CollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = nextLayout
        super.init()
    }

    /// Always nil: there is no archive to decode one from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// Keeps `value` under `key` (`updateValue(_:forAnimatedKey:)`) for a subclass that
    /// interpolates values of its own as the progress changes.
    open func updateValue(_ value: Double, forAnimatedKey key: String) {
        animatedValues[key] = value
    }

    /// The value kept under `key` (`value(forAnimatedKey:)`); 0 when none was.
    open func value(forAnimatedKey key: String) -> Double {
        animatedValues[key] ?? 0
    }

    /// Prepares both layouts for this layout's collection view, so each places the items
    /// for its current bounds.
    open override func prepare() {
        super.prepare()
        for layout in [currentLayout, nextLayout] {
            layout.placedCollectionView = placedCollectionView
            layout.needsPrepare = false
            layout.prepare()
        }
    }

    /// The content size between the two layouts' sizes, at the progress.
    open override var collectionViewContentSize: Size {
        let from = currentLayout.collectionViewContentSize
        let to = nextLayout.collectionViewContentSize
        return Size(width: mix(from.width, to.width), height: mix(from.height, to.height))
    }

    /// The items either layout places in `rect`, each between its two places.
    open override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes]? {
        let from = currentLayout.layoutAttributesForElements(in: rect) ?? []
        let to = nextLayout.layoutAttributesForElements(in: rect) ?? []
        var targets: [ElementKey: CollectionViewLayoutAttributes] = [:]
        for attributes in to { targets[ElementKey(attributes)] = attributes }
        var result: [CollectionViewLayoutAttributes] = []
        for attributes in from {
            let key = ElementKey(attributes)
            let target = targets.removeValue(forKey: key) ?? placed(key, in: nextLayout)
            result.append(blend(attributes, target, fadingOut: true))
        }
        for attributes in to where targets[ElementKey(attributes)] != nil {
            let origin = placed(ElementKey(attributes), in: currentLayout)
            result.append(origin.map { blend($0, attributes, fadingOut: false) } ?? faded(attributes, out: false))
        }
        return result
    }

    /// The item at `indexPath` between its two places; nil when neither layout places it.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let from = currentLayout.layoutAttributesForItem(at: indexPath)
        let to = nextLayout.layoutAttributesForItem(at: indexPath)
        if let from { return blend(from, to, fadingOut: true) }
        return to.map { faded($0, out: false) }
    }

    /// `from` moved toward `to` by the progress; with no `to`, `from` faded.
    private func blend(
        _ from: CollectionViewLayoutAttributes, _ to: CollectionViewLayoutAttributes?, fadingOut: Bool
    ) -> CollectionViewLayoutAttributes {
        guard let to else { return faded(from, out: fadingOut) }
        let attributes = from.copy()
        attributes.center = Point(x: mix(from.center.x, to.center.x), y: mix(from.center.y, to.center.y))
        attributes.size = Size(
            width: mix(from.size.width, to.size.width), height: mix(from.size.height, to.size.height))
        attributes.alpha = mix(from.alpha, to.alpha)
        attributes.transform = from.transform.interpolated(to: to.transform, fraction: transitionProgress)
        attributes.zIndex = transitionProgress < 0.5 ? from.zIndex : to.zIndex
        return attributes
    }

    /// `attributes` with its alpha scaled by what is left of it: out as the progress grows,
    /// or in.
    private func faded(_ attributes: CollectionViewLayoutAttributes, out: Bool) -> CollectionViewLayoutAttributes {
        let copy = attributes.copy()
        let share = min(max(transitionProgress, 0), 1)
        copy.alpha = attributes.alpha * (out ? 1 - share : share)
        return copy
    }

    /// Where `layout` places the element `key` names, asked by index path.
    private func placed(_ key: ElementKey, in layout: CollectionViewLayout) -> CollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: layout.layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView: layout.layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView: layout.layoutAttributesForDecorationView(ofKind: key.kind ?? "", at: key.indexPath)
        }
    }

    private func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * transitionProgress }

    /// One element of a layout: its category, kind and index path.
    private struct ElementKey: Hashable {
        let category: CollectionViewLayoutAttributes.ElementCategory
        let kind: String?
        let indexPath: IndexPath
        @MainActor init(_ attributes: CollectionViewLayoutAttributes) {
            category = attributes.representedElementCategory
            kind = attributes.representedElementKind
            indexPath = attributes.indexPath
        }
    }
}

/// What an interactive change of layout keeps until it finishes or is cancelled.
final class InteractiveLayoutTransition {
    let layout: CollectionViewTransitionLayout
    let completion: ((Bool, Bool) -> Void)?
    init(layout: CollectionViewTransitionLayout, completion: ((Bool, Bool) -> Void)?) {
        self.layout = layout
        self.completion = completion
    }
}

extension CollectionView {
    /// Starts a change of layout to `layout` that code drives
    /// (`startInteractiveTransition(to:completion:)`): a `CollectionViewTransitionLayout`
    /// from the current layout to `layout` becomes the collection view's layout and is
    /// returned, for its `transitionProgress` to be set as a gesture moves.
    /// `finishInteractiveTransition()` or `cancelInteractiveTransition()` ends it and calls
    /// `completion` with whether the change ran to its end (always, here) and whether the new
    /// layout was installed (finished) or the old one kept (cancelled).
    /// The layouts hear `prepareForTransition(to:)` and `prepareForTransition(from:)` now
    /// and `finalizeLayoutTransition()` at the end. A change already running is cancelled.
    @discardableResult
    public func startInteractiveTransition(
        to layout: CollectionViewLayout, completion: ((Bool, Bool) -> Void)? = nil
    ) -> CollectionViewTransitionLayout {
        if interactiveLayoutTransition != nil { cancelInteractiveTransition() }
        let current = collectionViewLayout
        current.prepareForTransition(to: layout)
        layout.prepareForTransition(from: current)
        let transition = CollectionViewTransitionLayout(currentLayout: current, nextLayout: layout)
        interactiveLayoutTransition = InteractiveLayoutTransition(layout: transition, completion: completion)
        collectionViewLayout = transition
        return transition
    }

    /// Ends the interactive change by installing its target layout
    /// (`finishInteractiveTransition()`); the completion hears (true, true).
    public func finishInteractiveTransition() {
        endInteractiveTransition(keepingNext: true)
    }

    /// Ends the interactive change by going back to the layout it started from
    /// (`cancelInteractiveTransition()`); the completion hears (true, false).
    public func cancelInteractiveTransition() {
        endInteractiveTransition(keepingNext: false)
    }

    private func endInteractiveTransition(keepingNext: Bool) {
        guard let transition = interactiveLayoutTransition else { return }
        interactiveLayoutTransition = nil
        let layout = transition.layout
        let kept = keepingNext ? layout.nextLayout : layout.currentLayout
        layout.currentLayout.placedCollectionView = nil
        layout.nextLayout.placedCollectionView = nil
        collectionViewLayout = kept
        layoutIfNeeded()
        layout.currentLayout.finalizeLayoutTransition()
        layout.nextLayout.finalizeLayoutTransition()
        transition.completion?(true, keepingNext)
    }
}
