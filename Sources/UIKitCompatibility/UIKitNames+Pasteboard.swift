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
    /// The items, first first: each one value, a `String`, `Image`, `URL` or `Color`.
    private var contents: [Any] = [] { didSet { changeCount += 1 } }

    private init(name: Name) { self.name = name }

    /// The number of items on the pasteboard (`numberOfItems`).
    public var numberOfItems: Int { contents.count }

    /// The first item's string (`string`). Nil when the first item is an image or another
    /// kind, even if a later item is a string: ask `hasStrings` to know whether any is.
    /// Setting it leaves this one string as the only item; nil empties the pasteboard.
    public var string: String? {
        get { first(String.self) }
        set { replace(with: newValue) }
    }

    /// Every string on the pasteboard in item order (`strings`); items of other kinds are
    /// skipped, and nil means there is no string at all. Setting it makes one item per string.
    public var strings: [String]? {
        get { all(String.self) }
        set { contents = newValue ?? [] }
    }

    /// The first item's image (`image`), as `UIPasteboard.general.image = photo` left it
    /// after a copy; nil when that item is not an image. Setting it replaces every item.
    public var image: Image? {
        get { first(Image.self) }
        set { replace(with: newValue) }
    }

    /// All the images, in item order (`images`), nil when none is there. Setting it makes
    /// one item per image.
    public var images: [Image]? {
        get { all(Image.self) }
        set { contents = newValue ?? [] }
    }

    /// The first item's URL (`url`), kept as the URL value itself (no string conversion);
    /// nil when that item is something else. Setting it replaces every item.
    public var url: URL? {
        get { first(URL.self) }
        set { replace(with: newValue) }
    }

    /// Each URL among the items (`urls`), nil for none; setting it makes one item per URL.
    public var urls: [URL]? {
        get { all(URL.self) }
        set { contents = newValue ?? [] }
    }

    /// The first item's colour (`color`), nil when it is another kind; a colour written here
    /// reads back equal, since colours are values. Setting it replaces every item.
    public var color: Color? {
        get { first(Color.self) }
        set { replace(with: newValue) }
    }

    /// True when any item holds a string (`hasStrings`), which UIKit asks instead of
    /// reading `string`.
    public var hasStrings: Bool { strings != nil }
    /// True when any item holds an image (`hasImages`).
    public var hasImages: Bool { images != nil }
    /// True when any item holds a URL (`hasURLs`).
    public var hasURLs: Bool { urls != nil }

    /// The first item if it is a `T`.
    private func first<T>(_ type: T.Type) -> T? { contents.first as? T }

    /// Every item that is a `T`, in order; nil when none is.
    private func all<T>(_ type: T.Type) -> [T]? {
        let found = contents.compactMap { $0 as? T }
        return found.isEmpty ? nil : found
    }

    /// Makes `value` the only item, or empties the pasteboard for nil.
    private func replace<T>(with value: T?) {
        contents = value.map { [$0] } ?? []
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
