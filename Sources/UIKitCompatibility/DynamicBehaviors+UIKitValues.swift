// UIKit Dynamics' members in UIKit's value types: directions as `CGVector`, offsets from an
// item's centre as `UIOffset`, boundary identifiers as `NSCopying`, boundaries as
// `UIBezierPath`. The engine's behaviors take `Point`s and `AnyHashable`s; these convert.

extension GravityBehavior {
    /// `gravityDirection`: the gravity vector in UIKit gravities (1 is 1000 points/s²).
    public var gravityDirection: CGVector {
        get { CGVector(direction) }
        set { direction = newValue.point }
    }
}

extension PushBehavior {
    /// `pushDirection`: the force vector; its length is the magnitude.
    public var pushDirection: CGVector {
        get { CGVector(direction) }
        set { direction = newValue.point }
    }

    /// `setTargetOffsetFromCenter(_:for:)`: where the force acts, from the item's centre.
    public func setTargetOffsetFromCenter(_ offset: UIOffset, for item: any DynamicItem) {
        setTargetOffset(offset.point, for: item)
    }

    /// `targetOffsetFromCenter(for:)`.
    public func targetOffsetFromCenter(for item: any DynamicItem) -> UIOffset {
        UIOffset(targetOffset(for: item))
    }
}

extension AttachmentBehavior {
    /// `init(item:offsetFromCenter:attachedToAnchor:)` with UIKit's `UIOffset`.
    public convenience init(item: any DynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: offset.point, attachedToAnchor: point)
    }

    /// `init(item:offsetFromCenter:attachedTo:offsetFromCenter:)` with UIKit's `UIOffset`s.
    public convenience init(
        item item1: any DynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: any DynamicItem,
        offsetFromCenter offset2: UIOffset
    ) {
        self.init(item: item1, offsetFromCenter: offset1.point, attachedTo: item2, offsetFromCenter: offset2.point)
    }
}

extension CollisionBehavior {
    /// `addBoundary(withIdentifier:from:to:)` with UIKit's `NSCopying` identifier.
    public func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint) {
        addBoundary(withIdentifier: Self.key(identifier), from: p1, to: p2)
    }

    /// `addBoundary(withIdentifier:for:)`: the path's outline, curves flattened to segments.
    public func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
        addBoundary(withIdentifier: Self.key(identifier), for: bezierPath.path)
    }

    /// `boundary(withIdentifier:)`: the boundary's path, or nil.
    public func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
        boundary(withIdentifier: Self.key(identifier)).map { UIBezierPath(cgPath: $0) }
    }

    /// `removeBoundary(withIdentifier:)`.
    public func removeBoundary(withIdentifier identifier: any NSCopying) {
        removeBoundary(withIdentifier: Self.key(identifier))
    }

    /// An `NSCopying` identifier as the engine's `AnyHashable`: a hashable value (a bridged
    /// string, a number, any `NSObject`) by equality, anything else by identity.
    static func key(_ identifier: any NSCopying) -> AnyHashable {
        if let hashable = identifier as? AnyHashable { return hashable }
        return AnyHashable(ObjectIdentifier(identifier as AnyObject))
    }
}

extension CGVector {
    /// The engine's point of the same components.
    fileprivate init(_ point: Point) { self.init(dx: point.x, dy: point.y) }
    /// The vector as the engine's point.
    fileprivate var point: Point { Point(x: dx, y: dy) }
}

extension UIOffset {
    /// The engine's point of the same components.
    fileprivate init(_ point: Point) { self.init(horizontal: point.x, vertical: point.y) }
    /// The offset as the engine's point.
    fileprivate var point: Point { Point(x: horizontal, y: vertical) }
}
