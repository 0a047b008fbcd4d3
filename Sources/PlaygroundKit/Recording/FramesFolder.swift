import Sharing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--frames DIR` holds one recording: once a run has written its frames, the
/// `frame-NNNNN.png` an earlier, longer run left past them are removed, so the folder never
/// mixes two recordings. Before that nothing is removed (a run that fails leaves the earlier
/// frames it did not replace), and nothing but those names is ever touched.
enum FramesFolder {
    /// Removes the frames numbered `count` and up in `folder` and returns how many there were.
    static func removeFrames(in folder: String, from count: Int) throws -> Int {
        guard let dir = opendir(folder) else { return 0 }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if let number = frameNumber(name), number >= count { names.append(name) }
        }
        for name in names where unlink(folder + "/" + name) != 0 && errno != ENOENT {
            throw PlaygroundError(
                "cannot remove the earlier frame \(folder)/\(name): \(String(cString: strerror(errno)))")
        }
        return names.count
    }

    /// The number in `frame-NNNNN.png` (five or more digits: the names `HeadlessHost`
    /// writes), nil for any other name.
    static func frameNumber(_ name: String) -> Int? {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return nil }
        let digits = name.dropFirst(6).dropLast(4)
        guard digits.count >= 5, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }
}

extension FramesFolder {
    /// One note when an earlier run's frames were removed, so the user knows where they went.
    static func noteRemovedFrames(_ count: Int, in folder: String) {
        guard count > 0 else { return }
        printError(
            "\(PlaygroundCommand.commandName): note: removed \(count) frame-*.png of an earlier, longer run from \(folder.escapedAsOneLine)"
        )
    }
}
