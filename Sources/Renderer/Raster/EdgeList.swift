import Geometry

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A closed outline flattened to straight segments in device pixels, ready for the scan
/// converter. Curves are flattened here, once, so the scan converter only ever sees lines.
///
/// Winding follows the non-zero rule, so a sub-path drawn the other way round cuts a hole
/// (a border is its outer rounded rect plus its inner one reversed).
package struct EdgeList: Sendable {
    /// Segment end points, four doubles each: x0, y0, x1, y1.
    package private(set) var segments: [Double] = []
    /// Smallest device-space box holding every point added so far.
    package private(set) var bounds: Rect = .zero
    private var hasPoints = false

    /// An empty outline.
    package init() {}

    /// True when no segment has been added.
    package var isEmpty: Bool { segments.isEmpty }

    /// Adds one closed polygon; the last point joins the first.
    package mutating func addPolygon(_ points: [Point]) {
        let n = points.count
        guard n >= 2 else { return }
        // The segments are written into one block and appended at once: appending each as a
        // four-value array made and freed an array per segment, which a debug build pays for
        // at every step of every rounded corner, in every band and strip.
        points.withUnsafeBufferPointer { pts in
            for i in 0..<n { include(pts[i]) }
            let added = [Double](unsafeUninitializedCapacity: 4 * n) { buffer, count in
                let out = buffer.baseAddress!
                var k = 0
                for i in 0..<n {
                    let p = pts[i]
                    let q = pts[i + 1 == n ? 0 : i + 1]
                    if p.y != q.y {
                        out[k] = p.x
                        out[k + 1] = p.y
                        out[k + 2] = q.x
                        out[k + 3] = q.y
                        k += 4
                    }
                }
                count = k
            }
            segments.append(contentsOf: added)
        }
    }

    private mutating func include(_ p: Point) {
        if !hasPoints {
            bounds = Rect(origin: p, size: .zero)
            hasPoints = true
        } else {
            let x0 = min(bounds.minX, p.x)
            let y0 = min(bounds.minY, p.y)
            bounds = Rect(x: x0, y: y0, width: max(bounds.maxX, p.x) - x0, height: max(bounds.maxY, p.y) - y0)
        }
    }

    /// The outline scaled by `scale` about `origin` (moved so `origin` lands on zero).
    func scaled(by scale: Double, origin: Point) -> EdgeList {
        var out = self
        for i in stride(from: 0, to: segments.count, by: 2) {
            out.segments[i] = (segments[i] - origin.x) * scale
            out.segments[i + 1] = (segments[i + 1] - origin.y) * scale
        }
        out.bounds = Rect(
            x: (bounds.minX - origin.x) * scale, y: (bounds.minY - origin.y) * scale,
            width: bounds.width * scale, height: bounds.height * scale)
        return out
    }

    /// Adds a rounded rectangle given in some space that `transform` maps to device pixels.
    ///
    /// Corners are quarter circles flattened to chords no further than `tolerance` device
    /// pixels from the arc; interior chord vertices are pushed out by `sqrt(θ/sin θ)` so each
    /// polygonal corner has the same area as the circular one.
    package mutating func addRoundedRect(
        _ rect: Rect, cornerRadius: Double, transform: AffineTransform,
        reversed: Bool = false, tolerance: Double = 0.1
    ) {
        addRoundedRect(
            rect, cornerRadius: cornerRadius, transform: transform, reversed: reversed, tolerance: tolerance,
            angles: nil)
    }

    /// `addRoundedRect` with the corners' cosines and sines looked up in `angles` (the same
    /// values, so the same points) instead of computed again for every rectangle.
    mutating func addRoundedRect(
        _ rect: Rect, cornerRadius: Double, transform: AffineTransform,
        reversed: Bool = false, tolerance: Double = 0.1, angles: CornerAngles?
    ) {
        let points = EdgeList.roundedRectPoints(
            rect.standardized, cornerRadius: cornerRadius,
            deviceScale: transform.maximumScale, tolerance: tolerance, angles: angles)
        addOutline(points, transform: transform, reversed: reversed)
    }

    /// Adds a closed outline given clockwise in a space that `transform` maps to device
    /// pixels, the other way round when `reversed` (a hole).
    mutating func addOutline(_ outline: [Point], transform: AffineTransform, reversed: Bool) {
        var points = outline
        if reversed { points.reverse() }
        if !transform.isIdentity {
            points.withUnsafeMutableBufferPointer { p in
                for i in 0..<p.count { p[i] = p[i].applying(transform) }
            }
        }
        addPolygon(points)
    }

    /// The outline of a rounded rectangle, clockwise on screen, in the rectangle's own space.
    static func roundedRectPoints(
        _ r: Rect, cornerRadius: Double, deviceScale: Double,
        tolerance: Double, angles: CornerAngles? = nil
    ) -> [Point] {
        let radius = max(0, min(cornerRadius, r.width / 2, r.height / 2))
        if radius * deviceScale < 0.05 {
            return [
                Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY),
            ]
        }
        let steps = cornerSteps(deviceRadius: radius * deviceScale, tolerance: tolerance)
        let table = (angles ?? CornerAngles()).table(steps: steps)
        let push = table.push
        // Corner centres in clockwise order starting top-right (their start angles are
        // CornerAngles.starts).
        let centres = [
            (r.maxX - radius, r.minY + radius), (r.maxX - radius, r.maxY - radius),
            (r.minX + radius, r.maxY - radius), (r.minX + radius, r.minY + radius),
        ]
        // Written in place: an append a point costs a debug build a call into the generic
        // array code each time.
        return [Point](unsafeUninitializedCapacity: 4 * (steps + 1)) { buffer, count in
            let out = buffer.baseAddress!
            table.values.withUnsafeBufferPointer { v in
                for corner in 0..<4 {
                    let (cx, cy) = centres[corner]
                    for i in 0...steps {
                        let (c, s) = v[corner * (steps + 1) + i]
                        let k = (i == 0 || i == steps) ? radius : radius * push
                        out[corner * (steps + 1) + i] = Point(x: cx + k * c, y: cy + k * s)
                    }
                }
            }
            count = 4 * (steps + 1)
        }
    }

    /// The chords a quarter circle of `deviceRadius` pixels is flattened to, each no further
    /// than `tolerance` from the arc.
    static func cornerSteps(deviceRadius: Double, tolerance: Double) -> Int {
        // Chord of angle θ deviates from the arc by R(1 - cos(θ/2)).
        let maxAngle = 2 * acos(max(-1, 1 - min(tolerance, deviceRadius) / deviceRadius))
        return Int(min(max(1, (Double.pi / 2 / maxAngle).rounded(.up)), 512))
    }
}

/// The cosines and sines of the angles at which `EdgeList.roundedRectPoints` places a
/// rounded rectangle's corner points, for each number of steps a quarter circle it met, with
/// the push-out factor of the interior points: what a canvas drawing many rounded
/// rectangles would otherwise compute again for each (a cosine and a sine a point).
/// Computed by the same expressions, so the points are the same to the bit.
final class CornerAngles {
    /// The corners' start angles, clockwise from the top-right corner.
    static let starts = [-Double.pi / 2, 0, Double.pi / 2, Double.pi]
    /// Tables kept at most: radii vary, and each is a few hundred bytes to a few kilobytes.
    static let limit = 32

    /// One number of steps' table.
    struct Table {
        /// `(cos, sin)` of `start + theta * i` for each corner, `i` in `0...steps`, corner by corner.
        var values: [(Double, Double)]
        /// The interior points' distance from the centre over the radius, `sqrt(theta / sin theta)`.
        var push: Double
    }

    private var tables: [Int: Table] = [:]

    /// The table for `steps` (at least 1), computed the first time (all are dropped when
    /// more than `limit` are held).
    func table(steps: Int) -> Table {
        if let known = tables[steps] { return known }
        let theta = Double.pi / 2 / Double(steps)
        var values: [(Double, Double)] = []
        values.reserveCapacity(4 * (steps + 1))
        for start in CornerAngles.starts {
            for i in 0...steps {
                let angle = start + theta * Double(i)
                values.append((cos(angle), sin(angle)))
            }
        }
        let made = Table(values: values, push: (theta / sin(theta)).squareRoot())
        if tables.count >= CornerAngles.limit { tables.removeAll() }
        tables[steps] = made
        return made
    }
}

extension AffineTransform {
    /// The largest factor by which the transform stretches any length; sets flattening density.
    var maximumScale: Double {
        let sx = (a * a + b * b).squareRoot()
        let sy = (c * c + d * d).squareRoot()
        return max(sx, sy, 1e-9)
    }
}
