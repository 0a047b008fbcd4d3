#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension HeadlessHost {
    /// Makes `path` a folder frames can be written into: one that exists, or a new one
    /// made in a parent that exists. Never a chain of parents: a mistyped path must not
    /// leave new folders behind (at the root least of all). Throws
    /// `PlatformError.unusableFolder` with one line saying why: a file of that name, a
    /// missing parent, a parent that takes no new folders, or the system's reason (such as
    /// a permission).
    package static func prepareFolder(_ path: String) throws {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw PlatformError.unusableFolder("cannot create folder \(path): a file of that name exists")
            }
            guard access(path, W_OK | X_OK) == 0 else {
                throw PlatformError.unusableFolder("cannot write in folder \(path): \(systemReason(errno))")
            }
            return
        }
        guard mkdir(path, 0o777) != 0 else { return }
        let code = errno
        let parent = parentFolder(of: path)
        let reason: String
        switch code {
        case ENOENT where !isFolder(parent): reason = "its parent folder \(parent) does not exist"
        // The parent is there but will not hold a new folder (a kernel's file system, /proc).
        case ENOENT: reason = "\(parent) does not take new folders (\(systemReason(code)))"
        case ENOTDIR: reason = "a part of \(parent) is a file, not a folder"
        case EEXIST: reason = "a broken symbolic link of that name exists"
        case EACCES, EPERM, EROFS: reason = "\(systemReason(code)) in \(parent)"
        default: reason = systemReason(code)
        }
        throw PlatformError.unusableFolder("cannot create folder \(path): \(reason)")
    }

    /// Makes `path`, a folder inside `base`, one that files can be written into: `base` as
    /// `prepareFolder(_:)` makes it (the folder a user named: it may be new, its parent may
    /// not), then each folder from `base` down to `path`, which the caller names itself (a
    /// tree of its own, such as `__Snapshots__/File`). A `path` outside `base` is prepared
    /// alone. Throws as `prepareFolder(_:)` does, for the first folder that fails.
    package static func prepareFolder(_ path: String, inside base: String) throws {
        var root = Substring(base)
        while root.count > 1, root.hasSuffix("/") { root = root.dropLast() }
        let below = root == "/" ? path.dropFirst() : path.dropFirst(root.count)
        guard path.hasPrefix(root), below.isEmpty || below.hasPrefix("/") || root == "/" else {
            return try prepareFolder(path)
        }
        var folder = String(root)
        try prepareFolder(folder)
        for part in below.split(separator: "/") {
            folder += folder.hasSuffix("/") ? part : "/" + part
            try prepareFolder(folder)
        }
    }

    /// `path` without its last component (trailing slashes ignored): `.` for a bare name.
    static func parentFolder(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        let parent = trimmed[..<slash]
        return parent.isEmpty ? "/" : String(parent)
    }

    /// True when `path` names a folder (through symbolic links).
    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    private static func systemReason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
