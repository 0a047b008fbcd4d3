// Linux's `getrusage` (its `RUSAGE_SELF` is an enum there, and `ru_maxrss` is in KiB).
#if canImport(Glibc)
    import Glibc
#endif

/// What the process has used so far by the kernel's count (`getrusage`): CPU time on every
/// thread, page faults and the resident-memory high-water mark. Two readings around a frame tell a slow frame that was ours
/// (work, first-touch page faults) from one the machine took from us (a frame long on the
/// wall clock but short in CPU time, with no faults, was waiting for a processor).
struct ProcessUsage {
    /// User and system CPU seconds, all threads together.
    var cpuSeconds: Double
    /// Page faults served without reading a file or swap (first touch of fresh memory).
    var minorFaults: Int
    /// Page faults that had to read from a file or swap.
    var majorFaults: Int
    /// Times a thread of the process was taken off its processor while it could still run
    /// (another program's turn): a frame long on the wall clock with these was waiting, not
    /// working.
    var preemptions: Int = 0
    /// The most memory the process has held resident so far, in KiB (a high-water mark, so
    /// `since(_:)` keeps the later reading's).
    var peakResidentKilobytes: Int = 0

    /// The process's usage now (zeros when the kernel refuses to say).
    static var now: ProcessUsage {
        var u = rusage()
        guard getrusage(RUSAGE_SELF.rawValue, &u) == 0 else {
            return ProcessUsage(cpuSeconds: 0, minorFaults: 0, majorFaults: 0)
        }
        let user = Double(u.ru_utime.tv_sec) + Double(u.ru_utime.tv_usec) / 1e6
        let system = Double(u.ru_stime.tv_sec) + Double(u.ru_stime.tv_usec) / 1e6
        return ProcessUsage(
            cpuSeconds: user + system, minorFaults: Int(u.ru_minflt), majorFaults: Int(u.ru_majflt),
            preemptions: Int(u.ru_nivcsw), peakResidentKilobytes: Int(u.ru_maxrss))  // KiB on Linux
    }

    /// What was used between `earlier` and this reading.
    func since(_ earlier: ProcessUsage) -> ProcessUsage {
        ProcessUsage(
            cpuSeconds: cpuSeconds - earlier.cpuSeconds, minorFaults: minorFaults - earlier.minorFaults,
            majorFaults: majorFaults - earlier.majorFaults, preemptions: preemptions - earlier.preemptions,
            peakResidentKilobytes: peakResidentKilobytes)
    }
}
