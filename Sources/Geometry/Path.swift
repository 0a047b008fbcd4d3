#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An outline made of straight lines and quadratic and cubic Bezier curves, in points: what
/// `UIBezierPath` and `CGPath` describe. A value: appending to a copy leaves the original alone.
///
/// Arcs, ovals and rounded rectangles are stored as cubic curves of at most a quarter turn
/// per piece, as Core Graphics stores them, so every path is made of the same four kinds of
/// element and two paths built the same way interpolate point by point.
public struct Path: Hashable, Sendable {
    /// One step of the outline.
    public enum Element: Hashable, Sendable {
        /// Starts a new sub-path at the point.
        case move(to: Point)
        /// A straight line from the current point.
        case line(to: Point)
        /// A quadratic Bezier curve from the current point.
        case quadCurve(to: Point, control: Point)
        /// A cubic Bezier curve from the current point.
        case curve(to: Point, control1: Point, control2: Point)
        /// A straight line back to the sub-path's start, which closes it.
        case closeSubpath
    }

    /// The elements in order.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A path of the given elements.
    public init(elements: [Element]) {
        self.elements = elements
    }

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Where the next element starts: the end of the last one (the sub-path's start after a
    /// close); nil for an empty path.
    public var currentPoint: Point? {
        var start: Point?
        var current: Point?
        for e in elements {
            switch e {
            case .move(let p):
                start = p
                current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
            case .closeSubpath: current = start
            }
        }
        return current
    }

    /// Starts a new sub-path at `point` (`move(to:)`).
    public mutating func move(to point: Point) {
        elements.append(.move(to: point))
    }

    /// A straight line from the current point to `point` (`addLine(to:)`); with no current
    /// point it starts there, as Core Graphics does rather than failing.
    public mutating func addLine(to point: Point) {
        if elements.isEmpty { return move(to: point) }
        elements.append(.line(to: point))
    }

    /// A quadratic curve to `point` bent towards `controlPoint` (`addQuadCurve(to:controlPoint:)`).
    public mutating func addQuadCurve(to point: Point, controlPoint: Point) {
        if elements.isEmpty { move(to: controlPoint) }
        elements.append(.quadCurve(to: point, control: controlPoint))
    }

    /// A cubic curve to `point` (`addCurve(to:controlPoint1:controlPoint2:)`).
    public mutating func addCurve(to point: Point, controlPoint1: Point, controlPoint2: Point) {
        if elements.isEmpty { move(to: controlPoint1) }
        elements.append(.curve(to: point, control1: controlPoint1, control2: controlPoint2))
    }

    /// Closes the current sub-path with a line to its start (`close()`).
    public mutating func close() {
        guard let last = elements.last, last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    /// Appends every element of `other` (`append(_:)`).
    public mutating func append(_ other: Path) {
        elements.append(contentsOf: other.elements)
    }

    /// An arc of the circle about `center`, from `startAngle` to `endAngle` (radians from
    /// the positive x axis), with UIKit's meaning of `clockwise`: on screen, where y grows
    /// downwards, clockwise is the direction of growing angles
    /// (`addArc(withCenter:radius:startAngle:endAngle:clockwise:)`).
    ///
    /// A line joins the current point to the arc's start, or the arc starts a sub-path. A
    /// sweep of a whole turn or more draws the whole circle once.
    public mutating func addArc(
        withCenter center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
    ) {
        let turn = 2 * Double.pi
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
            sweep = min(sweep, turn)
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) - turn }
            sweep = max(sweep, -turn)
        }
        let start = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if elements.isEmpty || elements.last == .closeSubpath { move(to: start) } else { addLine(to: start) }
        appendArc(center: center, radius: radius, start: startAngle, sweep: sweep)
    }

    /// Cubic pieces of at most an eighth of a turn: the cubic's distance from the circle is
    /// about 4e-6 of the radius per piece, far below a tenth of a pixel for any radius a
    /// screen shows (a quarter-turn piece would be off by 2.7e-4 of the radius).
    /// A radius of zero still appends its (degenerate) pieces, so a rounded rectangle has
    /// the same elements whatever its radii and animates from square corners to round ones.
    mutating func appendArc(center: Point, radius: Double, start: Double, sweep: Double) {
        guard radius >= 0, sweep != 0, sweep.isFinite, radius.isFinite else { return }
        let pieces = Int((abs(sweep) / (Double.pi / 4)).rounded(.up))
        let step = sweep / Double(pieces)
        // Control arm length of a cubic matching a circular arc of angle `step`.
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        var a0 = start
        for _ in 0..<pieces {
            let a1 = a0 + step
            let p0 = Point(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
            let p3 = Point(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
            let c1 = Point(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0))
            let c2 = Point(x: p3.x + k * sin(a1), y: p3.y - k * cos(a1))
            elements.append(.curve(to: p3, control1: c1, control2: c2))
            a0 = a1
        }
    }

    /// The path with every point mapped by `transform` (`apply(_:)`, `CGPath`'s `transform:`).
    public func applying(_ transform: AffineTransform) -> Path {
        if transform.isIdentity { return self }
        return mappingPoints { $0.applying(transform) }
    }

    /// The path with every point and control point mapped by `m`: exact for an affine map,
    /// and for a map that is affine over each segment's points (a nine-slice stretch whose
    /// regions no curve crosses).
    public func mappingPoints(_ m: (Point) -> Point) -> Path {
        Path(
            elements: elements.map { e in
                switch e {
                case .move(let p): .move(to: m(p))
                case .line(let p): .line(to: m(p))
                case .quadCurve(let p, let c): .quadCurve(to: m(p), control: m(c))
                case .curve(let p, let c1, let c2): .curve(to: m(p), control1: m(c1), control2: m(c2))
                case .closeSubpath: .closeSubpath
                }
            })
    }

    /// The smallest rectangle holding every point and control point (`CGPath.boundingBox`
    /// is tighter, holding the curves only; this one never cuts a curve); `.zero` when empty.
    public var controlPointBounds: Rect {
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        func add(_ p: Point) {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c):
                add(p)
                add(c)
            case .curve(let p, let c1, let c2):
                add(p)
                add(c1)
                add(c2)
            case .closeSubpath: break
            }
        }
        if minX > maxX { return .zero }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// Which points a path's outline encloses when it crosses itself or nests sub-paths
/// (`CAShapeLayerFillRule`).
public enum FillRule: String, Hashable, Sendable {
    /// Inside where the outline winds round the point a non-zero number of times (the default).
    case nonZero
    /// Inside where a ray from the point crosses the outline an odd number of times.
    case evenOdd
}
