import Sharing

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
    }
}
