import Engine
import Geometry

/// The bar of tab buttons along the bottom of a tab bar controller (`UITabBar`); its
/// subviews are the items, left to right.
@preconcurrency @MainActor
public final class TabBar: View {
    /// How the bar draws its background (`standardAppearance`). Until one is assigned the
    /// bar keeps its plain light grey and the pages end above it; `BarAppearance()` (the
    /// default background) lets the pages run under the bar and blurs them there with the
    /// chrome material, and `configureWithOpaqueBackground()` draws an opaque colour with
    /// no blur. The values are taken at assignment.
    public var standardAppearance: BarAppearance? {
        didSet { onAppearanceChange?() }
    }
    /// The controller's hook: lays the bar's background out again.
    var onAppearanceChange: (() -> Void)?
    /// The items the bar shows, left to right (`items`); nil until set. A tab bar controller
    /// sets them to its children's `tabBarItem`s when it loads its view.
    public var items: [TabBarItem]? {
        didSet {
            if let selectedItem, items?.contains(where: { $0 === selectedItem }) != true { self.selectedItem = nil }
        }
    }
    /// The highlighted item (`selectedItem`), one of `items` or nil; nil until set. A tab
    /// bar controller keeps it on its selected child's item.
    public var selectedItem: TabBarItem?

    /// Replaces `items` (`setItems(_:animated:)`), dropping `selectedItem` when it is not
    /// among the new ones. The change is immediate: there is no item animation.
    public func setItems(_ items: [TabBarItem]?, animated: Bool) {
        self.items = items
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
