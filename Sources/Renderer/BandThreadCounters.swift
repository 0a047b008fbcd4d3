import CRenderKernels

/// What the band threads have done since they started, for `--log-frames`: two readings
/// around a frame tell a frame that waited for a band thread from one that worked.
package struct BandThreadCounters: Equatable, Sendable {
    /// Jobs run (a frame runs one per damaged rectangle it draws in bands, and one per
    /// material backdrop it blurs).
    package var jobs = 0
    /// Jobs run on the caller alone because the threads had held frames up in a row.
    package var aloneJobs = 0
    /// Jobs whose caller, with every band claimed, waited more than 0.2 ms for a thread
    /// still drawing one.
    package var waits = 0
    /// Seconds callers spent waiting so, in all.
    package var waitSeconds = 0.0
    /// Seconds the threads spent off their processors inside their bands (per job, the most
    /// of any thread): preempted by another program, or asleep on a fault or a lock. Only a
    /// wait mostly made of this sends jobs to the caller alone.
    package var lostSeconds = 0.0

    /// No jobs yet.
    package init() {}

    init(_ c: rk_pool_counters) {
        jobs = Int(c.jobs)
        aloneJobs = Int(c.solo_jobs)
        waits = Int(c.waits)
        waitSeconds = c.wait_seconds
        lostSeconds = c.lost_seconds
    }

    /// What was done between `earlier` and this reading.
    package func since(_ earlier: BandThreadCounters) -> BandThreadCounters {
        var d = BandThreadCounters()
        d.jobs = jobs - earlier.jobs
        d.aloneJobs = aloneJobs - earlier.aloneJobs
        d.waits = waits - earlier.waits
        d.waitSeconds = waitSeconds - earlier.waitSeconds
        d.lostSeconds = lostSeconds - earlier.lostSeconds
        return d
    }
}
