import Geometry

/// One finger on the screen (`UITouch`): where it is and was, when, and in which phase.
///
/// The window makes one `Touch` per press and updates it as the pointer moves, so a view
/// can keep it in a set between `touchesBegan` and `touchesEnded` and compare identities,
/// as UIKit code does.
@preconcurrency @MainActor
public final class Touch: Hashable {
    /// Where a touch is in its life (`UITouch.Phase`).
    public enum Phase: Sendable {
        /// The finger went down.
        case began
        /// The finger moved.
        case moved
        /// The finger lifted.
        case ended
        /// The system took the touch away (a gesture recognizer claimed it).
        case cancelled
        /// The finger is down and has not moved since the last event (`stationary`). The
        /// window here reports a touch only when it changes, so it never sends this phase.
        case stationary
        /// A pointer without a press entered the view (`regionEntered`); there is no hover
        /// pointer here, so the window never sends this phase.
        case regionEntered
        /// A pointer without a press moved within the view (`regionMoved`); never sent here.
        case regionMoved
        /// A pointer without a press left the view (`regionExited`); never sent here.
        case regionExited
    }

    /// The phase of the latest event.
    public internal(set) var phase: Phase
    /// Clock time of the latest event, seconds.
    public internal(set) var timestamp: Double
    /// The view the touch went down in (the hit-test view); it keeps it for the whole touch.
    public internal(set) weak var view: View?
    /// How many quick taps in one place this touch is the latest of (`tapCount`): 1 for a
    /// first tap, 2 for the second of a double tap, and so on; it continues a tap that lifted
    /// a moment before, near where this touch went down.
    public internal(set) var tapCount = 1
    /// The window the touch belongs to.
    public internal(set) weak var window: Window?
    /// Window point of the latest event.
    var windowPoint: Point
    /// Window point of the event before it.
    var previousWindowPoint: Point
    /// The input event the touch was last moved for: the recognizers and the views are handed
    /// the same touch for one event, and only the first hand-over moves it.
    var event = 0

    init(at point: Point, time: Double, view: View?, window: Window) {
        phase = .began
        timestamp = time
        self.view = view
        self.window = window
        windowPoint = point
        previousWindowPoint = point
    }

    /// Where the touch is, in `view`'s coordinates (the window's when nil).
    public func location(in view: View?) -> Point {
        view?.convert(windowPoint, from: nil) ?? windowPoint
    }

    /// Where the touch was at the event before, in `view`'s coordinates (the window's when nil).
    public func previousLocation(in view: View?) -> Point {
        view?.convert(previousWindowPoint, from: nil) ?? previousWindowPoint
    }

    /// Moves the touch to `point` at `time`, in `phase`; for an `event` it was already moved
    /// for, only the phase changes, so `previousLocation(in:)` still names the event before.
    func update(to point: Point, time: Double, phase: Phase, event: Int? = nil) {
        if let event, event == self.event {
            self.phase = phase
            return
        }
        if let event { self.event = event }
        previousWindowPoint = windowPoint
        windowPoint = point
        timestamp = time
        self.phase = phase
    }

    nonisolated public static func == (a: Touch, b: Touch) -> Bool { a === b }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The event a set of touches belongs to (`UIEvent`): its time and every touch in it.
@preconcurrency @MainActor
public final class TouchEvent {
    /// Clock time of the event, seconds.
    public let timestamp: Double
    /// The touches of the event (one: the playground has a single pointer).
    public let allTouches: Set<Touch>?

    init(timestamp: Double, touches: Set<Touch>) {
        self.timestamp = timestamp
        allTouches = touches
    }
}
