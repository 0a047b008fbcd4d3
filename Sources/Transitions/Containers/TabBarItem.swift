/// What a controller shows in a tab bar (`UITabBarItem`): the title of its tab's button.
@preconcurrency @MainActor
public final class TabBarItem {
    /// The button's title; nil labels the tab by its position. A change shows in the bar at once.
    public var title: String? { didSet { onChange?() } }
    /// Set by the tab bar showing this item, which relabels its button when the item changes.
    var onChange: (() -> Void)?

    /// An item with `title`.
    public init(title: String? = nil) {
        self.title = title
    }
}
