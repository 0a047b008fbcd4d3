#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a PNG's bytes go, placed so that a failure never removes or truncates what was
/// there (`PNGFile.write`).
///
/// A regular file or a new name gets a temporary file beside it (same folder, so the
/// rename stays on one file system) that is renamed over it once every byte is written:
/// readers never see half an image and a full disk leaves the old file whole. A symlink is
/// followed first, so the link stays a link. Anything else that exists (a device such as
/// `/dev/full` or `/dev/null`, a pipe) is opened and written in place, as a shell
/// redirection would, and never unlinked.
struct PNGFileTarget {
    /// The path as given (named in errors).
    let path: String

    /// Writes `bytes` as the whole content of the target; throws the system's reason.
    func replaceContents(with bytes: [UInt8]) throws {
        var resolved = path
        if let real = realpath(path, nil) {
            resolved = String(cString: real)
            free(real)
        }
        var info = stat()
        if stat(resolved, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            if info.st_mode & S_IFMT == S_IFDIR { throw failure("is a directory") }
            let fd = open(resolved, O_WRONLY | O_CLOEXEC)
            guard fd >= 0 else { throw failure(Self.systemReason()) }
            defer { close(fd) }
            try writeAll(bytes, to: fd)
            return
        }
        let url = URL(fileURLWithPath: resolved)
        let folder = url.deletingLastPathComponent().path
        // A short fixed name, not the target's: a target named with the longest name a file
        // may have would otherwise get a temporary name too long to create.
        var template = Array("\(folder)/.tp-XXXXXX.tmp".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 4) }
        guard fd >= 0 else { throw failure(Self.systemReason()) }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        do {
            // mkstemp makes the file 0600; a file written in place would be 0666 less the umask.
            let mask = umask(0)
            umask(mask)
            fchmod(fd, 0o666 & ~mask)
            try writeAll(bytes, to: fd)
            guard close(fd) == 0 else { throw failure(Self.systemReason()) }
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
        guard rename(temporary, resolved) == 0 else {
            let reason = Self.systemReason()
            unlink(temporary)
            throw failure(reason)
        }
    }

    private func writeAll(_ bytes: [UInt8], to fd: Int32) throws {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, bytes.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                throw failure(Self.systemReason())
            }
            offset += n
        }
    }

    private func failure(_ reason: String) -> PNGError {
        PNGError(path: path, operation: .write, reason: reason)
    }

    private static func systemReason() -> String { String(cString: strerror(errno)) }
}
