extension Polyline {
    /// The parts of `polylines` between fractions `start` and `end` of their total length,
    /// measured along all of them in order, as `CAShapeLayer`'s `strokeStart` and
    /// `strokeEnd` cut a stroke. A closed polyline cut anywhere comes back open.
    public static func trimmed(_ polylines: [Polyline], from start: Double, to end: Double) -> [Polyline] {
        let s = min(max(start, 0), 1)
        let e = min(max(end, 0), 1)
        if s <= 0 && e >= 1 { return polylines }
        if e <= s { return [] }
        let total = polylines.reduce(0) { $0 + $1.length }
        guard total > 0 else { return [] }
        let from = s * total
        let to = e * total
        var out: [Polyline] = []
        var offset = 0.0
        for line in polylines {
            var pts = line.points
            if line.isClosed, let first = pts.first { pts.append(first) }
            var kept: [Point] = []
            for i in pts.indices.dropFirst() {
                let a = pts[i - 1]
                let b = pts[i]
                let len = a.distance(to: b)
                let s0 = offset
                let s1 = offset + len
                offset = s1
                if len == 0 || s1 <= from || s0 >= to { continue }
                let t0 = max(0, (from - s0) / len)
                let t1 = min(1, (to - s0) / len)
                let p0 = a + (b - a) * t0
                let p1 = a + (b - a) * t1
                if kept.last != p0 { kept.append(p0) }
                if p1 != p0 { kept.append(p1) }
            }
            if kept.count > 1 { out.append(Polyline(points: kept, isClosed: false)) }
        }
        return out
    }
}
