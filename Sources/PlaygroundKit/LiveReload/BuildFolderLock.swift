#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// SwiftPM's lock of a package's build folder, the one `swift build` takes, held while a
/// direct build runs the plan's commands so that the two never build at once.
///
/// Rules: taken without waiting (nil when another build holds it), and released when the
/// value goes away.
final class BuildFolderLock {
    private let fileDescriptor: Int32

    /// Takes the lock of `buildFolder` (a package's `.build`); nil when another build holds it.
    init?(buildFolder: String) {
        var temporary = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
        while temporary.count > 1 && temporary.hasSuffix("/") { temporary.removeLast() }
        let name = buildFolder.replacing("/", with: "_")
        let fd = open("\(temporary)/\(name).lock", O_WRONLY | O_CREAT | O_CLOEXEC, 0o666)
        guard fd >= 0 else { return nil }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            close(fd)
            return nil
        }
        fileDescriptor = fd
    }

    deinit { close(fileDescriptor) }
}
