import Engine
import Geometry

/// What a tab bar tells its delegate (`UITabBarDelegate`): a chosen item and the steps of
/// customizing. Every method has a default that does nothing. A tab bar controller is its
/// own bar's delegate, as in UIKit, and declares each method open for a subclass to override.
@preconcurrency @MainActor
public protocol TabBarDelegate: AnyObject {
    /// The user chose `item` (`tabBar(_:didSelect:)`).
    func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem)
    /// Customizing of `items` is about to begin (`tabBar(_:willBeginCustomizing:)`).
    func tabBar(_ tabBar: TabBar, willBeginCustomizing items: [TabBarItem])
    /// Customizing of `items` began (`tabBar(_:didBeginCustomizing:)`).
    func tabBar(_ tabBar: TabBar, didBeginCustomizing items: [TabBarItem])
    /// Customizing is about to end; `changed` says whether the items changed.
    func tabBar(_ tabBar: TabBar, willEndCustomizing items: [TabBarItem], changed: Bool)
    /// Customizing ended; `changed` says whether the items changed.
    func tabBar(_ tabBar: TabBar, didEndCustomizing items: [TabBarItem], changed: Bool)
}

extension TabBarDelegate {
    /// Default: nothing to do.
    public func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {}
    /// Default: nothing to do.
    public func tabBar(_ tabBar: TabBar, willBeginCustomizing items: [TabBarItem]) {}
    /// Default: nothing to do.
    public func tabBar(_ tabBar: TabBar, didBeginCustomizing items: [TabBarItem]) {}
    /// Default: nothing to do.
    public func tabBar(_ tabBar: TabBar, willEndCustomizing items: [TabBarItem], changed: Bool) {}
    /// Default: nothing to do.
    public func tabBar(_ tabBar: TabBar, didEndCustomizing items: [TabBarItem], changed: Bool) {}
}

/// How a tab bar spreads its items across its width (`UITabBar.ItemPositioning`).
public enum TabBarItemPositioning: Int, Sendable {
    /// The bar chooses by its size class: fill when compact (`automatic`).
    case automatic
    /// Items share the bar's whole width (`fill`).
    case fill
    /// Items of `itemWidth`, `itemSpacing` apart, centred (`centered`).
    case centered
}

/// The bar of tab buttons along the bottom of a tab bar controller (`UITabBar`); its
/// subviews are the items, left to right. An open class, as UIKit's is, so a library's
/// custom bar can override its items and customizing.
@preconcurrency @MainActor
open class TabBar: View {
    /// How the bar draws its background (`standardAppearance`). Until one is assigned the
    /// bar keeps its plain light grey and the pages end above it; `BarAppearance()` (the
    /// default background) lets the pages run under the bar and blurs them there with the
    /// chrome material, and `configureWithOpaqueBackground()` draws an opaque colour with
    /// no blur. The values are taken at assignment.
    public var standardAppearance: BarAppearance? {
        didSet { onAppearanceChange?() }
    }
    /// The colour of the bar's background (`barTintColor`), nil by default. Setting one
    /// paints the bar that colour, opaque; nil gives back the bar's plain light grey. An
    /// assigned `standardAppearance` draws its own background instead, as in UIKit.
    open var barTintColor: Color? {
        didSet { backgroundColor = barTintColor ?? Color(white: 0.97) }
    }
    /// The controller's hook: lays the bar's background out again.
    var onAppearanceChange: (() -> Void)?
    /// The items the bar shows, left to right (`items`); nil until set. A tab bar controller
    /// sets them to its children's `tabBarItem`s when it loads its view.
    open var items: [TabBarItem]? {
        didSet {
            if let selectedItem, items?.contains(where: { $0 === selectedItem }) != true { self.selectedItem = nil }
        }
    }
    /// The highlighted item (`selectedItem`), one of `items` or nil; nil until set. A tab
    /// bar controller keeps it on its selected child's item.
    open var selectedItem: TabBarItem?
    /// Told of the chosen item and of customizing (`delegate`, weak). A tab bar controller
    /// makes itself its bar's delegate.
    open weak var delegate: (any TabBarDelegate)?
    /// How the items spread across the bar (`itemPositioning`); `.automatic` until set, which
    /// the built-in bar lays out as `.fill`.
    open var itemPositioning: TabBarItemPositioning = .automatic
    /// The width of each item when centred (`itemWidth`), points; 0 lets the bar choose.
    open var itemWidth: Double = 0
    /// The space between centred items (`itemSpacing`), points; 0 lets the bar choose.
    open var itemSpacing: Double = 0
    /// Whether the bar is customizing its items (`isCustomizing`), between
    /// `beginCustomizingItems(_:)` and `endCustomizing(animated:)`.
    open private(set) var isCustomizing = false

    /// Replaces `items` (`setItems(_:animated:)`), dropping `selectedItem` when it is not
    /// among the new ones. The change is immediate: there is no item animation.
    open func setItems(_ items: [TabBarItem]?, animated: Bool) {
        self.items = items
    }

    /// Starts customizing `items` (`beginCustomizingItems(_:)`), telling the delegate before
    /// and after. There is no customizing sheet here: the state and the delegate's calls are
    /// what a custom bar builds on.
    open func beginCustomizingItems(_ items: [TabBarItem]) {
        guard !isCustomizing else { return }
        delegate?.tabBar(self, willBeginCustomizing: items)
        isCustomizing = true
        customizingItems = items
        delegate?.tabBar(self, didBeginCustomizing: items)
    }
    private var customizingItems: [TabBarItem] = []

    /// Ends customizing (`endCustomizing(animated:)`), telling the delegate before and after
    /// (the items unchanged); answers whether the bar was customizing.
    @discardableResult
    open func endCustomizing(animated: Bool) -> Bool {
        guard isCustomizing else { return false }
        let items = customizingItems
        delegate?.tabBar(self, willEndCustomizing: items, changed: false)
        isCustomizing = false
        customizingItems = []
        delegate?.tabBar(self, didEndCustomizing: items, changed: false)
        return true
    }
}

extension TabBarController {
    /// Applies `tabBar.standardAppearance`: the bar's colour, and the blur behind it (a
    /// sibling under the bar, since the bar's subviews are its items).
    func applyTabBarAppearance() {
        guard let appearance = tabBar.standardAppearance else { return }
        tabBar.backgroundColor = appearance.backgroundColor
        if appearance.backgroundEffect != nil && tabBarBackground == nil {
            let blur = VisualEffectView(effect: nil)
            blur.accessibilityIdentifier = "tabs.bar.background"
            blur.isUserInteractionEnabled = false
            tabBarBackground = blur
            if let root = viewIfLoaded { root.insertSubview(blur, belowSubview: tabBar) }
        }
        tabBarBackground?.effect = appearance.backgroundEffect
        viewIfLoaded?.setNeedsLayout()
    }

    /// True when the pages run under the bar: its appearance blurs them there.
    var pagesRunUnderTabBar: Bool { tabBarBackground?.effect != nil }
}
