/// What a controller shows in a navigation bar (`UINavigationItem`).
@MainActor
public final class NavigationItem {
    /// The title in the bar while its controller is on top; nil uses the controller's `title`.
    public var title: String?
    /// The back button's title while its controller is second from the top (shown in the
    /// bar of the controller pushed on it); nil uses the title.
    public var backButtonTitle: String?

    /// An item with no titles of its own.
    public init() {}
}
