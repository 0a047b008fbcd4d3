#if canImport(Glibc)
    import Glibc
#endif

/// Watches folders (and every folder under them) for saved Swift files with one inotify
/// instance, closed when the watcher goes.
///
/// Editors save in bursts (write a temporary file and rename it over the old one, or
/// several writes): a change counts only once nothing more happened for `settle` seconds
/// (`changesSettled`).
final class SourceWatcher {
    /// The inotify descriptor, readable when something changed; for `poll()`.
    let fileDescriptor: Int32
    private var folders: [Int32: String] = [:]
    private let settle: Double
    /// When the last Swift change arrived and which files, until they are taken.
    private var pending: (time: Double, files: Set<String>)?

    /// Watches `roots` and the folders under them (hidden ones and `.build` excluded).
    init(roots: [String], settle: Double = 0.08) throws {
        fileDescriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard fileDescriptor >= 0 else { throw PlaygroundError("--watch: inotify is not available") }
        self.settle = settle
        for root in roots { addTree(root) }
    }

    deinit { close(fileDescriptor) }

    /// How many folders are watched.
    var folderCount: Int { folders.count }
    /// Every folder watched.
    var watchedFolders: [String] { Array(folders.values) }

    private func addTree(_ folder: String) {
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE)
        let wd = inotify_add_watch(fileDescriptor, folder, mask)
        guard wd >= 0 else { return }
        folders[wd] = folder
        guard let dir = opendir(folder) else { return }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix(".") { continue }
            if entry.pointee.d_type == UInt8(DT_DIR) { addTree("\(folder)/\(name)") }
        }
    }

    /// The Swift files in the watched folders changed after `time` (seconds since the
    /// epoch), hidden ones left out as `read` leaves them out.
    ///
    /// The watch starts from a program that may be older than its sources (a build that
    /// failed since, run from `.build` by hand): inotify reports only saves to come, so
    /// those earlier ones are found by their times, and the first build takes them in.
    func swiftFiles(changedAfter time: Double) -> Set<String> {
        var files: Set<String> = []
        for folder in folders.values {
            guard let dir = opendir(folder) else { continue }
            defer { closedir(dir) }
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) {
                    String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard name.hasSuffix(".swift"), !name.hasPrefix(".") else { continue }
                var info = stat()
                let path = "\(folder)/\(name)"
                guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
                let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
                if modified > time { files.insert(path) }
            }
        }
        return files
    }

    /// Reads what inotify has; `now` is the time it is read at.
    func read(now: Double) {
        var buffer = [UInt8](repeating: 0, count: 16384)
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fileDescriptor, $0.baseAddress, $0.count) }
            if n <= 0 { return }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= n {
                let (wd, mask, length) = buffer.withUnsafeBytes { raw in
                    let e = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (e.wd, e.mask, Int(e.len))
                }
                let nameStart = offset + MemoryLayout<inotify_event>.size
                let name = String(decoding: buffer[nameStart..<nameStart + length].prefix { $0 != 0 }, as: UTF8.self)
                offset = nameStart + length
                guard let folder = folders[wd] else { continue }
                if mask & UInt32(IN_ISDIR) != 0 {
                    if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, !name.hasPrefix(".") {
                        addTree("\(folder)/\(name)")
                    }
                    continue
                }
                guard name.hasSuffix(".swift"), !name.hasPrefix(".") else { continue }
                if pending == nil { firstChangeTime = now }
                var files = pending?.files ?? []
                files.insert("\(folder)/\(name)")
                pending = (now, files)
            }
        }
    }

    /// The Swift files changed, once `settle` seconds passed with no further change; nil before.
    func changesSettled(now: Double) -> Set<String>? {
        guard let pending, now - pending.time >= settle else { return nil }
        self.pending = nil
        firstChangeTime = nil
        return pending.files
    }

    /// When the first change of the batch `changesSettled` returns (or will) arrived.
    private(set) var firstChangeTime: Double?

    /// When `changesSettled` will next have something, if a change is pending.
    var settleDeadline: Double? { pending.map { $0.time + settle } }
}
