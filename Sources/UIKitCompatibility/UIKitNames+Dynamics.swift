// UIKit Dynamics under UIKit's names: the engine's `DynamicAnimator` and its behaviors
// (their members in UIKit's value types are in `DynamicBehaviors+UIKitValues.swift`).

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
