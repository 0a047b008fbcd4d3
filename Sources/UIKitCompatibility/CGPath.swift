// Core Graphics' path as UIKit code holds it: an object, with `CGMutablePath` its subclass,
// so a mutable path goes wherever a `CGPath` is wanted (a helper's parameter, a shape
// layer's `path`, a keyframe animation's `path`) as it does in Core Graphics. The object holds
// the engine's `Path` value; the engine, and the renderer under it, only ever see that value,
// read from the object when it is handed over.
import Engine
import Geometry

/// `CGPath`: "An immutable graphics path", Apple's words: a path object whose elements never
/// change once made. `CGMutablePath` is its subclass, so a mutable path is a `CGPath` too;
/// whoever is handed one keeps what it holds then (`copy()`), not the object.
///
/// It holds the engine's `Path` value (`path`); `CGPath(path)` wraps one, for code that
/// builds with the engine's API and hands the result to a UIKit-named property.
public class CGPath: Hashable, CustomStringConvertible, LayerValueConvertible {
    /// The elements, as the engine's path value; only a `CGMutablePath` changes it.
    public internal(set) var path: Path

    /// A path object holding `path`.
    public init(_ path: Path) { self.path = path }

    /// `CGPath(rect:transform:)`: a closed rectangle, through `transform` when one is given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path(rect: rect).applying(transform?.pointee ?? .identity))
    }

    /// `CGPath(ellipseIn:transform:)`: the ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path(ovalIn: rect).applying(transform?.pointee ?? .identity))
    }

    /// `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`: the corners are circular
    /// with the smaller of the two radii.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        self.init(
            Path(roundedRect: rect, cornerRadius: min(cornerWidth, cornerHeight))
                .applying(transform?.pointee ?? .identity))
    }

    /// Equal when the two hold the same elements, as Core Graphics compares paths
    /// (`CGPathEqualToPath`), whichever of them is mutable.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.path == rhs.path }

    /// Hashes the elements, so equal paths hash alike.
    public func hash(into hasher: inout Hasher) { hasher.combine(path) }

    /// The kind of path and how many elements it holds.
    public var description: String { "\(type(of: self))(\(path.elements.count) elements)" }

    /// The engine's value, for an explicit animation's `fromValue`/`toValue` (a
    /// `CABasicAnimation(keyPath: "path")` between two path objects).
    public var layerValue: Any? { path }

    // MARK: Reading

    /// `isEmpty`: true with no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// `currentPoint`: where the next element would start; `.zero` for an empty path, as in
    /// Core Graphics.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// `boundingBox`: the box of every point, control points of curves included; `.zero`
    /// for an empty path.
    public var boundingBox: CGRect { path.controlPointBounds }

    /// `boundingBoxOfPath`: the box of the outline itself, without the control points that
    /// bend a curve but lie off it (the curves measured within a thousandth of a point);
    /// `.zero` for an empty path, where Core Graphics answers its null rectangle.
    public var boundingBoxOfPath: CGRect { path.outlineBounds }

    /// `contains(_:using:transform:)`: whether the fill under `rule` covers `point`.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .nonZero, transform: CGAffineTransform = .identity
    ) -> Bool {
        path.applying(transform).contains(point, rule: rule)
    }

    // MARK: Copies

    /// `copy()`: "Creates an immutable copy of a graphics path". A path that is already
    /// immutable is its own copy, as in Core Graphics; a `CGMutablePath` gives a new object
    /// that its later changes leave alone.
    public func copy() -> CGPath? { self }

    /// `copy(using:)`: a new immutable path, every point through `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path.applying(transform?.pointee ?? .identity))
    }

    /// `mutableCopy()`: a new, independent mutable path with the same elements.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path) }

    /// `mutableCopy(using:)`: a new mutable path, every point through `transform`.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(path.applying(transform?.pointee ?? .identity))
    }
}

extension Path {
    /// The box of the outline without the off-curve control points (`boundingBoxOfPath`):
    /// the curves flattened to within a thousandth of a point.
    var outlineBounds: Rect {
        let points = flattened(tolerance: 0.001).flatMap(\.points)
        guard let first = points.first else { return .zero }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for p in points.dropFirst() {
            (minX, maxX) = (min(minX, p.x), max(maxX, p.x))
            (minY, maxY) = (min(minY, p.y), max(maxY, p.y))
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
