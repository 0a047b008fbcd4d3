/// The rate the live run loop ticks at while something animates, and where it came from.
///
/// Rule: an explicit `--fps` wins; otherwise the display's refresh rate (XRandR, for the
/// monitor under the window), kept within the flag's own 1...240; otherwise 60, the rate
/// nearly every monitor runs at, when the server reports none (Xvfb often has no CRTC).
struct LiveFrameRate: Equatable {
    /// Frames per second.
    var fps: Double
    /// Why this rate: `--fps`, `display`, or `fallback`.
    var source: String

    /// The rate when neither the flag nor the display gives one.
    static let fallback = 60.0

    /// Chooses the rate from an explicit `--fps` (nil when not given) and the display's rate.
    static func choose(explicit: Int?, display: Double?) -> LiveFrameRate {
        if let explicit { return LiveFrameRate(fps: Double(explicit), source: "--fps") }
        if let display, display.isFinite, display > 0 {
            return LiveFrameRate(fps: min(max(display, 1), 240), source: "display")
        }
        return LiveFrameRate(fps: fallback, source: "fallback")
    }

    /// The `--log-frames` line: `rate: fps=59.95 source=display display_hz=59.95`.
    func logLine(display: Double?) -> String {
        let hz = display.map { TraceLine.fixed($0, 2) } ?? "none"
        return "rate: fps=\(TraceLine.fixed(fps, 2)) source=\(source) display_hz=\(hz)"
    }
}
