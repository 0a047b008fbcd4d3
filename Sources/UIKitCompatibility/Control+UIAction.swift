import Engine

// UIKit's iOS 14 closure form of a control's action: a `UIAction` added for events, and the
// button initializers that take one as their primary action. Code written for iOS 14 and
// later uses it in place of target/action, which needs the Objective-C runtime.

/// The key a control's added actions are kept under among its associated values: the
/// address of this type's metadata, unique and never written.
private enum ControlUIActionsKey {
    static var key: UnsafeRawPointer {
        unsafeBitCast(ObjectIdentifier(ControlUIActionsKey.self), to: UnsafeRawPointer.self)
    }
}

/// The actions a control holds, by identifier: the control keeps them alive, as UIKit's
/// does, while its target-action pairs name them without retaining.
private final class ControlUIActions {
    var byIdentifier: [String: UIAction] = [:]
}

extension Control {
    /// The name an action's target-action pair is known by: one per identifier, so that
    /// adding another action of the same identifier finds the one it replaces.
    private static func pairName(_ identifier: UIAction.Identifier) -> String { "UIAction \(identifier.rawValue)" }

    private var uiActions: ControlUIActions {
        if let table = associatedObjects?.value(forKey: ControlUIActionsKey.key) as? ControlUIActions { return table }
        let objects = associatedObjects ?? AssociatedObjects()
        associatedObjects = objects
        let table = ControlUIActions()
        objects.entries[ControlUIActionsKey.key] = .strong(table)
        return table
    }

    /// `addAction(_:for:)` (iOS 14): performs `action`, with this control as its `sender`,
    /// for any of `controlEvents`.
    ///
    /// As UIKit documents it: "UIActions are uniqued based on their identifier, and
    /// subsequent actions with the same identifier replace previously added actions. You
    /// may add multiple UIActions for corresponding controlEvents, and you may add the same
    /// action to multiple controlEvents."
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        let name = Self.pairName(action.identifier)
        removeTarget(nil, named: name, for: controlEvents)
        uiActions.byIdentifier[action.identifier.rawValue] = action
        addTarget(action, named: name, for: controlEvents) { action, control in action.perform(sender: control) }
    }

    /// `removeAction(_:for:)`: the action (by its identifier) no longer runs for
    /// `controlEvents`.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// `removeAction(identifiedBy:for:)`: the action of that identifier no longer runs for
    /// `controlEvents`; the control lets go of it once it runs for no event.
    public func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        removeTarget(nil, named: Self.pairName(identifier), for: controlEvents)
        guard let action = uiActions.byIdentifier[identifier.rawValue] else { return }
        if !allTargets.contains(AnyHashable(ObjectIdentifier(action))) {
            uiActions.byIdentifier[identifier.rawValue] = nil
        }
    }
}

extension Button {
    /// `init(configuration:primaryAction:)` (iOS 15): a button drawn as `configuration`
    /// says, performing `primaryAction` on a tap (`.primaryActionTriggered`).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction { adopt(primaryAction) }
    }

    /// `init(type:primaryAction:)` (iOS 14): as UIKit documents it, "Creates a button of the
    /// specified type, registers the primary action event, and sets the title and image to
    /// the action's title and image."
    public convenience init(type: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: type)
        if let primaryAction { adopt(primaryAction) }
    }

    /// `init(frame:primaryAction:)` (iOS 14): a system button at `frame` with `primaryAction`.
    public convenience init(frame: Rect, primaryAction: UIAction?) {
        self.init(type: .system, primaryAction: primaryAction)
        self.frame = frame
    }

    /// The action's title and image become the button's (an empty title, none), and the
    /// action runs on its primary action event.
    private func adopt(_ action: UIAction) {
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        if let image = action.image { setImage(image, for: .normal) }
        addAction(action, for: .primaryActionTriggered)
    }
}
