import Geometry

/// A drag (`UIPanGestureRecognizer`): begins once the touch has moved 10 points, then
/// reports `changed` on every move and `ended` on release.
///
/// Translation is measured from where the touch went down (or from the last
/// `setTranslation`); velocity is the average motion over the last 100 ms of samples,
/// in points per second.
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
    /// Movement needed before the pan begins, in points.
    public var minimumDistance: Double = 10
    /// The window point translation is measured from.
    var translationOrigin: Point = .zero

    /// Creates a pan recognizer calling `action` on each reported state.
    public init(action: ((PanGestureRecognizer) -> Void)? = nil) {
        super.init()
        if let action { addTarget { action($0 as! PanGestureRecognizer) } }
    }

    /// The drag so far in `view`'s coordinate directions (window's when nil).
    public func translation(in view: View?) -> Point {
        let current = samples.last?.point ?? translationOrigin
        return vectorInView(current - translationOrigin, view)
    }

    /// Makes the current translation in `view` equal `translation`.
    public func setTranslation(_ translation: Point, in view: View?) {
        let current = samples.last?.point ?? .zero
        let windowVector = windowVector(from: translation, view)
        translationOrigin = current - windowVector
    }

    /// Points per second over the last 100 ms of motion, in `view`'s directions.
    public func velocity(in view: View?) -> Point {
        guard let last = samples.last else { return .zero }
        let window = 0.1
        var first = last
        for s in samples.reversed() {
            if last.time - s.time > window { break }
            first = s
        }
        let dt = last.time - first.time
        guard dt > 0 else { return .zero }
        return vectorInView((last.point - first.point) * (1 / dt), view)
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
    }

    open override func touchMoved(to point: Point, time: Double) {
        super.touchMoved(to: point, time: time)
        switch state {
        case .possible:
            guard let start = samples.first?.point, point.distance(to: start) >= minimumDistance else { return }
            guard shouldBeginPan(from: start, to: point) else { state = .failed; return }
            if let shouldBegin, !shouldBegin(self) { state = .failed; return }
            state = .began
            sendActions()
        case .began, .changed:
            state = .changed
            sendActions()
        default: break
        }
    }

    /// Direction rule of subclasses (edge pans need the drag to go inwards).
    func shouldBeginPan(from start: Point, to point: Point) -> Bool { true }

    open override func touchEnded(at point: Point, time: Double) {
        if point != samples.last?.point { super.touchEnded(at: point, time: time) }
        switch state {
        case .began, .changed:
            state = .ended
            sendActions()
        case .possible:
            state = .failed
        default: break
        }
    }
}
