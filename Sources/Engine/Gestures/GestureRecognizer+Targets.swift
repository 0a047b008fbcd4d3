/// One action of a recognizer: a closure, and for a target-action pair the target it
/// belongs to (not retained) and the action's name.
struct GestureAction {
    /// Calls the action with the recognizer.
    let run: (GestureRecognizer) -> Void
    /// The target of a target-action pair, nil for a plain closure.
    weak var target: AnyObject?
    /// The target's identity while it lives, to find the pair again for removal.
    let targetID: ObjectIdentifier?
    /// The action's name within its target (UIKit's selector), nil for a plain closure.
    let name: String?

    init(run: @escaping (GestureRecognizer) -> Void) {
        self.run = run
        targetID = nil
        name = nil
    }

    init(target: AnyObject, name: String, run: @escaping (GestureRecognizer) -> Void) {
        self.run = run
        self.target = target
        targetID = ObjectIdentifier(target)
        self.name = name
    }

    /// True for a target-action pair whose target has been freed.
    var targetIsGone: Bool { targetID != nil && target == nil }
}

extension GestureRecognizer {
    /// Adds an action that belongs to `target` and is known by `name`: UIKit's
    /// `addTarget(_:action:)` with the selector spelled as a name and the method as a closure.
    ///
    /// UIKit's rules hold: the recognizer does not retain `target` (the action stops when
    /// it is freed, and `action` receives it so it need not capture it), and adding a
    /// pair that is already there is ignored, so code that attaches twice acts once.
    public func addTarget<Target: AnyObject>(
        _ target: Target, named name: String, action: @escaping (Target, GestureRecognizer) -> Void
    ) {
        let id = ObjectIdentifier(target)
        actions.removeAll { $0.targetIsGone }
        guard !actions.contains(where: { $0.targetID == id && $0.name == name }) else { return }
        actions.append(
            GestureAction(target: target, name: name) { [weak target] recognizer in
                guard let target else { return }
                action(target, recognizer)
            })
    }

    /// Removes `target`'s action called `name`, or all of `target`'s actions when `name` is
    /// nil, or every target-action pair when `target` is nil too: UIKit's
    /// `removeTarget(_:action:)`, where nil matches any. Plain closures stay.
    public func removeTarget(_ target: AnyObject?, named name: String?) {
        let id = target.map(ObjectIdentifier.init)
        actions.removeAll { action in
            guard action.targetID != nil else { return false }
            if action.targetIsGone { return true }
            return (id == nil || action.targetID == id) && (name == nil || action.name == name)
        }
    }
}
