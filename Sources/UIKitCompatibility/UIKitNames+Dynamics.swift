// UIKit Dynamics under UIKit's names: the engine's `DynamicAnimator` and its behaviors,
// with the members UIKit spells with `CGVector`, `UIOffset`, `NSCopying` and `UIBezierPath`.

/// `UIDynamicAnimator` (`DynamicAnimator`).
public typealias UIDynamicAnimator = DynamicAnimator
/// `UIDynamicAnimatorDelegate` (`DynamicAnimatorDelegate`).
public typealias UIDynamicAnimatorDelegate = DynamicAnimatorDelegate
/// `UIDynamicItem` (`DynamicItem`); `UIView` conforms.
public typealias UIDynamicItem = DynamicItem
/// `UIDynamicBehavior` (`DynamicBehavior`).
public typealias UIDynamicBehavior = DynamicBehavior
/// `UIGravityBehavior` (`GravityBehavior`).
public typealias UIGravityBehavior = GravityBehavior
/// `UICollisionBehavior` (`CollisionBehavior`).
public typealias UICollisionBehavior = CollisionBehavior
/// `UICollisionBehaviorDelegate` (`CollisionBehaviorDelegate`); boundary identifiers
/// arrive as `AnyHashable?` rather than `NSCopying?`.
public typealias UICollisionBehaviorDelegate = CollisionBehaviorDelegate
/// `UIAttachmentBehavior` (`AttachmentBehavior`).
public typealias UIAttachmentBehavior = AttachmentBehavior
/// `UIPushBehavior` (`PushBehavior`).
public typealias UIPushBehavior = PushBehavior
/// `UISnapBehavior` (`SnapBehavior`).
public typealias UISnapBehavior = SnapBehavior
/// `UIDynamicItemBehavior` (`DynamicItemBehavior`).
public typealias UIDynamicItemBehavior = DynamicItemBehavior

extension GravityBehavior {
    /// `gravityDirection`: the gravity vector in UIKit gravities (1 is 1000 points/s²).
    public var gravityDirection: CGVector {
        get { CGVector(dx: direction.x, dy: direction.y) }
        set { direction = Point(x: newValue.dx, y: newValue.dy) }
    }
}

extension PushBehavior {
    /// `pushDirection`: the force vector; its length is the magnitude.
    public var pushDirection: CGVector {
        get { CGVector(dx: direction.x, dy: direction.y) }
        set { direction = Point(x: newValue.dx, y: newValue.dy) }
    }

    /// `setTargetOffsetFromCenter(_:for:)`: where the force acts, from the item's centre.
    public func setTargetOffsetFromCenter(_ offset: UIOffset, for item: any DynamicItem) {
        setTargetOffset(Point(x: offset.horizontal, y: offset.vertical), for: item)
    }

    /// `targetOffsetFromCenter(for:)`.
    public func targetOffsetFromCenter(for item: any DynamicItem) -> UIOffset {
        let p = targetOffset(for: item)
        return UIOffset(horizontal: p.x, vertical: p.y)
    }
}

extension AttachmentBehavior {
    /// `init(item:offsetFromCenter:attachedToAnchor:)` with UIKit's `UIOffset`.
    public convenience init(item: any DynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        self.init(
            item: item, offsetFromCenter: Point(x: offset.horizontal, y: offset.vertical), attachedToAnchor: point)
    }

    /// `init(item:offsetFromCenter:attachedTo:offsetFromCenter:)` with UIKit's `UIOffset`s.
    public convenience init(
        item item1: any DynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: any DynamicItem,
        offsetFromCenter offset2: UIOffset
    ) {
        self.init(
            item: item1, offsetFromCenter: Point(x: offset1.horizontal, y: offset1.vertical), attachedTo: item2,
            offsetFromCenter: Point(x: offset2.horizontal, y: offset2.vertical))
    }
}

extension CollisionBehavior {
    /// `addBoundary(withIdentifier:from:to:)` with UIKit's `NSCopying` identifier.
    public func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint) {
        addBoundary(withIdentifier: Self.key(identifier), from: p1, to: p2)
    }

    /// `addBoundary(withIdentifier:for:)`: the path's outline, curves flattened to segments.
    public func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
        addBoundary(withIdentifier: Self.key(identifier), for: bezierPath.cgPath)
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
