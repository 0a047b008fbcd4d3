import Geometry

/// Two fingers turning about each other (`UIRotationGestureRecognizer`): a continuous
/// gesture that begins once the line between the fingers has turned by `minimumRotation`
/// radians, then reports `changed` on every move and `ended` on the lift.
///
/// `rotation` is the turn since the touch-down in radians, clockwise on screen positive, as
/// UIKit's is; `velocity` is its change per second. Setting `rotation` (commonly back to 0
/// after applying it) makes the current angle the new base. This platform has one pointer:
/// it is one finger and the other is its mirror image through the centre of the view, as
/// the iOS Simulator makes one, so circling the centre turns.
@preconcurrency @MainActor
open class RotationGestureRecognizer: TwoFingerGestureRecognizer {
    /// How far, in radians, the fingers must turn before the rotation begins.
    public var minimumRotation: Double = 0.1
    /// The angle that `rotation` 0 stands for.
    private var baseAngle: Double = 0

    /// Creates a rotation recognizer calling `action` on each reported state.
    public init(action: ((RotationGestureRecognizer) -> Void)? = nil) {
        super.init(typedAction: action)
    }

    /// The turn of the line between the fingers since the base (the touch-down, or the last
    /// set), in radians; 0 with no touch. Setting it rebases, so the current angle reads as
    /// `newValue`.
    public var rotation: Double {
        get { fingers.map { $0.last.angle - baseAngle } ?? 0 }
        set {
            guard let fingers else { return }
            baseAngle = fingers.last.angle - newValue
        }
    }

    /// The rotation's change per second between the last two touch samples, in radians
    /// (`velocity`).
    public var velocity: Double { fingers?.rate { $0.angle } ?? 0 }

    override func begins(with fingers: TwoTouchGesture) -> Bool {
        // A pointer at the centre has no direction to turn from.
        fingers.first.distance > 0 && abs(fingers.last.angle - fingers.first.angle) >= minimumRotation
    }

    override func fingersWentDown(_ fingers: TwoTouchGesture) {
        baseAngle = fingers.first.angle
    }
}
