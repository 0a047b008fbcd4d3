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
/// Rule it keeps: it is the geometry's `Transform3D`, the same value the engine stores;
/// an affine matrix means the same as the `AffineTransform` in `m11 m12 m21 m22 m41 m42`.
public typealias CATransform3D = Geometry.Transform3D

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
    /// `UIView.animate` animates the affine part. A matrix with perspective acting on the
    /// plane (`m34` with a turn about x or y) is drawn in perspective by the renderer.
    public var transform: CATransform3D {
        get { transform3D }
        set { setTransform3D(newValue) }
    }

    /// `CALayer.isDoubleSided`: false hides the layer while it shows its back (turned past
    /// 90 degrees about x or y), as a card flip's faces do.
    public var isDoubleSided: Bool {
        get { isDoubleSidedValue }
        set { isDoubleSidedValue = newValue }
    }
}

/// `CATransform3DMakeRotation(angle, x, y, z)`: a rotation by `angle` radians about the
/// axis `(x, y, z)`, normalised; a zero axis gives the identity.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DMakeRotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> CATransform3D {
    CATransform3D(rotationAngle: angle, x: x, y: y, z: z)
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

/// `CATransform3DInvert(t)`: the inverse, or `t` unchanged when it has none, as Core
/// Animation returns it.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D { t.inverted() }

/// `CATransform3DIsAffine(t)`: true when `t` has no depth or perspective entries, so it is
/// exactly `CATransform3DGetAffineTransform(t)`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }

/// `CATransform3DEqualToTransform(a, b)`: field-by-field equality.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }
