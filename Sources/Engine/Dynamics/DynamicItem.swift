import Geometry

/// What a `DynamicAnimator` moves (`UIDynamicItem`): a rectangle of `bounds.size` whose
/// `center` and rotation the animator writes on every step.
///
/// The animator reads `bounds` once, when the item joins it (its mass and collision shape),
/// and `center` and `transform` again only through `DynamicAnimator.updateItem(usingCurrentState:)`:
/// as in UIKit, a change made from outside while the animator runs is overwritten by the
/// next step unless the animator is told.
@preconcurrency @MainActor
public protocol DynamicItem: AnyObject {
    /// The item's centre in the reference view's coordinates.
    var center: Point { get set }
    /// The item's size (its origin is ignored): the rectangle that collides and has mass.
    var bounds: Rect { get }
    /// The item's transform; the animator writes a pure rotation.
    var transform: AffineTransform { get set }
}

/// A view is a dynamic item, as `UIView` is: the animator moves its `center` and writes
/// its rotation into `transform`.
extension View: DynamicItem {}
