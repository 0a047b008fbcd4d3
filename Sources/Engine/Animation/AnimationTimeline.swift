/// One clock for a set of animations made with `View.animate` (or property animators),
/// as a transition's container layer is for Core Animation: pausing it holds them all,
/// setting its time scrubs them all, each at its own delay and along its own curve, and
/// finishing or cancelling moves the shared time to the end or back to 0 along any
/// timing, so a spring with an initial velocity makes the release continue at that
/// velocity (`UIPercentDrivenInteractiveTransition`'s model).
///
/// Animations join by being created inside `capture(_:)`. Reaching the end ends every
/// animation that is complete there (`finished` true); animations longer than the
/// timeline then run on by themselves. Reaching 0 while cancelling ends every animation
/// at its start (`finished` true: it ran, backwards) and puts its model value back there.
@preconcurrency @MainActor
public final class AnimationTimeline {
    /// The timeline's length: the transition duration, seconds.
    public let duration: Double
    /// Time since the timeline's start, 0...duration.
    public private(set) var time = 0.0
    /// True while the time moves with the clock.
    public var isRunning: Bool {
        if case .paused = mode { return false }
        return !hasEnded
    }
    /// True once the time reached the end (finish) or 0 (cancel) and the animations were released.
    public private(set) var hasEnded = false
    /// The animations the timeline drives.
    public private(set) var animations: [Animation] = []

    private enum Mode {
        case paused
        case running
        case driven(from: Double, to: Double, timing: any TimingParameters, start: Double)
    }
    private var mode: Mode = .running
    private weak var animator: Animator?
    private var lastUpdate: Double
    private var drivenElapsed = 0.0
    private var onEnd: ((Bool) -> Void)?

    /// A running timeline of `duration` seconds on `window`'s clock, starting at time 0.
    public init(duration: Double, window: Window) {
        self.duration = max(0, duration)
        self.animator = window.animator
        self.lastUpdate = window.clock.now
        window.animator.timelines.append(self)
    }

    /// Runs `body` (an `animateTransition`, say); every animation it creates joins the timeline.
    public func capture(_ body: () -> Void) {
        guard let animator else { return body() }
        animator.capturing.append(self)
        body()
        animator.capturing.removeAll { $0 === self }
    }

    func adopt(_ animation: Animation) {
        animation.timeline = self
        animation.timelineBase = time - animation.elapsed
        animations.append(animation)
    }

    /// Progress as a fraction of `duration`; setting it pauses the timeline there.
    public var fractionComplete: Double {
        get { duration > 0 ? time / duration : 1 }
        set {
            pause()
            setTime(min(max(newValue, 0), 1) * duration)
        }
    }

    /// Holds every animation where it is.
    public func pause() {
        guard !hasEnded else { return }
        advanceToNow()
        mode = .paused
    }

    /// Lets time run on at the clock's pace towards the end.
    public func resume() {
        guard !hasEnded else { return }
        advanceToNow()
        mode = .running
        lastUpdate = animator?.clock.now ?? lastUpdate
    }

    /// Moves the time to the end along `timing` (fitted to the remaining time divided by
    /// `speed`); `timing.initialVelocity` is in fractions of the remaining time per second.
    /// From a pause the motion starts when the held time was last set or shown
    /// (`Animator.continuationStart`), so the next frame already moves.
    /// `completion` runs once with true when the end is reached.
    public func finish(timing: any TimingParameters, speed: Double = 1, completion: ((Bool) -> Void)? = nil) {
        drive(to: duration, timing: timing, speed: speed, completion: completion)
    }

    /// Moves the time back to 0 along `timing`, as `finish` does forwards; `completion` sees false.
    public func cancel(timing: any TimingParameters, speed: Double = 1, completion: ((Bool) -> Void)? = nil) {
        drive(to: 0, timing: timing, speed: speed, completion: completion)
    }

    private func drive(to target: Double, timing: any TimingParameters, speed: Double, completion: ((Bool) -> Void)?) {
        guard !hasEnded else { return }
        // A held timeline was last set or shown at `lastUpdate` (a scrub or a tick): the
        // continuation starts there, so the frame of the release already moves.
        var heldSince: Double?
        if case .paused = mode { heldSince = lastUpdate }
        advanceToNow()
        let remaining = abs(target - time) / max(speed, 1e-9)
        mode = .driven(from: time, to: target, timing: timing.withDuration(remaining), start: 0)
        drivenElapsed = 0
        if let animator {
            lastUpdate = heldSince.map { animator.continuationStart(heldSince: $0) } ?? animator.clock.now
        }
        onEnd = completion
        if remaining == 0 { end(atEnd: target >= duration) }
    }

    /// Advances the time from the clock and applies it to every animation.
    func advanceToNow() {
        guard let animator, !hasEnded else { return }
        let now = animator.clock.now
        let dt = (now - lastUpdate) * animator.timeScale
        lastUpdate = now
        switch mode {
        case .paused:
            return
        case .running:
            setTime(min(time + dt, duration))
            endCompletedAnimations()
            if time >= duration - 1e-9 { end(atEnd: true) }
        case .driven(let from, let to, let timing, _):
            drivenElapsed += dt
            let span = timing.duration(initialVelocity: timing.startVelocity)
            if drivenElapsed >= span - 1e-9 {
                setTime(to)
                end(atEnd: to >= duration)
            } else {
                setTime(from + (to - from) * timing.unitValue(at: drivenElapsed))
                if to > from { endCompletedAnimations() }
            }
        }
    }

    private func setTime(_ t: Double) {
        time = t
        for a in animations where a.state != .finished {
            a.setElapsed(min(max(t - a.timelineBase, min(0, -a.timelineBase)), a.duration))
        }
    }

    /// While time moves forwards, an animation that reached its own end ends there, as a
    /// Core Animation animation does (it never does while paused or scrubbed).
    private func endCompletedAnimations() {
        for a in animations where a.state == .running && a.elapsed >= a.duration - 1e-9 {
            a.timeline = nil
            a.end(finished: true, atStart: false)
        }
        animations.removeAll { $0.state == .finished }
    }

    /// Ends or releases every animation, then reports.
    private func end(atEnd: Bool) {
        hasEnded = true
        mode = .paused
        for a in animations where a.state != .finished {
            a.timeline = nil
            if atEnd {
                if a.elapsed >= a.duration - 1e-9 {
                    a.end(finished: true, atStart: false)
                } else {
                    a.lastUpdate = animator?.clock.now ?? a.lastUpdate
                }
            } else {
                a.setElapsed(0)
                a.isReversed = true
                a.end(finished: true, atStart: true)
            }
        }
        animations.removeAll { $0.state == .finished }
        let c = onEnd
        onEnd = nil
        c?(atEnd)
    }
}
