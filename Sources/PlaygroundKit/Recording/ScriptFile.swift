#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a `--script` file as text, or fails with one line that says why: the system's
/// reason (`No such file or directory`, `Permission denied`), `is a directory`, or
/// `not UTF-8 text`, so the user knows what to fix.
enum ScriptFile {
    /// The largest script read, bytes: 4 MiB, some 300,000 lines, far more than any
    /// recording needs; more is refused before parsing.
    static let maxBytes = 4 << 20

    /// The whole of the file at `path`, decoded as UTF-8.
    static func text(atPath path: String) throws -> String {
        func failure(_ reason: String) -> PlaygroundError {
            PlaygroundError("cannot read script file \(path): \(reason)")
        }
        func systemReason() -> String { String(cString: strerror(errno)) }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw failure(systemReason()) }
        defer { close(fd) }
        // open() succeeds on a directory; reading it would fail with a vaguer reason.
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw failure(systemReason()) }
        if info.st_mode & S_IFMT == S_IFDIR { throw failure("is a directory") }
        // Read at most one byte past the cap: `/dev/zero` or a huge file is refused after
        // `maxBytes`, not read into memory without end.
        var data: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while data.count <= maxBytes {
            let wanted = min(chunk.count, maxBytes + 1 - data.count)
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, wanted) }
            if n < 0 {
                if errno == EINTR { continue }
                throw failure(systemReason())
            }
            if n == 0 { break }
            data += chunk[..<n]
        }
        if data.count > maxBytes {
            throw failure("larger than \(maxBytes / (1 << 20)) MiB (\(maxBytes) bytes), the most a script may be")
        }
        guard let text = String(validating: data, as: UTF8.self) else { throw failure("not UTF-8 text") }
        return text
    }
}
