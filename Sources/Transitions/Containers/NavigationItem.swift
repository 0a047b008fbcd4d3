import Engine

/// What a controller, or a bar's own item, shows in a navigation bar (`UINavigationItem`):
/// the title (or a view in its place), the buttons on either side, and what the back button
/// says when this item is second from the top.
///
/// A change to any of these shows in the bar holding the item at once, as in UIKit.
@preconcurrency @MainActor
open class NavigationItem {
    /// How the back button names the item it goes back to (`UINavigationItem.BackButtonDisplayMode`).
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The item's back title, else its title, else "Back".
        case `default` = 0
        /// Always "Back".
        case generic = 1
        /// The chevron alone, no title.
        case minimal = 2
    }

    /// When the bar shows a large title for this item (`UINavigationItem.LargeTitleDisplayMode`).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below it does.
        case automatic = 0
        /// Always a large title.
        case always = 1
        /// Never a large title.
        case never = 2
    }

    /// The title in the bar while this item is on top; nil uses the controller's `title`.
    open var title: String? { didSet { onChange?() } }
    /// A view shown in the title's place, at its own size, centred in the room the buttons
    /// leave; nil shows the title.
    open var titleView: View? { didSet { onChange?() } }
    /// The back button's title while this item is second from the top (shown in the bar of
    /// the item pushed on it); nil uses the title.
    open var backButtonTitle: String? { didSet { onChange?() } }
    /// The item whose title the back button shows while this item is second from the top
    /// (`backBarButtonItem`); it wins over `backButtonTitle`, as in UIKit. Its action is not
    /// run: the back button always goes back.
    open var backBarButtonItem: BarButtonItem? { didSet { onChange?() } }
    /// How the back button names this item; `.default` by default.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { onChange?() } }
    /// True hides the back button while this item is on top (the edge-swipe pop still works,
    /// as in UIKit).
    open var hidesBackButton = false { didSet { onChange?() } }
    /// The buttons on the left while this item is on top, left to right; they take the back
    /// button's place unless `leftItemsSupplementBackButton` is true.
    open var leftBarButtonItems: [BarButtonItem]? { didSet { onChange?() } }
    /// The buttons on the right while this item is on top, right to left, as UIKit orders them.
    open var rightBarButtonItems: [BarButtonItem]? { didSet { onChange?() } }
    /// True shows the left buttons after the back button instead of in its place.
    open var leftItemsSupplementBackButton = false { didSet { onChange?() } }
    /// A line of text above the title (`prompt`). Accepted and not drawn: the bar here keeps
    /// one height, which a prompt would make taller.
    open var prompt: String?
    /// When this item wants a large title (`largeTitleDisplayMode`). Accepted and not drawn:
    /// the bar here draws every title at the regular size.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// The search whose bar shows below the navigation bar's title while this item is on
    /// top (`searchController`); nil shows none.
    open var searchController: SearchController? { didSet { onChange?() } }
    /// Whether the search bar scrolls away with the content (`hidesSearchBarWhenScrolling`);
    /// true by default. True: the bar shows whole only with the content scroll view at its
    /// top, and collapses up under the navigation bar, point for point, as the content
    /// scrolls down; false keeps it shown wherever the content is. A change applies at the
    /// navigation controller's next layout or the content's next scroll.
    open var hidesSearchBarWhenScrolling = true
    /// Set by the bar showing this item, which redraws it when the item changes.
    var onChange: (() -> Void)?

    /// An item with no titles of its own.
    public init() {}

    /// An item titled `title` (`init(title:)`).
    public convenience init(title: String) {
        self.init()
        self.title = title
    }

    /// The first left button (`leftBarButtonItem`); setting it replaces them all.
    open var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first right button, the rightmost (`rightBarButtonItem`); setting it replaces them all.
    open var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Hides or shows the back button (`setHidesBackButton(_:animated:)`); it changes at once.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// Sets the left button (`setLeftBarButton(_:animated:)`); it changes at once.
    open func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }

    /// Sets the right button (`setRightBarButton(_:animated:)`); it changes at once.
    open func setRightBarButton(_ item: BarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }

    /// Sets the left buttons (`setLeftBarButtonItems(_:animated:)`); they change at once.
    open func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
    }

    /// Sets the right buttons (`setRightBarButtonItems(_:animated:)`); they change at once.
    open func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
    }
}
