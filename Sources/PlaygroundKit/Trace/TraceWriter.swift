import Foundation
import Platform

/// Writes trace lines to a file as frames are drawn, one line each, flushed per frame so a
/// live run's trace can be read while the window is open.
final class TraceWriter {
    private let handle: FileHandle
    /// Where the lines go.
    let path: String

    /// Opens `path` for writing, truncating a regular file; `-` means standard output.
    ///
    /// The path is opened in place (open(2)), never replaced: a symlink is followed to its
    /// target, and a pipe or device such as `/dev/stdout` receives the lines as it would
    /// from any shell redirection. Throws a one-line error naming the path and the reason.
    init(path: String) throws {
        self.path = path
        if path == "-" {
            self.handle = FileHandle(fileDescriptor: STDOUT_FILENO, closeOnDealloc: false)
            return
        }
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw PlaygroundError("cannot write trace file \(path): \(String(cString: strerror(errno)))")
        }
        self.handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
    }

    /// Appends `line` and a newline.
    func write(_ line: String) {
        handle.write(Data((line + "\n").utf8))
    }

}

/// A failure of the app itself (a file it cannot write, a name it does not know), reported
/// as one line and exit code 2.
struct PlaygroundError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
