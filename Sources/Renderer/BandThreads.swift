import CRenderKernels

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

    deinit {
        if let pool { rk_pool_destroy(pool) }
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
