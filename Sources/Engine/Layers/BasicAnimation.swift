/// `CABasicAnimation`: an explicit animation of one layer property named by its key path,
/// from `fromValue` to `toValue`, added to a layer with `add(_:forKey:)`.
///
/// As in Core Animation it changes only what is drawn (the presentation layer), never the
/// model: set the model property to the end value too, or keep the end on screen with
/// `isRemovedOnCompletion = false` and `fillMode = .forwards`. A nil `fromValue` starts from
/// the value drawn when it is added, a nil `toValue` ends at the model value. The key paths
/// a shape layer animates are `path`, `strokeStart`, `strokeEnd`, `lineWidth`, `fillColor`
/// and `strokeColor`; others are accepted and draw nothing different.
@preconcurrency @MainActor
open class BasicAnimation: LayerAnimation {
    /// The animated property's name (`"path"`, `"strokeEnd"`, or a key a layer subclass
    /// declares for itself).
    public var keyPath: String?
    /// The start value (a `Path`, a number or a `Color`), or nil for the value on screen.
    public var fromValue: Any?
    /// The end value, or nil for the model value.
    public var toValue: Any?
    /// A change to make (`byValue`): with `fromValue` alone it ends at from + by, with
    /// `toValue` alone it starts at to - by, with neither it runs from the value on screen to
    /// that plus by, as Core Animation's rules for the three values say. Numbers, points,
    /// sizes, rectangles and colours add part by part; transforms by concatenation.
    public var byValue: Any?
    /// True adds the animated value to the one below (the model, or earlier animations of
    /// the key) instead of replacing it (`isAdditive`), by the same addition as `byValue`.
    /// With `byValue` alone the animated value runs from nothing (zero, the identity) to the
    /// change, so the change lands on the value below once.
    public var isAdditive = false
    /// True makes each repeat start where the one before ended (`isCumulative`): pass `k`
    /// (from 0) draws its value plus `k` times the change from start to end, so a turn of
    /// 2 pi repeated spins on. An autoreversing pass ends where it began and adds nothing.
    public var isCumulative = false

    /// An animation of the property named `keyPath` (`CABasicAnimation(keyPath:)`).
    public init(keyPath: String?) {
        self.keyPath = keyPath
    }

    /// An animation of no property yet.
    public convenience override init() {
        self.init(keyPath: nil)
    }

    /// A copy: a layer keeps a copy of what was added, so later changes to this one do not
    /// reach the running animation, as `add(_:forKey:)` copies in Core Animation.
    open override func copy() -> BasicAnimation {
        copyingValues(into: BasicAnimation(keyPath: keyPath))
    }

    /// `other` (a fresh animation of this one's kind) with this one's key path, values and
    /// timing: the part of `copy()` every subclass shares, which then adds its own settings.
    func copyingValues<Copy: BasicAnimation>(into other: Copy) -> Copy {
        other.keyPath = keyPath
        other.fromValue = fromValue
        other.toValue = toValue
        other.byValue = byValue
        other.isAdditive = isAdditive
        other.isCumulative = isCumulative
        other.copyTiming(from: self)
        return other
    }

    /// The value drawn `elapsed` seconds after the start: from `fromValue` (else the value
    /// on screen when added, `start`, else the value below, `current`) to `toValue` (else
    /// the model value) at the timed fraction; nil draws what is below unchanged.
    func value(atElapsed elapsed: Double, start: Any?, current: Any?, model: Any?) -> Any? {
        let (from, to) = endpoints(start: start, current: current, model: model)
        guard let from, let to else { return nil }
        var f = fraction(atElapsed: elapsed)
        // Linear kinds extrapolate exactly, and matrices continue their blend by parts: the
        // value `k` passes on is the pass's value plus `k` whole changes.
        if isCumulative && !autoreverses { f += Double(passIndex(atElapsed: elapsed)) }
        return LayerValue.interpolate(from, to, fraction: f)
    }

    /// Where the animation runs from and to, by the table of Core Animation's
    /// `CABasicAnimation` ("Setting Interpolation Values"): from and to as given; from and
    /// from + by; to - by and to; from and the value below (the model); the value on screen
    /// and to; the value on screen and that plus by; with none, the value on screen and the
    /// model value. Values that do not add (`LayerValue.add`) leave `byValue` unused.
    private func endpoints(start: Any?, current: Any?, model: Any?) -> (from: Any?, to: Any?) {
        if let by = byValue {
            switch (fromValue, toValue) {
            case (let from?, nil):
                if let to = LayerValue.add(from, by) { return (from, to) }
            case (nil, let to?):
                if let from = LayerValue.subtract(to, by) { return (from, to) }
            case (nil, nil):
                // Additive, the change itself is animated (from zero of its kind to by) and
                // added to what is below; otherwise from what is shown to that plus by.
                if isAdditive, let zero = LayerValue.subtract(by, by) { return (zero, by) }
                if let shown = start ?? current, let to = LayerValue.add(shown, by) { return (shown, to) }
            default:
                break
            }
        }
        return (fromValue ?? start ?? current, toValue ?? model)
    }

    /// `CAAction.run(forKey:object:arguments:)`: adds the animation to `anObject` (a layer)
    /// under `event`, as Core Animation runs an animation returned by `action(forKey:)`.
    public override func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? ViewLayer)?.add(self, forKey: event)
    }
}

/// `CAMediaTimingFunction`: a cubic Bezier pacing curve, by name or control points.
public struct MediaTimingFunction: Hashable, Sendable {
    /// The curve.
    public var bezier: CubicBezier

    /// `CAMediaTimingFunctionName`.
    public enum Name: Hashable, Sendable {
        /// Even pace.
        case linear
        /// Slow start: (0.42, 0, 1, 1).
        case easeIn
        /// Slow end: (0, 0, 0.58, 1).
        case easeOut
        /// Slow start and end: (0.42, 0, 0.58, 1).
        case easeInEaseOut
        /// Core Animation's default curve: (0.25, 0.1, 0.25, 1).
        case `default`
    }

    /// The named curve (`CAMediaTimingFunction(name:)`).
    public init(name: Name) {
        switch name {
        case .linear: bezier = TimingCurve.linear.bezier
        case .easeIn: bezier = TimingCurve.easeIn.bezier
        case .easeOut: bezier = TimingCurve.easeOut.bezier
        case .easeInEaseOut: bezier = TimingCurve.easeInOut.bezier
        case .default: bezier = CubicBezier(0.25, 0.1, 0.25, 1)
        }
    }

    /// The curve `bezier` as a timing function.
    init(bezier: CubicBezier) {
        self.bezier = bezier
    }

    /// A curve through (0, 0), the two control points and (1, 1).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        bezier = CubicBezier(Double(c1x), Double(c1y), Double(c2x), Double(c2y))
    }
}

/// `CAMediaTimingFillMode`: what an ended animation still on its layer shows.
public enum MediaTimingFillMode: Hashable, Sendable {
    /// The model value (the default).
    case removed
    /// The end value.
    case forwards
    /// The start value before the start (there is no wait before it here) and the end value after.
    case backwards
    /// Both of the above.
    case both
}

/// An animation on a layer: its copy and when it started on the window's clock.
@MainActor
final class RunningAnimation {
    let animation: BasicAnimation
    /// Clock time of the start, or nil until a clock was reachable.
    var beginTime: Double?
    /// True once the delegate heard `animationDidStart`.
    var didStart = false
    /// True once the delegate heard `animationDidStop`.
    var didStop = false {
        didSet {
            guard didStop else { return }
            let completions = transactionCompletions
            transactionCompletions = []
            for completion in completions { completion.release() }
        }
    }
    /// The completion blocks of the layer transactions open when it was added, which wait
    /// for it to stop.
    var transactionCompletions: [TransactionCompletion] = []
    /// The value on screen when it was added, for a nil `fromValue`.
    let startValue: Any?

    /// Seconds after the clock time it is first seen at that the animation starts, when it
    /// was added away from a clock (a group's child's offset).
    let offset: Double

    init(animation: BasicAnimation, beginTime: Double?, startValue: Any?, offset: Double = 0) {
        self.animation = animation
        self.beginTime = beginTime
        self.offset = offset
        self.startValue = startValue
    }

    /// Starts the clock of an animation added away from one: at `now`, after its offset.
    func takeBeginTime(_ now: Double) {
        if beginTime == nil { beginTime = now + offset }
    }

    /// True once the animation ran its whole active duration at clock time `now`.
    func hasEnded(at now: Double) -> Bool {
        guard let beginTime else { return false }
        return now - beginTime >= animation.activeDuration
    }
}
