#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A 4x4 matrix in Core Animation's `CATransform3D` convention: a point is the row vector
/// `[x y z 1]` multiplied on the left, so `m41 m42 m43` are the translation and `m14 m24 m34`
/// the perspective column (`m34 = -1 / d` puts the eye at distance `d` in front of the plane).
///
/// Rule it keeps: `a.concatenating(b)` applies `a` first, then `b`, as `CATransform3DConcat`
/// does; when the matrix is affine (`isAffine`) it is exactly the `AffineTransform` in
/// `m11 m12 m21 m22 m41 m42`, so an affine layer transform means the same in 2D and 3D.
public struct Transform3D: Hashable, Sendable, CustomStringConvertible {
    // Core Animation's field names, in its row order.
    public var m11: Double, m12: Double, m13: Double, m14: Double
    public var m21: Double, m22: Double, m23: Double, m24: Double
    public var m31: Double, m32: Double, m33: Double, m34: Double
    public var m41: Double, m42: Double, m43: Double, m44: Double

    /// The matrix from its sixteen fields, row by row.
    public init(
        m11: Double, m12: Double, m13: Double, m14: Double, m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double, m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The matrix that changes nothing.
    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    /// The matrix of an affine transform, depth untouched (`CATransform3DMakeAffineTransform`).
    public init(_ t: AffineTransform) {
        self = .identity
        (m11, m12, m21, m22, m41, m42) = (t.a, t.b, t.c, t.d, t.tx, t.ty)
    }

    /// A translation by `(tx, ty, tz)`.
    public init(translationX tx: Double, y ty: Double, z tz: Double) {
        self = .identity
        (m41, m42, m43) = (tx, ty, tz)
    }

    /// A scale by `(sx, sy, sz)` about the origin.
    public init(scaleX sx: Double, y sy: Double, z sz: Double) {
        self = .identity
        (m11, m22, m33) = (sx, sy, sz)
    }

    /// A rotation by `angle` radians about the axis `(x, y, z)`, normalised; a zero axis gives
    /// the identity, as `CATransform3DMakeRotation` does. About z it is the affine rotation
    /// (clockwise on screen for a positive angle, y growing down).
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        self = .identity
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0 else { return }
        let (x, y, z) = (x / length, y / length, z / length)
        let (c, s) = (cos(angle), sin(angle))
        let t = 1 - c
        (m11, m12, m13) = (c + x * x * t, x * y * t + z * s, x * z * t - y * s)
        (m21, m22, m23) = (x * y * t - z * s, c + y * y * t, y * z * t + x * s)
        (m31, m32, m33) = (x * z * t + y * s, y * z * t - x * s, c + z * z * t)
    }

    /// The identity with `m34 = -1 / distance`: the perspective of an eye `distance` points in
    /// front of the plane z = 0, as UIKit code writes `transform.m34 = -1.0 / 500`.
    public init(perspectiveDistance distance: Double) {
        self = .identity
        m34 = distance == 0 ? 0 : -1 / distance
    }

    /// True when the matrix is exactly the identity.
    public var isIdentity: Bool { self == .identity }

    /// True when the matrix maps the plane z = 0 as a 2D affine transform does and keeps depth
    /// out of it (`CATransform3DIsAffine`): every z and w column entry but `m33`, `m44` is zero.
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0
            && m43 == 0 && m44 == 1
    }

    /// True when the plane z = 0 lands on screen as an affine image: no perspective entry acts
    /// on x or y (`m14 m24` zero, `m44` one), whatever depth the matrix gives it. Such a layer
    /// draws on the 2D path by `affineTransform`; anything else needs the projective path.
    public var mapsPlaneAffinely: Bool { m14 == 0 && m24 == 0 && m44 == 1 }

    /// The 2D part (`CATransform3DGetAffineTransform`): what the matrix does to the plane
    /// z = 0, perspective dropped.
    public var affineTransform: AffineTransform {
        AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// The matrix product `self * other`: `self` applied first (`CATransform3DConcat`).
    public func concatenating(_ o: Transform3D) -> Transform3D {
        let a = rows
        let b = o.rows
        var r = [Double](repeating: 0, count: 16)
        for i in 0..<4 {
            for j in 0..<4 {
                r[i * 4 + j] =
                    a[i * 4] * b[j] + a[i * 4 + 1] * b[4 + j] + a[i * 4 + 2] * b[8 + j] + a[i * 4 + 3]
                    * b[12 + j]
            }
        }
        return Transform3D(rows: r)
    }

    /// The inverse, or nil when the matrix is singular (`CATransform3DInvert` returns the
    /// matrix unchanged then; `inverted()` keeps that rule).
    public var inverse: Transform3D? {
        let m = rows
        var inv = [Double](repeating: 0, count: 16)
        inv[0] =
            m[5] * m[10] * m[15] - m[5] * m[11] * m[14] - m[9] * m[6] * m[15] + m[9] * m[7] * m[14]
            + m[13] * m[6] * m[11] - m[13] * m[7] * m[10]
        inv[4] =
            -m[4] * m[10] * m[15] + m[4] * m[11] * m[14] + m[8] * m[6] * m[15] - m[8] * m[7] * m[14]
            - m[12] * m[6] * m[11] + m[12] * m[7] * m[10]
        inv[8] =
            m[4] * m[9] * m[15] - m[4] * m[11] * m[13] - m[8] * m[5] * m[15] + m[8] * m[7] * m[13]
            + m[12] * m[5] * m[11] - m[12] * m[7] * m[9]
        inv[12] =
            -m[4] * m[9] * m[14] + m[4] * m[10] * m[13] + m[8] * m[5] * m[14] - m[8] * m[6] * m[13]
            - m[12] * m[5] * m[10] + m[12] * m[6] * m[9]
        inv[1] =
            -m[1] * m[10] * m[15] + m[1] * m[11] * m[14] + m[9] * m[2] * m[15] - m[9] * m[3] * m[14]
            - m[13] * m[2] * m[11] + m[13] * m[3] * m[10]
        inv[5] =
            m[0] * m[10] * m[15] - m[0] * m[11] * m[14] - m[8] * m[2] * m[15] + m[8] * m[3] * m[14]
            + m[12] * m[2] * m[11] - m[12] * m[3] * m[10]
        inv[9] =
            -m[0] * m[9] * m[15] + m[0] * m[11] * m[13] + m[8] * m[1] * m[15] - m[8] * m[3] * m[13]
            - m[12] * m[1] * m[11] + m[12] * m[3] * m[9]
        inv[13] =
            m[0] * m[9] * m[14] - m[0] * m[10] * m[13] - m[8] * m[1] * m[14] + m[8] * m[2] * m[13]
            + m[12] * m[1] * m[10] - m[12] * m[2] * m[9]
        inv[2] =
            m[1] * m[6] * m[15] - m[1] * m[7] * m[14] - m[5] * m[2] * m[15] + m[5] * m[3] * m[14]
            + m[13] * m[2] * m[7] - m[13] * m[3] * m[6]
        inv[6] =
            -m[0] * m[6] * m[15] + m[0] * m[7] * m[14] + m[4] * m[2] * m[15] - m[4] * m[3] * m[14]
            - m[12] * m[2] * m[7] + m[12] * m[3] * m[6]
        inv[10] =
            m[0] * m[5] * m[15] - m[0] * m[7] * m[13] - m[4] * m[1] * m[15] + m[4] * m[3] * m[13]
            + m[12] * m[1] * m[7] - m[12] * m[3] * m[5]
        inv[14] =
            -m[0] * m[5] * m[14] + m[0] * m[6] * m[13] + m[4] * m[1] * m[14] - m[4] * m[2] * m[13]
            - m[12] * m[1] * m[6] + m[12] * m[2] * m[5]
        inv[3] =
            -m[1] * m[6] * m[11] + m[1] * m[7] * m[10] + m[5] * m[2] * m[11] - m[5] * m[3] * m[10]
            - m[9] * m[2] * m[7] + m[9] * m[3] * m[6]
        inv[7] =
            m[0] * m[6] * m[11] - m[0] * m[7] * m[10] - m[4] * m[2] * m[11] + m[4] * m[3] * m[10]
            + m[8] * m[2] * m[7] - m[8] * m[3] * m[6]
        inv[11] =
            -m[0] * m[5] * m[11] + m[0] * m[7] * m[9] + m[4] * m[1] * m[11] - m[4] * m[3] * m[9]
            - m[8] * m[1] * m[7] + m[8] * m[3] * m[5]
        inv[15] =
            m[0] * m[5] * m[10] - m[0] * m[6] * m[9] - m[4] * m[1] * m[10] + m[4] * m[2] * m[9]
            + m[8] * m[1] * m[6] - m[8] * m[2] * m[5]
        let det = m[0] * inv[0] + m[1] * inv[4] + m[2] * inv[8] + m[3] * inv[12]
        guard det != 0, det.isFinite else { return nil }
        return Transform3D(rows: inv.map { $0 / det })
    }

    /// The inverse, or the matrix unchanged when it is singular, as `CATransform3DInvert`.
    public func inverted() -> Transform3D { inverse ?? self }

    /// The homogeneous image of the point `(x, y, z)`: `[x y z 1] * self`. Dividing `x y z` by
    /// `w` gives the screen point; `w <= 0` means the point is at or behind the eye.
    public func apply(x: Double, y: Double, z: Double) -> (x: Double, y: Double, z: Double, w: Double) {
        (
            x * m11 + y * m21 + z * m31 + m41, x * m12 + y * m22 + z * m32 + m42,
            x * m13 + y * m23 + z * m33 + m43, x * m14 + y * m24 + z * m34 + m44
        )
    }

    /// The screen point a point of the plane z = 0 lands on, after the perspective divide; nil
    /// when it is at or behind the eye (`w <= 0`), where Core Animation clips it away.
    public func project(_ p: Point) -> Point? {
        let h = apply(x: p.x, y: p.y, z: 0)
        guard h.w > 0 else { return nil }
        return Point(x: h.x / h.w, y: h.y / h.w)
    }

    /// The 3x3 homography the matrix gives the plane z = 0, row-vector convention
    /// (`[x y 1] * H`): rows `(m11 m12 m14) (m21 m22 m24) (m41 m42 m44)`. A renderer maps a flat
    /// layer through it, since depth does not change where the plane's points land.
    public var planeHomography: [Double] { [m11, m12, m14, m21, m22, m24, m41, m42, m44] }

    /// The sixteen fields in row order.
    public var rows: [Double] { [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44] }

    /// The matrix from sixteen fields in row order.
    public init(rows r: [Double]) {
        precondition(r.count == 16, "a 4x4 matrix has sixteen fields")
        self.init(
            m11: r[0], m12: r[1], m13: r[2], m14: r[3], m21: r[4], m22: r[5], m23: r[6], m24: r[7],
            m31: r[8], m32: r[9], m33: r[10], m34: r[11], m41: r[12], m42: r[13], m43: r[14], m44: r[15])
    }

    /// The fields as four rows.
    public var description: String {
        let r = rows.map { "\($0)" }
        return "[\(r[0..<4].joined(separator: " ")); \(r[4..<8].joined(separator: " ")); "
            + "\(r[8..<12].joined(separator: " ")); \(r[12..<16].joined(separator: " "))]"
    }
}
