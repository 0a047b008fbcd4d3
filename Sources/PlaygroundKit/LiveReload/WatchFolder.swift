#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// The watch's own folder in the package's build folder, `.build/watch-PID`: the snapshots
/// of products that children run from, and the replay files they read at start.
///
/// Rules: one folder a watching process, named by its process id, so two watches of one
/// package never share files; it is removed when the watch ends, and a watch that starts
/// removes the folders of watches that ended without removing theirs (ended by a signal),
/// never the folder of one still running.
struct WatchFolder {
    /// The folder's path.
    let path: String

    /// Creates this process's folder in `buildFolder`, after removing abandoned ones.
    init(in buildFolder: String) {
        Self.removeAbandoned(in: buildFolder)
        path = "\(buildFolder)/watch-\(getpid())"
        mkdir(path, 0o700)
    }

    /// A hard link to `product` named `name` in the folder (a copy where links cannot be
    /// made), so the next build may replace the product while a child runs this one; `last`
    /// itself when it is already the same file as `product` (nothing was built anew).
    func snapshot(of product: String, as name: String, unlessSameAs last: String?) throws -> String {
        var info = stat()
        guard stat(product, &info) == 0 else { throw PlaygroundError("--watch: no product at \(product)") }
        if let last {
            var lastInfo = stat()
            if stat(last, &lastInfo) == 0, lastInfo.st_ino == info.st_ino, lastInfo.st_dev == info.st_dev {
                return last
            }
        }
        let target = "\(path)/\(name)"
        if link(product, target) != 0 {
            do {
                try FileManager.default.copyItem(atPath: product, toPath: target)
            } catch {
                // Foundation's error prints as a many-line dump; a watch error is one line.
                throw PlaygroundError("--watch: cannot copy the build \(product) to \(target)")
            }
            chmod(target, 0o755)
        }
        return target
    }

    /// Removes the files of the folder whose path `isUnwanted` accepts.
    func removeFiles(where isUnwanted: (String) -> Bool) {
        Self.removeFiles(in: path, where: isUnwanted)
    }

    /// Removes the folder and everything in it.
    func remove() {
        Self.removeFiles(in: path) { _ in true }
        rmdir(path)
    }

    /// Removes the `watch-PID` folders in `buildFolder` whose process is gone.
    static func removeAbandoned(in buildFolder: String) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: buildFolder)) ?? [] {
            guard name.hasPrefix("watch-"), let pid = Int32(name.dropFirst(6)), kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            WatchFolder(path: "\(buildFolder)/\(name)").remove()
        }
    }

    private init(path: String) { self.path = path }

    private static func removeFiles(in folder: String, where isUnwanted: (String) -> Bool) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        where isUnwanted("\(folder)/\(name)") {
            unlink("\(folder)/\(name)")
        }
    }
}
