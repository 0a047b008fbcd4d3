import Geometry

/// Counts quick taps in one place (`UITouch.tapCount`): a touch that goes down soon after
/// a tap lifted, near where it lifted, continues that tap's count; any other touch starts at
/// one. A tap is a touch that lifted near where it went down.
struct TapCounter {
    /// The longest pause, in seconds, between a tap's lift and the next touch-down that still
    /// counts the touch as one more tap.
    static let multipleTapInterval = 0.35
    /// How far, in points, a tap may stray from where it went down, and the next tap from it.
    static let tapSlop = 45.0

    /// The last tap: where and when it lifted, and its count.
    private var lastTap: (point: Point, time: Double, count: Int)?
    /// The touch that is down: where it went down and its count.
    private var current: (point: Point, count: Int)?

    /// A touch went down: its tap count.
    mutating func touchDown(at point: Point, time: Double) -> Int {
        var count = 1
        if let lastTap, time - lastTap.time <= Self.multipleTapInterval,
            point.distance(to: lastTap.point) <= Self.tapSlop
        {
            count = lastTap.count + 1
        }
        current = (point, count)
        return count
    }

    /// The touch lifted: a tap when it stayed near where it went down.
    mutating func touchUp(at point: Point, time: Double) {
        guard let current, point.distance(to: current.point) <= Self.tapSlop else {
            lastTap = nil
            return
        }
        lastTap = (point, time, current.count)
        self.current = nil
    }
}
