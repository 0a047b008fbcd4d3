import Geometry

/// The states of a gesture recognizer, with UIKit's meaning.
public enum GestureRecognizerState: Hashable, Sendable {
    /// Watching a touch, nothing recognized yet.
    case possible
    /// A continuous gesture started (a pan passed its threshold).
    case began
    /// A continuous gesture moved.
    case changed
    /// The gesture ended normally; for a discrete gesture (tap) this is "recognized".
    case ended
    /// The gesture was interrupted after it began.
    case cancelled
    /// The touch turned out not to be this gesture.
    case failed

    /// UIKit's alias for a discrete gesture's success.
    public static let recognized = GestureRecognizerState.ended
}

/// The common part of recognizers (`UIGestureRecognizer`): state machine, view, actions,
/// and the touch samples the window feeds it. Attach with `view.addGestureRecognizer`.
///
/// A recognizer sees only touches that began on its view or one of its subviews (the
/// window hit-tests each touch and offers it to the recognizers on the hit view and its
/// ancestors). Actions receive the recognizer as an argument so they need not capture it;
/// the recognizer holds its view weakly, so neither keeps the other alive in a cycle.
@MainActor
open class GestureRecognizer {
    /// Current state; `possible` between touches (reset right after an end, a cancel or a
    /// failure). A subclass sets it from its touch methods (UIKit's
    /// `UIGestureRecognizerSubclass`), then calls `sendActions()`.
    public var state: GestureRecognizerState = .possible {
        didSet { if state != oldValue { stateHistory.append(state) } }
    }
    /// Every state entered since the recognizer was attached, in order (for tests and traces).
    public internal(set) var stateHistory: [GestureRecognizerState] = []
    /// The view it is attached to, not retained.
    public internal(set) weak var view: View?
    /// False makes the recognizer ignore touches.
    public var isEnabled = true
    /// Decides whether the recognizer may begin (UIKit's `gestureRecognizerShouldBegin`).
    public var shouldBegin: ((GestureRecognizer) -> Bool)?
    /// Lets this recognizer keep going when `other` takes the same touch (UIKit's
    /// `shouldRecognizeSimultaneouslyWith`); by default the first to recognize wins.
    public var shouldRecognizeSimultaneously: ((GestureRecognizer, GestureRecognizer) -> Bool)?
    var actions: [(GestureRecognizer) -> Void] = []

    /// Touch samples of the current touch: window point and clock time.
    var samples: [(point: Point, time: Double)] = []
    /// When the current touch lifted (nil while it is down): the end of the velocity window.
    var liftTime: Double?

    /// A recognizer with no actions yet; subclasses call it.
    public init() {}

    /// Adds an action, called on every state change it reports (began, changed, ended,
    /// cancelled for continuous gestures; ended for discrete ones).
    public func addTarget(_ action: @escaping (GestureRecognizer) -> Void) {
        actions.append(action)
    }

    /// The current touch location in `view`'s coordinates (window coordinates when nil).
    public func location(in view: View?) -> Point {
        let p = samples.last?.point ?? .zero
        return view?.convert(p, from: nil) ?? p
    }

    /// Calls every action with the recognizer; a subclass calls it after changing `state`.
    public func sendActions() {
        for a in actions { a(self) }
    }

    /// Whether a recognizer of this kind can look at a touch starting at a window point.
    func accepts(windowPoint: Point, windowSize: Size) -> Bool { true }

    // Overridden by concrete recognizers; the window calls them.
    /// A touch went down at a window point; the base keeps it for `location(in:)`. Call super.
    open func touchBegan(at point: Point, time: Double) {
        samples = [(point, time)]
        liftTime = nil
    }
    /// The touch moved; the base keeps the sample. Call super.
    open func touchMoved(to point: Point, time: Double) {
        samples.append((point, time))
    }
    /// The touch lifted; the base keeps the sample. Call super.
    open func touchEnded(at point: Point, time: Double) {
        samples.append((point, time))
        liftTime = time
    }
    /// The touch was taken away (another recognizer won, the view left the window): a
    /// begun gesture is cancelled, a possible one fails. Call super.
    open func touchCancelled() {
        switch state {
        case .began, .changed:
            state = .cancelled
            sendActions()
        case .possible:
            state = .failed
        default: break
        }
    }
    /// Makes the recognizer ready for the next touch (UIKit's `reset()`): the window calls
    /// it right after `.ended`, `.cancelled` or `.failed` has been delivered, so between
    /// touches a recognizer reads `.possible`. The last touch's samples stay readable.
    /// Subclasses call super.
    open func reset() {
        state = .possible
    }

    /// True in the states after which UIKit resets a recognizer.
    var isFinished: Bool { state == .ended || state == .cancelled || state == .failed }

    /// True once this recognizer has claimed the touch (began, or recognized).
    var hasClaimedTouch: Bool { state == .began || state == .changed || state == .ended }
}

extension View {
    /// Attaches `recognizer` (retained by the view; detached from any other view first).
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.view = self
        gestureRecognizers.append(recognizer)
    }

    /// Detaches `recognizer`.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        gestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }
}
