import Foundation

// The pasteboard and the edit menu as stand-ins. The engine has no route to the X11
// clipboard (only the platform layer owns one, and the engine knows nothing of X11), so
// `UIPasteboard` keeps its items in this process's memory: copy and paste work within the
// program, not with other applications. No edit menu is drawn on this platform;
// `UIMenuController` keeps the state UIKit code sets and reads.

/// `UIPasteboard`: items to copy and paste, kept in this process's memory (the X11
/// clipboard is out of the engine's reach). Each item holds one value, a string, an image, a
/// URL or a colour. Writing any of the typed properties replaces every item, as UIKit's
/// setters do, and counts one change in `changeCount`.
@preconcurrency @MainActor
public final class UIPasteboard {
    /// A pasteboard's name (`UIPasteboard.Name`).
    public struct Name: RawRepresentable, Hashable, Sendable {
        /// The name's text.
        public let rawValue: String
        /// A name from its text.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The general pasteboard's name (`UIPasteboard.Name.general`).
        public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
    }

    /// One pasteboard item's value.
    enum Item {
        case string(String)
        case image(Image)
        case url(URL)
        case color(Color)
    }

    /// The process's shared pasteboard (`UIPasteboard.general`): one object for the whole
    /// program, as UIKit's general pasteboard is one for the whole device.
    public static let general = UIPasteboard(name: .general)

    /// A new pasteboard of its own, named uniquely (`withUniqueName()`).
    public static func withUniqueName() -> UIPasteboard {
        UIPasteboard(name: Name(rawValue: "pasteboard-\(UUID().uuidString)"))
    }

    /// The pasteboard's name.
    public let name: Name
    /// The number of times the contents changed (`changeCount`): each write adds one.
    public private(set) var changeCount = 0
    /// The items, first first.
    private var contents: [Item] = [] { didSet { changeCount += 1 } }

    private init(name: Name) { self.name = name }

    /// The number of items on the pasteboard (`numberOfItems`).
    public var numberOfItems: Int { contents.count }

    /// The string of the first item (`string`): nil when the first item holds something
    /// else or there is none. Setting it replaces all items with the one string; nil empties
    /// the pasteboard.
    public var string: String? {
        get { first { if case .string(let s) = $0 { s } else { nil } } }
        set { contents = newValue.map { [.string($0)] } ?? [] }
    }

    /// The strings of all items that hold one (`strings`), nil when none does. Setting it
    /// replaces all items with one item per string.
    public var strings: [String]? {
        get { all { if case .string(let s) = $0 { s } else { nil } } }
        set { contents = (newValue ?? []).map { .string($0) } }
    }

    /// The image of the first item (`image`): nil when the first item holds something else.
    /// Setting it replaces all items with the one image.
    public var image: Image? {
        get { first { if case .image(let i) = $0 { i } else { nil } } }
        set { contents = newValue.map { [.image($0)] } ?? [] }
    }

    /// The images of all items that hold one (`images`), nil when none does. Setting it
    /// replaces all items with one item per image.
    public var images: [Image]? {
        get { all { if case .image(let i) = $0 { i } else { nil } } }
        set { contents = (newValue ?? []).map { .image($0) } }
    }

    /// The URL of the first item (`url`): nil when the first item holds something else.
    /// Setting it replaces all items with the one URL.
    public var url: URL? {
        get { first { if case .url(let u) = $0 { u } else { nil } } }
        set { contents = newValue.map { [.url($0)] } ?? [] }
    }

    /// The URLs of all items that hold one (`urls`), nil when none does. Setting it replaces
    /// all items with one item per URL.
    public var urls: [URL]? {
        get { all { if case .url(let u) = $0 { u } else { nil } } }
        set { contents = (newValue ?? []).map { .url($0) } }
    }

    /// The colour of the first item (`color`): nil when the first item holds something
    /// else. Setting it replaces all items with the one colour.
    public var color: Color? {
        get { first { if case .color(let c) = $0 { c } else { nil } } }
        set { contents = newValue.map { [.color($0)] } ?? [] }
    }

    /// True when any item holds a string (`hasStrings`), which UIKit asks instead of
    /// reading `string`.
    public var hasStrings: Bool { strings != nil }
    /// True when any item holds an image (`hasImages`).
    public var hasImages: Bool { images != nil }
    /// True when any item holds a URL (`hasURLs`).
    public var hasURLs: Bool { urls != nil }

    /// The value `pick` finds in the first item, nil when it finds none there.
    private func first<T>(_ pick: (Item) -> T?) -> T? { contents.first.flatMap(pick) }

    /// Every value `pick` finds, item by item; nil when there is none.
    private func all<T>(_ pick: (Item) -> T?) -> [T]? {
        let found = contents.compactMap(pick)
        return found.isEmpty ? nil : found
    }
}

/// `UIMenuController`: the edit menu (Copy, Paste, ...) over a target rectangle. No edit
/// menu is drawn on this platform: the controller keeps what UIKit code sets (the target,
/// whether the menu shows) so that code runs and reads back what it set, and draws nothing.
@preconcurrency @MainActor
public final class UIMenuController {
    /// The one edit menu of the program (`UIMenuController.shared`).
    public static let shared = UIMenuController()

    private init() {}

    /// True between showing and hiding the menu (`isMenuVisible`). Setting it is
    /// `setMenuVisible(_:animated: false)`.
    public var isMenuVisible: Bool {
        get { visible }
        set { setMenuVisible(newValue, animated: false) }
    }
    private var visible = false

    /// The rectangle the menu points at, in `targetView`'s coordinates.
    public private(set) var targetRect: Rect = .zero
    /// The view `targetRect` is measured in (weak).
    public private(set) weak var targetView: View?

    /// Where the menu would be drawn (`menuFrame`): nothing is drawn here, so `.zero`.
    public var menuFrame: Rect { .zero }

    /// Points the menu at `rect` in `view` (`setTargetRect(_:in:)`).
    public func setTargetRect(_ rect: Rect, in view: View) {
        targetRect = rect
        targetView = view
    }

    /// Shows or hides the menu (`setMenuVisible(_:animated:)`); `animated` changes nothing,
    /// as nothing is drawn.
    public func setMenuVisible(_ menuVisible: Bool, animated: Bool) {
        visible = menuVisible
    }

    /// Points the menu at `rect` in `targetView` and shows it (`showMenu(from:rect:)`).
    public func showMenu(from targetView: View, rect: Rect) {
        setTargetRect(rect, in: targetView)
        visible = true
    }

    /// Hides the menu (`hideMenu()`).
    public func hideMenu() {
        visible = false
    }

    /// Hides the menu if it points into `targetView` (`hideMenu(from:)`).
    public func hideMenu(from targetView: View) {
        if self.targetView === targetView { visible = false }
    }

    /// Asks the menu to refresh its items (`update()`); there are none to refresh here.
    public func update() {}
}
