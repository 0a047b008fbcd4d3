import Engine
import Geometry

/// What a controller shows in a tab bar (`UITabBarItem`): the title of its tab's button,
/// and the values a custom tab bar reads from its items. An open class, as UIKit's is, so a
/// library's item subclass can override each property.
@preconcurrency @MainActor
open class TabBarItem {
    /// The button's title; nil labels the tab by its position. A change shows in the bar at once.
    open var title: String? { didSet { onChange?() } }
    /// The image of the tab (`image`). Kept for a custom bar to draw: the built-in bar labels
    /// its buttons with titles only.
    open var image: Image?
    /// The image of the tab while it is selected (`selectedImage`); nil until set, when a bar
    /// uses `image` for both states, as UIKit documents.
    open var selectedImage: Image?
    /// The text of the tab's badge (`badgeValue`), nil for none. Kept for a custom bar to
    /// draw: the built-in bar draws no badges.
    open var badgeValue: String?
    /// The badge's background colour (`badgeColor`); nil is the system's red.
    open var badgeColor: Color?
    /// A number the app uses to tell its items apart (`tag`); 0 until set.
    open var tag: Int = 0
    /// Whether the tab can be chosen (`isEnabled`): a disabled item's button ignores taps.
    open var isEnabled: Bool = true { didSet { onChange?() } }
    /// How far the title moves from where the bar puts it (`titlePositionAdjustment`); zero
    /// until set. The built-in bar moves its button's title by it.
    open var titlePositionAdjustment: Offset = .zero { didSet { onChange?() } }
    /// The identifier tests find the tab by (`accessibilityIdentifier`); nil until set.
    open var accessibilityIdentifier: String?
    /// What assistive technology reads for the tab (`accessibilityLabel`); nil reads the
    /// title. The built-in bar gives it to its button.
    open var accessibilityLabel: String? { didSet { onChange?() } }
    /// What happens when the tab is chosen, for assistive technology (`accessibilityHint`);
    /// the built-in bar gives it to its button.
    open var accessibilityHint: String? { didSet { onChange?() } }
    /// What the tab is, for assistive technology (`accessibilityTraits`); none until set.
    open var accessibilityTraits: AccessibilityTraits = []
    /// Set by the tab bar showing this item, which relabels its button when the item changes.
    var onChange: (() -> Void)?

    /// An item with no title and no image (`init()`): UIKit's designated initializer, so a
    /// subclass may override it and still inherit the convenience initializers below.
    public init() {}

    /// An item with `title`.
    public convenience init(title: String?) {
        self.init()
        self.title = title
    }

    /// An item with a title, an image and a tag (`init(title:image:tag:)`).
    public convenience init(title: String?, image: Image?, tag: Int) {
        self.init(title: title)
        self.image = image
        self.tag = tag
    }

    /// An item with a title and its two images (`init(title:image:selectedImage:)`).
    public convenience init(title: String?, image: Image?, selectedImage: Image?) {
        self.init(title: title)
        self.image = image
        self.selectedImage = selectedImage
    }

    /// Always fails (nil): there are no storyboards to decode from. Required, as UIKit's
    /// `NSCoding` initializer is, so a subclass's `required init?(coder:)` may call it.
    public required init?(coder: ViewCoder) {
        return nil
    }
}

/// Items compare by identity, as `NSObject`'s `==` does for `UITabBarItem`, so a bar's
/// `items` can be searched with `firstIndex(of:)`.
extension TabBarItem: Hashable {
    /// True when both are the same item.
    nonisolated public static func == (lhs: TabBarItem, rhs: TabBarItem) -> Bool { lhs === rhs }
    /// Hashes the item's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
