#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A 2D affine transform in UIKit's `CGAffineTransform` convention:
///
///     x' = a x + c y + tx
///     y' = b x + d y + ty
///
/// Composition follows Core Graphics: `t1.concatenating(t2)` applies `t1` first, then `t2`.
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// The coefficients: `a b c d` the linear part, `tx ty` the translation.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// Creates a transform from its six coefficients.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by (tx, ty).
    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale by (sx, sy) about the origin.
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians; positive angles turn clockwise on screen (y grows down).
    public init(rotationAngle angle: Double) {
        let s = sin(angle)
        let co = cos(angle)
        self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    /// True when this is exactly the identity.
    public var isIdentity: Bool { self == .identity }

    /// `self` applied first, then `other`.
    public func concatenating(_ t: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * t.a + b * t.c,
            b: a * t.b + b * t.d,
            c: c * t.a + d * t.c,
            d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx,
            ty: tx * t.b + ty * t.d + t.ty)
    }

    /// A translation applied before this transform.
    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before this transform.
    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation applied before this transform.
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The determinant of the linear part; zero means the transform flattens the plane.
    public var determinant: Double { a * d - b * c }

    /// The inverse (`CGAffineTransform.inverted()`), or this transform unchanged when it
    /// cannot be inverted, as Core Graphics returns it. Read `inverse` to tell the two apart.
    public func inverted() -> AffineTransform {
        inverse ?? self
    }

    /// The inverse, or nil when the transform is not invertible (its determinant is zero or
    /// not finite): the form to use where a singular transform must be noticed.
    public var inverse: AffineTransform? {
        let det = determinant
        if det == 0 || !det.isFinite { return nil }
        let ia = d / det
        let ib = -b / det
        let ic = -c / det
        let id = a / det
        return AffineTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// True when the transform only scales and translates (no rotation or shear).
    public var isAxisAligned: Bool { b == 0 && c == 0 }

    /// Linear interpolation of the coefficients, for animating between transforms.
    public func interpolated(to other: AffineTransform, fraction f: Double) -> AffineTransform {
        AffineTransform(
            a: a + (other.a - a) * f, b: b + (other.b - b) * f,
            c: c + (other.c - c) * f, d: d + (other.d - d) * f,
            tx: tx + (other.tx - tx) * f, ty: ty + (other.ty - ty) * f)
    }

    /// The six coefficients in order, for logs.
    public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}

extension Point {
    /// The point mapped through `t`.
    public func applying(_ t: AffineTransform) -> Point {
        Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension Size {
    /// The size mapped through the linear part of `t`, as Core Graphics does (signs kept).
    public func applying(_ t: AffineTransform) -> Size {
        Size(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension Rect {
    /// The axis-aligned bounding box of the rectangle's four corners mapped through `t`.
    public func applying(_ t: AffineTransform) -> Rect {
        if isEmpty && width == 0 && height == 0 {
            let p = origin.applying(t)
            return Rect(origin: p, size: .zero)
        }
        // Four corners folded into a box with no array, map or key path: the damage tracker
        // and the compositor map every layer's rectangle every frame, and unoptimised
        // (`swift run`'s debug build) each of those was a generic call through metadata.
        // The comparisons are those of `Sequence.min()` and `max()` over the corners in
        // this order, so the box is the same to the bit.
        let p0 = Point(x: minX, y: minY).applying(t)
        let p1 = Point(x: maxX, y: minY).applying(t)
        let p2 = Point(x: minX, y: maxY).applying(t)
        let p3 = Point(x: maxX, y: maxY).applying(t)
        let (x0, x1) = Rect.extremes(p0.x, p1.x, p2.x, p3.x)
        let (y0, y1) = Rect.extremes(p0.y, p1.y, p2.y, p3.y)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The least and the greatest of four values, first one kept on ties, as `min()` and
    /// `max()` of a sequence keep it.
    private static func extremes(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> (Double, Double) {
        var low = a
        var high = a
        if b < low { low = b }
        if high < b { high = b }
        if c < low { low = c }
        if high < c { high = c }
        if d < low { low = d }
        if high < d { high = d }
        return (low, high)
    }
}
