import Engine
import Geometry

/// A button in a toolbar (`UIBarButtonItem`): a titled or image item that runs
/// `onPrimaryAction` on a tap, a space that separates items (`.flexibleSpace`,
/// `.fixedSpace`), or a view of the app's own (`customView`).
///
/// UIKit's target/action becomes a closure here, as a button's does: an action is a
/// selector, which needs the Objective-C runtime Linux does not have.
@preconcurrency @MainActor
open class BarButtonItem: BarItem {
    /// How a plain item is drawn (`UIBarButtonItem.Style`).
    public enum Style: Int, Sendable {
        /// The title in the regular weight.
        case plain = 0
        /// The old bordered look; drawn as `.plain`, as since iOS 7.
        case bordered = 1
        /// The title in bold: the item that confirms.
        case done = 2
    }

    /// What the item is (`UIBarButtonItem.SystemItem` or one made by the app).
    public enum Kind: Equatable, Sendable {
        /// A title or an image, or a custom view.
        case regular
        /// One of the system's items, drawn by its name.
        case system(SystemItem)
    }

    /// How the item is drawn: `.plain` or `.done` (bold).
    open var style: Style = .plain { didSet { itemDidChange() } }
    /// The item's own width in points; 0 lets the item size itself to its content. A
    /// `.fixedSpace` is exactly this wide.
    open var width: Double = 0 { didSet { itemDidChange() } }
    /// The colour of the item's title and template image; nil takes the bar's tint.
    open var tintColor: Color? { didSet { itemDidChange() } }
    /// A view of the app's own shown in the item's place, at its own size; it receives its
    /// own touches, so `onPrimaryAction` does not run for it.
    open var customView: View? { didSet { itemDidChange() } }
    /// Runs on a tap on the item. Receives the item, so the closure need not capture it.
    open var onPrimaryAction: ((BarButtonItem) -> Void)?
    /// The object UIKit code named as the item's target (`target`), held weakly as UIKit holds
    /// it. Stored for code that reads it back; a tap runs `onPrimaryAction`, since the
    /// selector an Objective-C target is sent needs that runtime.
    open weak var target: AnyObject?
    /// What the item is: a regular one or a system item.
    public let kind: Kind
    /// The action object UIKit code gave the item (`primaryAction`, a `UIAction`), kept so it
    /// reads back as set; the tap itself runs `onPrimaryAction`, which performs it. The engine
    /// has no action type of its own: a closure is its form of an action.
    package var primaryActionObject: AnyObject?

    /// An item showing `title`, `image` or both, image first (`init(title:style:target:action:)`
    /// and `init(image:style:target:action:)` in closure form); with neither, a blank item.
    public init(
        title: String? = nil, image: Image? = nil, style: Style = .plain,
        primaryAction: ((BarButtonItem) -> Void)? = nil
    ) {
        kind = .regular
        super.init()
        self.title = title
        self.image = image
        self.style = style
        onPrimaryAction = primaryAction
    }

    /// A blank plain item (`init()`): UIKit's designated initializer, so a subclass may
    /// override it and set its title or image after `super.init()`.
    public override init() {
        kind = .regular
        super.init()
    }

    /// Always fails (nil): there are no storyboards to decode from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// The system's item `systemItem` (`init(barButtonSystemItem:target:action:)` in closure
    /// form); a space takes no action and draws nothing.
    public init(systemItem: SystemItem, primaryAction: ((BarButtonItem) -> Void)? = nil) {
        kind = .system(systemItem)
        super.init()
        title = systemItem.drawnTitle
        if systemItem == .done { style = .done }
        onPrimaryAction = primaryAction
    }

    /// An item showing `customView` in its place (`init(customView:)`).
    public init(customView: View) {
        kind = .regular
        super.init()
        self.customView = customView
    }

    /// A space that takes the room the other items leave, shared equally with the other
    /// flexible spaces (`flexibleSpace()`).
    public static func flexibleSpace() -> BarButtonItem { BarButtonItem(systemItem: .flexibleSpace) }

    /// A space exactly `width` points wide (`fixedSpace(_:)`).
    public static func fixedSpace(_ width: Double) -> BarButtonItem {
        let item = BarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// True for `.flexibleSpace` and `.fixedSpace`: a gap, not a button.
    public var isSpace: Bool {
        kind == .system(.flexibleSpace) || kind == .system(.fixedSpace)
    }

    /// Runs the item's action, as a tap on it does; nothing while it is disabled.
    public func sendPrimaryAction() {
        guard isEnabled else { return }
        onPrimaryAction?(self)
    }
}
