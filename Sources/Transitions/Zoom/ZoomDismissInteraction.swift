import Engine
import Geometry

/// The percent-driven interaction of a zoom's drag-down dismissal: progress is the drag
/// down over half the container's height (the zoomed view shrinks towards the source as
/// the finger goes down, and its centre follows the finger); on release it finishes past
/// half way or on a downward fling faster than 700 pt/s, and springs back otherwise,
/// leaving at the finger's speed (`finish(velocity:)` / `cancel(velocity:)`).
@MainActor
final class ZoomDismissInteraction: PercentDrivenInteractiveTransition {
    /// The finger's travel since the press, window points.
    var translation = Point(x: 0, y: 0)
    /// The drag down that means 100 %; the animator sets it from the container.
    var distance = 360.0
    /// The finger's velocity at the lift, points per second.
    private(set) var releaseVelocity = Point(x: 0, y: 0)
    /// The progress velocity handed to finish or cancel, per second.
    private(set) var releaseProgressVelocity = 0.0
    /// Release past this fraction finishes.
    static let finishFraction = 0.5
    /// A downward release faster than this, points per second, finishes too.
    static let flingSpeed = 700.0

    override init() {
        super.init()
        completionCurve = .easeOut
    }

    /// Follows the finger: remembers the travel and sets the progress from the drag down.
    func follow(_ t: Point) {
        translation = t
        update(max(t.y, 0) / max(distance, 1))
    }

    /// Ends the drag by UIKit's rule (README, Interaction), handing on the velocity.
    func release(velocity: Point, ended: Bool) {
        let p = percentComplete
        let v = velocity.y / max(distance, 1)
        releaseVelocity = velocity
        releaseProgressVelocity = v
        if ended && (p > Self.finishFraction || velocity.y > Self.flingSpeed) {
            finish(velocity: v)
        } else {
            cancel(velocity: v)
        }
    }
}
