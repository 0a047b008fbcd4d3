/// One sample of a 0 -> 1 motion: time, position and velocity (per second).
public struct CurveSample: Hashable, Sendable {
    /// Seconds since the start.
    public var t: Double
    /// Position, 0 at the start and 1 at the end (springs may overshoot).
    public var value: Double
    /// d value / dt, per second.
    public var velocity: Double
}

extension TimingParameters {
    /// The 0 -> 1 motion (with this timing's starting velocity) sampled every `1/fps`
    /// seconds from 0 until it has settled: the last sample is the first at or after
    /// the motion's duration, where it rests at 1. `fps` must be positive.
    public func samples(fps: Double) -> [CurveSample] {
        precondition(fps > 0 && fps.isFinite, "fps must be positive")
        let end = duration(initialVelocity: startVelocity)
        var out: [CurveSample] = []
        var i = 0
        while true {
            let t = Double(i) / fps
            let done = t >= end - 1e-9
            out.append(
                done
                    ? CurveSample(t: t, value: 1, velocity: 0)
                    : CurveSample(t: t, value: unitValue(at: t), velocity: unitVelocity(at: t)))
            if done { break }
            i += 1
        }
        return out
    }
}
