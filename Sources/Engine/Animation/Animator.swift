/// The window's clock-driven set of running animations and property animators.
///
/// It retains every running animation (a view only holds its own by property), advances
/// them all from one clock reading per tick, scaled by `timeScale`, and ends those that
/// ran out only after all have advanced, so completions see a consistent frame.
@preconcurrency @MainActor
public final class Animator {
    /// Where time comes from.
    public let clock: any Clock
    /// Global time scale: 1 is real speed, 0.1 is ten times slower (slow motion), 0 freezes.
    public var timeScale: Double = 1 {
        didSet { precondition(timeScale >= 0 && timeScale.isFinite, "time scale must be finite and >= 0") }
    }
    /// Animations not yet ended, in the order they were added.
    public private(set) var animations: [Animation] = []
    /// Property animators that are active (started or paused, not stopped or finished).
    var propertyAnimators: [PropertyAnimator] = []
    /// Timelines driving their animations (retained while not ended).
    var timelines: [AnimationTimeline] = []
    /// Timelines capturing new animations, innermost last.
    var capturing: [AnimationTimeline] = []
    /// Completions of `animate` calls that made no animation, run at the next tick as UIKit does.
    private var deferred: [() -> Void] = []

    /// Where misuse (UIKit would raise an exception) is reported instead of crashing.
    let diagnostics: Diagnostics

    init(clock: any Clock, diagnostics: Diagnostics) {
        self.clock = clock
        self.diagnostics = diagnostics
    }

    func add(_ animation: Animation) {
        animations.append(animation)
        capturing.last?.adopt(animation)
        animation.transactionCompletions = LayerTransaction.openCompletions
        for completion in animation.transactionCompletions { completion.hold() }
    }

    func deferUntilNextTick(_ work: @escaping () -> Void) {
        deferred.append(work)
    }

    /// True while some animation runs (or waits out its delay) or work is deferred.
    public var isAnimating: Bool {
        !deferred.isEmpty || animations.contains { $0.state == .running } || timelines.contains { $0.isRunning }
    }

    /// Advances everything to the clock's time; ends finished animations; runs deferred work.
    func tick() {
        for t in timelines { t.advanceToNow() }
        timelines.removeAll { $0.hasEnded }
        let current = animations
        var ended: [Animation] = []
        for a in current {
            if a.view == nil {
                a.end(finished: false, atStart: false)
                continue
            }
            if a.advanceToNow() { ended.append(a) }
            if a.state == .running { a.view?.requestFrame() }
        }
        for a in ended where a.state != .finished {
            a.end(finished: true, atStart: a.isReversed != a.segmentTargetsStart)
        }
        animations.removeAll { $0.state == .finished }
        let work = deferred
        deferred = []
        for w in work { w() }
        for p in propertyAnimators { p.noteTick() }
        propertyAnimators.removeAll { $0.state != .active }
    }
}
