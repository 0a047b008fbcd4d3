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

    /// `CGPath.boundingBoxOfPath` (see `boundingBox`).
    public var boundingBoxOfPath: Rect { controlPointBounds }

    /// `CGPath.copy()`: the value itself.
    public func copy() -> Path? { self }

    /// `CGPath.mutableCopy()`: the value itself.
    public func mutableCopy() -> Path? { self }

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
