import Engine
import Geometry
import Transitions

// The share sheet as honest stand-ins: Linux has no share services, so the sheet lists what
// would be shared and offers only to close, which reports a cancelled share.

/// A service the share sheet could offer (`UIActivity`). None exists here, so a subclass
/// is listed by its title and never performed.
@preconcurrency @MainActor
open class UIActivity {
    /// A service's identifier (`UIActivity.ActivityType`).
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        /// The identifier string.
        public let rawValue: String
        /// A type of `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Copies the items to the pasteboard.
        public static let copyToPasteboard = system("CopyToPasteboard")
        /// Sends the items in a new mail message.
        public static let mail = system("Mail")
        /// Sends the items as a message.
        public static let message = system("Message")
        /// Prints the items.
        public static let print = system("Print")
        /// Saves images and videos to the photo library.
        public static let saveToCameraRoll = system("SaveToCameraRoll")
        /// Sends the items to a nearby device.
        public static let airDrop = system("AirDrop")
        /// Makes an image a contact's photo.
        public static let assignToContact = system("AssignToContact")
        /// Adds a web page's address to the reading list.
        public static let addToReadingList = system("AddToReadingList")

        /// A system service's identifier: UIKit's prefix and the service's name.
        private static func system(_ name: String) -> ActivityType {
            ActivityType(rawValue: "com.apple.UIKit.activity." + name)
        }
    }

    /// The service's identifier; nil by default.
    open var activityType: ActivityType? { nil }
    /// The service's name in the sheet; nil by default.
    open var activityTitle: String? { nil }

    /// A service with no identifier of its own.
    public init() {}
}

/// An item whose value is made when a service asks for it (`UIActivityItemProvider`). No
/// service asks here, so `item` is the placeholder unless a subclass says otherwise.
@preconcurrency @MainActor
open class UIActivityItemProvider {
    /// The value standing for the item until it is made (`placeholderItem`).
    public let placeholderItem: Any?
    /// The service the item is made for; nil, as no service runs here.
    public var activityType: UIActivity.ActivityType? { nil }

    /// A provider standing for `placeholderItem` (`init(placeholderItem:)`).
    public init(placeholderItem: Any) {
        self.placeholderItem = placeholderItem
    }

    /// The item to share (`item`): the placeholder unless a subclass overrides it.
    open var item: Any { placeholderItem as Any }
}

/// The share sheet (`UIActivityViewController`), as a stand-in: Linux has no share services,
/// so presented it shows the items it was given (their descriptions) and a Close button.
/// Closing it dismisses it and calls `completionWithItemsHandler` with no service and
/// `completed` false, as UIKit reports a share the user cancelled.
@preconcurrency @MainActor
open class UIActivityViewController: ViewController {
    /// What the handler receives: the service (nil), whether it completed (false), the
    /// returned items (nil) and an error (nil).
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// The items to share, as given.
    public let activityItems: [Any]
    /// The app's own services, as given; listed by title, never performed.
    public let applicationActivities: [UIActivity]?
    /// Services not to offer; kept, as none are offered.
    public var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Called once the sheet is closed.
    public var completionWithItemsHandler: CompletionWithItemsHandler?

    /// A sheet for `activityItems` (`init(activityItems:applicationActivities:)`).
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
    }

    /// Always nil: there is no archive to decode one from.
    public required init?(coder: ViewCoder) { return nil }

    /// The list of items and the Close button.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let lines =
            ["Sharing is not available on this platform."]
            + activityItems.map { "• " + String(describing: $0) }
            + (applicationActivities ?? []).compactMap { $0.activityTitle.map { "• " + $0 } }
        for (index, line) in lines.enumerated() {
            let label = Label(text: line, frame: Rect(x: 20, y: 20 + Double(index) * 28, width: 600, height: 24))
            label.accessibilityIdentifier = "activity.item"
            view.addSubview(label)
        }
        let close = Button(title: "Close", frame: Rect(x: 20, y: 28 + Double(lines.count) * 28, width: 80, height: 44))
        close.accessibilityIdentifier = "activity.close"
        close.onPrimaryAction = { [weak self] _ in self?.close() }
        view.addSubview(close)
    }

    /// Dismisses the sheet and reports a cancelled share.
    public func close() {
        let handler = completionWithItemsHandler
        dismiss(animated: true) { handler?(nil, false, nil, nil) }
    }
}
