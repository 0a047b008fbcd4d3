// Core Animation's names for a layer's own animatable properties: actions, animation
// timing and delegates, so that a `CALayer` subclass animating a property of its own ports
// with only its `@NSManaged` declarations written out.

/// `CAAction` (`LayerAction`).
public typealias CAAction = LayerAction
/// `CAAnimation` (`LayerAnimation`).
public typealias CAAnimation = LayerAnimation
/// `CAAnimationDelegate` (`LayerAnimationDelegate`).
public typealias CAAnimationDelegate = LayerAnimationDelegate
/// `CGContext` (`LayerDrawingContext`): what `draw(_:)` and `draw(in:)` draw into.
public typealias CGContext = LayerDrawingContext
