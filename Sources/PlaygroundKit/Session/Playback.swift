import Engine
import Transitions

/// Slow motion, pause and scrub, applied to one engine window at a time; one instance is
/// shared by the tools that change or show it (shortcuts, timeline scrubber, HUD).
///
/// Rules: time runs at `timeScale` = 0 while paused, 0.1 in slow motion (10x slower, like
/// the simulator's slow animations), 1 otherwise. The arrows scrub only while paused and a
/// transition runs: the first press holds the transition (it becomes interactive) and each
/// press moves it by `scrubStep`; the timeline bar pauses first and then sets the progress
/// outright; resuming lets a transition the tools held run on to its end.
@MainActor
final class Playback {
    /// Ten times slower.
    static let slowMotionScale = 0.1
    /// Progress moved by one arrow press.
    static let scrubStep = 0.05

    private(set) var isSlowMotion = false
    private(set) var isPaused = false
    /// The transition the tools made interactive for scrubbing; resumed on unpause.
    private weak var heldContext: SystemTransitionContext?

    /// The clock rate the window should run at.
    var timeScale: Double { isPaused ? 0 : (isSlowMotion ? Self.slowMotionScale : 1) }

    /// A label for the HUD and the timeline: "1x", "0.1x" or "paused".
    var speedLabel: String { isPaused ? "paused" : (isSlowMotion ? "0.1x" : "1x") }

    /// Applies the rate to `window` (a new screen's window starts at the tools' state).
    func apply(to window: Window) {
        window.timeScale = timeScale
    }

    func toggleSlowMotion(in window: Window) {
        isSlowMotion.toggle()
        apply(to: window)
    }

    func togglePause(in window: Window) {
        isPaused.toggle()
        if !isPaused, let held = heldContext, !held.isComplete, held.phase == .interactive {
            held.finishInteractiveTransition()
        }
        if !isPaused { heldContext = nil }
        apply(to: window)
    }

    /// Moves the running transition by `steps` x `scrubStep`; false when there is nothing
    /// to scrub (not paused, or no transition).
    @discardableResult
    func scrub(by steps: Int, in window: Window) -> Bool {
        guard isPaused, let context = window.currentTransitionContext, !context.isComplete else { return false }
        if context.phase != .interactive {
            context.pauseInteractiveTransition()
            heldContext = context
        }
        guard context.phase == .interactive else { return false }
        context.updateInteractiveTransition(context.percentComplete + Double(steps) * Self.scrubStep)
        return true
    }

    /// Pauses (when running) and holds the running transition at `progress` (clamped to
    /// 0...1), as pressing the timeline bar does; false when no transition can be held.
    @discardableResult
    func scrub(toProgress progress: Double, in window: Window) -> Bool {
        guard let context = window.currentTransitionContext, !context.isComplete else { return false }
        if !isPaused {
            isPaused = true
            apply(to: window)
        }
        // A zero step holds the transition for scrubbing, exactly as the arrows do.
        guard scrub(by: 0, in: window) else { return false }
        context.updateInteractiveTransition(progress)
        return true
    }

    /// Forgets a held transition (its window is going away).
    func forgetHeldTransition() {
        heldContext = nil
    }
}
