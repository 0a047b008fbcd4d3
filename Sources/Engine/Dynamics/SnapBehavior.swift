import Geometry

/// Moves an item to a point with a damped spring and turns it upright (`UISnapBehavior`).
///
/// The spring's damping ratio is `damping`, from 0 (the most oscillation) to 1 (none);
/// its natural frequency is fixed at `frequency`. The item settles at `snapPoint` with no
/// rotation, and the animator then pauses.
@preconcurrency @MainActor
open class SnapBehavior: DynamicBehavior {
    /// The natural frequency of the snap's spring, in Hz.
    public static let frequency = 2.0

    /// The item snapped.
    public let item: any DynamicItem
    /// Where the item's centre settles, in reference coordinates.
    public var snapPoint: Point {
        didSet { noteChange() }
    }
    /// The damping ratio, 0 to 1; 0.5 by default.
    public var damping = 0.5 {
        didSet { noteChange() }
    }

    /// Snaps `item` to `point`.
    public init(item: any DynamicItem, snapTo point: Point) {
        self.item = item
        snapPoint = point
        super.init()
    }

    override var dynamicItems: [any DynamicItem] { [item] }

    override func applyForces(in world: DynamicWorld) {
        guard let body = world.body(for: item), !body.isAnchored else { return }
        let omega = 2 * Double.pi * Self.frequency
        let zeta = min(max(damping, 0), 1)
        // A zero-length spring on the centre, and a torsion spring back to no rotation,
        // each with the same frequency and damping ratio.
        let m = body.mass
        body.applyForce(
            ((snapPoint - body.position) * (omega * omega) - body.velocity * (2 * zeta * omega)) * m)
        if body.allowsRotation {
            body.torque +=
                (-body.angle * omega * omega - body.angularVelocity * 2 * zeta * omega) * body.inertia
        }
    }
}
