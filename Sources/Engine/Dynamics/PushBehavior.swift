import Geometry

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A force on its items, continuous or given once as an impulse (`UIPushBehavior`).
///
/// A magnitude of 1 on a 100 x 100 point item of density 1 accelerates it by 100 points/s²
/// (continuous) or gives it 100 points/s at once (instantaneous), so the effect scales
/// with 1 / mass. An instantaneous push acts on the next step and then turns itself
/// inactive; set `active` to true to push again. A push applied away from the centre
/// (`setTargetOffset(_:for:)`) also turns the item.
@preconcurrency @MainActor
open class PushBehavior: ItemListBehavior, DirectedBehavior {
    /// How the force acts.
    public enum Mode: Sendable {
        /// A force for as long as the behavior is active.
        case continuous
        /// One impulse, after which the behavior deactivates itself.
        case instantaneous
    }

    /// Points/s² for magnitude 1 on mass 1 (a 100 x 100 point item of density 1).
    public static let forceUnit = 100.0

    /// Continuous or instantaneous; fixed at creation as in UIKit.
    public let mode: Mode
    /// Whether the push acts; an instantaneous push sets it false once it has.
    public var active = true {
        didSet { if active { noteChange() } }
    }
    /// The force vector (`pushDirection`); its length is the magnitude.
    public var direction = Point.zero {
        didSet { noteChange() }
    }
    private var offsets: [ObjectIdentifier: Point] = [:]

    /// A push of `mode` on `items`, with no force until a direction or magnitude is set.
    public init(items: [any DynamicItem] = [], mode: Mode) {
        self.mode = mode
        super.init(items: items)
    }

    /// Removes an item, and the offset its push was applied at.
    public override func removeItem(_ item: any DynamicItem) {
        offsets[ObjectIdentifier(item)] = nil
        super.removeItem(item)
    }

    /// Applies the force at `offset` from the item's centre, in the item's own (rotating) frame.
    public func setTargetOffset(_ offset: Point, for item: any DynamicItem) {
        offsets[ObjectIdentifier(item)] = offset
    }
    /// Where the force acts on `item`, from its centre; zero unless set.
    public func targetOffset(for item: any DynamicItem) -> Point {
        offsets[ObjectIdentifier(item)] ?? .zero
    }

    override func applyForces(in world: DynamicWorld) {
        guard active else { return }
        let force = direction * Self.forceUnit
        for item in items {
            guard let body = world.body(for: item), !body.isAnchored else { continue }
            let r = targetOffset(for: item).rotated(by: body.angle)
            switch mode {
            case .continuous: body.applyForce(force, at: r)
            case .instantaneous: body.applyImpulse(force, at: r)
            }
        }
        if mode == .instantaneous { active = false }
    }
}
