#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How an open stroke ends (`CAShapeLayerLineCap`).
public enum LineCap: String, Hashable, Sendable {
    /// Square, flush with the end point (the default).
    case butt
    /// A half circle of the line's width about the end point.
    case round
    /// Square, reaching half the line's width past the end point.
    case square
}

/// How a stroke turns a corner (`CAShapeLayerLineJoin`).
public enum LineJoin: String, Hashable, Sendable {
    /// Edges extended to meet in a point, or bevelled past the miter limit (the default).
    case miter
    /// A circular arc about the corner.
    case round
    /// The outer corners joined by a straight line.
    case bevel
}

/// The geometry of a stroke: width, caps, joins.
public struct StrokeStyle: Hashable, Sendable {
    /// The width, centred on the path.
    public var lineWidth: Double
    /// How open ends look.
    public var lineCap: LineCap
    /// How corners look.
    public var lineJoin: LineJoin
    /// A miter longer than this many line widths is bevelled (`miterLimit`, 10 by default).
    public var miterLimit: Double

    /// A style with Core Animation's defaults but for what is given.
    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
    }
}

extension Polyline {
    /// Closed polygons whose union under the non-zero rule is the stroke of `polylines`:
    /// each open polyline one polygon (one side forward, the end cap, the other side back,
    /// the start cap), each closed one a ring of two loops wound opposite ways.
    ///
    /// At the inside of a corner the sides pass through the corner point itself, so the
    /// overlap they make there winds the same way as the rest and fills; every polygon winds
    /// the same way, so strokes that cross add up instead of cancelling. Round parts are
    /// chords within `tolerance` of the circle. Where half the width exceeds a curve's
    /// radius, the inside of the turn is where the straight neighbours' inner edges meet,
    /// a little short of Core Graphics' stroke (which reaches half the width from the curve).
    public static func strokeOutline(_ polylines: [Polyline], style: StrokeStyle, tolerance: Double) -> [[Point]] {
        let h = style.lineWidth / 2
        guard h > 0, h.isFinite else { return [] }
        let stroker = Stroker(halfWidth: h, style: style, tolerance: max(tolerance, 1e-6))
        var out: [[Point]] = []
        for line in polylines where line.points.count > 1 {
            if line.isClosed && line.points.count > 2 {
                var pts = line.points
                if signedArea(pts) < 0 { pts.reverse() }
                var outer = stroker.side(pts, closed: true)
                var inner = stroker.side(pts.reversed(), closed: true)
                if abs(signedArea(inner)) > abs(signedArea(outer)) { swap(&outer, &inner) }
                if signedArea(outer) < 0 {
                    outer.reverse()
                    inner.reverse()
                }
                out.append(outer)
                out.append(inner)
            } else {
                var pts = line.points
                if line.isClosed, let first = pts.first { pts.append(first) }
                let back = Array(pts.reversed())
                var polygon = stroker.side(pts, closed: false)
                polygon += stroker.cap(at: pts[pts.count - 1], from: pts[pts.count - 2])
                polygon += stroker.side(back, closed: false)
                polygon += stroker.cap(at: back[back.count - 1], from: back[back.count - 2])
                if signedArea(polygon) < 0 { polygon.reverse() }
                out.append(polygon)
            }
        }
        return out
    }

    /// Twice the signed area of a closed polygon (the shoelace sum).
    static func signedArea(_ p: [Point]) -> Double {
        var sum = 0.0
        for i in p.indices {
            let a = p[i]
            let b = p[(i + 1) % p.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum
    }
}

/// Offsets one polyline to one side, with joins and caps.
private struct Stroker {
    let halfWidth: Double
    let style: StrokeStyle
    let tolerance: Double

    private func direction(_ a: Point, _ b: Point) -> Point {
        let d = b - a
        let l = d.length
        return l > 0 ? d * (1 / l) : Point(x: 1, y: 0)
    }

    /// The unit normal a quarter turn from `d` (on screen, to the right of travel).
    private func normal(_ d: Point) -> Point { Point(x: -d.y, y: d.x) }

    /// The offset points along the side of `pts` the normal points to, start to end.
    func side(_ pts: [Point], closed: Bool) -> [Point] {
        let n = pts.count
        var out: [Point] = []
        if closed {
            for i in 0..<n {
                out += join(at: pts[i], direction(pts[(i + n - 1) % n], pts[i]), direction(pts[i], pts[(i + 1) % n]))
            }
            return out
        }
        out.append(pts[0] + normal(direction(pts[0], pts[1])) * halfWidth)
        if n > 2 {
            for i in 1..<(n - 1) {
                out += join(at: pts[i], direction(pts[i - 1], pts[i]), direction(pts[i], pts[i + 1]))
            }
        }
        out.append(pts[n - 1] + normal(direction(pts[n - 2], pts[n - 1])) * halfWidth)
        return out
    }

    /// The side's points at a corner from direction `d1` into `d2`.
    private func join(at p: Point, _ d1: Point, _ d2: Point) -> [Point] {
        let u1 = normal(d1)
        let u2 = normal(d2)
        let cross = d1.x * d2.y - d1.y * d2.x
        let dot = d1.x * d2.x + d1.y * d2.y
        if abs(cross) < 1e-12 && dot > 0 { return [p + u1 * halfWidth] }
        if cross > 0 {
            // The inside of the turn: through the corner, so the overlap fills.
            return [p + u1 * halfWidth, p, p + u2 * halfWidth]
        }
        switch style.lineJoin {
        case .bevel:
            return [p + u1 * halfWidth, p + u2 * halfWidth]
        case .miter:
            let sum = u1 + u2
            let s2 = sum.x * sum.x + sum.y * sum.y
            // 1 / cos(phi / 2) = 2 / |u1 + u2|: the miter's length in line widths.
            if s2 > 1e-12, 2 / s2.squareRoot() <= style.miterLimit {
                return [p + u1 * halfWidth, p + sum * (2 * halfWidth / s2), p + u2 * halfWidth]
            }
            return [p + u1 * halfWidth, p + u2 * halfWidth]
        case .round:
            let a1 = atan2(u1.y, u1.x)
            var sweep = atan2(u2.y, u2.x) - a1
            while sweep > Double.pi { sweep -= 2 * Double.pi }
            while sweep < -Double.pi { sweep += 2 * Double.pi }
            // A full reversal: round the far side, ahead of the incoming direction.
            if abs(abs(sweep) - Double.pi) < 1e-9 { sweep = -Double.pi }
            return arc(about: p, from: a1, sweep: sweep)
        }
    }

    /// The cap at `end` of a segment arriving from `prev`: from the normal's side round to
    /// the other, the first point (already on the side) left out.
    func cap(at end: Point, from prev: Point) -> [Point] {
        let d = direction(prev, end)
        let u = normal(d)
        switch style.lineCap {
        case .butt:
            return [end - u * halfWidth]
        case .square:
            let ahead = end + d * halfWidth
            return [ahead + u * halfWidth, ahead - u * halfWidth, end - u * halfWidth]
        case .round:
            return Array(arc(about: end, from: atan2(u.y, u.x), sweep: -Double.pi).dropFirst())
        }
    }

    /// Points on the circle of the half width about `c`, from angle `a0` through `sweep`,
    /// both ends included, chords within the tolerance. Interior points are pushed out by
    /// `sqrt(θ/sin θ)` so the polygon has the circle's area, as rounded rectangles' corners
    /// are, instead of losing two thirds of the chords' sag along the arc.
    private func arc(about c: Point, from a0: Double, sweep: Double) -> [Point] {
        let r = halfWidth
        let maxStep = r > tolerance ? 2 * acos(1 - tolerance / r) : Double.pi / 2
        let steps = Int(min(max(1, (abs(sweep) / maxStep).rounded(.up)), 1024))
        let theta = abs(sweep) / Double(steps)
        let push = theta > 1e-9 ? (theta / sin(theta)).squareRoot() : 1
        return (0...steps).map { i in
            let a = a0 + sweep * Double(i) / Double(steps)
            let k = i == 0 || i == steps ? r : r * push
            return Point(x: c.x + k * cos(a), y: c.y + k * sin(a))
        }
    }
}
