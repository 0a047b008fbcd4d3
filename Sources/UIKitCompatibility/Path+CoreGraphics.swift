#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Path {
    /// `CGPath(rect:transform:)`.
    public init(rect: Rect, transform: CGAffineTransform?) {
        self = Path(rect: rect).applying(transform ?? .identity)
    }

    /// `CGPath(ellipseIn:transform:)`.
    public init(ellipseIn rect: Rect, transform: CGAffineTransform?) {
        self = Path(ovalIn: rect).applying(transform ?? .identity)
    }

    /// `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`; the corners are circular
    /// with the smaller of the two radii.
    public init(roundedRect rect: Rect, cornerWidth: Double, cornerHeight: Double, transform: CGAffineTransform?) {
        self = Path(roundedRect: rect, cornerRadius: min(cornerWidth, cornerHeight)).applying(transform ?? .identity)
    }

    /// `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:transform:)`.
    ///
    /// Core Graphics' `clockwise` is meant in a y-up space, so in a layer's y-down space it
    /// runs the other way round on screen: the opposite of `UIBezierPath`'s `clockwise`.
    public mutating func addArc(
        center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        var arc = Path()
        arc.addArc(
            withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
        var pieces = arc.applying(transform).elements
        // The arc joins the current point with a line, as Core Graphics joins it.
        if case .move(let start)? = pieces.first, !isEmpty, elements.last != .closeSubpath {
            pieces[0] = .line(to: start)
        }
        append(Path(elements: pieces))
    }

    /// `CGMutablePath.addArc(tangent1End:tangent2End:radius:transform:)`: a line from the
    /// current point towards `tangent1End`, then the arc of `radius` tangent to both the line
    /// from the current point to `tangent1End` and the one from there to `tangent2End`,
    /// ending on the second line. With no current point it starts a sub-path at
    /// `tangent1End`; when the three points are in line, or the radius is zero, it draws a
    /// line to `tangent1End`, as the corner has no arc.
    public mutating func addArc(
        tangent1End corner: Point, tangent2End end: Point, radius: Double, transform: CGAffineTransform = .identity
    ) {
        guard let start = currentPoint, elements.last != .closeSubpath else {
            move(to: corner.applying(transform))
            return
        }
        // The current point is already in the transformed space; the tangents are not.
        let inverse = transform.inverse ?? .identity
        let p0 = start.applying(inverse)
        let toStart = Point(x: p0.x - corner.x, y: p0.y - corner.y)
        let toEnd = Point(x: end.x - corner.x, y: end.y - corner.y)
        let l1 = (toStart.x * toStart.x + toStart.y * toStart.y).squareRoot()
        let l2 = (toEnd.x * toEnd.x + toEnd.y * toEnd.y).squareRoot()
        let cross = toStart.x * toEnd.y - toStart.y * toEnd.x
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else {
            addLine(to: corner.applying(transform))
            return
        }
        let u1 = Point(x: toStart.x / l1, y: toStart.y / l1)
        let u2 = Point(x: toEnd.x / l2, y: toEnd.y / l2)
        // The angle at the corner between the two lines, and the tangent points at
        // radius / tan(angle / 2) from it; the centre lies on the bisector.
        let angle = acos(max(-1, min(1, u1.x * u2.x + u1.y * u2.y)))
        let reach = radius / tan(angle / 2)
        let first = Point(x: corner.x + u1.x * reach, y: corner.y + u1.y * reach)
        let second = Point(x: corner.x + u2.x * reach, y: corner.y + u2.y * reach)
        let bisector = Point(x: u1.x + u2.x, y: u1.y + u2.y)
        let length = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let distance = radius / sin(angle / 2)
        let center = Point(x: corner.x + bisector.x / length * distance, y: corner.y + bisector.y / length * distance)
        let startAngle = atan2(first.y - center.y, first.x - center.x)
        var sweep = atan2(second.y - center.y, second.x - center.x) - startAngle
        if sweep > Double.pi { sweep -= 2 * Double.pi }
        if sweep < -Double.pi { sweep += 2 * Double.pi }
        var arc = Path()
        arc.addArc(
            withCenter: center, radius: radius, startAngle: startAngle, endAngle: startAngle + sweep,
            clockwise: sweep > 0)
        var pieces = arc.applying(transform).elements
        pieces[0] = .line(to: first.applying(transform))
        append(Path(elements: pieces))
    }

    /// `CGMutablePath.addQuadCurve(to:control:transform:)`.
    public mutating func addQuadCurve(to end: Point, control: Point, transform: CGAffineTransform = .identity) {
        addQuadCurve(to: end.applying(transform), controlPoint: control.applying(transform))
    }

    /// `CGMutablePath.addCurve(to:control1:control2:transform:)`.
    public mutating func addCurve(
        to end: Point, control1: Point, control2: Point, transform: CGAffineTransform = .identity
    ) {
        addCurve(
            to: end.applying(transform), controlPoint1: control1.applying(transform),
            controlPoint2: control2.applying(transform))
    }

    /// `CGMutablePath.move(to:transform:)`.
    public mutating func move(to point: Point, transform: CGAffineTransform) {
        move(to: point.applying(transform))
    }

    /// `CGMutablePath.addLine(to:transform:)`.
    public mutating func addLine(to point: Point, transform: CGAffineTransform) {
        addLine(to: point.applying(transform))
    }

    /// `CGMutablePath.addLines(between:transform:)`: a new sub-path through the points.
    public mutating func addLines(between points: [Point], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first.applying(transform))
        for p in points.dropFirst() { addLine(to: p.applying(transform)) }
    }

    /// `CGMutablePath.addRect(_:transform:)`.
    public mutating func addRect(_ rect: Rect, transform: CGAffineTransform) {
        append(Path(rect: rect).applying(transform))
    }

    /// `CGMutablePath.addEllipse(in:transform:)`.
    public mutating func addEllipse(in rect: Rect, transform: CGAffineTransform) {
        append(Path(ovalIn: rect).applying(transform))
    }

    /// `CGMutablePath.addRoundedRect(in:cornerWidth:cornerHeight:transform:)`.
    public mutating func addRoundedRect(
        in rect: Rect, cornerWidth: Double, cornerHeight: Double, transform: CGAffineTransform = .identity
    ) {
        append(Path(roundedRect: rect, cornerRadius: min(cornerWidth, cornerHeight)).applying(transform))
    }

    /// `CGMutablePath.addPath(_:transform:)`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        append(path.applying(transform))
    }

    /// `CGMutablePath.closeSubpath()`.
    public mutating func closeSubpath() {
        close()
    }

    /// `CGPath.boundingBox`: here the box of every point and control point, which holds
    /// the curves and equals Core Graphics' box for lines, rectangles and rounded rectangles.
    public var boundingBox: Rect { controlPointBounds }

    /// `CGPath.boundingBoxOfPath`: the box of the outline without the off-curve control
    /// points (see `CGPath.boundingBoxOfPath`).
    public var boundingBoxOfPath: Rect { outlineBounds }

    /// `CGPath.copy()` on the value: the value itself, which nothing can change.
    public func copy() -> Path? { self }

    /// `CGPath.copy(using:)`: the path through `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> Path? {
        applying(transform?.pointee ?? .identity)
    }

    /// `CGPath.contains(_:using:transform:)`.
    public func contains(_ point: Point, using rule: FillRule = .nonZero, transform: CGAffineTransform = .identity)
        -> Bool
    {
        applying(transform).contains(point, rule: rule)
    }
}
