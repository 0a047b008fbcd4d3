// UIKit's names for the two-finger recognizers. With one pointer here, the second finger is
// the pointer's mirror image through the centre of the recognizer's view.

/// `UIPinchGestureRecognizer` (`PinchGestureRecognizer`): `scale` and `velocity`.
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
/// `UIRotationGestureRecognizer` (`RotationGestureRecognizer`): `rotation` and `velocity`.
public typealias UIRotationGestureRecognizer = RotationGestureRecognizer
