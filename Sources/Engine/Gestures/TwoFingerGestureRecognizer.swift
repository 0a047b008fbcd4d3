import Geometry

/// The common part of the two-finger recognizers (pinch and rotation; UIKit has no such
/// class, and each of its two derives from `UIGestureRecognizer` directly): the fingers made
/// from the pointer (see `TwoTouchGesture`), a continuous gesture's states, and the location
/// between the fingers. A concrete recognizer says when its gesture begins.
@preconcurrency @MainActor
open class TwoFingerGestureRecognizer: GestureRecognizer {
    /// The fingers of the current touch, nil before the first.
    var fingers: TwoTouchGesture?

    /// Whether the gesture begins with the fingers so far; a concrete recognizer overrides it.
    func begins(with fingers: TwoTouchGesture) -> Bool { false }

    /// The fingers went down; a concrete recognizer takes its base value from them.
    func fingersWentDown(_ fingers: TwoTouchGesture) {}

    /// The midpoint of the two fingers (the view's centre), in `view`'s coordinates.
    open override func location(in view: View?) -> Point {
        guard let pivot = fingers?.pivot else { return super.location(in: view) }
        return view?.convert(pivot, from: nil) ?? pivot
    }

    /// The pointer, then the finger mirrored from it.
    override var touchWindowPoints: [Point] {
        guard let fingers, let pointer = super.touchWindowPoints.first else { return [] }
        let (a, b) = fingers.fingers(for: pointer)
        return [a, b]
    }

    open override func touchBegan(at point: Point, time: Double) {
        super.touchBegan(at: point, time: time)
        let gesture = TwoTouchGesture(pivot: twoTouchPivot(fallback: point), pointer: point, time: time)
        fingers = gesture
        fingersWentDown(gesture)
    }

    open override func touchMoved(to point: Point, time: Double) {
        super.touchMoved(to: point, time: time)
        guard var gesture = fingers else { return }
        gesture.add(point, time: time)
        fingers = gesture
        reportContinuousMove { begins(with: gesture) }
    }

    open override func touchEnded(at point: Point, time: Double) {
        super.touchEnded(at: point, time: time)
        finishTouch(as: .ended)
    }
}
