/// `CADisplayLink`: a callback on every frame a window draws, for code that moves things
/// itself (physics, custom springs) instead of handing values to an animation.
///
/// It is driven by the window's clock, frame by frame: live, at the display's pace; on
/// the virtual clock of tests and headless recordings, once per recorded frame, so a run
/// gives the same pixels every time. In the callback, `targetTimestamp` is the time of the
/// frame being made (the clock's time now) and `timestamp` that of the frame before it
/// (or of `add(to:)` for the first call), so `duration` is one frame's step, whatever
/// `preferredFramesPerSecond` skips. While it runs (added, not paused) the window keeps drawing frames. As in
/// Core Animation, the window keeps the link, and the link its callback, until
/// `invalidate()`.
@preconcurrency @MainActor
public final class DisplayLink {
    private let action: @MainActor (DisplayLink) -> Void
    private weak var window: Window?
    /// True while a tick callback is registered with the window's animator.
    private var isRegistered = false
    /// Counts `add(to:)` calls, so a callback registered before the latest one retires.
    private var generation = 0
    private var isValid = true
    private var lastFire: Double?
    /// The time of the last frame the window made while the link was running.
    private var lastFrame: Double?

    /// The time of the frame before the one being made (seconds on the window's clock).
    public private(set) var timestamp: Double = 0
    /// The time of the frame being made, which the callback prepares.
    public private(set) var targetTimestamp: Double = 0
    /// `targetTimestamp - timestamp`: the step from one frame to the next.
    public var duration: Double { targetTimestamp - timestamp }
    /// True holds the callbacks back (the window stops drawing for it) until set false again.
    public var isPaused = false {
        didSet { if !isPaused { register() } }
    }
    /// Calls per second at most (0, the default, calls on every frame): a frame is skipped
    /// until a whole interval has passed since the last call.
    public var preferredFramesPerSecond = 0

    /// A link that calls `action` on every frame once added to a window.
    public init(action: @escaping @MainActor (DisplayLink) -> Void) {
        self.action = action
    }

    /// Starts calling back on every frame `window` draws (`add(to:forMode:)`); a link is
    /// on one window: adding it to another moves it.
    public func add(to window: Window) {
        guard isValid else { return }
        self.window = window
        timestamp = window.clock.now
        targetTimestamp = timestamp
        lastFire = nil
        lastFrame = timestamp
        generation += 1
        isRegistered = false
        register()
    }

    /// Takes the link off its window (`remove(from:forMode:)`): no more calls until it is
    /// added again; unlike `invalidate()`, it may be.
    public func remove() {
        window = nil
    }

    /// Stops the link for good and lets go of its callback's captures at the next frame.
    public func invalidate() {
        isValid = false
        window = nil
    }

    private func register() {
        guard isValid, !isRegistered, !isPaused, let animator = window?.animator else { return }
        isRegistered = true
        // Frames while paused are not steps the callback missed.
        lastFrame = window?.clock.now
        let owner = window
        let mine = generation
        animator.onEveryTick { [self] in
            guard mine == generation else { return false }
            guard isValid, !isPaused, let window, window === owner else {
                isRegistered = false
                return false
            }
            fire(at: window.clock.now)
            return true
        }
    }

    private func fire(at now: Double) {
        let previousFrame = lastFrame ?? now
        lastFrame = now
        if preferredFramesPerSecond > 0, let lastFire {
            // A hair of tolerance so a 30 per second link on a 60 per second clock keeps
            // every other frame despite rounding in the clock's sums.
            if now - lastFire < 1 / Double(preferredFramesPerSecond) - 1e-6 { return }
        }
        timestamp = previousFrame
        targetTimestamp = now
        lastFire = now
        action(self)
    }
}
