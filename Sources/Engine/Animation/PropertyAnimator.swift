/// An interruptible group of animations with one timeline (`UIViewPropertyAnimator`):
/// start, pause, scrub (`fractionComplete`), reverse, and continue with new timing, for
/// interactive transitions.
///
/// Animations are captured from `addAnimations` closures exactly as `View.animate` does.
/// Scrubbing restores the original motion and holds it at the fraction (on a straight
/// line when `scrubsLinearly`, UIKit's default, else along the timing).
/// `continueAnimation(withTimingParameters:durationFactor:)` sends every animation from
/// where it is to its end (or its start when reversed) in `durationFactor` times the
/// duration (0: the remaining share of it); a spring's `initialVelocity` there is in
/// fractions of the remaining distance per second, so a release velocity v points/s over
/// a remaining distance d is v / d.
/// Completions run once with the position reached; ending at the start puts the model
/// values back to the start, as UIKit does. The window's animator retains the animator
/// while it is active.
@preconcurrency @MainActor
public final class PropertyAnimator {
    /// UIKit's `UIViewAnimatingState`.
    public enum State: Hashable, Sendable { case inactive, active, stopped }
    /// Where the animations ended (`UIViewAnimatingPosition`).
    public enum Position: Hashable, Sendable { case end, start, current }

    /// The full duration of the motion, seconds.
    public let duration: Double
    /// The motion used by `startAnimation`.
    public let timingParameters: any TimingParameters
    /// inactive (not started or done), active (running or paused), stopped (awaiting `finishAnimation`).
    public private(set) var state: State = .inactive
    /// True while the animations advance with the clock (or wait out the delay of
    /// `startAnimation(afterDelay:)`); false while paused, stopped or inactive, and once
    /// an animator that `pausesOnCompletion` has reached the end and holds there.
    public private(set) var isRunning = false
    /// Setting `fractionComplete` moves every animation along a straight line between its
    /// start and end values (true, UIKit's default), or along the animator's timing curve
    /// (false), so a scrub at 0.5 of an ease-in-out motion shows its middle either way but
    /// a scrub at 0.25 shows 25 % of the distance only when linear.
    public var scrubsLinearly = true
    /// True keeps the animator active when its animations reach the end (or the start,
    /// when reversed): they hold there, paused, `isRunning` turns false, and no completion
    /// runs, so the animator can be reversed and started again. False (the default) ends
    /// the animator there and runs its completions.
    public var pausesOnCompletion = false {
        didSet { for a in animations { a.holdsAtEnd = pausesOnCompletion } }
    }
    /// Whether the views this animator moves take touches while they move (true, as
    /// UIKit's default). False makes hit-testing pass over them while its animations run,
    /// as a block animation without `.allowUserInteraction` does. Set it before the
    /// animator is active: UIKit raises for a set on an active animator; here the set is
    /// reported (`engine.misuse`) and the value stays.
    public var isUserInteractionEnabled = true {
        didSet {
            if state == .active {
                isUserInteractionEnabled = oldValue
                return misuse("isUserInteractionEnabled set on an active animator")
            }
            for a in animations { a.allowsUserInteraction = isUserInteractionEnabled }
        }
    }
    /// Whether the animator can be paused, scrubbed, reversed and stopped (true, UIKit's
    /// default). False makes a started animator run to its end whatever is called: a pause,
    /// a scrub, a reversal or a stop while it is active is reported (`engine.misuse`) and
    /// ignored, as UIKit raises for them. Like `isUserInteractionEnabled`, it is set before
    /// the animator is active; a set while active is reported and the value stays.
    public var isInterruptible = true {
        didSet {
            guard state == .active else { return }
            isInterruptible = oldValue
            misuse("isInterruptible set on an active animator")
        }
    }
    /// Whether the app hit-tests the views this animator moves itself (false, UIKit's
    /// default). False: a touch finds a moving view where it is drawn now, its centre,
    /// bounds and transform as the animation shows them. True: the window hit-tests those
    /// properties at their model (final) values, and an app that wants the on-screen
    /// position overrides `hitTest(_:with:)` and reads the presentation itself. It may be
    /// changed at any time and applies to every animation the animator holds.
    public var isManualHitTestingEnabled = false {
        didSet { for a in animations { a.isManuallyHitTested = isManualHitTestingEnabled } }
    }
    /// The delay of the latest `startAnimation(afterDelay:)`, seconds (0 by default).
    public private(set) var delay = 0.0
    /// Runs towards the start. Flipping it while running turns the motion around with
    /// the value continuous; while paused it takes effect at the next start or continue.
    public var isReversed = false {
        didSet {
            guard oldValue != isReversed, state == .active else { return }
            guard isInterruptible else {
                isReversed = oldValue
                return misuse("isReversed set on an active animator that is not interruptible")
            }
            guard isRunning else { return }
            if rebased {
                pauseAnimation()
                continueAnimation(withTimingParameters: nil, durationFactor: 0)
            } else {
                for a in animations { a.isReversed = isReversed }
            }
        }
    }

    /// Closures waiting for the start, each with its delay factor.
    private var pendingAnimations: [(body: () -> Void, delayFactor: Double)] = []
    private var completions: [(Position) -> Void] = []
    private(set) var animations: [Animation] = []
    private weak var animator: Animator?
    private var group: AnimationGroup?
    /// True once a continue replaced the original segments with new ones.
    private var rebased = false
    private var segmentStart = 0.0, segmentEnd = 1.0
    /// The delay new animations start with while `startAnimation(afterDelay:)` activates.
    private var startDelay = 0.0
    /// When a paused animator started with a delay resumes (nil: no resume pending).
    private var resumeTime: Double?

    /// An animator along `timingParameters` (stretched to `duration` when it is a curve or
    /// a UIKit-form spring): the engine's timing values, or any `TimingCurveProvider`
    /// (`UIViewPropertyAnimator(duration:timingParameters:)`), read as its
    /// `timingCurveType` says.
    public init(duration: Double, timingParameters: any TimingCurveProvider, animations: (() -> Void)? = nil) {
        self.duration = max(0, duration)
        self.timingParameters = timingParameters.resolvedTimingParameters.withDuration(max(0, duration))
        if let animations { pendingAnimations.append((animations, 0)) }
    }

    /// An animator along a standard curve.
    public convenience init(duration: Double, curve: TimingCurve = .easeInOut, animations: (() -> Void)? = nil) {
        self.init(
            duration: duration, timingParameters: CubicTimingParameters(curve: curve, duration: duration),
            animations: animations)
    }

    /// An animator along a UIKit-form spring of `dampingRatio` fitted to `duration`.
    public convenience init(duration: Double, dampingRatio: Double, animations: (() -> Void)? = nil) {
        self.init(
            duration: duration,
            timingParameters: SpringTimingParameters(duration: duration, dampingRatio: dampingRatio),
            animations: animations)
    }

    /// Adds animations: run at start when inactive, or at once over the remaining time when active.
    public func addAnimations(_ body: @escaping () -> Void) {
        addAnimations(body, delayFactor: 0)
    }

    /// Adds animations that wait `delayFactor` (clamped to 0...1) of the duration (of the
    /// remaining duration when active) and then run in the rest of it, so they end with
    /// the others, as UIKit's `addAnimations(_:delayFactor:)` does.
    public func addAnimations(_ body: @escaping () -> Void, delayFactor: Double) {
        let factor = min(max(delayFactor.isFinite ? delayFactor : 0, 0), 1)
        if state == .stopped {
            misuse("addAnimations on a stopped animator: call finishAnimation(at:) first")
        } else if state == .inactive {
            pendingAnimations.append((body, factor))
        } else if state == .active {
            let p = min(max(fractionComplete, 0), 1)
            let remaining = duration * (1 - p)
            capture(
                body, timing: timingParameters.withDuration(remaining * (1 - factor)), delay: remaining * factor,
                window: (p + (1 - p) * factor)...1)
        }
    }

    /// Adds a completion, called once with the position where the animations ended.
    public func addCompletion(_ completion: @escaping (Position) -> Void) {
        completions.append(completion)
    }

    /// Starts (creating the animations) or resumes after a pause.
    public func startAnimation() {
        resumeTime = nil
        switch state {
        case .inactive:
            activate(running: true)
        case .stopped:
            misuse("startAnimation() on a stopped animator: call finishAnimation(at:) first")
        case .active where !isRunning:
            if rebased || scrubbedLinearly || animations.contains(where: { $0.isReversed != isReversed }) {
                continueAnimation(withTimingParameters: nil, durationFactor: 0)
            } else {
                for a in animations { a.start() }
                isRunning = true
            }
        default: break
        }
    }

    /// Starts after `delay` seconds (resumes, when paused): the animator is active and
    /// running from now on, and its animations stay at their start values until the delay
    /// has passed. Refused on a stopped animator.
    public func startAnimation(afterDelay delay: Double) {
        let delay = max(0, delay.isFinite ? delay : 0)
        self.delay = delay
        switch state {
        case .inactive:
            startDelay = delay
            activate(running: true)
            startDelay = 0
        case .stopped:
            misuse("startAnimation(afterDelay:) on a stopped animator: call finishAnimation(at:) first")
        case .active where !isRunning:
            guard delay > 0, let animator else { return startAnimation() }
            let resumeAt = animator.clock.now + delay
            resumeTime = resumeAt
            isRunning = true
            animator.onEveryTick { [weak self, weak animator] in
                guard let self, let animator, self.resumeTime == resumeAt else { return false }
                guard animator.clock.now >= resumeAt else { return true }
                self.isRunning = false
                self.startAnimation()
                // The resume happened at `resumeAt`, not at this tick: catch up on the rest.
                for a in self.animations where a.state == .running {
                    a.lastUpdate = resumeAt
                    a.advanceToNow()
                }
                return false
            }
        default: break
        }
    }

    /// Holds every animation where it is (activating an inactive animator first).
    public func pauseAnimation() {
        resumeTime = nil
        if state == .inactive {
            activate(running: false)
            return
        }
        guard state == .active else {
            return misuse("pauseAnimation() on a stopped animator: call finishAnimation(at:) first")
        }
        guard isInterruptible else { return misuse("pauseAnimation() on an animator that is not interruptible") }
        for a in animations { a.pause() }
        isRunning = false
    }

    private var scrubbedLinearly: Bool { animations.contains { $0.linearFraction != nil } }

    /// Overall progress 0...1 from start to end (an inactive animator reads 0). Setting it
    /// pauses the animator and moves every animation to that fraction of its original motion;
    /// one added later (a delay factor, or added while the animator ran) spans only its share
    /// of the run, so it stays at its start before that share and covers its way within it.
    public var fractionComplete: Double {
        get {
            let live = animations.filter { $0.state != .finished }
            guard let first = live.first else { return state == .inactive ? 0 : 1 }
            // An animation spanning the whole run tells the animator's progress directly.
            let a = live.first { $0.animatorWindow == 0...1 } ?? first
            let w = rebased ? 0...1 : a.animatorWindow
            let local = w.lowerBound + (w.upperBound - w.lowerBound) * a.fractionComplete
            return segmentStart + (segmentEnd - segmentStart) * local
        }
        set {
            if state == .inactive { activate(running: false) }
            guard state == .active else { return misuse("fractionComplete set on a stopped animator") }
            guard isInterruptible else {
                return misuse("fractionComplete set on an animator that is not interruptible")
            }
            pauseAnimation()
            let f = min(max(newValue, 0), 1)
            for a in animations where a.state != .finished {
                let w = a.animatorWindow
                let span = w.upperBound - w.lowerBound
                let timing = w == 0...1 ? timingParameters : timingParameters.withDuration(duration * span)
                let local = span > 0 ? min(max((f - w.lowerBound) / span, 0), 1) : (f >= w.upperBound ? 1 : 0)
                let v = timing.startVelocities(from: a.originalFrom, to: a.originalTo)
                a.beginSegment(from: a.originalFrom, to: a.originalTo, velocity: v, timing: timing)
                a.pause()
                if scrubsLinearly { a.linearFraction = local } else { a.fractionComplete = local }
            }
            rebased = false
            segmentStart = 0
            segmentEnd = 1
        }
    }

    /// Resumes from wherever the animations are, towards the end (or the start when
    /// `isReversed`), along `parameters` (the animator's own timing when nil), in
    /// `durationFactor` times `duration`: UIKit's rule, "The value of this parameter is
    /// multiplied by the original duration value to obtain the new duration". A factor of
    /// 0 (what UIKit code passes to carry on at the animator's own pace) keeps the
    /// remaining share of `duration`. A spring's initial velocity is in fractions of the
    /// remaining distance per second. A paused animator continues from the moment it was
    /// last scrubbed or shown (`Animator.continuationStart`), so the frame after a release
    /// already moves.
    public func continueAnimation(withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: Double) {
        guard state == .active else { return misuse("continueAnimation on an animator that is not active") }
        let p = fractionComplete
        let remaining = isReversed ? p : 1 - p
        let factor = durationFactor.isFinite ? max(0, durationFactor) : 0
        let total = factor > 0 ? duration * factor : duration * remaining
        let timing = (parameters?.resolvedTimingParameters ?? timingParameters).withDuration(total)
        for a in animations where a.state != .finished {
            if a.state == .running { a.pause() }
            // A held animation was last scrubbed or shown at `lastUpdate`; a running one was
            // just advanced to now. The new segment starts there (see `continuationStart`).
            let heldSince = a.lastUpdate
            let current = a.currentValue
            let target = isReversed ? a.originalFrom : a.originalTo
            // One whose share of the run has not begun waits for it, over the same share
            // of the continuation.
            let start = a.animatorWindow.lowerBound
            let wait = !isReversed && start > p && p < 1 ? (start - p) / (1 - p) : 0
            let own = wait > 0 ? timing.withDuration(total * (1 - wait)) : timing
            let velocity = own.startVelocities(from: current, to: target)
            a.beginSegment(from: current, to: target, velocity: velocity, timing: own)
            a.segmentTargetsStart = isReversed
            a.start()
            if let animator = a.animator { a.lastUpdate = animator.continuationStart(heldSince: heldSince) }
            if wait > 0 { a.setElapsed(-total * wait) }
        }
        rebased = true
        segmentStart = p
        segmentEnd = isReversed ? 0 : 1
        isRunning = true
    }

    /// Stops every animation where it is, making the current values the model values.
    /// With `withoutFinishing` true the animator becomes inactive and no completion runs;
    /// otherwise it is `stopped` until `finishAnimation(at:)`.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        guard isInterruptible else { return misuse("stopAnimation(_:) on an animator that is not interruptible") }
        group = nil
        for a in animations where a.state != .finished {
            // What is drawn: a model set directly during the run has shifted the motion.
            let value =
                a.view.flatMap { $0.animations[a.property] === a ? $0.drawnValue(of: a) : nil } ?? a.currentValue
            a.group = nil
            a.end(finished: false, atStart: false)
            a.view?.setModelVector(value, for: a.property)
        }
        isRunning = false
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { completions = [] }
    }

    /// After `stopAnimation(false)`: puts the model at the end, the start or where it is, and runs the completions.
    public func finishAnimation(at position: Position) {
        guard state == .stopped else { return misuse("finishAnimation(at:) on an animator that was not stopped") }
        for a in animations {
            switch position {
            case .end: a.view?.setModelVector(a.originalTo, for: a.property)
            case .start: a.view?.setModelVector(a.originalFrom, for: a.property)
            case .current: break
            }
        }
        finish(at: position)
    }

    // MARK: Private

    /// UIKit raises an exception for these; the playground reports and carries on.
    private func misuse(_ message: String) {
        animator?.diagnostics.report(.engineMisuse, "PropertyAnimator: " + message)
    }

    private func activate(running: Bool) {
        // A finished (or stopped without finishing) animator starts a new run afresh: the
        // last run's animations and segments are over and no longer count.
        animations = []
        rebased = false
        segmentStart = 0
        segmentEnd = 1
        state = .active
        isRunning = running
        let group = AnimationGroup { [weak self] finished in self?.animationsDidEnd(finished: finished) }
        self.group = group
        let blocks = pendingAnimations
        pendingAnimations = []
        for (body, factor) in blocks {
            let timing = factor == 0 ? timingParameters : timingParameters.withDuration(duration * (1 - factor))
            capture(body, timing: timing, delay: duration * factor, window: factor...1)
        }
        if animations.isEmpty {
            // Nothing to animate: done at once, as UIKit finishes an empty animator.
            if running { finish(at: isReversed ? .start : .end) }
            return
        }
        if isReversed && running {
            for a in animations {
                a.isReversed = true
                a.fractionComplete = 1
                a.start()
            }
        }
        animator?.propertyAnimators.append(self)
    }

    private func capture(
        _ body: () -> Void, timing: any TimingParameters, delay: Double = 0, window: ClosedRange<Double> = 0...1
    ) {
        let changes = AnimationTransaction.record(body)
        let group = self.group ?? AnimationGroup { [weak self] finished in self?.animationsDidEnd(finished: finished) }
        self.group = group
        let made = View.makeAnimations(
            changes, timing: timing, delay: startDelay + delay,
            options: isUserInteractionEnabled ? [.allowUserInteraction] : [],
            state: isRunning ? .running : .paused, group: group)
        if animator == nil { animator = made.first?.animator }
        for a in made {
            a.holdsAtEnd = pausesOnCompletion
            a.isManuallyHitTested = isManualHitTestingEnabled
            a.animatorWindow = window
        }
        animations += made
    }

    /// After each tick: an animator that pauses on completion stops running once every
    /// animation holds at its end.
    func noteTick() {
        guard pausesOnCompletion, state == .active, isRunning, resumeTime == nil else { return }
        let live = animations.filter { $0.state != .finished }
        if !live.isEmpty && live.allSatisfy({ $0.isHeldAtEnd }) { isRunning = false }
    }

    private func animationsDidEnd(finished: Bool) {
        guard state == .active else { return }
        let atStart = animations.allSatisfy { $0.isReversed != $0.segmentTargetsStart }
        finish(at: finished ? (atStart ? .start : .end) : .current)
    }

    private func finish(at position: Position) {
        resumeTime = nil
        state = .inactive
        isRunning = false
        group = nil
        let list = completions
        completions = []
        for c in list { c(position) }
    }
}
