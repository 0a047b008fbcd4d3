import Geometry

/// A press held in place (`UILongPressGestureRecognizer`), a continuous gesture: it begins
/// once the touch has stayed down `minimumPressDuration` seconds on the window's clock
/// without wandering more than `allowableMovement` points, reports every move after that
/// as `.changed` (however far), and ends when the touch lifts. A touch that lifts early or
/// wanders too far first fails.
@preconcurrency @MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
    /// Seconds the touch must stay down before the gesture begins.
    public var minimumPressDuration: Double = 0.5
    /// How far the touch may move before the gesture begins, in points.
    public var allowableMovement: Double = 10
    /// Taps that must come before the held one; only 0 (a plain press) is recognized here,
    /// kept for code that sets it.
    public var numberOfTapsRequired = 0
    /// Fingers that must press; one pointer is all this platform has, so kept as set.
    public var numberOfTouchesRequired = 1
    /// Which press the watch on the clock belongs to: a newer touch retires an older watch.
    private var pressGeneration = 0

    /// Creates a long-press recognizer calling `action` on every state it reports.
    public init(action: ((LongPressGestureRecognizer) -> Void)? = nil) {
        super.init(typedAction: action)
    }

    /// Starts watching the clock for the press to last long enough.
    public override func touchBegan(at point: Point, time: Double) {
        super.touchBegan(at: point, time: time)
        pressGeneration += 1
        let generation = pressGeneration
        guard let window = view?.window else { return }
        let due = time + minimumPressDuration
        window.animator.onEveryTick { [weak self, weak window] in
            guard let self, let window, self.pressGeneration == generation, self.state == .possible,
                self.liftTime == nil
            else { return false }
            guard window.clock.now >= due else { return true }
            self.state = .began
            self.sendActions()
            window.recognizerDecidedOnClock(self)
            return false
        }
    }

    /// Before the press is recognized, moving too far fails it; after, every move is a change.
    public override func touchMoved(to point: Point, time: Double) {
        super.touchMoved(to: point, time: time)
        switch state {
        case .possible:
            if let start = samples.first?.point, point.distance(to: start) > allowableMovement { state = .failed }
        case .began, .changed:
            state = .changed
            sendActions()
        default:
            break
        }
    }

    /// Ready for the next touch: the watch on the clock for the last one, if still
    /// running, retires (a press that failed must not begin later).
    open override func reset() {
        super.reset()
        pressGeneration += 1
    }

    /// A recognized press ends with the lift; one lifted before it was due fails.
    public override func touchEnded(at point: Point, time: Double) {
        super.touchEnded(at: point, time: time)
        pressGeneration += 1
        finishTouch(as: .ended)
    }
}
