import Dispatch
import Renderer
import Synchronization
import XCTest

/// The renderer's band threads (`BandThreads`): every index exactly once, per-worker state
/// never shared by two calls at a time, and a slow index never holding up the rest.
final class BandThreadsTests: XCTestCase {
    /// Counts calls per index and checks that no two calls use the same worker at once.
    final class Ledger: Sendable {
        struct State {
            var calls: [Int]
            var busy: [Bool]
            var overlaps = 0
            var badWorkers = 0
        }
        let state: Mutex<State>
        init(indices: Int, workers: Int) {
            state = Mutex(
                State(calls: Array(repeating: 0, count: indices), busy: Array(repeating: false, count: workers)))
        }
        func record(_ index: Int, _ worker: Int) {
            let ok = state.withLock { s -> Bool in
                guard s.busy.indices.contains(worker) else {
                    s.badWorkers += 1
                    return false
                }
                if s.busy[worker] { s.overlaps += 1 }
                s.busy[worker] = true
                s.calls[index] += 1
                return true
            }
            guard ok else { return }
            var x = 0
            for i in 0..<(index % 7) * 200 { x &+= i }  // unequal tasks, outside the lock
            _ = x
            state.withLock { $0.busy[worker] = false }
        }
    }

    func testEveryIndexRunsExactlyOnceOnAWorkerOfItsOwn() {
        for threads in [1, 2, 3, 8] {
            let pool = BandThreads(threads: threads)
            XCTAssertTrue((1...threads).contains(pool.count))
            for jobs in [0, 1, 2, 5, 16, 97] {
                for _ in 0..<20 {  // job after job on the same threads
                    let ledger = Ledger(indices: jobs, workers: pool.count)
                    pool.run(jobs) { i, w in ledger.record(i, w) }
                    let state = ledger.state.withLock { $0 }
                    XCTAssertEqual(state.calls, Array(repeating: 1, count: jobs), "\(threads) threads, \(jobs) jobs")
                    XCTAssertEqual(state.overlaps, 0, "a worker ran two calls at once")
                    XCTAssertEqual(state.badWorkers, 0, "a worker index out of range")
                }
            }
        }
    }

    /// Each thread starts on a share of its own; an index that blocks until every other index
    /// is done must not stop the others (its share's rest is taken over). With no taking
    /// over, this test would wait for its deadline and fail.
    func testABlockedIndexDoesNotHoldUpTheOthers() {
        for blocked in [0, 1, 3] {
            // A pool of its own each time: a job held up by its blocked index sends the next
            // jobs to the caller alone, where this one would wait for itself.
            let pool = BandThreads(threads: 2)
            guard pool.count == 2 else { return XCTFail("the system refused a second thread") }
            let done = Atomic<Int>(0)
            let timedOut = Atomic<Bool>(false)
            pool.run(4) { i, _ in
                if i == blocked {
                    let deadline = DispatchTime.now().uptimeNanoseconds + 5_000_000_000
                    while done.load(ordering: .acquiring) < 3 {
                        if DispatchTime.now().uptimeNanoseconds > deadline {
                            timedOut.store(true, ordering: .relaxed)
                            return
                        }
                    }
                } else {
                    done.add(1, ordering: .releasing)
                }
            }
            XCTAssertFalse(timedOut.load(ordering: .relaxed), "index \(blocked) blocked the rest of its share")
        }
    }

    /// What a task writes is visible to the caller when `run` returns.
    func testWritesAreVisibleWhenRunReturns() {
        let pool = BandThreads(threads: 3)
        let values = UnsafeMutablePointer<Int>.allocate(capacity: 1000)
        defer { values.deallocate() }
        let address = Int(bitPattern: values)
        for round in 0..<50 {
            pool.run(1000) { i, _ in UnsafeMutablePointer<Int>(bitPattern: address)![i] = i * round }
            XCTAssertTrue((0..<1000).allSatisfy { values[$0] == $0 * round }, "round \(round)")
        }
    }

    /// A worker held up mid-job on two jobs in a row (on a machine busy with another program,
    /// its processor taken from it) makes the caller wait for it: the next jobs then run on the
    /// caller alone, so a busy machine gets one-thread frame times rather than time-slice
    /// stalls, and after about a second of frames (60 jobs) the threads are tried again.
    func testAHeldUpWorkerSendsTheNextJobsToTheCallerAloneForAWhile() {
        let pool = BandThreads(threads: 2)
        guard pool.count == 2 else { return XCTFail("the system refused a second thread") }
        // Index 0 (the caller's) waits until a worker has taken index 1, which then takes 20 ms.
        func jobWithAWorker(slowWorker: Bool) -> Bool {
            let joined = Atomic<Bool>(false)
            pool.run(2) { i, w in
                if w != 0 {
                    joined.store(true, ordering: .releasing)
                    if slowWorker { usleep(20_000) }
                } else if i == 0 {
                    let deadline = DispatchTime.now().uptimeNanoseconds + 2_000_000_000
                    while !joined.load(ordering: .acquiring), DispatchTime.now().uptimeNanoseconds < deadline {}
                }
            }
            return joined.load(ordering: .acquiring)
        }
        XCTAssertTrue(jobWithAWorker(slowWorker: true), "a worker took part")
        // One hold-up is a one-off: the next job still has its worker, and is held up again.
        XCTAssertTrue(jobWithAWorker(slowWorker: true), "one late worker does not stop the threads")
        for job in 0..<60 {
            let workers = Mutex(Set<Int>())
            pool.run(8) { _, w in workers.withLock { _ = $0.insert(w) } }
            XCTAssertEqual(workers.withLock { $0 }, [0], "job \(job) after the hold-up: the caller alone")
        }
        XCTAssertTrue(jobWithAWorker(slowWorker: false), "the threads are tried again after the pause")
    }

    /// Jobs at a steady pace teach the workers to wake shortly before the next one; when the
    /// jobs stop, the workers must stop too: an idle renderer costs no processor time.
    func testWorkersStopSpinningWhenTheJobsStop() {
        let pool = BandThreads(threads: 2)
        guard pool.count == 2 else { return XCTFail("the system refused a second thread") }
        for _ in 0..<30 {
            pool.run(4) { _, _ in }
            usleep(3_000)
        }
        usleep(100_000)  // past every planned wake-up
        func processSeconds() -> Double {
            var t = timespec()
            clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
            return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
        }
        let before = processSeconds()
        usleep(300_000)
        let spent = processSeconds() - before
        XCTAssertLessThan(spent, 0.03, "\(spent) s of processor time while no job came for 300 ms")
        withExtendedLifetime(pool) {}
    }
}
