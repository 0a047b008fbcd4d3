#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A write to the trace or standard output that failed.
///
/// Two outcomes, as a shell's own tools behave: a reader that closed the pipe (`EPIPE`,
/// as `--trace - | head -1`) only wants no more lines, so the run ends quietly with exit
/// status 0, like `yes | head -1`; any other failure (a full disk, a file that takes no
/// writes) is one line `playground-x11: error: cannot write trace FILE: REASON` and exit
/// status 1, after everything written before it.
enum OutputError: Error, CustomStringConvertible, Equatable {
    /// The reading end of the pipe is gone.
    case readerClosed
    /// The write failed; `what` names the output ("trace FILE", "standard output").
    case failed(what: String, reason: String)

    /// The one line, without the program name in front.
    var description: String {
        switch self {
        case .readerClosed: return "the reader closed the output"
        case .failed(let what, let reason): return "cannot write \(what): \(reason)"
        }
    }

    /// The exit status the program ends with.
    var exitStatus: Int32 {
        self == .readerClosed ? 0 : 1
    }
}

/// Writes every byte of `bytes` to `fd`, retrying short writes and interruptions.
/// Throws `.readerClosed` for `EPIPE` and `.failed(what:reason:)` with the system's reason
/// for anything else. SIGPIPE is ignored first, so a closed pipe arrives as `EPIPE` here
/// rather than killing the process without a word.
func writeAll(_ bytes: [UInt8], to fd: Int32, naming what: String) throws {
    signal(SIGPIPE, SIG_IGN)
    var offset = 0
    while offset < bytes.count {
        let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, bytes.count - offset) }
        if n < 0 {
            if errno == EINTR { continue }
            if errno == EPIPE { throw OutputError.readerClosed }
            throw OutputError.failed(what: what, reason: String(cString: strerror(errno)))
        }
        if n == 0 { throw OutputError.failed(what: what, reason: "nothing could be written") }
        offset += n
    }
}
