import CRenderKernels

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Threads that draw the bands of one frame at the same time: the caller and `count - 1`
/// parked threads of its own, woken by a condition variable for each job.
///
/// Not Dispatch: on Linux, `DispatchQueue.concurrentPerform` after the process had been idle
/// (between frames, which is always) ran a two-band frame on the calling thread alone in 189
/// of 200 tries, so "every core" drew at the speed of one. Parked threads here start a job
/// within microseconds, and the caller works on it too.
package final class BandThreads: @unchecked Sendable {
    private let pool: OpaquePointer?
    /// Threads running a job, the caller included (fewer than asked when the system refused
    /// to start more).
    package let count: Int

    /// A pool of `threads` threads in all: the caller and `threads - 1` of its own.
    package init(threads: Int) {
        let made = threads > 1 ? rk_pool_create(Int32(min(threads, 64))) : nil
        pool = made
        count = made.map { Int(rk_pool_threads($0)) } ?? 1
    }

    /// Where the rows were cut between the threads in the frames before (see `BandBalance`).
    package private(set) var balance = BandBalance()

    /// What `holdWorkersAfterJoining(_:)` runs, kept alive while the pool may call it.
    private var joinHook: JoinHook?

    deinit {
        if let pool { rk_pool_destroy(pool) }
    }

    /// For tests: `body` runs on a worker each time it has joined a job and before it claims
    /// an index of it, the moment where a worker preempted by another program is held up;
    /// nil for none. The caller never waits for a worker held there (only for indices a
    /// worker claimed), and such a worker claims nothing of a job that has ended.
    package func holdWorkersAfterJoining(_ body: (@Sendable () -> Void)?) {
        guard let pool else { return }
        let hook = body.map(JoinHook.init)
        if let hook {
            rk_pool_set_join_hook(
                pool, { argument in Unmanaged<JoinHook>.fromOpaque(argument!).takeUnretainedValue().body() },
                Unmanaged.passUnretained(hook).toOpaque())
        } else {
            rk_pool_set_join_hook(pool, nil, nil)
        }
        joinHook = hook
    }

    /// What the threads have done since they started; read it on the thread that runs the
    /// jobs.
    package var counters: BandThreadCounters {
        pool.map { BandThreadCounters(rk_pool_read_counters($0)) } ?? BandThreadCounters()
    }

    /// Calls `body(band, index, worker)` for every band of `even` (the bands
    /// `Renderer.bands(of:threads:)` cut for `count` threads) after moving the threads' shares
    /// to where the frames before of the same rectangle took equal time, and learns from this
    /// frame's times (see `BandBalance`). The rules of `run(_:_:)` apply.
    package func run(
        bands even: [PixelRect], _ body: @Sendable (_ band: PixelRect, _ index: Int, _ worker: Int) -> Void
    ) {
        run(bands: even, balance: &balance, body)
    }

    /// `run(bands:_:)` learning in `balance` instead of the pool's own: for a caller that
    /// alternates kinds of work over the same rows whose costs lie in different places.
    package func run(
        bands even: [PixelRect], balance: inout BandBalance,
        _ body: @Sendable (_ band: PixelRect, _ index: Int, _ worker: Int) -> Void
    ) {
        let bands = balance.bands(replacing: even, threads: count)
        let times = BandTimes(count: bands.count)
        defer { times.seconds.deallocate() }
        run(bands.count) { i, w in
            let start = BandTimes.now()
            body(bands[i], i, w)
            times.seconds[i] = BandTimes.now() - start
        }
        balance.record(
            bands, seconds: Array(UnsafeBufferPointer(start: times.seconds, count: bands.count)), threads: count)
    }

    /// Calls `body(index, worker)` once for every index in `0..<jobs` and returns when all
    /// calls have returned. Each thread claims the next unclaimed index, so unequal tasks
    /// even out; `worker` (0 for the caller, below `count`) says which thread runs the call,
    /// and a thread runs one call at a time, so state kept per worker needs no lock. `body`
    /// must not touch what another index writes. One caller at a time.
    package func run(_ jobs: Int, _ body: @Sendable (_ index: Int, _ worker: Int) -> Void) {
        if jobs <= 0 { return }
        guard let pool, jobs > 1 else {
            for i in 0..<jobs { body(i, 0) }
            return
        }
        withoutActuallyEscaping(body) { escapable in
            var task = escapable
            withUnsafeMutablePointer(to: &task) { pointer in
                rk_pool_run(
                    pool, jobs,
                    { context, index, worker in
                        context!.assumingMemoryBound(to: (@Sendable (Int, Int) -> Void).self).pointee(
                            index, Int(worker))
                    }, pointer)
            }
        }
    }
}

/// A test's hook (`BandThreads.holdWorkersAfterJoining(_:)`), as the C pool holds it.
private final class JoinHook: Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}

/// One slot of seconds per band, each written only by the thread drawing that band.
private struct BandTimes: @unchecked Sendable {
    let seconds: UnsafeMutablePointer<Double>

    init(count: Int) {
        seconds = .allocate(capacity: count)
        seconds.initialize(repeating: 0, count: count)
    }

    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }
}
