/// Paint times of the frames a run drew, for `--log-frames`'s summary, in bounded memory.
///
/// A live window may run for days: keeping every frame's time would grow 8 bytes a frame
/// for ever. The count and the worst time cover the whole run; the median is over the most
/// recent `window` frames only.
struct FrameStatistics {
    /// How many recent frames the median covers.
    static let window = 1_024

    /// Frames drawn in the whole run.
    private(set) var count = 0
    /// The longest frame of the whole run, seconds.
    private(set) var worst = 0.0
    /// The last `window` frame times, oldest first once full (a ring).
    private(set) var recent: [Double] = []
    private var next = 0

    /// Adds one frame's time, seconds.
    mutating func append(_ seconds: Double) {
        count += 1
        worst = max(worst, seconds)
        if recent.count < Self.window {
            recent.append(seconds)
        } else {
            recent[next] = seconds
            next = (next + 1) % Self.window
        }
    }

    /// The median of the recent frames, seconds (0 before any frame).
    var median: Double {
        guard !recent.isEmpty else { return 0 }
        let sorted = recent.sorted()
        return sorted[sorted.count / 2]
    }

    /// True before any frame.
    var isEmpty: Bool { count == 0 }
}
