import Geometry

/// Two fingers moving apart or together (`UIPinchGestureRecognizer`): a continuous gesture
/// that begins once the fingers' distance has changed by `minimumDistanceChange` points, then
/// reports `changed` on every move and `ended` on the lift.
///
/// `scale` is the fingers' distance over their distance at the touch-down, as UIKit's is "the
/// scale factor relative to the points of the two touches in screen coordinates";
/// `velocity` is the scale's change per second. Setting `scale` (commonly back to 1 after
/// applying it) makes the current distance the new base. This platform has one pointer: it
/// is one finger and the other is its mirror image through the centre of the view,
/// as the iOS Simulator makes one, so dragging away from the centre zooms in.
@preconcurrency @MainActor
open class PinchGestureRecognizer: TwoFingerGestureRecognizer {
    /// How far, in points, the fingers' distance must change before the pinch begins.
    public var minimumDistanceChange: Double = 10
    /// The distance that `scale` 1 stands for.
    private var baseDistance: Double = 0

    /// Creates a pinch recognizer calling `action` on each reported state.
    public init(action: ((PinchGestureRecognizer) -> Void)? = nil) {
        super.init(typedAction: action)
    }

    /// The fingers' distance over the base distance (the touch-down's, or the one at the last
    /// set); 1 with no touch. Setting it rebases, so the current distance reads as `newValue`.
    public var scale: Double {
        get {
            guard let fingers, baseDistance > 0 else { return 1 }
            return fingers.last.distance / baseDistance
        }
        set {
            guard let fingers, newValue > 0 else { return }
            baseDistance = fingers.last.distance / newValue
        }
    }

    /// The scale's change per second between the last two touch samples (`velocity`).
    public var velocity: Double {
        guard let fingers, baseDistance > 0 else { return 0 }
        return fingers.rate { $0.distance } / baseDistance
    }

    /// The two fingers' window points now, the pointer first; nil with no touch.
    public var touchPoints: (Point, Point)? {
        guard let p = samples.last?.point, let fingers else { return nil }
        return fingers.fingers(for: p)
    }

    override func begins(with fingers: TwoTouchGesture) -> Bool {
        abs(fingers.last.distance - fingers.first.distance) >= minimumDistanceChange
    }

    override func fingersWentDown(_ fingers: TwoTouchGesture) {
        baseDistance = fingers.first.distance
    }
}
