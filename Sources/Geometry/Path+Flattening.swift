/// A run of straight segments through `points`; a closed one joins its last point to its first.
public struct Polyline: Hashable, Sendable {
    /// The vertices in order, with no two consecutive ones equal.
    public var points: [Point]
    /// True when the last point joins the first.
    public var isClosed: Bool

    /// A polyline through `points`.
    public init(points: [Point], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }

    /// The sum of the segment lengths, the closing one included.
    public var length: Double {
        var total = 0.0
        for i in points.indices.dropFirst() { total += points[i - 1].distance(to: points[i]) }
        if isClosed, let first = points.first, let last = points.last { total += last.distance(to: first) }
        return total
    }
}

extension Path {
    /// The path as polylines, one per sub-path, with every curve replaced by chords that
    /// stay within `tolerance` (same units as the path) of it.
    ///
    /// The number of chords of a curve comes from the bound on its second derivative
    /// (Wang's formula): a chord over a parameter step h lies within max|B''| h^2 / 8 of the
    /// curve, so uniform steps meet the tolerance everywhere, not just on average.
    public func flattened(tolerance: Double) -> [Polyline] {
        let tol = max(tolerance, 1e-6)
        var out: [Polyline] = []
        var points: [Point] = []
        var start: Point?
        func push(_ p: Point) {
            if let last = points.last, last == p { return }
            points.append(p)
        }
        func finish(closed: Bool) {
            if points.count > 1 || (points.count == 1 && !closed) {
                var line = Polyline(points: points, isClosed: closed)
                if closed, line.points.count > 1, line.points.first == line.points.last {
                    line.points.removeLast()
                }
                out.append(line)
            }
            points = []
        }
        for e in elements {
            switch e {
            case .move(let p):
                finish(closed: false)
                start = p
                points = [p]
            case .line(let p):
                push(p)
            case .quadCurve(let p, let c):
                guard let p0 = points.last else { break }
                let dd = (p0 - c * 2 + p).length
                let n = Path.steps(dd / 4, tol)
                for i in 1...n {
                    let t = Double(i) / Double(n)
                    let u = 1 - t
                    push(p0 * (u * u) + c * (2 * u * t) + p * (t * t))
                }
            case .curve(let p, let c1, let c2):
                guard let p0 = points.last else { break }
                let dd = max((p0 - c1 * 2 + c2).length, (c1 - c2 * 2 + p).length)
                let n = Path.steps(dd * 6 / 8, tol)
                for i in 1...n {
                    let t = Double(i) / Double(n)
                    let u = 1 - t
                    push(p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t))
                }
            case .closeSubpath:
                let s = start ?? points.first
                finish(closed: true)
                if let s { points = [s] }
            }
        }
        finish(closed: false)
        // A sub-path that never left its first point draws nothing.
        return out.filter { $0.points.count > 1 }
    }

    /// Uniform steps so that `bound` * h^2 <= tolerance (`bound` holds max|B''| / 8).
    private static func steps(_ bound: Double, _ tolerance: Double) -> Int {
        guard bound.isFinite, bound > 0 else { return 1 }
        return Int(min(max(1, (bound / tolerance).squareRoot().rounded(.up)), 4096))
    }
}

extension Point {
    /// The distance from the origin.
    var length: Double { (x * x + y * y).squareRoot() }
}
