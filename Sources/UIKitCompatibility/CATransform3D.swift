import Engine
import Geometry

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `CATransform3D`: Core Animation's 4x4 matrix, row-vector convention (a point is
/// `[x y z 1] * m`, so `m41`/`m42` are the translation), as Core Animation stores it.
///
/// Rule it keeps: the engine draws in two dimensions, so a layer shows the affine part of
/// the matrix (`m11 m12 m21 m22 m41 m42`); scales, translations and rotations about z come
/// out exactly, and depth (`m3x`, `m34` perspective) is kept but not drawn.
public struct CATransform3D: Hashable, Sendable {
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

    /// The identity (`CATransform3DIdentity`).
    public static let identity = CATransform3D(
        m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    /// The matrix of an affine transform (`CATransform3DMakeAffineTransform`).
    public init(_ t: Geometry.AffineTransform) {
        self = .identity
        (m11, m12, m21, m22, m41, m42) = (t.a, t.b, t.c, t.d, t.tx, t.ty)
    }

    /// The part the engine draws (`CATransform3DGetAffineTransform`).
    public var affineTransform: Geometry.AffineTransform {
        Geometry.AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// The matrix product `self * other`: `self` applied first, as `CATransform3DConcat`.
    public func concatenating(_ o: CATransform3D) -> CATransform3D {
        let a = rows
        let b = o.rows
        var r = [[Double]](repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<4 {
            for j in 0..<4 { r[i][j] = (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] } }
        }
        return CATransform3D(
            m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2],
            m24: r[1][3], m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1],
            m43: r[3][2], m44: r[3][3])
    }

    private var rows: [[Double]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }
}

/// `CATransform3DIdentity`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CATransform3DIdentity = CATransform3D.identity

/// `CATransform3DMakeScale(sx, sy, sz)`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DMakeScale(_ sx: Double, _ sy: Double, _ sz: Double) -> CATransform3D {
    var t = CATransform3D.identity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// `CATransform3DMakeTranslation(tx, ty, tz)`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DMakeTranslation(_ tx: Double, _ ty: Double, _ tz: Double) -> CATransform3D {
    var t = CATransform3D.identity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// `CATransform3DConcat(a, b)`: `a` then `b`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    a.concatenating(b)
}

/// `CATransform3DMakeAffineTransform(t)`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DMakeAffineTransform(_ t: Geometry.AffineTransform) -> CATransform3D { CATransform3D(t) }

/// `CATransform3DGetAffineTransform(t)`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> Geometry.AffineTransform { t.affineTransform }

/// `CATransform3DIsIdentity(t)`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == .identity }

extension ViewLayer {
    /// `CALayer.transform`: a view's layer shares the view's transform, as in UIKit (where
    /// `view.transform` is the affine part of `layer.transform`); so setting it inside
    /// `UIView.animate` animates, and reading it back gives the affine part, depth dropped.
    public var transform: CATransform3D {
        get { CATransform3D(view.transform) }
        set { view.transform = newValue.affineTransform }
    }
}

/// `CATransform3DMakeRotation(angle, x, y, z)`: a rotation by `angle` radians about the
/// axis `(x, y, z)`, normalised; a zero axis gives the identity. Drawn by its affine part:
/// about z a plain rotation, about y or x a horizontal or vertical squeeze by the cosine, as
/// the flat projection of the turned layer.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DMakeRotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return .identity }
    let (x, y, z) = (x / length, y / length, z / length)
    let (c, s) = (cos(angle), sin(angle))
    let t = 1 - c
    var r = CATransform3D.identity
    (r.m11, r.m12, r.m13) = (c + x * x * t, x * y * t + z * s, x * z * t - y * s)
    (r.m21, r.m22, r.m23) = (x * y * t - z * s, c + y * y * t, y * z * t + x * s)
    (r.m31, r.m32, r.m33) = (x * z * t + y * s, y * z * t - x * s, c + z * z * t)
    return r
}

/// `CATransform3DRotate(t, angle, x, y, z)`: the rotation first, then `t`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: Double, _ x: Double, _ y: Double, _ z: Double
) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

/// `CATransform3DScale(t, sx, sy, sz)`: the scale first, then `t`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DScale(_ t: CATransform3D, _ sx: Double, _ sy: Double, _ sz: Double) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

/// `CATransform3DTranslate(t, tx, ty, tz)`: the translation first, then `t`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: Double, _ ty: Double, _ tz: Double) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}
