import Geometry

/// Keeps a live window on its screen: a requested size in points times the scale may be
/// more device pixels than the screen has. Then each side too long shrinks to what the
/// screen holds at that scale (the scale never changes: points stay points), and the app
/// says so in one line.
enum WindowFit {
    /// `points` as it fits a `screen` of pixels at `scale`, and the note to print when it
    /// had to shrink (nil when it already fits).
    static func fit(_ points: Size, scale: Int, screen: (width: Int, height: Int)) -> (size: Size, note: String?) {
        let s = Double(max(scale, 1))
        let maxW = (Double(screen.width) / s).rounded(.down)
        let maxH = (Double(screen.height) / s).rounded(.down)
        guard points.width > maxW || points.height > maxH, maxW >= 1, maxH >= 1 else { return (points, nil) }
        let fitted = Size(width: min(points.width, maxW), height: min(points.height, maxH))
        func wxh(_ size: Size) -> String { "\(Int(size.width))x\(Int(size.height))" }
        let note =
            "\(PlaygroundCommand.commandName): note: \(wxh(points)) points at --scale \(scale) is \(wxh(Size(width: points.width * s, height: points.height * s))) pixels, "
            + "larger than the \(screen.width)x\(screen.height) screen; opening \(wxh(fitted)) points instead"
        return (fitted, note)
    }
}
