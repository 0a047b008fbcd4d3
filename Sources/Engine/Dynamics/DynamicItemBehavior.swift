import Geometry

/// The physical properties of its items, and a way to give them velocity
/// (`UIDynamicItemBehavior`).
///
/// An item with no item behavior has UIKit's defaults: density 1, elasticity 0,
/// friction 0, no resistance, free to rotate. When several item behaviors name the same
/// item, the one added last wins. Velocities given before the item is in a running
/// animator are kept and applied when it joins.
@preconcurrency @MainActor
open class DynamicItemBehavior: ItemListBehavior {
    private var pendingLinear: [ObjectIdentifier: Point] = [:]
    private var pendingAngular: [ObjectIdentifier: Double] = [:]

    /// Restitution in collisions: 0 stops dead, 1 bounces back with the same speed.
    public var elasticity = 0.0 {
        didSet { noteChange() }
    }
    /// Friction against other items and boundaries (Coulomb), 0 for none.
    public var friction = 0.0 {
        didSet { noteChange() }
    }
    /// Relative mass per area: 1 gives a 100 x 100 point item mass 1.
    public var density = 1.0 {
        didSet { noteChange() }
    }
    /// Linear damping per second: 0 none; large values stop the item quickly.
    public var resistance = 0.0 {
        didSet { noteChange() }
    }
    /// Angular damping per second.
    public var angularResistance = 0.0 {
        didSet { noteChange() }
    }
    /// Whether the item may turn.
    public var allowsRotation = true {
        didSet { noteChange() }
    }
    /// An anchored item does not move; others collide with it as with a wall.
    public var isAnchored = false {
        didSet { noteChange() }
    }

    /// Properties for `items`.
    public override init(items: [any DynamicItem] = []) {
        super.init(items: items)
    }

    /// Adds `velocity` (points per second) to the item's linear velocity.
    public func addLinearVelocity(_ velocity: Point, for item: any DynamicItem) {
        if let body = dynamicAnimator?.body(for: item) {
            body.velocity += velocity
            dynamicAnimator?.wakeAndResume()
        } else {
            pendingLinear[ObjectIdentifier(item), default: .zero] += velocity
            noteChange()
        }
    }
    /// The item's linear velocity, in points per second.
    public func linearVelocity(for item: any DynamicItem) -> Point {
        dynamicAnimator?.body(for: item)?.velocity ?? pendingLinear[ObjectIdentifier(item)] ?? .zero
    }
    /// Adds `velocity` (radians per second, clockwise on screen) to the item's spin.
    public func addAngularVelocity(_ velocity: Double, for item: any DynamicItem) {
        if let body = dynamicAnimator?.body(for: item) {
            body.angularVelocity += velocity
            dynamicAnimator?.wakeAndResume()
        } else {
            pendingAngular[ObjectIdentifier(item), default: 0] += velocity
            noteChange()
        }
    }
    /// The item's angular velocity, in radians per second.
    public func angularVelocity(for item: any DynamicItem) -> Double {
        dynamicAnimator?.body(for: item)?.angularVelocity ?? pendingAngular[ObjectIdentifier(item)] ?? 0
    }

    override func configureBodies(in world: DynamicWorld) {
        for item in items {
            guard let body = world.body(for: item) else { continue }
            body.elasticity = elasticity
            body.friction = friction
            body.density = max(density, 1e-6)
            body.resistance = max(resistance, 0)
            body.angularResistance = max(angularResistance, 0)
            body.allowsRotation = allowsRotation
            body.isAnchored = isAnchored
            let id = ObjectIdentifier(item)
            if let v = pendingLinear.removeValue(forKey: id) { body.velocity += v }
            if let w = pendingAngular.removeValue(forKey: id) { body.angularVelocity += w }
        }
    }
}
