import Geometry

/// A drag (`UIPanGestureRecognizer`): begins once the touch has moved 10 points, then
/// reports `changed` on every move and `ended` on release.
///
/// Translation is measured from where the touch went down (or from the last
/// `setTranslation`); velocity is the displacement over the 100 ms ending at the lift
/// (or the latest sample), time at rest counting as zero speed: see `velocity(in:)`.
@preconcurrency @MainActor
open class PanGestureRecognizer: GestureRecognizer {
    /// Movement needed before the pan begins, in points.
    public var minimumDistance: Double = 10
    /// The fewest fingers the pan recognizes with (`minimumNumberOfTouches`, 1 by default).
    /// A pointer is one finger, so a value above 1 keeps the pan from ever beginning.
    public var minimumNumberOfTouches = 1
    /// The most fingers the pan recognizes with (`maximumNumberOfTouches`, unlimited by
    /// default); 0 keeps the one-finger pointer from ever beginning a pan.
    public var maximumNumberOfTouches = Int.max
    /// The window point translation is measured from.
    var translationOrigin: Point = .zero
    /// The first touch sample the velocity may look back to: 0, or the sample that was the
    /// latest when `setTranslation` last reset the velocity.
    var velocityHistoryStart = 0

    /// Creates a pan recognizer calling `action` on each reported state.
    public init(action: ((PanGestureRecognizer) -> Void)? = nil) {
        super.init(typedAction: action)
    }

    /// UIKit's designated `init(target:action:)` as a subclass's own designated initializer
    /// calls it, `super.init(target: nil, action: nil)`: a recognizer with no action yet, to
    /// which the subclass adds its own. Only `nil` fits either parameter: there is no
    /// Objective-C runtime to send a selector to, and a call with a target meets the
    /// unavailable form that names the closure to write instead.
    public init(target: Never?, action: Never?) {
        super.init()
    }

    /// The drag so far in `view`'s coordinate directions (window's when nil).
    open func translation(in view: View?) -> Point {
        let current = samples.last?.point ?? translationOrigin
        return vectorInView(current - translationOrigin, view)
    }

    /// Makes the current translation in `view` equal `translation`, and resets the velocity
    /// (Apple: "Changing the translation value resets the velocity of the pan"): it reads
    /// zero until the touch moves again, and is then measured only from where the touch
    /// was at the reset.
    public func setTranslation(_ translation: Point, in view: View?) {
        let current = samples.last?.point ?? .zero
        let windowVector = windowVector(from: translation, view)
        translationOrigin = current - windowVector
        velocityHistoryStart = max(0, samples.count - 1)
    }

    /// How far back the velocity looks from the lift (or the latest sample while the
    /// touch is down), in seconds: UIKit-like 100 ms.
    public static let velocityWindow = 0.1
    /// The longest gap between touch samples that is still read as one event interval of
    /// a moving finger (a stream at 30 Hz or faster); a longer quiet spell is a finger at rest.
    public static let maximumSampleInterval = 1.0 / 30

    /// Points per second in `view`'s directions: the displacement over the
    /// `velocityWindow` that ends when the finger lifted (at `.ended`), or at the latest
    /// sample while it is down, divided by the window.
    ///
    /// Time without movement counts as zero velocity: a drag that stopped and was then
    /// held still before the lift reports ~0, as UIKit does (a finger lifted after resting
    /// has no speed to hand on). The finger's path between samples is a straight line at
    /// a steady pace, and the quiet spell before the lift counts only beyond one sample
    /// interval (no event for less than that is no evidence of a stop), so a steady drag
    /// reports its true speed. A touch shorter than the window is averaged over its life.
    open func velocity(in view: View?) -> Point {
        vectorInView(windowVelocity(), view)
    }

    /// The velocity estimate in window coordinates (see `velocity(in:)`).
    func windowVelocity() -> Point {
        // The motion before a reset of the velocity does not count.
        let samples = velocityHistoryStart > 0 ? Array(self.samples.dropFirst(velocityHistoryStart)) : self.samples
        guard let last = samples.last, samples.count >= 2 else { return .zero }
        let end = max(liftTime ?? last.time, last.time)
        let previous = samples[samples.count - 2]
        let interval = min(max(last.time - previous.time, 0), Self.maximumSampleInterval)
        // The still stretch before the lift, beyond one sample interval.
        let still = max(0, end - last.time - interval)
        let moving = Self.velocityWindow - still
        guard moving > 0 else { return .zero }
        // Where the finger was `moving` seconds before its last sample (on the straight
        // lines between samples), or where it went down when the touch is younger.
        let start = last.time - moving
        var origin = samples[0]
        if start > samples[0].time {
            for i in stride(from: samples.count - 1, to: 0, by: -1) where samples[i - 1].time <= start {
                let a = samples[i - 1]
                let b = samples[i]
                let f = b.time > a.time ? (start - a.time) / (b.time - a.time) : 1
                origin = (a.point + (b.point - a.point) * f, start)
                break
            }
        }
        // The moving part plus the still stretch: the window, or the touch's life when shorter.
        let span = last.time - origin.time + still
        guard span > 0 else { return .zero }
        return (last.point - origin.point) * (1 / span)
    }

    private func vectorInView(_ v: Point, _ view: View?) -> Point {
        guard let view else { return v }
        return view.convert(v, from: nil) - view.convert(.zero, from: nil)
    }

    private func windowVector(from v: Point, _ view: View?) -> Point {
        guard let view else { return v }
        return view.convert(v, to: nil) - view.convert(.zero, to: nil)
    }

    open override func touchBegan(at point: Point, time: Double) {
        super.touchBegan(at: point, time: time)
        translationOrigin = point
        velocityHistoryStart = 0
    }

    open override func touchMoved(to point: Point, time: Double) {
        super.touchMoved(to: point, time: time)
        // The base class asks `shouldBegin` and the delegate when it begins, and may hold the
        // recognition back while a recognizer this one requires to fail is undecided.
        reportContinuousMove {
            guard let start = samples.first?.point, point.distance(to: start) >= minimumDistance else { return false }
            guard shouldBeginPan(from: start, to: point), acceptsTouchCount(1) else {
                state = .failed
                return false
            }
            return true
        }
    }

    /// Whether a drag with `count` fingers lies within the pan's touch-count bounds.
    func acceptsTouchCount(_ count: Int) -> Bool {
        count >= minimumNumberOfTouches && count <= maximumNumberOfTouches
    }

    /// Direction rule of subclasses (edge pans need the drag to go inwards).
    func shouldBeginPan(from start: Point, to point: Point) -> Bool { true }

    open override func touchEnded(at point: Point, time: Double) {
        if point != samples.last?.point { super.touchEnded(at: point, time: time) }
        liftTime = time
        finishTouch(as: .ended)
    }
}
