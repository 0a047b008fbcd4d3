import Engine
import Geometry

/// What a bar shows for one of its items (`UIBarItem`): a title, an image, whether it takes
/// taps, and a tag. `BarButtonItem` is the kind a toolbar shows.
///
/// A change to any of these shows in the bar holding the item at once, as in UIKit.
@preconcurrency @MainActor
open class BarItem {
    /// The title drawn for the item; nil draws none.
    open var title: String? { didSet { itemDidChange() } }
    /// The image drawn for the item, left of its title when both are set; nil draws none.
    open var image: Image? { didSet { itemDidChange() } }
    /// False draws the item grey and ignores taps on it.
    open var isEnabled = true { didSet { itemDidChange() } }
    /// A number the app picks to find the item again; 0 unless set.
    open var tag = 0

    /// The title's font and colour per control state, from `setTitleTextAttributes(_:for:)`
    /// (`.font` and `.foregroundColor`); a bar button draws its title with them.
    package var titleStyles: [ControlState: (font: Font?, color: Color?)] = [:] {
        didSet { itemDidChange() }
    }
    /// The attribute dictionaries as they were set, per state, handed back unchanged.
    package var titleTextAttributesValues: [ControlState: Any] = [:]

    /// Called by the bar showing the item, which redraws it when the item changes.
    var onChange: (() -> Void)?
    /// The view drawing the item in the bar showing it (a popover's arrow points at it).
    weak var shownView: View?

    /// An item with no title and no image.
    public init() {}

    /// Always fails (nil): there are no storyboards to decode from. Required, as UIKit's
    /// `NSCoding` initializer is, so a subclass's `required init?(coder:)` may call it.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// Tells the bar showing the item to redraw it.
    func itemDidChange() { onChange?() }
}
