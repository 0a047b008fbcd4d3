import Engine
import Foundation
import Geometry

extension NSValue {
    /// The type a boxed `CATransform3D` is stored as: its sixteen fields in row order.
    private static let transformType = "[16d]"

    /// `NSValue(caTransform3D:)`: a value holding `t`, as Core Animation code boxes a matrix
    /// for an animation's `values`, `fromValue` or `toValue`.
    public convenience init(caTransform3D t: CATransform3D) {
        let fields = [
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
            t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
        ]
        self.init(bytes: fields, objCType: Self.transformType)
    }

    /// `NSValue(cgSize:)`: a value holding `size` (Foundation's `NSValue(size:)`), as Core
    /// Animation code boxes a size for an animation's values.
    public convenience init(cgSize size: Size) {
        self.init(size: Foundation.CGSize(width: size.width, height: size.height))
    }

    /// `NSValue(cgRect:)`: a value holding `rect` (Foundation's `NSValue(rect:)`), as Core
    /// Animation code boxes a rectangle for `bounds` or `contentsRect` values.
    public convenience init(cgRect rect: Rect) {
        self.init(
            rect: Foundation.CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height))
    }

    /// `cgSizeValue`: the size the value holds (Foundation's `sizeValue`, in the engine's geometry).
    public var cgSizeValue: Size {
        Size(width: Double(sizeValue.width), height: Double(sizeValue.height))
    }

    /// `caTransform3DValue`: the matrix the value holds; the identity for a value that
    /// holds none.
    public var caTransform3DValue: CATransform3D {
        guard String(cString: objCType) == Self.transformType else { return .identity }
        var f = [Double](repeating: 0, count: 16)
        f.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return CATransform3D(
            m11: f[0], m12: f[1], m13: f[2], m14: f[3], m21: f[4], m22: f[5], m23: f[6], m24: f[7],
            m31: f[8], m32: f[9], m33: f[10], m34: f[11], m41: f[12], m42: f[13], m43: f[14], m44: f[15])
    }
}

/// A boxed matrix, point, size or rectangle in an animation's values animates as the value
/// it holds, as Core Animation unboxes `NSValue`s; numbers and other boxes are left alone.
extension NSValue: LayerValueConvertible {
    /// The matrix (its affine transform when it has no depth), the point, the size or the
    /// rectangle held; nil for others.
    public var layerValue: Any? {
        switch String(cString: objCType) {
        case Self.transformType: caTransform3DValue.layerValue
        case "{CGPoint=dd}": cgPointValue
        case "{CGSize=dd}": cgSizeValue
        case "{CGRect={CGPoint=dd}{CGSize=dd}}": cgRectValue
        default: nil
        }
    }
}

extension ViewCoder {
    /// `NSCoder.cgPoint(for:)`: the point a string such as `"{12, -3.5}"` writes (UIKit's
    /// `NSCoder.string(for:)` form, which Core Animation code keeps keyframe offsets in);
    /// the origin for a string that writes none, as UIKit answers.
    public static func cgPoint(for string: String) -> Point {
        let numbers = string.split(whereSeparator: { "{}, ".contains($0) }).compactMap { Double($0) }
        guard numbers.count == 2 else { return .zero }
        return Point(x: numbers[0], y: numbers[1])
    }
}
