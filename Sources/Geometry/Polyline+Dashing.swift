/// A dash pattern for strokes (`CGContext.setLineDash(phase:lengths:)`): painted and unpainted
/// lengths in turn, repeated, starting `phase` into the pattern at every sub-path's start.
public struct LineDash: Hashable, Sendable {
    /// Painted, unpainted, painted, ... lengths; an odd count repeats with the roles swapped.
    public var lengths: [Double]
    /// How far into the pattern each sub-path starts.
    public var phase: Double

    /// A pattern of `lengths` starting `phase` in.
    public init(phase: Double = 0, lengths: [Double]) {
        self.phase = phase
        self.lengths = lengths
    }

    /// True when the pattern dashes: no negative length and a positive total, as Core
    /// Graphics requires; any other pattern strokes solid.
    public var isDashing: Bool {
        !lengths.isEmpty && lengths.allSatisfy { $0 >= 0 && $0.isFinite } && lengths.reduce(0, +) > 0
    }
}

extension Polyline {
    /// The painted pieces of `polylines` under `dash`, each sub-path starting the pattern
    /// afresh at its phase; a closed polyline is walked round to its start. A pattern that
    /// does not dash returns the polylines as they are.
    public static func dashed(_ polylines: [Polyline], dash: LineDash) -> [Polyline] {
        guard dash.isDashing else { return polylines }
        let lengths = dash.lengths
        let period = lengths.reduce(0, +) * (lengths.count.isMultiple(of: 2) ? 1 : 2)
        var out: [Polyline] = []
        for line in polylines {
            var pts = line.points
            if line.isClosed, let first = pts.first { pts.append(first) }
            guard pts.count > 1 else { continue }
            // The pattern state at the phase: which length, whether painted, how much is left.
            var index = 0
            var painted = true
            var left = lengths[0]
            var skip = dash.phase.truncatingRemainder(dividingBy: period)
            if skip < 0 { skip += period }
            while skip > 0 {
                if skip < left {
                    left -= skip
                    skip = 0
                } else {
                    skip -= left
                    index = (index + 1) % lengths.count
                    painted.toggle()
                    left = lengths[index]
                }
            }
            var current: [Point] = painted ? [pts[0]] : []
            for k in 1..<pts.count {
                var a = pts[k - 1]
                let b = pts[k]
                var segment = a.distance(to: b)
                while segment > 0 {
                    if left >= segment {
                        left -= segment
                        if painted { current.append(b) }
                        segment = 0
                    } else {
                        let f = left / segment
                        let cut = Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
                        if painted {
                            current.append(cut)
                            emit(current, into: &out)
                            current = []
                        } else {
                            current = [cut]
                        }
                        segment -= left
                        a = cut
                        index = (index + 1) % lengths.count
                        painted.toggle()
                        left = lengths[index]
                    }
                }
            }
            if painted { emit(current, into: &out) }
        }
        return out
    }

    /// Appends `points` as a polyline without repeated consecutive points, if two remain.
    private static func emit(_ points: [Point], into out: inout [Polyline]) {
        var kept: [Point] = []
        for p in points where kept.last != p { kept.append(p) }
        if kept.count > 1 { out.append(Polyline(points: kept, isClosed: false)) }
    }
}
