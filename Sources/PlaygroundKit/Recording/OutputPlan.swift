import Sharing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every file a run reads or writes, checked together before anything is written: no two
/// of them may be the same file (compared by device and inode, so `./s.txt`, a symlink to
/// it and a hard link all count), `-` (standard output) only for outputs that can stream
/// and only once, and a GIF or MP4 only where a regular file can replace what is there.
struct OutputPlan {
    var script: String?
    var trace: String?
    var gif: String?
    var video: String?
    var frames: String?

    /// Throws the first problem as one line (exit status 2).
    func check() throws {
        if video == "-" {
            throw PlaygroundError("--video cannot be - (standard output): an MP4 needs a file it can seek in")
        }
        if frames == "-" {
            throw PlaygroundError("--frames cannot be - (standard output): it names a folder of PNG files")
        }
        let streams = [("--trace", trace), ("--gif", gif)].filter { $0.1 == "-" }.map(\.0)
        if streams.count > 1 {
            throw PlaygroundError(
                "\(streams.joined(separator: " and ")) both go to standard output (-); give one of them a file")
        }
        do {
            for (kind, path) in [("GIF", gif), ("MP4", video)] {
                guard let path, path != "-" else { continue }
                try OutputPath.check(path, kind: kind)
            }
        } catch let error as SharingError {
            throw PlaygroundError(error.description)
        }
        let named: [(flag: String, path: String)] = [
            ("--script", script), ("--trace", trace), ("--gif", gif), ("--video", video), ("--frames", frames),
        ].compactMap { flag, path in path.map { (flag, $0) } }
        var seen: [(flag: String, path: String, identity: OutputPath.Identity)] = []
        for (flag, path) in named {
            guard path != "-", let identity = OutputPath.identity(of: path) else { continue }
            if let earlier = seen.first(where: { $0.identity == identity }) {
                let harm =
                    earlier.flag == "--script"
                    ? "the run would overwrite its input" : "one output would overwrite the other"
                throw PlaygroundError(
                    "\(earlier.flag) \(earlier.path) and \(flag) \(path) name the same file; \(harm)")
            }
            seen.append((flag, path, identity))
        }
        try checkFramesFolder(against: named)
    }

    /// `--frames DIR` replaces and removes the `frame-NNNNN.png` entries of DIR, so a script
    /// or another output named like one of them inside DIR would be overwritten or deleted
    /// (a script `DIR/frame-00000.png` became the first frame): refused, as the same file is.
    private func checkFramesFolder(against named: [(flag: String, path: String)]) throws {
        guard let frames, frames != "-", let folder = Self.folderIdentity(frames) else { return }
        for (flag, path) in named where flag != "--frames" && path != "-" {
            let name = String(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
            guard FramesFolder.frameNumber(name) != nil else { continue }
            let parent = path.contains("/") ? String(path.dropLast(name.count)) : "."
            guard Self.folderIdentity(parent.isEmpty ? "/" : parent) == folder else { continue }
            let harm = flag == "--script" ? "the run would overwrite its input" : "one output would overwrite the other"
            throw PlaygroundError(
                "\(flag) \(path) is one of the frame-NNNNN.png files --frames \(frames) writes and removes; \(harm)")
        }
    }

    /// The device and inode of an existing folder, nil when there is none.
    private static func folderIdentity(_ path: String) -> [UInt64]? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
        return [UInt64(info.st_dev), UInt64(info.st_ino)]
    }
}
