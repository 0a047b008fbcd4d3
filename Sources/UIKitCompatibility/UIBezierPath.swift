/// `UIBezierPath`: a path object with UIKit's spellings, over the engine's `Path` value
/// (`cgPath`). A class, as in UIKit, so `let path = UIBezierPath(); path.move(to:)` compiles.
///
/// Its drawing calls (`fill()`, `stroke()`, `addClip()`) draw into the current context
/// inside `draw(_:)`, or show the path with a `CAShapeLayer`.
public final class UIBezierPath {
    /// The path (`cgPath`).
    public var cgPath: CGPath
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
    public init() { cgPath = Path() }
    /// `UIBezierPath(cgPath:)`.
    public init(cgPath: CGPath) { self.cgPath = cgPath }
    /// `UIBezierPath(rect:)`.
    public init(rect: CGRect) { cgPath = Path(rect: rect) }
    /// `UIBezierPath(ovalIn:)`.
    public init(ovalIn rect: CGRect) { cgPath = Path(ovalIn: rect) }
    /// `UIBezierPath(roundedRect:cornerRadius:)`: circular corners (UIKit's are a smoother
    /// continuous curve; the difference is under a pixel for radii of a few points).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        cgPath = Path(roundedRect: rect, cornerRadius: cornerRadius)
    }
    /// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`: only the chosen corners
    /// rounded, by `cornerRadii.width`.
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        cgPath = Path(roundedRect: rect, byRoundingCorners: corners, cornerRadii: cornerRadii)
    }
    /// `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`.
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        cgPath = Path()
        cgPath.addArc(
            withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// `move(to:)`.
    public func move(to point: CGPoint) { cgPath.move(to: point) }
    /// `addLine(to:)`.
    public func addLine(to point: CGPoint) { cgPath.addLine(to: point) }
    /// `addQuadCurve(to:controlPoint:)`.
    public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) {
        cgPath.addQuadCurve(to: point, controlPoint: controlPoint)
    }
    /// `addCurve(to:controlPoint1:controlPoint2:)`.
    public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        cgPath.addCurve(to: point, controlPoint1: controlPoint1, controlPoint2: controlPoint2)
    }
    /// `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`: clockwise on screen.
    public func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        cgPath.addArc(
            withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    /// `close()`.
    public func close() { cgPath.close() }
    /// `append(_:)`.
    public func append(_ other: UIBezierPath) { cgPath.append(other.cgPath) }
    /// `apply(_:)`: maps every point.
    public func apply(_ transform: CGAffineTransform) { cgPath = cgPath.applying(transform) }
    /// `removeAllPoints()`.
    public func removeAllPoints() { cgPath = Path() }
    /// `isEmpty`.
    public var isEmpty: Bool { cgPath.isEmpty }
    /// `bounds`: the box of the points and control points.
    public var bounds: CGRect { cgPath.controlPointBounds }
    /// `currentPoint`: `.zero` for an empty path.
    public var currentPoint: CGPoint { cgPath.currentPoint ?? .zero }
    /// `contains(_:)`, under the path's fill rule.
    public func contains(_ point: CGPoint) -> Bool {
        cgPath.contains(point, rule: usesEvenOddFillRule ? .evenOdd : .nonZero)
    }
    /// `copy()`: an independent path object.
    public func copy() -> UIBezierPath {
        let c = UIBezierPath(cgPath: cgPath)
        c.usesEvenOddFillRule = usesEvenOddFillRule
        c.lineWidth = lineWidth
        c.lineCapStyle = lineCapStyle
        c.lineJoinStyle = lineJoinStyle
        c.miterLimit = miterLimit
        return c
    }
}
