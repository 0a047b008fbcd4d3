import Engine

extension TransitionContext {
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

    /// Runs the rest of an interactive transition to its end (it is no longer interactive
    /// from then on): (1 - p) x duration /
    /// `completionSpeed` along `completionCurve`, or, with a release `velocity` in
    /// progress per second, a spring that starts at that velocity and never outruns it
    /// (`SpringTimingParameters(releaseVelocity:dampingRatio:settlingDuration:)`). The
    /// motion starts from the frame that last showed the held progress, so the frame of
    /// the release already moves.
    public func finishInteractiveTransition(velocity: Double? = nil) {
        guard !isCompleted, phase == .interactive else { return }
        run(towardsStart: false, velocity: velocity)
        setInteractive(false)
    }

    /// Runs an interactive transition back to its start (no longer interactive from then
    /// on): p x duration / `completionSpeed`
    /// along `completionCurve` (or a spring from the release `velocity`, progress per
    /// second, positive towards the end). The transition is marked cancelled at once.
    public func cancelInteractiveTransition(velocity: Double? = nil) {
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
        let timing: any TimingParameters
        if let v = velocity, v != 0 {
            // A spring that leaves at the finger's speed, in fractions of the rest per
            // second, and takes its own time: one squeezed into the remaining share of the
            // duration would first race ahead of the finger when little is left.
            let normalized = (towardsStart ? -v : v) / max(share, 0.001)
            timing = SpringTimingParameters(releaseVelocity: normalized, dampingRatio: completionDampingRatio,
                                            settlingDuration: max(transitionDuration / speed, 0.05))
        } else {
            timing = CubicTimingParameters(curve: completionCurve, duration: remaining)
        }
        phase = towardsStart ? .cancelling : .finishing
        phaseStartProgress = p
        phaseElapsed = 0
        phaseDuration = timing.duration(initialVelocity: timing.startVelocity)
        if let pa = interruptible {
            pa.isReversed = towardsStart
            pa.continueAnimation(withTimingParameters: timing, durationFactor: 1 / speed)
        }
        if towardsStart {
            timeline?.cancel(timing: timing, speed: speed)
        } else {
            timeline?.finish(timing: timing, speed: speed)
        }
    }
}
