#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGTERM, SIGINT and SIGHUP while a headless recording is written: blocked, so they wait
/// (pending) instead of ending the process mid-file, and taken between frames, where the
/// run can still remove its unfinished outputs, end its encoder and exit 128 + the signal.
///
/// No handler runs: the signals stay pending in the kernel and `pending()` takes one with
/// `sigtimedwait`, so there is no process-wide flag to share with a signal handler. Waits
/// on the encoder (its pipe, its exit) look for one too, so an encoder that stops
/// responding cannot make the run deaf to them.
package enum RecordingSignals {
    /// The signals a user or a service manager stops a program with.
    package static let stopping: [Int32] = [SIGTERM, SIGINT, SIGHUP]

    private static var set: sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in stopping { sigaddset(&set, signal) }
        return set
    }

    /// Holds the stopping signals back from now on (child processes start with none held).
    package static func block() {
        var set = set
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    /// Lets them through again, as before `block()`.
    package static func unblock() {
        var set = set
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Takes a stopping signal that has arrived, nil when none has.
    package static func pending() -> Int32? {
        var set = set
        var zero = timespec(tv_sec: 0, tv_nsec: 0)
        let signal = sigtimedwait(&set, nil, &zero)
        return signal > 0 ? signal : nil
    }

    /// A file-size limit (`ulimit -f`) would kill the process with SIGXFSZ and no word;
    /// ignored, the write fails with EFBIG ("File too large") and the run says so.
    package static func ignoreFileSizeLimitSignal() {
        signal(SIGXFSZ, SIG_IGN)
    }
}
