extension Animation {
    /// How long the animation waited before its motion started, seconds: the delay it
    /// was made with, read before it first ran (local time starts at minus the delay).
    public var remainingDelay: Double { max(0, -elapsed) }

    /// Sends the animation from wherever it is now to its original end (or its original
    /// start when `towardsStart`), along `timing`, and runs it.
    ///
    /// The velocity at the start of the new motion is `timing.initialVelocity` fractions
    /// of the remaining distance per second, so a spring continuation can begin at the
    /// speed of a released finger. Reaching the start puts the model back to the
    /// original start value, as a cancelled interactive transition needs.
    public func continueMotion(towardsStart: Bool, timing: any TimingParameters) {
        guard state != .finished else { return }
        if state == .running { pause() }
        let current = currentValue
        let target = towardsStart ? originalFrom : originalTo
        let velocity = current.indices.map { timing.initialVelocity * (target[$0] - current[$0]) }
        beginSegment(from: current, to: target, velocity: velocity, timing: timing)
        segmentTargetsStart = towardsStart
        start()
    }
}

extension Animation {
    /// Puts the animation back on a motion from its original start to its original end
    /// along `timing` with `initialVelocity` (per component, per second), paused at local
    /// time `t` (clamped to the motion). Scrubbing an interactive transition uses it, so
    /// scrubbing after a pause mid-finish still follows the motion the animator made.
    public func hold(onMotion timing: any TimingParameters, initialVelocity: [Double], atTime t: Double) {
        guard state != .finished else { return }
        if state == .running || state == .idle { pause() }
        if from != originalFrom || to != originalTo || self.timing.duration != timing.duration
            || self.initialVelocity != initialVelocity || segmentTargetsStart || linearFraction != nil {
            beginSegment(from: originalFrom, to: originalTo, velocity: initialVelocity, timing: timing)
        }
        fractionComplete = duration > 0 ? t / duration : (t >= 0 ? 1 : 0)
    }
}
