import Geometry

/// One running animation of one property of one view: a small state machine (idle,
/// running, paused, finished) around a pure `value(at:)`.
///
/// The animation moves `from` -> `to` along its timing, starting with `initialVelocity`
/// (points, or units, per second for each component). Its local time `elapsed` runs from
/// minus the delay to `duration`, at `speed`, backwards when `isReversed`, and is advanced
/// only by the window's animator from the clock, so a run on a virtual clock is exact.
/// It ends once: at the end (finished), at the start when reversed (finished, the model
/// goes back to the start value), or when removed or replaced (not finished).
@preconcurrency @MainActor
public final class Animation {
    /// Where an animation is in its life.
    public enum State: Hashable, Sendable {
        /// Made but not yet started (a property animator that has not started).
        case idle
        /// Advancing with the clock.
        case running
        /// Holding its current time; scrub with `fractionComplete`.
        case paused
        /// Ended; it never runs again.
        case finished
    }

    /// The animated property.
    public let property: AnimatableProperty
    /// The animated view, not retained: an animation never keeps a view alive.
    public private(set) weak var view: View?
    /// Start value of the current segment (components).
    public private(set) var from: [Double]
    /// End value of the current segment (components).
    public private(set) var to: [Double]
    /// Velocity at the start of the current segment, per component, per second.
    public private(set) var initialVelocity: [Double]
    /// The motion.
    public private(set) var timing: any TimingParameters
    /// Length of the current segment in seconds (excluding delay).
    public private(set) var duration: Double
    /// Local time in the current segment, seconds; negative during the delay.
    public private(set) var elapsed: Double
    /// Multiplies the clock's (already time-scaled) steps; 0 holds the animation still.
    public var speed: Double = 1
    /// Runs time backwards towards `from`; the value stays continuous when flipped.
    public var isReversed = false
    /// Current state.
    public private(set) var state: State
    /// The start value the animation was made with (before any retarget or rebase).
    public let originalFrom: [Double]
    /// The end value the animation was made with.
    public let originalTo: [Double]
    /// True when the current segment runs towards the original start (a property
    /// animator continued reversed), so reaching its end means ending at the start.
    var segmentTargetsStart = false
    /// When set, the value lies on the straight line from `from` to `to` at this fraction
    /// (a property animator scrubbing linearly).
    var linearFraction: Double?
    /// When set, the segment follows this curve through its neighbouring keyframes' values
    /// instead of the straight line from `from` to `to` (`animateKeyframes`' cubic modes);
    /// the timing's fraction is the progress along it. A new segment drops it.
    var spline: KeyframeSpline?
    /// The share of its property animator's run this animation spans: all of it for one
    /// made at the start, a later share for one added with a delay factor or while the
    /// animator runs. A scrub of the animator holds it at its start before that share
    /// begins, and a continuation waits for it.
    var animatorWindow: ClosedRange<Double> = 0...1
    /// False blocks hit-testing of the view while the animation runs (UIKit's default); a
    /// property animator changes it with its own `isUserInteractionEnabled`.
    public internal(set) var allowsUserInteraction: Bool
    /// True when the app hit-tests the animated view itself (its property animator's
    /// `isManualHitTestingEnabled`): hit tests then place the view by this property's model
    /// value, not by where the animation draws it. False by default.
    public internal(set) var isManuallyHitTested = false
    /// How the motion plays again (`.repeat`, `.autoreverse`); nil plays it once. With it,
    /// `elapsed` counts from the first play's start through every play.
    public internal(set) var repetition: AnimationRepetition?
    /// True makes the animation pause where its segment runs out instead of ending (a
    /// property animator that `pausesOnCompletion`).
    var holdsAtEnd = false
    /// True while a `holdsAtEnd` animation is paused where its segment ran out.
    var isHeldAtEnd: Bool {
        state == .paused && linearFraction == nil && (isReversed ? elapsed <= 1e-9 : elapsed >= duration - 1e-9)
    }

    var group: AnimationGroup?
    /// The completion blocks of the layer transactions open when the animation was made,
    /// which wait for it to end.
    var transactionCompletions: [TransactionCompletion] = []
    /// The timeline that sets this animation's time, if one captured it.
    weak var timeline: AnimationTimeline?
    /// Timeline time at which this animation's local time is 0 (its delay included).
    var timelineBase = 0.0
    weak var animator: Animator?
    /// Clock time up to which `elapsed` is accounted for.
    var lastUpdate: Double
    /// The view's animation time (its layers' timing applied) at the last advance, and the
    /// `lastUpdate` it was read at; a `lastUpdate` set since is mapped afresh.
    private var lastAnimationTime: (clock: Double, time: Double)?

    init(
        view: View, property: AnimatableProperty, from: [Double], to: [Double], initialVelocity: [Double],
        timing: any TimingParameters, delay: Double, allowsUserInteraction: Bool, state: State,
        animator: Animator
    ) {
        self.view = view
        self.property = property
        self.from = from
        self.to = to
        self.originalFrom = from
        self.originalTo = to
        self.initialVelocity = initialVelocity
        self.timing = timing
        self.duration = Animation.duration(of: timing, from: from, to: to, velocity: initialVelocity)
        self.elapsed = -max(0, delay)
        self.allowsUserInteraction = allowsUserInteraction
        self.state = state
        self.animator = animator
        self.lastUpdate = animator.clock.now
        self.lastAnimationTime = (lastUpdate, view.animationTime(atClockTime: lastUpdate))
    }

    /// The segment length for a motion with this velocity: springs settle later when thrown.
    static func duration(of timing: any TimingParameters, from: [Double], to: [Double], velocity: [Double]) -> Double {
        var v = 0.0
        for i in from.indices {
            let d = to[i] - from[i]
            let n = abs(d) > 1e-12 ? velocity[i] / d : velocity[i]
            if abs(n) > abs(v) { v = n }
        }
        return timing.duration(initialVelocity: v)
    }

    // MARK: Pure evaluation

    /// The value at local time `t` of the current segment (no state is read but the
    /// segment's constants): `from` during the delay, `to` from `duration` on.
    public func value(at t: Double) -> [Double] {
        if let f = linearFraction {
            return from.indices.map { from[$0] + (to[$0] - from[$0]) * f }
        }
        let t = repetition?.segmentTime(at: t, duration: duration).time ?? t
        if t <= 0 { return from }
        if t >= duration { return to }
        let f = timing.fraction(at: t)
        if let spline { return spline.value(at: f) }
        let f0 = timing.fractionVelocity(at: 0)
        let h = timing.velocityResponse(at: t)
        return from.indices.map { i in
            let d = to[i] - from[i]
            return from[i] + d * f + (initialVelocity[i] - d * f0) * h
        }
    }

    /// The velocity (per second of local time) at local time `t`.
    public func velocity(at t: Double) -> [Double] {
        if let repetition, linearFraction == nil, t > 0, t < repetition.totalDuration(of: duration) {
            let (time, back) = repetition.segmentTime(at: t, duration: duration)
            return velocityInPlay(at: time).map { back ? -$0 : $0 }
        }
        return velocityInPlay(at: t)
    }

    /// The velocity at local time `t` of one forward play of the segment.
    private func velocityInPlay(at t: Double) -> [Double] {
        if linearFraction != nil || t < 0 || t >= duration { return from.map { _ in 0 } }
        let fv = timing.fractionVelocity(at: t)
        if let spline { return spline.rate(at: timing.fraction(at: t)).map { $0 * fv } }
        let f0 = timing.fractionVelocity(at: 0)
        let hv = timing.velocityResponseRate(at: t)
        return from.indices.map { i in
            let d = to[i] - from[i]
            return d * fv + (initialVelocity[i] - d * f0) * hv
        }
    }

    /// The value drawn now.
    public var currentValue: [Double] { value(at: elapsed) }

    /// The model value this animation's motion ends on while nobody sets the model: its
    /// target, or, for a property animator's animation continued back to its start, the end
    /// value the model keeps until it gets there. A model that differs from it was set
    /// directly, and the view draws this animation's offset over that model.
    var modelTarget: [Double] { segmentTargetsStart ? originalTo : to }

    /// The velocity now, per second of clock time (speed and direction included).
    public var currentVelocity: [Double] {
        let s = state == .running ? speed * (isReversed ? -1 : 1) : 0
        return velocity(at: elapsed).map { $0 * s }
    }

    /// Progress through the segment, 0...1 (time fraction, or the linear scrub fraction).
    /// Setting it pauses the animation there; the value follows the timing curve.
    public var fractionComplete: Double {
        get {
            if let linearFraction { return linearFraction }
            return duration > 0 ? min(max(elapsed / duration, 0), 1) : (elapsed >= 0 ? 1 : 0)
        }
        set {
            guard state != .finished else { return }
            pause()
            linearFraction = nil
            elapsed = min(max(newValue, 0), 1) * duration
            view?.requestFrame()
        }
    }

    // MARK: Control

    /// Starts (from idle) or resumes (from paused) at the clock's current time.
    public func start() {
        guard state == .idle || state == .paused else { return }
        rebaseLinearScrub(keepVelocity: nil)
        state = .running
        lastUpdate = animator?.clock.now ?? lastUpdate
        view?.requestFrame()
    }

    /// Holds the animation at its current value.
    public func pause() {
        guard state == .running || state == .idle else { return }
        if state == .running { advanceToNow() }
        state = .paused
    }

    /// Removes the animation: the view shows its model value and the completion sees `false`.
    public func remove() {
        end(finished: false, atStart: false)
    }

    /// Sends the animation to `newTarget` from wherever it is now, keeping its current
    /// velocity (and its paused or running state): the value and the velocity stay
    /// continuous. The model value becomes `newTarget`. `timing` replaces the motion if given.
    public func retarget(to newTarget: [Double], timing newTiming: (any TimingParameters)? = nil) {
        guard state != .finished else { return }
        guard newTarget.count == to.count else {
            animator?.diagnostics.report(
                .engineMisuse, "retarget of \(property) needs \(to.count) components, got \(newTarget.count)")
            return
        }
        advanceToNow()
        let v = currentVelocity
        beginSegment(from: currentValue, to: newTarget, velocity: v, timing: newTiming ?? timing)
        view?.setModelVector(newTarget, for: property)
    }

    /// Replaces the current segment: the animation now runs `from` -> `to` with
    /// `velocity` along `timing`, at local time 0, forwards.
    func beginSegment(from: [Double], to: [Double], velocity: [Double], timing: any TimingParameters) {
        self.from = from
        self.to = to
        self.initialVelocity = velocity
        self.timing = timing
        self.duration = Animation.duration(of: timing, from: from, to: to, velocity: velocity)
        self.elapsed = 0
        self.isReversed = false
        self.linearFraction = nil
        self.spline = nil
        self.segmentTargetsStart = false
        lastUpdate = animator?.clock.now ?? lastUpdate
        view?.requestFrame()
    }

    /// Leaves a linear scrub by making the scrubbed value the start of a new segment.
    func rebaseLinearScrub(keepVelocity: [Double]?) {
        guard let f = linearFraction else { return }
        linearFraction = nil
        let now = from.indices.map { from[$0] + (to[$0] - from[$0]) * f }
        let remaining = max(0, 1 - f) * duration
        let next = timing.withDuration(remaining)
        beginSegment(from: now, to: to, velocity: keepVelocity ?? next.startVelocities(from: now, to: to), timing: next)
    }

    // MARK: Clock

    /// Accounts for clock time up to now; returns true when the segment has run out.
    @discardableResult
    func advanceToNow() -> Bool {
        guard let animator else { return false }
        let now = animator.clock.now
        // The view's layers' timing (`speed`, `timeOffset`, `beginTime`) maps the clock, as a
        // view animation is a layer animation in UIKit; with the defaults it is the clock.
        let time = view?.animationTime(atClockTime: now) ?? now
        let previous =
            lastAnimationTime.flatMap { $0.clock == lastUpdate ? $0.time : nil }
            ?? view?.animationTime(atClockTime: lastUpdate) ?? lastUpdate
        defer {
            lastUpdate = now
            lastAnimationTime = (now, time)
        }
        guard state == .running, linearFraction == nil, timeline == nil else { return false }
        let dt = (time - previous) * animator.timeScale * speed
        elapsed += isReversed ? -dt : dt
        var ranOut = false
        let end = repetition?.totalDuration(of: duration) ?? duration
        if isReversed {
            if elapsed <= 1e-9 {
                elapsed = 0
                ranOut = true
            }
        } else if elapsed >= end - 1e-9 {
            elapsed = end
            ranOut = true
        }
        if ranOut && holdsAtEnd {
            state = .paused
            return false
        }
        return ranOut
    }

    /// Sets local time directly (a timeline drives it).
    func setElapsed(_ t: Double) {
        elapsed = t
        view?.requestFrame()
    }

    /// Ends the animation once: removes it from its view, puts the model at the start
    /// when it ran back there, and reports to its group.
    func end(finished: Bool, atStart: Bool) {
        guard state != .finished else { return }
        state = .finished
        if let view {
            if view.animations[property] === self {
                view.animations[property] = nil
                // Ending at the start puts the model where the animation left the view.
                if atStart { view.setModelVector(isReversed ? from : to, for: property) }
            } else if var list = view.underlyingAnimations[property] {
                // An animation a newer one joined additively: the newer one owns the model.
                list.removeAll { $0 === self }
                view.underlyingAnimations[property] = list.isEmpty ? nil : list
            }
            view.requestFrame()
        }
        group?.animationDidEnd(finished: finished)
        group = nil
        let completions = transactionCompletions
        transactionCompletions = []
        for completion in completions { completion.release() }
    }
}

/// The animations made by one `animate` call (or one property animator) and the single
/// completion they share: it runs once, after the last of them ended, with `finished`
/// true only if none was removed or replaced.
@MainActor
final class AnimationGroup {
    private var pending = 0
    private var allFinished = true
    private var completion: ((Bool) -> Void)?

    init(completion: ((Bool) -> Void)?) { self.completion = completion }

    func add(_ animation: Animation) {
        pending += 1
        animation.group = self
    }

    func animationDidEnd(finished: Bool) {
        pending -= 1
        if !finished { allFinished = false }
        if pending == 0, let c = completion {
            completion = nil
            c(allFinished)
        }
    }

    /// Runs the completion now when no animation was ever added.
    func fireIfEmpty(finished: Bool = true) {
        if pending == 0, let c = completion {
            completion = nil
            c(finished)
        }
    }
}
