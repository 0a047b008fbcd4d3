// Core Graphics' mutable path: an object, as in Core Graphics, so `let path =
// CGMutablePath(); path.move(to: p)` compiles and a path handed to a helper comes back with
// what the helper added. The engine's `Path` stays a value (`CGPath`, immutable as a `let`);
// this object holds one and hands a copy wherever the engine takes a path.
import Engine
import Geometry
import LayerTree

/// `CGMutablePath`: a path object whose every `add` call changes it in place, seen by every
/// reference to it. Where a `CGPath` (the engine's `Path` value) is wanted, `copy()` gives
/// the path as it is now, which later changes to the object leave alone (a shape layer's
/// `path = mutablePath.copy()`); `UIBezierPath(cgPath:)` and a drawing context's
/// `addPath(_:)` also take the object directly and copy it then.
public final class CGMutablePath: Hashable, CustomStringConvertible {
    /// The path as built so far.
    public private(set) var path: Path

    /// An empty path (`CGMutablePath()`).
    public init() { path = Path() }

    /// A path object starting from `path`.
    public init(_ path: Path) { self.path = path }

    /// Equal when the two hold the same elements, as `CGPath`s compare (`CFEqual`).
    public static func == (lhs: CGMutablePath, rhs: CGMutablePath) -> Bool { lhs.path == rhs.path }

    /// Hashes the elements, so equal paths hash alike.
    public func hash(into hasher: inout Hasher) { hasher.combine(path) }

    /// The elements, as the engine's path prints them.
    public var description: String { "CGMutablePath(\(path.elements.count) elements)" }

    // MARK: Building

    /// `move(to:transform:)`: starts a new sub-path at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform))
    }

    /// `addLine(to:transform:)`: a straight line from the current point.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point.applying(transform))
    }

    /// `addLines(between:transform:)`: a new sub-path through the points.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        path.addLines(between: points, transform: transform)
    }

    /// `addQuadCurve(to:control:transform:)`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end, control: control, transform: transform)
    }

    /// `addCurve(to:control1:control2:transform:)`.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        path.addCurve(to: end, control1: control1, control2: control2, transform: transform)
    }

    /// `addArc(center:radius:startAngle:endAngle:clockwise:transform:)`: Core Graphics'
    /// `clockwise` is meant in a y-up space, so on screen it turns the other way round.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        path.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
            transform: transform)
    }

    /// `addArc(tangent1End:tangent2End:radius:transform:)`: a line towards `tangent1End`
    /// rounded into the line to `tangent2End` by an arc of `radius` tangent to both.
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform)
    }

    /// `addRect(_:transform:)`: a closed rectangle sub-path.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addRect(rect, transform: transform)
    }

    /// `addRects(_:transform:)`: one closed sub-path per rectangle.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { path.addRect(rect, transform: transform) }
    }

    /// `addEllipse(in:transform:)`: the ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addEllipse(in: rect, transform: transform)
    }

    /// `addRoundedRect(in:cornerWidth:cornerHeight:transform:)`.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform)
    }

    /// `addPath(_:transform:)`: the elements of `other` appended.
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        path.addPath(other, transform: transform)
    }

    /// `addPath(_:transform:)` with another path object: its elements as they are now.
    public func addPath(_ other: CGMutablePath, transform: CGAffineTransform = .identity) {
        path.addPath(other.path, transform: transform)
    }

    /// `closeSubpath()`: a line back to the sub-path's start, which closes it.
    public func closeSubpath() { path.close() }

    // MARK: Reading

    /// `isEmpty`: true with no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// `currentPoint`: where the next element starts; `.zero` for an empty path, as in Core
    /// Graphics.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// `boundingBox`: the box of every point and control point.
    public var boundingBox: CGRect { path.boundingBox }

    /// `boundingBoxOfPath` (see `boundingBox`).
    public var boundingBoxOfPath: CGRect { path.boundingBoxOfPath }

    /// `contains(_:using:transform:)`: whether the fill under `rule` covers `point`.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .nonZero, transform: CGAffineTransform = .identity
    )
        -> Bool
    {
        path.contains(point, using: rule, transform: transform)
    }

    /// `copy()`: the path as it is now, as an immutable `CGPath`; later changes to this
    /// object do not reach it.
    public func copy() -> CGPath? { path }

    /// `copy(using:)`: the path as it is now, through `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        path.applying(transform?.pointee ?? .identity)
    }

    /// `mutableCopy()`: a new, independent path object with the same elements.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path) }
}

extension Path {
    /// The path a `CGMutablePath` holds now (`mutablePath.copy()!`).
    public init(_ mutablePath: CGMutablePath) { self = mutablePath.path }

    /// `CGPath.mutableCopy()`: a path object starting from this path, which later changes
    /// to the object leave alone.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(self) }

    /// `addPath(_:transform:)` with a path object: its elements as they are now.
    public mutating func addPath(_ other: CGMutablePath, transform: CGAffineTransform = .identity) {
        addPath(other.path, transform: transform)
    }
}

extension LayerDrawingContext {
    /// `addPath(_:)` with a path object: its elements as they are now, in the current transform.
    public func addPath(_ mutablePath: CGMutablePath) { addPath(mutablePath.path) }
}

extension UIBezierPath {
    /// `UIBezierPath(cgPath:)` with a path object: a copy of it as it is now.
    public convenience init(cgPath mutablePath: CGMutablePath) { self.init(cgPath: mutablePath.path) }
}
