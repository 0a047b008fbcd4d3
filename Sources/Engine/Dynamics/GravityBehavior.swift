import Geometry

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A constant acceleration on its items, whatever their mass (`UIGravityBehavior`).
///
/// The direction is a vector in the reference view's coordinates where a length of 1 is
/// UIKit gravity, 1000 points/s²; the default (0, 1) pulls straight down. `angle` and
/// `magnitude` are the same vector in polar form, and setting one keeps the other.
@preconcurrency @MainActor
open class GravityBehavior: ItemListBehavior, DirectedBehavior {
    /// UIKit gravity: the acceleration of a direction of length 1, in points/s².
    public static let standardAcceleration = 1000.0

    /// The gravity vector, x and y, in units of UIKit gravity (`gravityDirection`).
    public var direction = Point(x: 0, y: 1) {
        didSet { noteChange() }
    }

    /// Gravity on `items`.
    public override init(items: [any DynamicItem] = []) {
        super.init(items: items)
    }

    override func applyForces(in world: DynamicWorld) {
        let acceleration = direction * Self.standardAcceleration
        for item in items {
            guard let body = world.body(for: item), !body.isAnchored else { continue }
            body.applyForce(acceleration * body.mass)
        }
    }
}
