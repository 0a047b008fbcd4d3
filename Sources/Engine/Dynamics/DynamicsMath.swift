import Geometry

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Plane vector algebra for the dynamics solver. A `Point` doubles as a vector here, as it
// does for a pan's velocity; the helpers stay internal so the engine's API keeps one type.
extension Point {
    /// The dot product.
    func dot(_ other: Point) -> Double { x * other.x + y * other.y }
    /// The z component of the cross product: positive turns clockwise on screen (y down).
    func cross(_ other: Point) -> Double { x * other.y - y * other.x }
    /// The vector turned a quarter clockwise on screen: `ω × r` for a unit angular speed.
    var perpendicular: Point { Point(x: -y, y: x) }
    /// The unit vector in this direction, or zero for the zero vector.
    var normalized: Point {
        let l = (x * x + y * y).squareRoot()
        return l > 1e-12 ? Point(x: x / l, y: y / l) : .zero
    }
    /// The vector turned by `angle` radians, clockwise on screen for a positive angle, as
    /// `AffineTransform(rotationAngle:)` turns it.
    func rotated(by angle: Double) -> Point {
        let c = cos(angle)
        let s = sin(angle)
        return Point(x: c * x - s * y, y: s * x + c * y)
    }
    static prefix func - (p: Point) -> Point { Point(x: -p.x, y: -p.y) }
    static func += (a: inout Point, b: Point) { a = a + b }
    static func -= (a: inout Point, b: Point) { a = a - b }
}

/// The angle of a transform's rotation, as `AffineTransform(rotationAngle:)` builds it.
func rotationAngle(of t: AffineTransform) -> Double { atan2(t.b, t.a) }
