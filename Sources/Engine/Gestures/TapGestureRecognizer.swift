import Geometry

/// A single tap (`UITapGestureRecognizer`): recognized when the touch lifts within
/// 10 points of where it went down; fails when it wanders further.
@preconcurrency @MainActor
open class TapGestureRecognizer: GestureRecognizer {
    /// How far the touch may move and still be a tap, in points.
    public var allowableMovement: Double = 10

    /// Creates a tap recognizer calling `action` when it recognizes.
    public init(action: ((TapGestureRecognizer) -> Void)? = nil) {
        super.init(typedAction: action)
    }

    public override func touchMoved(to point: Point, time: Double) {
        super.touchMoved(to: point, time: time)
        if state == .possible, let start = samples.first?.point, point.distance(to: start) > allowableMovement {
            state = .failed
        }
    }

    public override func touchEnded(at point: Point, time: Double) {
        super.touchEnded(at: point, time: time)
        guard state == .possible else { return }
        if let start = samples.first?.point, point.distance(to: start) > allowableMovement {
            state = .failed
            return
        }
        // The base class asks `shouldBegin` and the delegate before this takes effect.
        state = .ended
        sendActions()
    }
}
