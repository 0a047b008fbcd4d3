import Engine

extension SystemTransitionContext {
    /// Moves an interactive transition to `percentComplete` (clamped to 0...1): every
    /// captured animation (springs too) and the interruptible animator are held at that
    /// point of their motion.
    public func updateInteractiveTransition(_ percentComplete: Double) {
        guard !isCompleted, phase == .interactive else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
        if let pa = interruptible {
            pa.fractionComplete = self.percentComplete
        }
        timeline?.fractionComplete = self.percentComplete
    }

    /// Runs the rest of an interactive transition to its end in UIKit's remaining share
    /// (it is no longer interactive from then on),
    /// (1 - p) x duration / `completionSpeed`, along `completionCurve`. A release `velocity`
    /// (progress per second) starts that motion at the finger's speed without changing its
    /// duration (`ReleaseTiming`). The motion starts from the frame that last showed the
    /// held progress, so the frame of the release already moves.
    public func finishInteractiveTransition(velocity: Double?) {
        guard !isCompleted, phase == .interactive else { return }
        run(towardsStart: false, velocity: velocity)
        setInteractive(false)
    }

    /// Runs the rest of an interactive transition to its end at the animation's own pace
    /// (`finishInteractiveTransition(velocity:)` with no release velocity).
    public func finishInteractiveTransition() { finishInteractiveTransition(velocity: nil) }

    /// Runs an interactive transition back to its start at the animation's own pace
    /// (`cancelInteractiveTransition(velocity:)` with no release velocity).
    public func cancelInteractiveTransition() { cancelInteractiveTransition(velocity: nil) }

    /// Runs an interactive transition back to its start (no longer interactive from then
    /// on) in p x duration / `completionSpeed`
    /// along `completionCurve`, leaving at the release `velocity` (progress per second,
    /// positive towards the end) when given. The transition is marked cancelled at once.
    public func cancelInteractiveTransition(velocity: Double?) {
        guard !isCompleted, phase == .interactive else { return }
        transitionWasCancelled = true
        run(towardsStart: true, velocity: velocity)
        setInteractive(false)
    }

    /// Holds a running (or finishing, or cancelling) transition where it is and makes
    /// it interactive, so it can be scrubbed with `updateInteractiveTransition` and
    /// ended with finish or cancel.
    public func pauseInteractiveTransition() {
        guard !isCompleted, isAnimated, phase != .interactive else { return }
        timeline?.pause()
        if let pa = interruptible { pa.pauseAnimation() }
        let p = progress
        if phase == .cancelling { transitionWasCancelled = false }
        phase = .interactive
        percentComplete = p
        setInteractive(true)
    }

    private func run(towardsStart: Bool, velocity: Double?) {
        let p = percentComplete
        let share = towardsStart ? p : 1 - p
        let speed = max(completionSpeed, 0.01)
        let remaining = transitionDuration * share / speed
        // The release velocity in fractions of the rest per second, positive towards the
        // target: UIKit's duration, the finger's speed at the start (`ReleaseTiming`).
        let normalized = (towardsStart ? -(velocity ?? 0) : (velocity ?? 0)) / max(share, 0.001)
        let timing = ReleaseTiming.parameters(
            curve: completionCurve, duration: remaining, velocity: normalized,
            dampingRatio: completionDampingRatio)
        phase = towardsStart ? .cancelling : .finishing
        phaseStartProgress = p
        phaseElapsed = 0
        phaseDuration = timing.duration(initialVelocity: timing.startVelocity)
        if let pa = interruptible {
            pa.isReversed = towardsStart
            // UIKit's factor multiplies the whole duration: the rest is the animator's share of it.
            let rest = towardsStart ? pa.fractionComplete : 1 - pa.fractionComplete
            pa.continueAnimation(
                withTimingParameters: completionTimingCurve ?? timing, durationFactor: max(rest, 0) / speed)
        }
        if towardsStart {
            timeline?.cancel(timing: timing, speed: speed)
        } else {
            timeline?.finish(timing: timing, speed: speed)
        }
    }
}
