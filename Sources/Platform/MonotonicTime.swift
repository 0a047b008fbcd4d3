#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `CLOCK_MONOTONIC` in seconds, the clock every timestamp the platform hands out is on
/// (the engine's live clock reads the same one, so their times subtract).
package enum MonotonicTime {
    /// Seconds since an unspecified start; never jumps with the wall clock.
    package static var now: Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
