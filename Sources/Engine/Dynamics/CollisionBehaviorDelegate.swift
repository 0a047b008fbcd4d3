import Geometry

/// Told when items of a `CollisionBehavior` start and stop touching a boundary or each
/// other (`UICollisionBehaviorDelegate`). Every method is optional. A boundary's identifier
/// is the one given to `addBoundary`; it is nil for the reference bounds.
@preconcurrency @MainActor
public protocol CollisionBehaviorDelegate: AnyObject {
    /// `item` touched a boundary at `point` (reference coordinates).
    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?, at point: Point)
    /// `item` no longer touches the boundary.
    func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?)
    /// Two items touched at `point`.
    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem, with item2: any DynamicItem,
        at point: Point)
    /// Two items no longer touch.
    func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item1: any DynamicItem, with item2: any DynamicItem)
}

extension CollisionBehaviorDelegate {
    /// Does nothing: the method is optional.
    public func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?, at point: Point
    ) {}
    /// Does nothing: the method is optional.
    public func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?
    ) {}
    /// Does nothing: the method is optional.
    public func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem, with item2: any DynamicItem,
        at point: Point
    ) {}
    /// Does nothing: the method is optional.
    public func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item1: any DynamicItem, with item2: any DynamicItem
    ) {}
}
