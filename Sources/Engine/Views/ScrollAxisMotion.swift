#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One axis of a scroll view in motion after the finger left, as a pure function of time.
///
/// A glide decays exponentially toward its rest point (`ScrollPhysics`); a glide that runs
/// past an edge of a bouncing scroll view turns, at the instant it crosses, into the
/// critically damped bounce back to that edge, keeping its velocity; content released past
/// an edge bounces back at once.
struct ScrollAxisMotion {
    /// How the axis moves.
    enum Kind {
        /// `start + distance * (1 - e^(-k t))`: a glide to `start + distance`.
        case glide(start: Double, distance: Double, k: Double)
        /// A bounce toward `edge`, starting `displacement` past it at `velocity`.
        case bounce(edge: Double, displacement: Double, velocity: Double)
    }

    /// Closer than this to its end (points), a motion is over and lands exactly there.
    static let restDistance = 0.25
    /// Slower than this (points per second), a bounce near its edge is over.
    static let restSpeed = 5.0

    var kind: Kind
    /// Clock time the current kind started.
    var startTime: Double
    /// The valid range of offsets on this axis.
    var range: ClosedRange<Double>
    /// True when a glide past an edge bounces back instead of stopping there.
    var bounces: Bool

    /// Position, velocity, and whether the motion is over, at clock time `now`. A glide
    /// crossing an edge becomes a bounce here (the state changes, hence `mutating`).
    mutating func sample(at now: Double) -> (position: Double, velocity: Double, done: Bool) {
        let t = max(0, now - startTime)
        switch kind {
        case .glide(let start, let distance, let k):
            let decay = exp(-k * t)
            let x = start + distance * (1 - decay)
            let v = distance * k * decay
            let end = start + distance
            if let edge = crossedEdge(start: start, end: end), (x - edge) * (end - edge) >= 0, x != edge || t > 0 {
                // The instant of crossing, solved from the closed form, so the bounce starts
                // where and when the glide met the edge whatever the frame times.
                let f = (edge - start) / distance
                let tc = f < 1 ? -log(1 - f) / k : t
                let vc = distance * k * exp(-k * tc)
                guard bounces else { return (edge, 0, true) }
                kind = .bounce(edge: edge, displacement: 0, velocity: vc)
                startTime += tc
                return sample(at: now)
            }
            if abs(end - x) < Self.restDistance { return (end, 0, true) }
            return (x, v, false)
        case .bounce(let edge, let d0, let v0):
            let d = ScrollPhysics.bounce(displacement: d0, velocity: v0, time: t)
            let v = ScrollPhysics.bounceVelocity(displacement: d0, velocity: v0, time: t)
            if abs(d) < Self.restDistance && abs(v) < Self.restSpeed * 10 || t > 3 { return (edge, 0, true) }
            return (edge + d, v, false)
        }
    }

    /// The edge a glide from `start` to `end` runs past, if it starts inside the range.
    private func crossedEdge(start: Double, end: Double) -> Double? {
        if end > range.upperBound + 0.001 && start <= range.upperBound { return range.upperBound }
        if end < range.lowerBound - 0.001 && start >= range.lowerBound { return range.lowerBound }
        return nil
    }
}
