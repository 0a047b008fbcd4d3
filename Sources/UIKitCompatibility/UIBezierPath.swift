/// `UIBezierPath`: a path object with UIKit's spellings, over the engine's `Path` value
/// (`path`; `cgPath` as a Core Graphics path object). A class, as in UIKit, so
/// `let path = UIBezierPath(); path.move(to:)` compiles.
///
/// Its drawing calls (`fill()`, `stroke()`, `addClip()`) draw into the current context
/// inside `draw(_:)`, or show the path with a `CAShapeLayer`.
public final class UIBezierPath {
    /// The elements, as the engine's path value.
    public var path: Path
    /// `cgPath`: "a snapshot of the path at any given point in time", an immutable `CGPath`
    /// that later changes to this object leave alone; setting it "makes a copy of the path
    /// you provide", so a `CGMutablePath` changed afterwards does not change this one.
    public var cgPath: CGPath {
        get { CGPath(path) }
        set { path = newValue.path }
    }
    /// True fills with the even-odd rule (`usesEvenOddFillRule`).
    public var usesEvenOddFillRule = false
    /// The stroke width a shape layer would be given for this path.
    public var lineWidth: Double = 1
    /// `lineCapStyle`.
    public var lineCapStyle: CGLineCap = .butt
    /// `lineJoinStyle`.
    public var lineJoinStyle: CGLineJoin = .miter
    /// `miterLimit`.
    public var miterLimit: Double = 10

    /// An empty path.
    public init() { path = Path() }
    /// `UIBezierPath(cgPath:)`: a copy of what the path object holds now.
    public init(cgPath: CGPath) { path = cgPath.path }
    /// A path object over the engine's path value.
    public init(cgPath path: Path) { self.path = path }
    /// `UIBezierPath(rect:)`.
    public init(rect: CGRect) { path = Path(rect: rect) }
    /// `UIBezierPath(ovalIn:)`.
    public init(ovalIn rect: CGRect) { path = Path(ovalIn: rect) }
    /// `UIBezierPath(roundedRect:cornerRadius:)`: circular corners (UIKit's are a smoother
    /// continuous curve; the difference is under a pixel for radii of a few points).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        path = Path(roundedRect: rect, cornerRadius: cornerRadius)
    }
    /// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`: only the chosen corners
    /// rounded, by `cornerRadii.width`.
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        path = Path(roundedRect: rect, byRoundingCorners: corners, cornerRadii: cornerRadii)
    }
    /// `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`.
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path = Path()
        path.addArc(
            withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// `move(to:)`.
    public func move(to point: CGPoint) { path.move(to: point) }
    /// `addLine(to:)`.
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// `addQuadCurve(to:controlPoint:)`.
    public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: point, controlPoint: controlPoint)
    }
    /// `addCurve(to:controlPoint1:controlPoint2:)`.
    public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: point, controlPoint1: controlPoint1, controlPoint2: controlPoint2)
    }
    /// `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`: clockwise on screen.
    public func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        path.addArc(
            withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    /// `close()`.
    public func close() { path.close() }
    /// `append(_:)`.
    public func append(_ other: UIBezierPath) { path.append(other.path) }
    /// `apply(_:)`: maps every point.
    public func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }
    /// `removeAllPoints()`.
    public func removeAllPoints() { path = Path() }
    /// `isEmpty`.
    public var isEmpty: Bool { path.isEmpty }
    /// `bounds`: the box of the points and control points.
    public var bounds: CGRect { path.controlPointBounds }
    /// `currentPoint`: `.zero` for an empty path.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }
    /// `contains(_:)`, under the path's fill rule.
    public func contains(_ point: CGPoint) -> Bool {
        path.contains(point, rule: usesEvenOddFillRule ? .evenOdd : .nonZero)
    }
    /// `copy()`: an independent path object.
    public func copy() -> UIBezierPath {
        let c = UIBezierPath(cgPath: path)
        c.usesEvenOddFillRule = usesEvenOddFillRule
        c.lineWidth = lineWidth
        c.lineCapStyle = lineCapStyle
        c.lineJoinStyle = lineJoinStyle
        c.miterLimit = miterLimit
        return c
    }
}
