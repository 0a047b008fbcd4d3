import Geometry

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A behavior that acts on a list of items it is given (`items`, `addItem(_:)`,
/// `removeItem(_:)`): UIKit's gravity, collision, push and item behaviors share this shape.
///
/// The list keeps the order items were added in and holds each item once.
@preconcurrency @MainActor
open class ItemListBehavior: DynamicBehavior {
    private var list: DynamicItemList

    /// A behavior on `items`.
    public init(items: [any DynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    /// The items the behavior acts on, in the order they were added.
    public var items: [any DynamicItem] { list.items }

    /// Adds an item; an item already there stays where it is.
    open func addItem(_ item: any DynamicItem) {
        list.add(item)
        noteChange()
    }

    /// Removes an item; the behavior no longer acts on it.
    open func removeItem(_ item: any DynamicItem) {
        list.remove(item)
        noteChange()
    }

    override var dynamicItems: [any DynamicItem] { list.items }
}

/// A behavior whose strength is a vector (gravity, push): `angle` and `magnitude` are that
/// vector in polar form, and setting one keeps the other.
@preconcurrency @MainActor
public protocol DirectedBehavior: AnyObject {
    /// The vector, in the reference view's coordinates.
    var direction: Point { get set }
}

extension DirectedBehavior {
    /// The vector's angle in radians, clockwise on screen from +x; setting it keeps the
    /// magnitude. A zero vector has angle 0.
    public var angle: Double {
        get { direction == .zero ? 0 : atan2(direction.y, direction.x) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The vector's length; setting it keeps the angle (a zero vector leaves no angle to
    /// keep, and it reads 0 afterwards, as UIKit documents), and a negative one points the
    /// other way.
    public var magnitude: Double {
        get { direction.dot(direction).squareRoot() }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets both polar parts at once.
    public func setAngle(_ angle: Double, magnitude: Double) {
        direction = Point(x: cos(angle) * magnitude, y: sin(angle) * magnitude)
    }
}
