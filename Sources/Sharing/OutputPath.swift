#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Facts about a path an output is written to, learnt before anything is written: where it
/// really is (symlinks followed), what kind of file is there, and which file it names.
package enum OutputPath {
    /// Which file a path names, compared by device and inode rather than by spelling: an
    /// existing file is its inode; a name not there yet is its folder's inode and the name.
    package struct Identity: Hashable, Sendable {
        let device: UInt64
        let inode: UInt64
        /// The last component when the file does not exist yet, else nil.
        let name: String?
        /// Standard output (`-`).
        package static let standardOutput = Identity(device: 0, inode: 0, name: "-")
    }

    /// The identity of `path`, nil when neither it nor its folder exists.
    package static func identity(of path: String) -> Identity? {
        if path == "-" { return .standardOutput }
        var info = stat()
        if stat(path, &info) == 0 {
            return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), name: nil)
        }
        guard let target = try? resolved(path, kind: ""), stat(folder(of: target), &info) == 0 else { return nil }
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), name: lastComponent(target))
    }

    /// `path` as an absolute path whose folder has no symlinks: an existing file (or a
    /// symlink to one) as `realpath` gives it, a new name in its real folder.
    static func resolved(_ path: String, kind: String) throws -> String {
        if let real = realpath(path, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        let name = lastComponent(String(trimmed))
        let parent = trimmed.dropLast(name.count)
        let folderPath = parent.isEmpty ? "." : String(parent)
        guard !name.isEmpty, name != ".", name != "..", let real = realpath(folderPath, nil) else {
            throw SharingError("cannot write \(kind) \(path): \(systemReason())")
        }
        defer { free(real) }
        let folder = String(cString: real)
        return (folder == "/" ? "" : folder) + "/" + name
    }

    /// Throws when something that is not a regular file is at `resolved`: it could not be
    /// replaced whole (and a FIFO with no reader would wait for ever).
    static func refuseNonRegular(_ path: String, resolved: String, kind: String) throws {
        var info = stat()
        guard stat(resolved, &info) == 0 else { return }
        let type = info.st_mode & S_IFMT
        guard type != S_IFREG else { return }
        let what: String
        switch type {
        case S_IFDIR: what = "a folder"
        case S_IFIFO: what = "a FIFO"
        case S_IFCHR, S_IFBLK: what = "a device"
        case S_IFSOCK: what = "a socket"
        default: what = "not a regular file"
        }
        throw SharingError(
            "cannot write \(kind) \(path): it is \(what); give a regular file's name (or - for standard output where the format can stream)"
        )
    }

    /// The folder part of an absolute path (`/` for a file at the root).
    static func folder(of absolute: String) -> String {
        let name = lastComponent(absolute)
        let folder = String(absolute.dropLast(name.count + 1))
        return folder.isEmpty ? "/" : folder
    }

    static func lastComponent(_ path: String) -> String {
        String(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
    }

    /// 16 hex digits of FNV-1a over `text`'s bytes: a short name that is the same for the
    /// same target in every run.
    static func hashName(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The system's text for the current `errno`.
    static func systemReason() -> String { String(cString: strerror(errno)) }
}

extension OutputPath {
    /// Checks, writing nothing, that a `kind` file can be written at `path`: its folder
    /// exists and what is there, if anything, is a regular file. Throws one line.
    package static func check(_ path: String, kind: String) throws {
        let target = try resolved(path, kind: kind)
        try refuseNonRegular(path, resolved: target, kind: kind)
    }
}
