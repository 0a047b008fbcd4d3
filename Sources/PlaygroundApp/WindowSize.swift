import ArgumentParser

/// A `--size` value, `WxH` in points, each side 1...8192.
struct WindowSize: ExpressibleByArgument, Equatable, Sendable, CustomStringConvertible {
    var width: Int
    var height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              (1...8192).contains(w), (1...8192).contains(h) else { return nil }
        self.init(width: w, height: h)
    }

    var description: String { "\(width)x\(height)" }
    var defaultValueDescription: String { description }
}
