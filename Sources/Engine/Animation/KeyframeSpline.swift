/// One segment of the smooth path a view property takes through its keyframes' values in
/// `animateKeyframes`' cubic calculation modes: Core Animation's Catmull-Rom spline (the one
/// `KeyframeAnimation`'s `.cubic` draws), so the motion has no corner at a keyframe.
///
/// The segment runs from `points[segment]` to `points[segment + 1]`, the values before and
/// after it shaping its tangents (an end value's neighbour is itself). `value(at:)` takes the
/// keyframe's own progress through its share of the time, 0 to 1, and gives exactly the
/// segment's end values at 0 and 1. Paced (`.calculationModeCubicPaced`), that progress is a
/// share of the segment's length along the curve rather than of its spline parameter, so
/// the value moves at an even speed.
struct KeyframeSpline {
    /// The values the path passes through, in keyframe order (each a component vector).
    let points: [[Double]]
    /// Which segment this is: from `points[segment]` to `points[segment + 1]`.
    let segment: Int
    /// Paced only: the length along the curve from its start to each of `Self.steps + 1`
    /// evenly spaced spline parameters, the last being the whole length.
    private let lengths: [Double]?

    /// How many steps of the spline parameter a segment's length is measured in, each by
    /// three-point Gauss-Legendre quadrature of the speed (exact for a speed that is a
    /// polynomial of degree 5 or less, as on a one-component path that does not turn back).
    static let steps = 128

    /// The segment `segment` of the path through `points`; `paced` measures it for an even speed.
    init(points: [[Double]], segment: Int, paced: Bool) {
        let unpaced = KeyframeSpline(points: points, segment: segment, lengths: nil)
        self =
            paced
            ? KeyframeSpline(points: points, segment: segment, lengths: Self.cumulativeLengths(of: unpaced)) : unpaced
    }

    private init(points: [[Double]], segment: Int, lengths: [Double]?) {
        self.points = points
        self.segment = segment
        self.lengths = lengths
    }

    /// The segment's length along the curve (all components together).
    var length: Double { (lengths ?? Self.cumulativeLengths(of: self)).last ?? 0 }

    /// The value at progress `u` (0...1) through the segment: exactly its end values at 0 and
    /// 1, and a component the keyframes around never change stays exactly as it is.
    func value(at u: Double) -> [Double] {
        let s = parameter(at: u).s
        if s <= 0 { return points[segment] }
        if s >= 1 { return points[segment + 1] }
        let start = points[segment]
        // Weighed as offsets from the start, which the weights (summing to 1) leave alone.
        let offset = weigh(KeyframeAnimation.catmullRomWeights(at: s), from: start)
        return start.indices.map { start[$0] + offset[$0] }
    }

    /// The rate of change of the value with progress `u`, per component.
    func rate(at u: Double) -> [Double] {
        let (s, ds) = parameter(at: u)
        return weigh(KeyframeAnimation.catmullRomWeightRates(at: s)).map { $0 * ds }
    }

    /// The spline parameter at progress `u`, and how fast it changes with `u`: the same
    /// unpaced; paced, the parameter at which the length along the curve is `u` of the whole,
    /// found in the measured step that holds it and refined by Newton's method.
    private func parameter(at u: Double) -> (s: Double, ds: Double) {
        guard let lengths, let total = lengths.last, total > 0 else { return (u, 1) }
        // The ends exactly, so each keyframe's value is reached exactly.
        if u <= 0 || u >= 1 {
            let s: Double = u <= 0 ? 0 : 1
            let speed = self.speed(at: s)
            return (s, speed > 0 ? total / speed : 0)
        }
        let target = u * total
        // The last measured step that starts at or before the target length.
        var low = 0
        var high = Self.steps
        while high - low > 1 {
            let mid = (low + high) / 2
            if lengths[mid] <= target { low = mid } else { high = mid }
        }
        let step = 1 / Double(Self.steps)
        let start = Double(low) * step
        let chord = lengths[low + 1] - lengths[low]
        guard chord > 0 else { return (start, 0) }
        var s = start + (target - lengths[low]) / chord * step
        for _ in 0..<4 {
            let speed = self.speed(at: s)
            guard speed > 0 else { break }
            let error = lengths[low] + length(from: start, to: s) - target
            s = min(max(s - error / speed, start), start + step)
        }
        let speed = self.speed(at: s)
        return (s, speed > 0 ? total / speed : 0)
    }

    /// How fast the unpaced curve moves with its parameter at `s` (all components together).
    private func speed(at s: Double) -> Double {
        weigh(KeyframeAnimation.catmullRomWeightRates(at: s)).map { $0 * $0 }.reduce(0, +).squareRoot()
    }

    /// The length along the unpaced curve between parameters `a` and `b`: three-point
    /// Gauss-Legendre quadrature of the speed.
    private func length(from a: Double, to b: Double) -> Double {
        let half = (b - a) / 2
        let mid = (a + b) / 2
        let node = (3.0 / 5).squareRoot() * half
        return half * (5 * speed(at: mid - node) + 8 * speed(at: mid) + 5 * speed(at: mid + node)) / 9
    }

    /// The sum of the four values around the segment, each less `origin` (zero when nil) and
    /// times its weight.
    private func weigh(_ weights: [Double], from origin: [Double]? = nil) -> [Double] {
        let last = points.count - 1
        let around = [max(segment - 1, 0), segment, segment + 1, min(segment + 2, last)].map { points[$0] }
        return points[segment].indices.map { c in
            let o = origin?[c] ?? 0
            return zip(weights, around).map { $0 * ($1[c] - o) }.reduce(0, +)
        }
    }

    /// The length along the unpaced curve of `spline` from its start to every measuring step.
    private static func cumulativeLengths(of spline: KeyframeSpline) -> [Double] {
        var lengths = [0.0]
        let step = 1 / Double(steps)
        for k in 1...steps {
            lengths.append(lengths[k - 1] + spline.length(from: Double(k - 1) * step, to: Double(k) * step))
        }
        return lengths
    }
}
