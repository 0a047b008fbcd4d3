#if canImport(Glibc)
    import Glibc
#endif

/// The process's main run loop and main dispatch queue, serviced by the live frame loop as
/// the main run loop services them on a device: a `Timer` scheduled on the main run loop
/// fires, and work sent to `DispatchQueue.main` (`async`, `asyncAfter`, main-actor tasks) runs.
///
/// Rule: servicing never waits. The loop sleeps in the backend's `poll()`, which also ends
/// when the main queue's wake-up descriptor becomes readable (work arrived, from any thread)
/// and no later than the next timer's fire date (`idleTimeout(capping:)`), so an idle window
/// still costs no CPU and a due timer fires on time.
///
/// Reached without importing Foundation: the kit keeps full Foundation (and its ICU data)
/// out of its process, so Foundation's run loop is driven through CoreFoundation's C
/// functions, looked up in the process's global scope, when the process has loaded Foundation
/// anyway (a user's code that schedules a `Timer` has), and skipped when it has not (then no
/// such timer can exist). The main queue is libdispatch's, linked into every Swift program
/// (statically into `playground-x11`), and is drained through the two entry points
/// CoreFoundation's own run loop uses for it. On Linux CoreFoundation keeps its run loop's
/// wake-up port private, so a timer another thread adds to the main run loop is seen at the
/// loop's next wake; work for the main thread from another thread goes through
/// `DispatchQueue.main`, whose descriptor does wake it.
struct MainRunLoop {
    private typealias RunInMode = @convention(c) (UnsafeRawPointer?, Double, UInt8) -> Int32
    private typealias GetMain = @convention(c) () -> UnsafeRawPointer?
    private typealias NextFireDate = @convention(c) (UnsafeRawPointer?, UnsafeRawPointer?) -> Double
    private typealias CurrentTime = @convention(c) () -> Double

    /// CoreFoundation's main run loop in its default mode (where `Timer.scheduledTimer`
    /// puts timers).
    private struct FoundationLoop {
        let runInMode: RunInMode
        let runLoop: UnsafeRawPointer?
        let defaultMode: UnsafeRawPointer?
        let nextFireDate: NextFireDate
        let currentTime: CurrentTime

        /// Seconds until the next timer fires (negative when overdue); nil with no timer.
        var secondsUntilNextTimer: Double? {
            let date = nextFireDate(runLoop, defaultMode)
            return date == 0 ? nil : date - currentTime()
        }
    }

    /// `kCFRunLoopRunHandledSource`: the pass ran a source or the main queue.
    private static let handledSource: Int32 = 4
    /// The shortest idle wait while a timer is due: CoreFoundation may see its fire date a
    /// moment after this clock does, and the loop waits for that rather than spin on it.
    private static let overdueWait = 0.001

    /// libdispatch's main-queue eventfd, written to when work arrives; nil off the main thread.
    private let queue: Int32?
    private let foundation: FoundationLoop?

    /// Finds the main queue and, when the process has loaded it, Foundation's run loop.
    /// Off the main thread (the main queue belongs to it) there is nothing to service.
    init() {
        guard MainThread.isCurrent else {
            queue = nil
            foundation = nil
            return
        }
        #if os(Linux)
            let descriptor = dispatchMainQueueHandle()
            queue = descriptor >= 0 ? descriptor : nil
        #else
            queue = nil
        #endif
        foundation = dlopen(nil, RTLD_NOW).flatMap { process -> FoundationLoop? in
            guard let run: RunInMode = Self.function(process, "CFRunLoopRunInMode"),
                let main: GetMain = Self.function(process, "CFRunLoopGetMain"),
                let next: NextFireDate = Self.function(process, "CFRunLoopGetNextTimerFireDate"),
                let now: CurrentTime = Self.function(process, "CFAbsoluteTimeGetCurrent"),
                let mode = dlsym(process, "kCFRunLoopDefaultMode")
            else { return nil }
            return FoundationLoop(
                runInMode: run, runLoop: main(), defaultMode: mode.load(as: UnsafeRawPointer?.self),
                nextFireDate: next, currentTime: now)
        }
    }

    /// Readable when work waits on the main queue; a backend that waits in `poll()` also
    /// waits on it. Nil when there is no main queue to service here.
    var wakeDescriptor: Int32? { queue }

    /// `timeout` (nil: wait for input for ever) shortened to end when the next timer is due.
    func idleTimeout(capping timeout: Double?) -> Double? {
        guard let wait = foundation?.secondsUntilNextTimer else { return timeout }
        let capped = max(wait, Self.overdueWait)
        return timeout.map { min($0, capped) } ?? capped
    }

    /// One pass, without waiting: the main queue's work, then the run loop's due timers
    /// and sources. Returns true when anything may have run, so the caller draws a frame.
    func service() -> Bool {
        var ran = false
        if let queue {
            // Reading the eventfd acknowledges the wake-up, as CoreFoundation does before it
            // drains; a descriptor left readable would end every later `poll()` at once.
            var count: UInt64 = 0
            if read(queue, &count, MemoryLayout<UInt64>.size) == MemoryLayout<UInt64>.size {
                #if os(Linux)
                    dispatchMainQueueDrain(nil)
                #endif
                ran = true
            }
        }
        if let foundation {
            let timerDue = foundation.secondsUntilNextTimer.map { $0 <= 0 } ?? false
            let result = foundation.runInMode(foundation.defaultMode, 0, 1)
            ran = ran || timerDue || result == Self.handledSource
        }
        return ran
    }

    /// The C function `name` in `scope` as `T`, nil when nothing there exports it.
    private static func function<T>(_ scope: UnsafeMutableRawPointer, _ name: String) -> T? {
        dlsym(scope, name).map { unsafeBitCast($0, to: T.self) }
    }
}

#if os(Linux)
    /// libdispatch's descriptor for the main queue (an eventfd it writes to when work arrives),
    /// made on first use; bound at link time because `playground-x11` links libdispatch
    /// statically, where a run-time lookup finds no exported symbol.
    @_silgen_name("_dispatch_get_main_queue_handle_4CF")
    private func dispatchMainQueueHandle() -> Int32

    /// Runs the work waiting on the main queue; only on the main thread, which owns the queue.
    @_silgen_name("_dispatch_main_queue_callback_4CF")
    private func dispatchMainQueueDrain(_ unused: UnsafeMutableRawPointer?)
#endif
