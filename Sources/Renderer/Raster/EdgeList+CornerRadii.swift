import Geometry

extension EdgeList {
    /// Adds a rectangle whose corners are rounded by `radii` (some of them square), given in
    /// some space that `transform` maps to device pixels.
    ///
    /// Four equal radii add exactly the points `addRoundedRect(_:cornerRadius:...)` adds;
    /// otherwise each corner is flattened as that method flattens a corner of its own radius,
    /// and a corner too small to see is its square point.
    mutating func addRoundedRect(
        _ rect: Rect, radii: CornerRadii, transform: AffineTransform,
        reversed: Bool = false, tolerance: Double = 0.1, angles: CornerAngles? = nil
    ) {
        if radii.isUniform {
            addRoundedRect(
                rect, cornerRadius: radii.topLeft, transform: transform, reversed: reversed, tolerance: tolerance,
                angles: angles)
            return
        }
        let points = EdgeList.roundedRectPoints(
            rect.standardized, radii: radii, deviceScale: transform.maximumScale, tolerance: tolerance,
            angles: angles)
        addOutline(points, transform: transform, reversed: reversed)
    }

    /// The outline of a rectangle with corners of their own radii, clockwise on screen from
    /// the top-right corner, in the rectangle's own space.
    static func roundedRectPoints(
        _ r: Rect, radii: CornerRadii, deviceScale: Double, tolerance: Double, angles: CornerAngles? = nil
    ) -> [Point] {
        let clamped = radii.clamped(to: r.size).clockwiseFromTopRight
        // Each corner's square point, and which way its arc's centre lies from it.
        let corners: [(x: Double, y: Double, dx: Double, dy: Double)] = [
            (r.maxX, r.minY, -1, 1), (r.maxX, r.maxY, -1, -1), (r.minX, r.maxY, 1, -1), (r.minX, r.minY, 1, 1),
        ]
        let lookup = angles ?? CornerAngles()
        var points: [Point] = []
        points.reserveCapacity(64)
        for (corner, radius) in clamped.enumerated() {
            let square = corners[corner]
            if radius * deviceScale < 0.05 {
                points.append(Point(x: square.x, y: square.y))
                continue
            }
            let steps = cornerSteps(deviceRadius: radius * deviceScale, tolerance: tolerance)
            let table = lookup.table(steps: steps)
            let cx = square.x + square.dx * radius
            let cy = square.y + square.dy * radius
            for i in 0...steps {
                let (c, s) = table.values[corner * (steps + 1) + i]
                let k = (i == 0 || i == steps) ? radius : radius * table.push
                points.append(Point(x: cx + k * c, y: cy + k * s))
            }
        }
        return points
    }
}
