extension Path {
    /// True when `point` lies inside the filled path under `rule` (`contains(_:using:)`),
    /// with curves flattened to `tolerance`; open sub-paths count as closed, as in a fill.
    public func contains(_ point: Point, rule: FillRule = .nonZero, tolerance: Double = 0.01) -> Bool {
        var winding = 0
        for line in flattened(tolerance: tolerance) {
            let p = line.points
            for i in p.indices {
                let a = p[i]
                let b = p[(i + 1) % p.count]
                // Crossings of the ray to the right of the point, signed by direction.
                if (a.y <= point.y) != (b.y <= point.y) {
                    let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                    if x > point.x { winding += b.y > a.y ? 1 : -1 }
                }
            }
        }
        return rule == .nonZero ? winding != 0 : winding % 2 != 0
    }
}
