#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A live recording's unfinished file, removed when SIGTERM, SIGINT or SIGHUP ends the
/// process while it is written; one line says so, and the process then dies of that signal
/// as it would have (a shell sees 128 + the signal).
///
/// A headless run holds those signals back and takes them between frames
/// (`RecordingSignals`); the live window cannot, because it waits in `poll()` for as long as
/// nothing moves, so a held signal could wait for ever. A handler does the removal instead.
/// It may only call what is async-signal-safe (`unlink`, `write`, `signal`, `raise`), so the
/// path and the lines are C strings made when it is armed. A signal the process inherited
/// as ignored (a background job of a script), or one another handler already answers, is
/// left as it was.
package enum UnfinishedFileRemoval {
    /// The file to remove while armed; nil otherwise.
    private nonisolated(unsafe) static var armedPath: UnsafeMutablePointer<CChar>?
    /// The signals this arming took over (they were at their default action).
    private nonisolated(unsafe) static var handled: [Int32] = []
    /// Each signal's line while armed, in `RecordingSignals.stopping`'s order, in a fixed
    /// block the handler reads without allocating.
    private nonisolated(unsafe) static let lineTable: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let table = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: 3)
        table.initialize(repeating: nil, count: 3)
        return table
    }()

    /// True while a file is armed for removal.
    package static var isArmed: Bool { armedPath != nil }

    /// Until `disarm()`, a stopping signal removes `path` (the unfinished file) and writes
    /// `line(signalName)` and a newline to standard error before the process dies of it.
    /// Arming again replaces the previous file.
    package static func arm(removing path: String, line: (String) -> String) {
        held {
            release()
            armedPath = strdup(path)
            for (index, number) in RecordingSignals.stopping.enumerated() {
                lineTable[index] = strdup(line(signalName(number)) + "\n")
                guard isAtDefaultAction(number) else { continue }
                signal(number, removeAndStop)
                handled.append(number)
            }
        }
    }

    /// Gives the signals their default action back and forgets the file (it was completed,
    /// or removed by its writer).
    package static func disarm() {
        held {
            for number in handled { signal(number, SIG_DFL) }
            handled = []
            release()
        }
    }

    /// Runs `body` with the stopping signals held back on this thread, so the handler never
    /// sees the state half changed; the mask is then as it was.
    private static func held(_ body: () -> Void) {
        var stopping = sigset_t()
        var before = sigset_t()
        sigemptyset(&stopping)
        for number in RecordingSignals.stopping { sigaddset(&stopping, number) }
        pthread_sigmask(SIG_BLOCK, &stopping, &before)
        body()
        pthread_sigmask(SIG_SETMASK, &before, nil)
    }

    private static func release() {
        free(armedPath)
        armedPath = nil
        for index in 0..<3 {
            free(lineTable[index])
            lineTable[index] = nil
        }
    }

    /// True when `number` has its default action (neither ignored nor handled), read
    /// without changing it.
    private static func isAtDefaultAction(_ number: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(number, nil, &current) == 0 else { return false }
        return current.__sigaction_handler.sa_handler == nil
    }

    /// The handler: only async-signal-safe calls, no allocation, no Swift runtime locks.
    private static let removeAndStop: @convention(c) (Int32) -> Void = { number in
        let index: Int
        switch number {
        case SIGTERM: index = 0
        case SIGINT: index = 1
        default: index = 2
        }
        // A file already completed (renamed into place) is not there to remove: say nothing.
        if let path = UnfinishedFileRemoval.armedPath, unlink(path) == 0,
            let line = UnfinishedFileRemoval.lineTable[index]
        {
            var length = 0
            while line[length] != 0 { length += 1 }
            _ = write(STDERR_FILENO, line, length)
        }
        signal(number, SIG_DFL)
        raise(number)
    }
}
