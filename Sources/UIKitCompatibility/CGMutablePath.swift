// Core Graphics' mutable path: a subclass of `CGPath`, as in Core Graphics, so `let path =
// CGMutablePath(); path.move(to: p)` compiles, a path handed to a helper comes back with what
// the helper added, and the object goes wherever a `CGPath` is taken.
import Engine
import Geometry
import LayerTree

/// `CGMutablePath`: "A mutable graphics path", Apple's words: a `CGPath` whose every `add`
/// call changes it in place, seen by every reference to it. Whoever takes it as a `CGPath`
/// (a shape layer's `path`, `UIBezierPath(cgPath:)`, a context's `addPath(_:)`) keeps the
/// elements it holds then, which later changes to the object leave alone.
public final class CGMutablePath: CGPath {
    /// An empty path (`CGMutablePath()`).
    public convenience init() { self.init(Path()) }

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

    /// `addPath(_:transform:)`: the elements `other` holds now, appended.
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        path.addPath(other.path, transform: transform)
    }

    /// `closeSubpath()`: a line back to the sub-path's start, which closes it.
    public func closeSubpath() { path.close() }

    /// `copy()`: a new immutable path holding the elements as they are now; later changes
    /// to this object do not reach it.
    public override func copy() -> CGPath? { CGPath(path) }
}

extension Path {
    /// The elements a path object holds now, as the engine's value (`cgPath.copy()!`).
    public init(_ object: CGPath) { self = object.path }

    /// `CGPath.mutableCopy()`: a path object starting from this path, which later changes
    /// to the object leave alone.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(self) }

    /// `addPath(_:transform:)` with a path object: its elements as they are now.
    public mutating func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        addPath(other.path, transform: transform)
    }
}
