import Engine

/// `UIActionHandler`: what a `UIAction` runs, handed the action (its `sender` says who sent it).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// `UIAction` (iOS 14): a title, an image and a closure, the closure form of target/action
/// UIKit itself offers. A bar button item's `primaryAction` runs it on a tap, with the item
/// as its `sender`.
///
/// There is no `UIMenu` here, so an action is not a menu element; what it keeps is what
/// a bar button item reads from it.
@preconcurrency @MainActor
open class UIAction {
    /// A stable name for the action (`UIAction.Identifier`), for code that finds it again.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name as given.
        public var rawValue: String
        /// The identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The identifier named `rawValue` (`UIAction.Identifier(_:)`).
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's title; a bar button item given the action shows it (see `primaryAction`).
    open var title: String
    /// The action's image; a bar button item given the action shows it (see `primaryAction`).
    open var image: Image?
    /// The action's identifier, unique per action unless the app gives one.
    public let identifier: Identifier
    /// The object that sent the action while its handler runs (the bar button item tapped),
    /// nil outside a perform. UIKit: "The object responsible for the action handler."
    public private(set) var sender: Any?
    /// The closure the action runs.
    let handler: UIActionHandler

    /// An action titled `title` with `image` that runs `handler`
    /// (`init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`, the
    /// members this platform reads).
    public init(
        title: String = "", image: Image? = nil, identifier: Identifier? = nil,
        handler: @escaping UIActionHandler
    ) {
        self.title = title
        self.image = image
        // UIKit makes up a unique identifier when none is given.
        self.identifier = identifier ?? Identifier(rawValue: "UIAction.\(UIAction.nextIdentifier)")
        UIAction.nextIdentifier += 1
        self.handler = handler
    }

    private static var nextIdentifier = 0

    /// Runs the handler with `sender` as the action's `sender` for the run
    /// (`performWithSender:target:` without the target: there is no responder-chain send).
    public func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        defer { self.sender = previous }
        handler(self)
    }
}
