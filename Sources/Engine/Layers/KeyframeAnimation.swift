import Geometry

/// `CAKeyframeAnimation`: an explicit animation of one layer property through a list of
/// `values`, each reached at its `keyTimes` entry (fractions of the duration), with a
/// timing function per segment (`timingFunctions`) and Core Animation's
/// `calculationMode`. Like a basic animation it changes only what is drawn.
///
/// The animation's own `timingFunction` paces the whole run first (not in the paced modes,
/// which ignore every timing function); the segment holding
/// that fraction then interpolates its two values (numbers, colours and paths of the same
/// elements, as a basic animation does). Missing or malformed `keyTimes` space the values
/// evenly, as Core Animation does.
@preconcurrency @MainActor
open class KeyframeAnimation: BasicAnimation {
    /// `CAAnimationCalculationMode`: how the values between keyframes are found.
    public enum CalculationMode: Hashable, Sendable {
        /// Straight between neighbouring values, at the key times (the default).
        case linear
        /// No interpolation: each value holds from its key time to the next one; the key
        /// times then have one entry more than the values.
        case discrete
        /// Key times and timing functions ignored: the time is shared by distance, so the
        /// motion has an even speed (numbers only; other values are spaced evenly).
        case paced
        /// A smooth spline through the values at the key times (Catmull-Rom: each value's
        /// tangent is half the difference of its neighbours, so the motion has no corner at a
        /// keyframe); numbers and points, other values move as in `.linear`.
        case cubic
        /// Key times and timing functions ignored, as in `.paced`; drawn as `.paced`.
        case cubicPaced
    }

    /// The keyframe values (numbers, colours or paths).
    public var values: [Any]?
    /// When each value is reached, 0...1 of the duration, ascending; nil spaces them evenly.
    /// Numbers of any kind (`Double`, `Int`, `Float`, and `NSNumber`, which UIKit's
    /// `[NSNumber]?` holds and which reaches here as the number it boxes); a list with any
    /// other element, or out of order, spaces the values evenly too.
    public var keyTimes: [Any]?
    /// The pacing of each segment between two keyframes; nil (or too few) is linear.
    public var timingFunctions: [MediaTimingFunction]?
    /// How the values between keyframes are found (`.linear` by default).
    public var calculationMode: CalculationMode = .linear
    /// A path a point property (`position`) follows in place of `values` (`path`): the
    /// point moves along it at an even speed from its start to its end, each subpath
    /// joined to the next, the animation's timing function pacing the run.
    ///
    /// Code that imports UIKit's names sees it as a `CGPath?` object instead (see
    /// `ShapeLayer.path`).
    @_disfavoredOverload
    public var path: Path? {
        get { pathValue }
        set { pathValue = newValue }
    }
    /// `path` by a name that the UIKit names' `CGPath`-typed one does not hide.
    package var pathValue: Path?

    /// A keyframe animation of the property named `keyPath`.
    public override init(keyPath: String?) {
        super.init(keyPath: keyPath)
    }

    /// A copy of the same class, its own settings included (see `LayerAnimation.copy()`).
    open override func copy() -> BasicAnimation {
        let c = copyingValues(into: KeyframeAnimation(keyPath: keyPath))
        c.values = values
        c.keyTimes = keyTimes
        c.timingFunctions = timingFunctions
        c.calculationMode = calculationMode
        c.path = path
        return c
    }

    private var isPaced: Bool { calculationMode == .paced || calculationMode == .cubicPaced }

    /// Paced modes ignore the animation's timing function too, as Core Animation does.
    override func progress(atPassTime t: Double) -> Double {
        isPaced ? t / passDuration : super.progress(atPassTime: t)
    }

    override func value(atElapsed elapsed: Double, start: Any?, current: Any?, model: Any?) -> Any? {
        if let path { return Self.point(along: path, at: fraction(atElapsed: elapsed)) }
        guard let values, !values.isEmpty else { return nil }
        return value(atFraction: fraction(atElapsed: elapsed), of: values)
    }

    /// The value at `u` (0...1 of the run, after the animation's own timing).
    func value(atFraction u: Double, of values: [Any]) -> Any {
        let n = values.count
        if n == 1 { return values[0] }
        if calculationMode == .discrete {
            let times = validTimes(count: n + 1) ?? (0...n).map { Double($0) / Double(n) }
            let i = (0..<n).last { times[$0] <= u } ?? 0
            return values[i]
        }
        let paced = isPaced
        let times = paced ? pacedTimes(values) : validTimes(count: n) ?? evenTimes(n)
        if u <= times[0] { return values[0] }
        if u >= times[n - 1] { return values[n - 1] }
        let i = (0..<(n - 1)).last { times[$0] <= u } ?? 0
        let span = times[i + 1] - times[i]
        var local = span > 0 ? (u - times[i]) / span : 1
        if !paced, let functions = timingFunctions, i < functions.count {
            local = functions[i].bezier.value(at: local)
        }
        if calculationMode == .cubic, let value = Self.spline(values, segment: i, at: local) { return value }
        return LayerValue.interpolate(values[i], values[i + 1], fraction: local)
    }

    /// The Catmull-Rom spline's value `s` of the way through segment `i` (cubic Hermite, each
    /// value's tangent half the difference of its neighbours, an end value's half the
    /// difference to its one neighbour); nil unless the four values around are all numbers
    /// or all points.
    static func spline(_ values: [Any], segment i: Int, at s: Double) -> Any? {
        let n = values.count
        let around = [max(i - 1, 0), i, i + 1, min(i + 2, n - 1)].map { LayerValue.unwrapped(values[$0]) }
        let weights = catmullRomWeights(at: s)
        let numbers = around.compactMap(LayerValue.number)
        if numbers.count == 4 { return zip(weights, numbers).map(*).reduce(0, +) }
        let points = around.compactMap { $0 as? Point }
        if points.count == 4 {
            return Point(
                x: zip(weights, points).map { $0 * $1.x }.reduce(0, +),
                y: zip(weights, points).map { $0 * $1.y }.reduce(0, +))
        }
        return nil
    }

    /// The weights of the four values around a Catmull-Rom segment (the one before its start,
    /// its start, its end, the one after it) at `s` of the way through it: the cubic Hermite
    /// basis with each tangent half the difference of its neighbours written out, so the
    /// value is the weighted sum. At `s` = 0 and 1 the weights pick the segment's own ends.
    nonisolated static func catmullRomWeights(at s: Double) -> [Double] {
        let h10 = s * s * s - 2 * s * s + s
        let h11 = s * s * s - s * s
        let h00 = 2 * s * s * s - 3 * s * s + 1
        let h01 = 1 - h00
        return [-h10 / 2, h00 - h11 / 2, h01 + h10 / 2, h11 / 2]
    }

    /// The rates of change of `catmullRomWeights(at:)` with `s`, which give the spline's
    /// slope, per unit of `s`, as the same weighted sum.
    nonisolated static func catmullRomWeightRates(at s: Double) -> [Double] {
        let h10 = 3 * s * s - 4 * s + 1
        let h11 = 3 * s * s - 2 * s
        let h00 = 6 * s * s - 6 * s
        let h01 = -h00
        return [-h10 / 2, h00 - h11 / 2, h01 + h10 / 2, h11 / 2]
    }

    /// The point a fraction `u` of the way along `path` by length (its flattened outline,
    /// within a hundredth of a point); nil for a path with no points.
    static func point(along path: Path, at u: Double) -> Point? {
        var points: [Point] = []
        for line in path.flattened(tolerance: 0.01) {
            points += line.points
            if line.isClosed, let first = line.points.first { points.append(first) }
        }
        guard var previous = points.first else { return nil }
        let lengths: [Double] = zip(points, points.dropFirst()).map { a, b in
            let (dx, dy) = (b.x - a.x, b.y - a.y)
            return (dx * dx + dy * dy).squareRoot()
        }
        var remaining = max(0, min(u, 1)) * lengths.reduce(0, +)
        for (next, length) in zip(points.dropFirst(), lengths) {
            if remaining <= length, length > 0 {
                let f = remaining / length
                return Point(x: previous.x + (next.x - previous.x) * f, y: previous.y + (next.y - previous.y) * f)
            }
            remaining -= length
            previous = next
        }
        return previous
    }

    /// A key time as a number, whatever kind of number it was given as; nil for anything else.
    private static func fraction(_ value: Any) -> Double? {
        switch value {
        case let d as Double: d
        case let i as Int: Double(i)
        case let f as Float: Double(f)
        default: nil
        }
    }

    private func evenTimes(_ n: Int) -> [Double] { (0..<n).map { Double($0) / Double(n - 1) } }

    /// `keyTimes` when it has `count` ascending entries within 0...1, else nil.
    private func validTimes(count: Int) -> [Double]? {
        guard let keyTimes = self.keyTimes?.compactMap(Self.fraction), keyTimes.count == count,
            self.keyTimes?.count == count, keyTimes.allSatisfy({ $0 >= 0 && $0 <= 1 }),
            zip(keyTimes, keyTimes.dropFirst()).allSatisfy({ $0 <= $1 })
        else { return nil }
        return keyTimes
    }

    /// Key times in proportion to the distance between neighbouring numeric values.
    private func pacedTimes(_ values: [Any]) -> [Double] {
        let numbers = values.compactMap(LayerValue.number)
        guard numbers.count == values.count else { return evenTimes(values.count) }
        let steps = zip(numbers, numbers.dropFirst()).map { abs($1 - $0) }
        let total = steps.reduce(0, +)
        guard total > 0 else { return evenTimes(values.count) }
        var times = [0.0]
        for step in steps { times.append(times.last! + step / total) }
        return times
    }
}
