import Geometry

/// A tap or a run of quick taps (`UITapGestureRecognizer`), a discrete gesture recognized
/// on the lift of the last tap.
///
/// Rules it keeps: each touch must lift within `allowableMovement` points of where it went
/// down; with `numberOfTapsRequired` above 1, each next touch must go down within the
/// multi-tap interval of the previous lift, on the window's clock, and within the multi-tap
/// distance of the first tap, or the gesture fails (when the interval runs out, or at the
/// touch-down that breaks the run). Between taps the recognizer stays `.possible`, so one
/// that requires it to fail (`require(toFail:)`, a single tap waiting for a double) is held
/// back until then. The interval and distance are those of `Touch.tapCount`: 0.35 s and 45
/// points, UIKit's own tap recognizer's `maximumIntervalBetweenSuccessiveTaps` and
/// `allowableMovement` as its class dumps show them (its documentation gives no figures).
@preconcurrency @MainActor
open class TapGestureRecognizer: GestureRecognizer {
    /// How far the touch may move and still be a tap, in points.
    public var allowableMovement: Double = 10
    /// The taps that make the gesture (`numberOfTapsRequired`); 1 by default.
    public var numberOfTapsRequired = 1
    /// The fingers each tap needs (`numberOfTouchesRequired`); 1 by default. A window here
    /// has one pointer, so with any other value the gesture fails at each lift.
    public var numberOfTouchesRequired = 1
    /// The taps of the current run so far.
    private var tapsSoFar = 0
    /// Where the run's first tap lifted: the gesture's location once it has one.
    private var firstTap: Point?
    /// When the last tap lifted, while the run waits for its next tap.
    private var lastLift: Double?

    /// Creates a tap recognizer calling `action` when it recognizes.
    public init(action: ((TapGestureRecognizer) -> Void)? = nil) {
        super.init(typedAction: action)
    }

    /// Where the gesture is in `view`'s coordinates (window's when nil): for a run of taps,
    /// where the first tap was, as UIKit reports it; before that, where the touch is.
    open override func location(in view: View?) -> Point {
        guard let firstTap else { return super.location(in: view) }
        return view?.convert(firstTap, from: nil) ?? firstTap
    }

    override var touchWindowPoints: [Point] {
        guard tracksTouch, let firstTap else { return super.touchWindowPoints }
        return [firstTap]
    }

    override var nextTouchDeadline: Double? {
        guard state == .possible, let lastLift else { return nil }
        return lastLift + TapCounter.multipleTapInterval
    }

    override func continuesGesture(withTouchAt point: Point, time: Double) -> Bool {
        guard let deadline = nextTouchDeadline, let firstTap else { return false }
        return time <= deadline && point.distance(to: firstTap) <= TapCounter.tapSlop
    }

    /// The next tap of a run went down: the run no longer waits.
    public override func touchBegan(at point: Point, time: Double) {
        super.touchBegan(at: point, time: time)
        lastLift = nil
    }

    public override func touchMoved(to point: Point, time: Double) {
        super.touchMoved(to: point, time: time)
        if state == .possible, let start = samples.first?.point, point.distance(to: start) > allowableMovement {
            state = .failed
        }
    }

    /// A tap counts when it lifted near where it went down; the last one recognizes the
    /// gesture, an earlier one leaves it waiting for the next.
    public override func touchEnded(at point: Point, time: Double) {
        super.touchEnded(at: point, time: time)
        guard state == .possible else { return }
        guard numberOfTouchesRequired == 1, let start = samples.first?.point,
            point.distance(to: start) <= allowableMovement
        else {
            state = .failed
            return
        }
        tapsSoFar += 1
        if tapsSoFar == 1 { firstTap = point }
        if tapsSoFar < numberOfTapsRequired {
            lastLift = time
            return
        }
        // The base class asks `shouldBegin` and the delegate before this takes effect.
        state = .ended
        sendActions()
    }

    /// Ready for a new run of taps.
    open override func reset() {
        super.reset()
        tapsSoFar = 0
        firstTap = nil
        lastLift = nil
    }
}
