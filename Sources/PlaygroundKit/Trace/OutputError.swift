import Sharing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A write to the trace, a recording or standard output that failed.
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
    /// A recording (GIF, MP4) could not be completed; the line says which and why, and the
    /// file is absent (a previous one of that name untouched).
    case recording(String)
    /// A stopping signal ended the run; the line says what became of the outputs. Exit
    /// status 128 + the signal, as a shell reports a death by that signal.
    case interrupted(signal: Int32, line: String)

    /// A recording's failure: `.interrupted` for a stopping signal, `.readerClosed` for a
    /// GIF on a pipe whose reader left (as the trace's), else `.recording`.
    init(_ error: SharingError) {
        if error.readerClosed {
            self = .readerClosed
        } else if let signal = error.signal {
            self = .interrupted(signal: signal, line: error.description)
        } else {
            self = .recording(error.description)
        }
    }

    /// The one line, without the program name in front.
    var description: String {
        switch self {
        case .readerClosed: return "the reader closed the output"
        case .failed(let what, let reason): return "cannot write \(what): \(reason)"
        case .recording(let line): return line
        case .interrupted(_, let line): return line
        }
    }

    /// The exit status the program ends with.
    var exitStatus: Int32 {
        switch self {
        case .readerClosed: return 0
        case .interrupted(let signal, _): return 128 + signal
        default: return 1
        }
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

/// `text` as one line for an error or a note: newlines and control characters escaped
/// (`\n`, `\x1b`), so a path can neither split the line nor drive the terminal.
func oneLine(_ text: String) -> String { text.escapedAsOneLine }
