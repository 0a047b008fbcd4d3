import Platform

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes trace lines to a file as frames are drawn, one line each, flushed per frame so a
/// live run's trace can be read while the window is open.
///
/// A failed write never crashes: the first failure is kept in `failure` (later lines are
/// dropped) and the run loop ends the run with it (`OutputError`: quietly for a reader that
/// closed the pipe, one line and exit 1 otherwise).
final class TraceWriter {
    private let fd: Int32
    private let ownsDescriptor: Bool
    /// Where the lines go.
    let path: String
    /// The first write that failed, if any; nothing more is written after it.
    private(set) var failure: OutputError?

    /// Opens `path` for writing, truncating a regular file; `-` means standard output.
    ///
    /// The path is opened in place (open(2)), never replaced: a symlink is followed to its
    /// target, and a pipe or device such as `/dev/stdout` receives the lines as it would
    /// from any shell redirection. A FIFO that nobody reads yet would block `open` for as
    /// long as that lasts, so it is first tried without blocking; when no reader is there,
    /// `waiting` is called (the caller prints a notice; this happens before any window
    /// opens) and the open waits for one. Throws a one-line error naming the path and the
    /// reason.
    init(path: String, waiting: (String) -> Void = { _ in }) throws {
        self.path = path
        if path == "-" {
            self.fd = STDOUT_FILENO
            self.ownsDescriptor = false
            return
        }
        var fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NONBLOCK, 0o644)
        if fd < 0 && errno == ENXIO {
            // A FIFO with no reader (O_NONBLOCK makes open fail instead of waiting).
            waiting(
                "\(PlaygroundCommand.commandName): note: waiting for a reader of the trace FIFO \(path) (e.g. cat \(path))"
            )
            repeat {
                fd = open(path, O_WRONLY | O_CLOEXEC)
            } while fd < 0 && errno == EINTR
        }
        guard fd >= 0 else {
            throw PlaygroundError("cannot write trace file \(path): \(String(cString: strerror(errno)))")
        }
        // Writes block as usual: a slow reader slows the run rather than losing lines.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        self.fd = fd
        self.ownsDescriptor = true
    }

    deinit {
        if ownsDescriptor { close(fd) }
    }

    /// Appends `line` and a newline; after a failure, nothing.
    func write(_ line: String) {
        guard failure == nil else { return }
        // Named as the GIF is: "trace to standard output" rather than "trace -".
        let what = path == "-" ? "trace to standard output" : "trace \(path)"
        do {
            try writeAll(Array((line + "\n").utf8), to: fd, naming: what)
        } catch let error as OutputError {
            failure = error
        } catch {
            failure = .failed(what: what, reason: "\(error)")
        }
    }
}

/// A failure of the app itself (a file it cannot write, a name it does not know), reported
/// as one line and exit code 2.
struct PlaygroundError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
