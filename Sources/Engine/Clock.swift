#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The source of "now" for animations, gestures and frame pacing, in seconds.
///
/// Injected everywhere time matters, so a run on a `VirtualClock` is deterministic:
/// the same inputs at the same virtual times give the same frames.
public protocol Clock: AnyObject {
    /// Seconds since an arbitrary, fixed origin; never decreases.
    var now: Double { get }
}

/// The real monotonic clock (`CLOCK_MONOTONIC`), for the live window.
public final class MonotonicClock: Clock {
    /// Creates the clock; it reads the system clock on every call.
    public init() {}
    /// Seconds of `CLOCK_MONOTONIC`.
    public var now: Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }
}

/// A clock that moves only when told to: headless recording and tests step it by 1/fps.
public final class VirtualClock: Clock {
    /// Seconds; changes only through `advance(by:)`.
    public private(set) var now: Double

    /// Starts at `start` seconds.
    public init(start: Double = 0) { self.now = start }

    /// Moves time forward; negative steps are refused because time never runs backwards.
    public func advance(by seconds: Double) {
        precondition(seconds >= 0, "a clock never runs backwards")
        now += seconds
    }
}
