/// A rule a `DynamicAnimator` applies to its items on every step (`UIDynamicBehavior`).
///
/// The concrete behaviors (gravity, collision, attachment, push, snap, item properties)
/// are subclasses. A behavior of your own composes them with `addChildBehavior(_:)` and
/// may run code on every step with `action`, as in UIKit; adding a behavior to an animator
/// adds its children with it.
@preconcurrency @MainActor
open class DynamicBehavior {
    /// The behaviors this one is made of; the animator applies them with it.
    public private(set) var childBehaviors: [DynamicBehavior] = []
    /// Called after every step of the animator, while this behavior is in one.
    public var action: (() -> Void)?
    /// The animator this behavior (or the behavior holding it) was added to, or nil.
    public internal(set) weak var dynamicAnimator: DynamicAnimator?

    /// A behavior with no rule of its own, for composing children.
    public init() {}

    /// Adds a child; it takes effect at once if this behavior is in an animator.
    public func addChildBehavior(_ behavior: DynamicBehavior) {
        guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
        childBehaviors.append(behavior)
        if let animator = dynamicAnimator { behavior.attach(to: animator) }
        dynamicAnimator?.behaviorsDidChange()
    }

    /// Removes a child; it stops acting at once.
    public func removeChildBehavior(_ behavior: DynamicBehavior) {
        guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        childBehaviors.remove(at: index)
        if dynamicAnimator != nil { behavior.attach(to: nil) }
        dynamicAnimator?.behaviorsDidChange()
    }

    /// Called just before the behavior joins an animator, or leaves one (`nil`).
    open func willMove(to dynamicAnimator: DynamicAnimator?) {}

    /// Items this behavior acts on directly (children report their own).
    var dynamicItems: [any DynamicItem] { [] }

    /// Sets the material of its items' bodies (item behaviors); runs first in a step.
    func configureBodies(in world: DynamicWorld) {}
    /// Adds forces and impulses for the step that starts.
    func applyForces(in world: DynamicWorld) {}
    /// Prepares constraints (contacts, joints) from the positions at the start of the step.
    func prepareConstraints(in world: DynamicWorld) {}
    /// One pass of velocity constraints.
    func solveVelocities(in world: DynamicWorld) {}
    /// One pass after the velocity passes, before the bodies move (restitution).
    func finishVelocities(in world: DynamicWorld) {}
    /// One pass of position corrections after the bodies moved.
    func solvePositions(in world: DynamicWorld) {}
    /// After the step: report contacts that began or ended.
    func finishStep(in world: DynamicWorld) {}

    /// This behavior and its children, depth first, in the order they were added.
    var flattened: [DynamicBehavior] { [self] + childBehaviors.flatMap(\.flattened) }

    func attach(to animator: DynamicAnimator?) {
        willMove(to: animator)
        dynamicAnimator = animator
        for child in childBehaviors { child.attach(to: animator) }
    }

    /// Tells the animator that something changed that may set resting items moving.
    func noteChange() {
        dynamicAnimator?.behaviorsDidChange()
    }
}

/// The ordered, identity-unique list of items a behavior holds (UIKit's `items`).
struct DynamicItemList {
    private(set) var items: [any DynamicItem] = []

    init(_ items: [any DynamicItem]) {
        for item in items { add(item) }
    }

    mutating func add(_ item: any DynamicItem) {
        guard !contains(item) else { return }
        items.append(item)
    }

    mutating func remove(_ item: any DynamicItem) {
        items.removeAll { $0 === item }
    }

    func contains(_ item: any DynamicItem) -> Bool {
        items.contains { $0 === item }
    }
}
