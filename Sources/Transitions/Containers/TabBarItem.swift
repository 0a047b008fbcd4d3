/// What a controller shows in a tab bar (`UITabBarItem`): the title of its tab's button.
@MainActor
public final class TabBarItem {
    /// The button's title; nil labels the tab by its position.
    public var title: String?

    /// An item with `title`.
    public init(title: String? = nil) {
        self.title = title
    }
}
