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
open class GravityBehavior: DynamicBehavior {
    /// UIKit gravity: the acceleration of a direction of length 1, in points/s².
    public static let standardAcceleration = 1000.0

    private var list: DynamicItemList
    /// The gravity vector, x and y, in units of UIKit gravity (`gravityDirection`).
    public var direction = Point(x: 0, y: 1) {
        didSet { noteChange() }
    }

    /// Gravity on `items`.
    public init(items: [any DynamicItem] = []) {
        list = DynamicItemList(items)
        super.init()
    }

    /// The items gravity pulls.
    public var items: [any DynamicItem] { list.items }
    /// Adds an item.
    public func addItem(_ item: any DynamicItem) {
        list.add(item)
        noteChange()
    }
    /// Removes an item.
    public func removeItem(_ item: any DynamicItem) {
        list.remove(item)
        noteChange()
    }

    /// The direction's angle in radians (clockwise on screen from +x); setting it keeps the
    /// magnitude.
    public var angle: Double {
        get { direction == .zero ? 0 : atan2(direction.y, direction.x) }
        set { setAngle(newValue, magnitude: magnitude) }
    }
    /// The direction's length in UIKit gravities; setting it keeps the angle (0 leaves no
    /// direction to keep, and the angle reads 0 afterwards, as UIKit documents).
    public var magnitude: Double {
        get { direction.dot(direction).squareRoot() }
        set { setAngle(angle, magnitude: newValue) }
    }
    /// Sets both polar parts at once.
    public func setAngle(_ angle: Double, magnitude: Double) {
        direction = Point(x: cos(angle) * magnitude, y: sin(angle) * magnitude)
    }

    override var dynamicItems: [any DynamicItem] { list.items }

    override func applyForces(in world: DynamicWorld) {
        let acceleration = direction * Self.standardAcceleration
        for item in list.items {
            guard let body = world.body(for: item), !body.isAnchored else { continue }
            body.applyForce(acceleration * body.mass)
        }
    }
}
