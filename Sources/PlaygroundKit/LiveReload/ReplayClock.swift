import Engine

/// A clock that is virtual while a new build replays the input it missed, then follows
/// `CLOCK_MONOTONIC`: the replay steps it from when the demo opened up to now, so that
/// once it goes live, animations continue where the real clock says they are.
final class ReplayClock: Clock {
    private let monotonic = MonotonicClock()
    private var virtualNow: Double?

    /// Virtual at `start` (a `CLOCK_MONOTONIC` time in the past), or live when nil.
    init(start: Double?) { virtualNow = start }

    var now: Double { virtualNow ?? monotonic.now }

    /// Moves the virtual time to `time`; never backwards, and never past the real clock.
    func set(_ time: Double) {
        guard let current = virtualNow else { return }
        virtualNow = max(current, min(time, monotonic.now))
    }

    /// From now on the real clock, which is at or past every virtual time given.
    func goLive() { virtualNow = nil }
}
