import Platform
import Sharing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes trace lines to a file as frames are drawn, one line each, flushed per frame so a
/// live run's trace can be read while the window is open.
///
/// A headless run's trace to a regular file (or a new one) is a recording like its GIF: the
/// lines go to a temporary file beside it that replaces the target only when `finish()` is
/// called after the last frame, so a full disk, an error or a signal leaves the previous
/// trace whole and no partial one. A live run's, a pipe's, a FIFO's or standard output's is
/// written in place, as it comes, since something reads it while the run goes on.
///
/// A failed write never crashes: the first failure is kept in `failure` (later lines are
/// dropped) and the run loop ends the run with it (`OutputError`: quietly for a reader that
/// closed the pipe, one line and exit 1 otherwise).
final class TraceWriter {
    private let fd: Int32
    private let ownsDescriptor: Bool
    /// The temporary file of a trace written whole; nil when written in place.
    private let file: OutputFile?
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
    /// reason. The trace is written in place; `init(whole:)` writes one whole.
    init(path: String, waiting: (String) -> Void = { _ in }) throws {
        self.path = path
        self.file = nil
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

    /// Opens a trace written whole (see the type's comment): the lines go to a temporary file
    /// beside `path`, which `finish()` puts in place. The caller decides that `path` may be
    /// replaced whole (`isWrittenWhole`), once, before it holds the stopping signals.
    init(whole path: String) throws {
        self.path = path
        let file: OutputFile
        do {
            file = try OutputFile(path: path, kind: "trace file", allowsStandardOutput: false)
        } catch let error as SharingError {
            throw PlaygroundError(error.description)
        }
        self.file = file
        fd = file.descriptor
        ownsDescriptor = false
    }

    deinit {
        if ownsDescriptor { close(fd) }
        // An unfinished whole trace is dropped with its temporary file (OutputFile's deinit).
    }

    /// True when a headless trace to `path` is written whole: `path` names a regular file
    /// (through symlinks) or nothing at all, what a whole trace may replace; never `-`,
    /// standard output, which is written as it comes.
    static func isWrittenWhole(_ path: String) -> Bool {
        if path == "-" { return false }
        var info = stat()
        if stat(path, &info) != 0 { return errno == ENOENT }
        return (info.st_mode & S_IFMT) == S_IFREG
    }

    /// Puts a whole trace in place of its target once every line is written; throws the
    /// first failed write, or the reason the file could not be put in place. In place, it
    /// only reports a failed write.
    func finish() throws {
        if let failure { throw failure }
        guard let file else { return }
        do {
            try file.commit()
        } catch let error as SharingError {
            // As a recording's: one line, exit 1, the previous trace left whole.
            throw OutputError(error)
        }
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
