/// A `--size` value, `WxH` in points. Any two whole numbers parse; `isAllowed` (each side
/// 1...8192) is checked by the command's validation, so an out-of-range size is refused
/// with the range rather than as unreadable. The command keeps the text and parses it in
/// validation, so a malformed value is refused with the expected format too.
struct WindowSize: Equatable, Sendable, CustomStringConvertible {
    var width: Int
    var height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else { return nil }
        self.init(width: w, height: h)
    }

    /// The window's size when `--size` is not given.
    static let `default` = WindowSize(width: 400, height: 720)

    /// Each side's allowed points.
    static let allowedSides = 1...8192

    /// True when both sides are in `allowedSides`.
    var isAllowed: Bool { Self.allowedSides.contains(width) && Self.allowedSides.contains(height) }

    var description: String { "\(width)x\(height)" }
}
