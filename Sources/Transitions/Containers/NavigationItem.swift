/// What a controller shows in a navigation bar (`UINavigationItem`).
@preconcurrency @MainActor
public final class NavigationItem {
    /// The title in the bar while its controller is on top; nil uses the controller's `title`.
    /// A change shows in the bar at once.
    public var title: String? { didSet { onChange?() } }
    /// The back button's title while its controller is second from the top (shown in the
    /// bar of the controller pushed on it); nil uses the title.
    public var backButtonTitle: String? { didSet { onChange?() } }
    /// Set by the bar showing this item, which redraws its titles when the item changes.
    var onChange: (() -> Void)?

    /// An item with no titles of its own.
    public init() {}
}
