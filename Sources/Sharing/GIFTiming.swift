/// Which recorded frames an animated GIF keeps, and how long each one shows.
///
/// A GIF states each frame's delay in whole centiseconds, and browsers stretch delays under
/// 2 cs to about 10 cs, so a GIF cannot run faster than 50 frames a second. The rule: a
/// frame stands at its recorded time rounded to the centisecond; it is kept when it differs
/// from the last kept frame and starts at least 2 cs after it; a kept frame lasts until the
/// next kept one. Recordings at 50 fps or less keep every frame that changed (identical
/// frames merge into one longer frame); at 60 fps the delays alternate 2 and 3 cs, so the
/// animation keeps its length.
package struct GIFTiming: Sendable, Equatable {
    /// The shortest delay browsers honour, centiseconds.
    package static let minimumDelay = 2

    /// `seconds` on the centisecond grid.
    package static func centiseconds(_ seconds: Double) -> Int { Int((seconds * 100).rounded()) }

    /// The centisecond the last kept frame starts at, nil before the first.
    package private(set) var lastKept: Int?

    /// Starts with no frame kept.
    package init() {}

    /// Whether a frame at `seconds` that `differs` from the last kept frame is kept; when
    /// it is, returns the delay the previous kept frame gets (nil for the first frame).
    package mutating func keep(at seconds: Double, differs: Bool) -> (kept: Bool, previousDelay: Int?) {
        let cs = Self.centiseconds(seconds)
        guard let last = lastKept else {
            lastKept = cs
            return (true, nil)
        }
        guard differs, cs - last >= Self.minimumDelay else { return (false, nil) }
        lastKept = cs
        return (true, cs - last)
    }

    /// The last frame's delay when the recording ends at `seconds` (the last frame's time
    /// plus one frame interval): never under the minimum.
    package func finalDelay(endingAt seconds: Double) -> Int {
        max(Self.minimumDelay, Self.centiseconds(seconds) - (lastKept ?? 0))
    }

    /// Forces a last frame at `seconds` (the recording's final state, dropped earlier for
    /// being too close): the previous kept frame gets at least the minimum delay.
    package mutating func forceKeep(at seconds: Double) -> Int {
        let cs = Self.centiseconds(seconds)
        let delay = max(Self.minimumDelay, cs - (lastKept ?? cs))
        lastKept = (lastKept ?? cs) + delay
        return delay
    }
}
