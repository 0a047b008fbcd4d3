import Sharing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--frames DIR` holds one recording: the `frame-NNNNN.png` files an earlier run left there
/// (perhaps a longer one, whose extra frames would follow this run's) are removed before
/// the first frame is written. Nothing else in the folder is touched.
enum FramesFolder {
    /// Removes the earlier frames in `folder` and returns how many there were (0 when the
    /// folder does not exist yet).
    static func removeEarlierFrames(in folder: String) throws -> Int {
        guard let dir = opendir(folder) else { return 0 }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if isFrameName(name) { names.append(name) }
        }
        for name in names where unlink(folder + "/" + name) != 0 && errno != ENOENT {
            throw PlaygroundError(
                "cannot remove the earlier frame \(folder)/\(name): \(String(cString: strerror(errno)))")
        }
        return names.count
    }

    /// `frame-` then five or more digits then `.png`: the names `HeadlessHost` writes.
    static func isFrameName(_ name: String) -> Bool {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst(6).dropLast(4)
        return digits.count >= 5 && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
}

extension FramesFolder {
    /// One note when an earlier run's frames were removed, so the user knows where they went.
    static func noteRemovedFrames(_ count: Int, in folder: String) {
        guard count > 0 else { return }
        printError(
            "\(PlaygroundCommand.commandName): note: removed \(count) frame-*.png of an earlier run from \(folder.escapedAsOneLine)"
        )
    }
}
