#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file a recording writes that is complete or absent: bytes go to a temporary file
/// beside the target, which replaces the target only once the last byte is written and
/// synced, so a full disk, a signal or a failed encoder leaves the previous file whole.
///
/// The temporary file's name is short and fixed for a target (`.tp-` and 16 hex digits of
/// the target's name, then `.part`): a target whose name is as long as a file name may be
/// still gets one, and two runs writing the same target meet at the same temporary file,
/// whose advisory lock (`flock`) the second one cannot take, so it fails with one line
/// instead of mixing the two recordings. `-` is standard output, written as it comes, for
/// formats that can stream. Anything else that exists and is not a regular file (a FIFO,
/// a device, a folder) is refused: it cannot be replaced whole.
package final class OutputFile {
    /// The path as given, named in errors.
    package let path: String
    /// What the file is in errors ("GIF", "MP4").
    package let kind: String
    /// True when the bytes go to standard output.
    package let isStandardOutput: Bool
    /// Where the bytes go now: the temporary file, or standard output; -1 once closed.
    package private(set) var descriptor: Int32
    /// The temporary file's absolute path (nil for standard output); an encoder writes here.
    package let temporaryPath: String?
    /// The absolute path the temporary file is renamed to.
    package let targetPath: String?

    /// Opens the temporary file for `path` (or standard output for `-` when
    /// `allowsStandardOutput`); throws one line naming `kind`, the path and the reason.
    package init(path: String, kind: String, allowsStandardOutput: Bool) throws {
        self.path = path
        self.kind = kind
        if path == "-" {
            guard allowsStandardOutput else {
                throw SharingError("\(kind) cannot go to standard output (-): it needs a file it can seek in")
            }
            isStandardOutput = true
            descriptor = STDOUT_FILENO
            temporaryPath = nil
            targetPath = nil
            return
        }
        isStandardOutput = false
        let target = try OutputPath.resolved(path, kind: kind)
        try OutputPath.refuseNonRegular(path, resolved: target, kind: kind)
        let folder = OutputPath.folder(of: target)
        let temporary = (folder == "/" ? "" : folder) + "/.tp-" + OutputPath.hashName(target) + ".part"
        targetPath = target
        temporaryPath = temporary
        descriptor = try Self.lockedTemporary(temporary, path: path, kind: kind)
    }

    deinit { discard() }

    /// Opens and locks `temporary`, emptied; a lock held by another run is refused.
    private static func lockedTemporary(_ temporary: String, path: String, kind: String) throws -> Int32 {
        // The lock-file dance: the file locked must still be the one at the name, else the
        // holder renamed it over the target between our open and our lock; open again.
        for _ in 0..<100 {
            let fd = open(temporary, O_RDWR | O_CREAT | O_CLOEXEC, 0o666)
            guard fd >= 0 else { throw SharingError("cannot write \(kind) \(path): \(OutputPath.systemReason())") }
            if flock(fd, LOCK_EX | LOCK_NB) != 0 {
                let busy = errno == EWOULDBLOCK
                let reason = OutputPath.systemReason()
                close(fd)
                if busy {
                    throw SharingError(
                        "\(kind) \(path) is being written by another run; try again when that one has finished")
                }
                throw SharingError("cannot lock \(kind) \(path): \(reason)")
            }
            var held = stat()
            var named = stat()
            if fstat(fd, &held) == 0, stat(temporary, &named) == 0, held.st_dev == named.st_dev,
                held.st_ino == named.st_ino
            {
                // A leftover of a run that was killed outright is emptied and reused.
                guard ftruncate(fd, 0) == 0 else {
                    let reason = OutputPath.systemReason()
                    unlink(temporary)
                    close(fd)
                    throw SharingError("cannot write \(kind) \(path): \(reason)")
                }
                let mask = umask(0)
                umask(mask)
                fchmod(fd, 0o666 & ~mask)
                return fd
            }
            close(fd)
        }
        throw SharingError("cannot write \(kind) \(path): its temporary file keeps changing")
    }

    /// Syncs the bytes and puts the file in place of the target (standard output: syncs
    /// what it can). Throws the system's reason; the temporary file is then removed.
    package func commit() throws {
        guard descriptor >= 0 else { throw SharingError("cannot write \(kind) \(path): already closed") }
        if isStandardOutput {
            descriptor = -1
            return
        }
        guard let temporaryPath, let targetPath else { return }
        if fsync(descriptor) != 0 {
            let reason = OutputPath.systemReason()
            discard()
            throw SharingError("cannot write \(kind) \(path): \(reason)")
        }
        // Renamed while the lock is held, so a second run never takes the lock of a file
        // that is already the target.
        if rename(temporaryPath, targetPath) != 0 {
            let reason = OutputPath.systemReason()
            discard()
            throw SharingError("cannot write \(kind) \(path): \(reason)")
        }
        close(descriptor)
        descriptor = -1
        // The rename itself reaches the disk with the folder's own sync.
        let folder = open(OutputPath.folder(of: targetPath), O_RDONLY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }

    /// Removes the temporary file, leaving the target as it was. Safe to call twice.
    package func discard() {
        guard descriptor >= 0 else { return }
        if !isStandardOutput {
            if let temporaryPath { unlink(temporaryPath) }
            close(descriptor)
        }
        descriptor = -1
    }

    /// The size of what was written so far, bytes.
    package var size: Int {
        var info = stat()
        guard descriptor >= 0, fstat(descriptor, &info) == 0 else { return 0 }
        return Int(info.st_size)
    }
}
