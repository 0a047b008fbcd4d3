/// One action of a control: the events it answers, a closure, and for a target-action
/// pair the target (not retained) and the action's name.
struct ControlAction {
    /// The events that run it.
    let events: Control.Event
    /// Calls the action with the control.
    let run: (Control) -> Void
    /// The target of a target-action pair, nil for a plain closure.
    weak var target: AnyObject?
    /// The target's identity while it lives, to find the pair again for removal.
    let targetID: ObjectIdentifier?
    /// The action's name within its target (UIKit's selector), nil for a plain closure.
    let name: String?

    /// True for a target-action pair whose target has been freed.
    var targetIsGone: Bool { targetID != nil && target == nil }
}

extension Control {
    /// The events a control sends (`UIControl.Event`), with UIKit's bit values so that
    /// sets combine and compare as they do there.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The bits of the events.
        public let rawValue: UInt
        /// Events from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch went down (not sent here: one pointer, no tap counts).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The tracked touch moved inside.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The tracked touch moved outside.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The tracked touch came back inside.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The tracked touch left the bounds.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The touch lifted inside: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The touch lifted outside.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was taken over or cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (sent by controls that have one).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action: a button's tap.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text control changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Adds an action run with the control for any of `events` (a closure in place of
    /// UIKit's target and selector). Actions run in the order they were added.
    public func addTarget(for events: Event, _ action: @escaping (Control) -> Void) {
        controlActions.append(
            ControlAction(events: events, run: action, target: nil, targetID: nil, name: nil))
    }

    /// Adds an action that belongs to `target` and is known by `name`, run for any of
    /// `events`: UIKit's `addTarget(_:action:for:)` with the selector spelled as a name and
    /// the method as a closure.
    ///
    /// UIKit's rules hold: the control does not retain `target` (the action stops when it is
    /// freed, and `action` receives it so it need not capture it), and adding a pair that is
    /// already there for the same events is ignored, so code that attaches twice acts once.
    public func addTarget<Target: AnyObject>(
        _ target: Target, named name: String, for events: Event,
        action: @escaping (Target, Control) -> Void
    ) {
        let id = ObjectIdentifier(target)
        controlActions.removeAll { $0.targetIsGone }
        guard
            !controlActions.contains(where: { $0.targetID == id && $0.name == name && $0.events == events })
        else { return }
        controlActions.append(
            ControlAction(
                events: events,
                run: { [weak target] control in
                    guard let target else { return }
                    action(target, control)
                }, target: target, targetID: id, name: name))
    }

    /// Removes `target`'s action called `name` for `events`; nil `name` matches every
    /// action of `target`, nil `target` every target-action pair (UIKit's
    /// `removeTarget(_:action:for:)`). Plain closures stay.
    public func removeTarget(_ target: AnyObject?, named name: String?, for events: Event) {
        let id = target.map(ObjectIdentifier.init)
        controlActions.removeAll { action in
            guard action.targetID != nil else { return false }
            if action.targetIsGone { return true }
            return (id == nil || action.targetID == id) && (name == nil || action.name == name)
                && !action.events.isDisjoint(with: events)
        }
    }

    /// Runs every action added for any of `events`, in the order they were added
    /// (`sendActions(for:)`), as the control does itself when those events happen.
    public func sendActions(for events: Event) {
        controlActions.removeAll { $0.targetIsGone }
        let due = controlActions.filter { !$0.events.isDisjoint(with: events) }
        for action in due { action.run(self) }
    }

    /// The live targets of target-action pairs (`allTargets`), as UIKit's set: each target
    /// once however many actions and events it has, so `allTargets.contains(controller)`
    /// asks whether a controller listens. A target that is not `Hashable` is in it by its
    /// identity.
    public var allTargets: Set<AnyHashable> {
        Set(controlActions.compactMap(\.target).map { ($0 as? AnyHashable) ?? AnyHashable(ObjectIdentifier($0)) })
    }

    /// The union of the events any action is added for (`allControlEvents`).
    public var allControlEvents: Event {
        controlActions.reduce(into: Event()) { $0.formUnion($1.events) }
    }
}
