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
///
/// Rules it keeps, as UIKit documents them: leaving `.possible` for `.began` (or `.ended`)
/// first asks `shouldBegin` and the delegate, and fails when either says no; by default two
/// recognizers do not recognize the same touch (the first to recognize makes the others
/// fail); a recognizer that requires another to fail (`require(toFail:)`) stays `.possible`
/// until that one fails, and fails when it recognizes; turning `isEnabled` off while it
/// recognizes cancels the gesture.
@preconcurrency @MainActor
open class GestureRecognizer {
    /// Values attached by UIKit code's associated-object calls; nil until the first.
    /// Unchecked: Objective-C's runtime lets any thread attach them, and UIKit code does
    /// so on the main thread, as with every other property of the object.
    nonisolated(unsafe) package var associatedObjects: AssociatedObjects?
    /// Current state; `possible` between touches (reset right after an end, a cancel or a
    /// failure). A subclass sets it from its touch methods (UIKit's
    /// `UIGestureRecognizerSubclass`), then calls `sendActions()`. Setting `.began` or
    /// `.ended` from `.possible` is a request: it becomes `.failed` when `shouldBegin` or the
    /// delegate refuses or another recognizer holds the touch exclusively, and it waits
    /// (the state reads `.possible`, actions are not sent) while a recognizer this one
    /// requires to fail is still undecided.
    open var state: GestureRecognizerState {
        get { storedState }
        set {
            if storedState == .possible, newValue == .began || newValue == .ended {
                guard admitRecognition(newValue) else { return }
            }
            if newValue != .possible { pendingState = nil }
            storedState = newValue
        }
    }
    private var storedState: GestureRecognizerState = .possible {
        didSet { if storedState != oldValue { stateHistory.append(storedState) } }
    }
    /// Every state entered since the recognizer was attached, in order (for tests and traces).
    public internal(set) var stateHistory: [GestureRecognizerState] = []
    /// The view it is attached to, not retained.
    public internal(set) weak var view: View?
    /// False makes the recognizer ignore touches. Turned off while the gesture is
    /// recognized (began or changed), the gesture is cancelled: the actions see
    /// `.cancelled` and never `.ended` for that touch; a gesture still undecided fails.
    public var isEnabled = true {
        didSet {
            guard oldValue, !isEnabled else { return }
            disableDuringTouch()
        }
    }
    /// Decides whether the recognizer may begin (UIKit's `gestureRecognizerShouldBegin`);
    /// asked with the delegate, and both must agree.
    public var shouldBegin: ((GestureRecognizer) -> Bool)?
    /// Lets this recognizer keep going when `other` takes the same touch (UIKit's
    /// `shouldRecognizeSimultaneouslyWith`); by default the first to recognize wins.
    public var shouldRecognizeSimultaneously: ((GestureRecognizer, GestureRecognizer) -> Bool)?
    /// Answers UIKit's delegate questions (not retained). Open, as UIKit's is, so a subclass
    /// may guard who becomes its delegate.
    open weak var delegate: (any GestureRecognizerDelegate)?
    /// True (the default): once the gesture is recognized, the touch is taken from the
    /// views (they see `touchesCancelled`) and from a button under it.
    public var cancelsTouchesInView = true
    /// True holds the touch's `began` back from the views (and a button) while the
    /// recognizer is undecided: it reaches them when the recognizer fails and is dropped
    /// when it recognizes. False by default.
    public var delaysTouchesBegan = false
    /// True (the default) holds the touch's `ended` back from the views while the
    /// recognizer is undecided, so a gesture recognized on the lift turns it into a
    /// `touchesCancelled`; false lets the views see the lift first.
    public var delaysTouchesEnded = true
    /// A name to tell recognizers apart by (UIKit's `name`, for debugging); nil by default,
    /// and nothing in the engine reads it.
    public var name: String?
    var actions: [GestureAction] = []

    /// Recognizers that must fail before this one may recognize (`require(toFail:)`), not retained.
    var failureRequirements: [WeakRecognizer] = []
    /// The recognition this recognizer asked for while it waited for another to fail.
    var pendingState: GestureRecognizerState?
    /// The touch this recognizer takes part in, while it does.
    weak var arena: GestureArena?

    /// Touch samples of the current touch: window point and clock time.
    var samples: [(point: Point, time: Double)] = []
    /// When the current touch lifted (nil while it is down): the end of the velocity window.
    var liftTime: Double?
    /// True from a touch-down until `reset()`: the pointer is one of the gesture's touches
    /// (`numberOfTouches`), still counted while its actions hear of the lift.
    var tracksTouch = false

    /// A recognizer with no actions yet; subclasses call it.
    public init() {}

    /// A recognizer whose first action, when there is one, is `action`, called with the
    /// recognizer as the subclass `Recognizer` that made it: the typed `init(action:)` of
    /// each concrete recognizer, as UIKit's action receives the sender as its own class.
    init<Recognizer: GestureRecognizer>(typedAction action: ((Recognizer) -> Void)?) {
        guard let action else { return }
        addTarget { action($0 as! Recognizer) }
    }

    /// Adds an action, called on every state change it reports (began, changed, ended,
    /// cancelled for continuous gestures; ended for discrete ones).
    public func addTarget(_ action: @escaping (GestureRecognizer) -> Void) {
        actions.append(GestureAction(run: action))
    }

    /// The current touch location in `view`'s coordinates (window coordinates when nil).
    open func location(in view: View?) -> Point {
        let p = samples.last?.point ?? .zero
        return view?.convert(p, from: nil) ?? p
    }

    /// Calls every action with the recognizer; a subclass calls it after changing `state`.
    /// Nothing is sent while the state is `.possible` or `.failed` (a recognition waiting
    /// for another recognizer to fail is sent when it is granted).
    public func sendActions() {
        guard state != .possible, state != .failed else { return }
        // A targeted action whose target is gone is dropped: the recognizer never kept it.
        actions.removeAll { $0.targetIsGone }
        for a in actions { a.run(self) }
    }

    /// Whether a recognizer of this kind can look at a touch starting at a window point.
    func accepts(windowPoint: Point, windowSize: Size) -> Bool { true }

    // Overridden by concrete recognizers; the window calls them.
    /// A touch went down at a window point; the base keeps it for `location(in:)`. Call super.
    open func touchBegan(at point: Point, time: Double) {
        samples = [(point, time)]
        liftTime = nil
        tracksTouch = true
    }
    /// UIKit's subclass hook (`touchesBegan(_:with:)`): the touch that went down, in the view
    /// it hit, after the recognizer took it in; a subclass reads it (its location) and calls
    /// super. Not called when the touch hit no view.
    open func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {}
    /// UIKit's subclass hook (`touchesMoved(_:with:)`): the touch moved, after the recognizer's
    /// own tracking saw the move, so a subclass that calls super reads the state that move
    /// left and may still set `.failed` (or `.began`) before the window weighs a claim.
    open func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {}
    /// UIKit's subclass hook (`touchesEnded(_:with:)`): the touch lifted, after the
    /// recognizer's own tracking saw the lift, while the recognizer is still in the touch.
    open func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {}
    /// UIKit's subclass hook (`touchesCancelled(_:with:)`): the touch was taken away (the
    /// window cancelled it, or the recognizer's view left the window) and will not move again.
    open func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {}
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
        finishTouch(as: .cancelled)
    }

    /// The touch is over for a continuous gesture: a begun one moves to `final` (`.ended`
    /// or `.cancelled`) and tells its targets; one still possible fails without a word.
    func finishTouch(as final: GestureRecognizerState) {
        switch state {
        case .began, .changed:
            state = final
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
        pendingState = nil
        state = .possible
        tracksTouch = false
    }

    /// The window points of the gesture's touches in index order (`location(ofTouch:in:)`):
    /// the pointer while it is tracked, none otherwise. Recognizers whose touches are not
    /// the pointer's latest sample (taps, two-finger gestures) override it.
    var touchWindowPoints: [Point] {
        guard tracksTouch, let last = samples.last else { return [] }
        return [last.point]
    }

    /// Until when (clock time) this recognizer, still undecided after a lift, waits for a
    /// further touch to complete its gesture; nil when a lift decides it, as it does for
    /// every recognizer but one counting taps.
    var nextTouchDeadline: Double? { nil }

    /// Whether a touch going down at a window point and time continues the gesture waiting
    /// for it (see `nextTouchDeadline`); false fails the waiting gesture.
    func continuesGesture(withTouchAt point: Point, time: Double) -> Bool { false }

    /// A class-wide failure requirement (UIKit's subclass hook): true makes this recognizer
    /// wait for `other` to fail, as `require(toFail:)` does. False by default.
    open func shouldRequireFailure(of other: GestureRecognizer) -> Bool { false }

    /// A class-wide failure requirement seen from the other side: true makes `other` wait
    /// for this recognizer to fail. False by default.
    open func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { false }

    /// True in the states after which UIKit resets a recognizer.
    var isFinished: Bool { state == .ended || state == .cancelled || state == .failed }

    /// True once this recognizer has claimed the touch (began, or recognized).
    var hasClaimedTouch: Bool { state == .began || state == .changed || state == .ended }

    /// The gate of a recognition request (see `state`): true lets it through.
    private func admitRecognition(_ requested: GestureRecognizerState) -> Bool {
        if let shouldBegin, !shouldBegin(self) {
            storedState = .failed
            return false
        }
        if let view, !view.gestureRecognizerShouldBegin(self) {
            storedState = .failed
            return false
        }
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) {
            storedState = .failed
            return false
        }
        guard let arena else { return true }
        if arena.isExcluded(self) {
            storedState = .failed
            return false
        }
        if arena.mustWait(self) {
            pendingState = requested
            return false
        }
        return true
    }

    /// Grants a recognition that waited for another recognizer to fail.
    func grantPendingRecognition() {
        guard let requested = pendingState, storedState == .possible else { return }
        pendingState = nil
        storedState = requested
        sendActions()
    }

    /// `isEnabled` turned off: cancel a recognized gesture, fail an undecided one, and
    /// leave the touch.
    private func disableDuringTouch() {
        switch state {
        case .began, .changed:
            state = .cancelled
            sendActions()
        case .possible:
            pendingState = nil
            storedState = .failed
        default: break
        }
        if let arena {
            arena.leave(self)
            reset()
        }
    }
}

/// A recognizer held weakly, for failure requirements between recognizers that neither owns.
struct WeakRecognizer {
    weak var recognizer: GestureRecognizer?
}

extension View {
    /// Attaches `recognizer` (retained by the view; detached from any other view first).
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.view = self
        attachedRecognizers.append(recognizer)
    }

    /// The recognizers attached to the view (`gestureRecognizers`), nil when there are none,
    /// as in UIKit, where the property is optional and code reads it with `if let`. Setting
    /// it detaches every attached recognizer and attaches the new ones in order.
    public var gestureRecognizers: [GestureRecognizer]? {
        get { attachedRecognizers.isEmpty ? nil : attachedRecognizers }
        set {
            for r in attachedRecognizers { removeGestureRecognizer(r) }
            for r in newValue ?? [] { addGestureRecognizer(r) }
        }
    }

    /// Detaches `recognizer`.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        attachedRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }
}
