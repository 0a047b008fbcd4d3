import Geometry

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The two fingers of a pinch or a rotation, as this platform makes them from its one
/// pointer: the pointer is one finger, the other is its mirror image through the centre of
/// the recognizer's view (fixed where the touch went down), as the iOS Simulator makes a
/// second touch. So the fingers are always symmetric about that centre: their distance is
/// twice the pointer's distance from it, and the line between them turns as the pointer
/// turns about it.
struct TwoTouchGesture {
    /// The centre the second finger mirrors the pointer through, in window coordinates.
    let pivot: Point
    /// The fingers' distance apart and the angle of the line from the pointer to the other
    /// finger, at one touch sample.
    struct Sample {
        var distance: Double
        var angle: Double
        var time: Double
    }
    /// The samples of the touch so far.
    private(set) var samples: [Sample] = []

    /// Starts at the pointer's first window point.
    init(pivot: Point, pointer: Point, time: Double) {
        self.pivot = pivot
        add(pointer, time: time)
    }

    /// The two fingers' window points when the pointer is at `pointer`.
    func fingers(for pointer: Point) -> (Point, Point) {
        (pointer, Point(x: 2 * pivot.x - pointer.x, y: 2 * pivot.y - pointer.y))
    }

    /// Records the pointer's position at `time`. The angle is unwrapped, so a turn past half
    /// a circle keeps counting instead of jumping by 2 pi.
    mutating func add(_ pointer: Point, time: Double) {
        let (a, b) = fingers(for: pointer)
        let distance = a.distance(to: b)
        var angle = (b - a).angle
        if let last = samples.last {
            while angle - last.angle > Double.pi { angle -= 2 * .pi }
            while angle - last.angle < -.pi { angle += 2 * .pi }
        }
        samples.append(Sample(distance: distance, angle: angle, time: time))
    }

    /// The first sample (the touch-down).
    var first: Sample { samples[0] }
    /// The latest sample.
    var last: Sample { samples[samples.count - 1] }

    /// The rate of change of `value` between the last two samples, per second; 0 with one
    /// sample or no time between them.
    func rate(of value: (Sample) -> Double) -> Double {
        guard samples.count >= 2 else { return 0 }
        let a = samples[samples.count - 2]
        let b = samples[samples.count - 1]
        let dt = b.time - a.time
        return dt > 0 ? (value(b) - value(a)) / dt : 0
    }
}

extension Point {
    /// The direction of this vector, in radians from the x axis towards the y axis (down).
    fileprivate var angle: Double { atan2(y, x) }
}

extension GestureRecognizer {
    /// A continuous gesture's move: from `.possible` it begins once `begins()` is true (which
    /// may fail the gesture instead); once begun, every move is a change. Actions are sent
    /// for both.
    func reportContinuousMove(beginsWhen begins: () -> Bool) {
        switch state {
        case .possible:
            guard begins() else { return }
            state = .began
            sendActions()
        case .began, .changed:
            state = .changed
            sendActions()
        default: break
        }
    }

    /// The window point at the centre of the recognizer's view, where a two-finger gesture's
    /// mirrored finger turns about; the touch point itself with no view.
    func twoTouchPivot(fallback: Point) -> Point {
        guard let view else { return fallback }
        return view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }
}
