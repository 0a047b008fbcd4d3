import Foundation
import Platform

/// Writes trace lines to a file as frames are drawn, one line each, flushed per frame so a
/// live run's trace can be read while the window is open.
final class TraceWriter {
    private let handle: FileHandle
    /// Where the lines go.
    let path: String

    /// Creates (or truncates) the file; throws a one-line `PlatformError` when it cannot.
    init(path: String) throws {
        self.path = path
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let handle = FileHandle(forWritingAtPath: path) else {
            throw PlaygroundError("cannot write trace file \(path)")
        }
        self.handle = handle
    }

    /// Appends `line` and a newline.
    func write(_ line: String) {
        handle.write(Data((line + "\n").utf8))
    }

    deinit {
        try? handle.close()
    }
}

/// A failure of the app itself (a file it cannot write, a name it does not know), reported
/// as one line and exit code 2.
struct PlaygroundError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
