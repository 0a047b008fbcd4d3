import Geometry

/// A colour stop of a gradient: the colour at a location 0...1 along it.
public struct GradientStop: Hashable, Sendable {
    /// The straight colour at the stop.
    public var color: Color
    /// Where along the gradient, 0 at its start and 1 at its end.
    public var location: Double

    /// A stop of `color` at `location`.
    public init(color: Color, location: Double) {
        self.color = color
        self.location = location
    }
}

/// A linear or radial gradient as Core Graphics draws one (`drawLinearGradient`,
/// `drawRadialGradient`): the colour at a point is the stops' colour at the point's
/// parameter t, interpolated per straight component between the two stops around t.
///
/// Linear: t is the point's projection on the line from `start` to `end` (0 at start, 1 at
/// end). Radial: the circles from (`start`, `startRadius`) to (`end`, `endRadius`) are
/// interpolated by t, and a point takes the largest t whose circle passes through it with a
/// radius not below zero. Outside 0...1 a point is painted with the end stop's colour only
/// when the gradient extends on that side, and left alone otherwise.
public struct GradientPaint: Hashable, Sendable {
    /// The two gradient shapes.
    public enum Kind: Hashable, Sendable {
        /// Along the line from `start` to `end`.
        case linear
        /// Between the circle at `start` and the circle at `end`.
        case radial
    }

    /// Linear or radial.
    public var kind: Kind
    /// The stops, by increasing location.
    public var stops: [GradientStop]
    /// The start point, or the start circle's centre, in the gradient's own space.
    public var start: Point
    /// The end point, or the end circle's centre.
    public var end: Point
    /// The start circle's radius (radial only).
    public var startRadius: Double
    /// The end circle's radius (radial only).
    public var endRadius: Double
    /// Paints t below 0 with the first stop's colour (`drawsBeforeStartLocation`).
    public var extendsBeforeStart: Bool
    /// Paints t above 1 with the last stop's colour (`drawsAfterEndLocation`).
    public var extendsAfterEnd: Bool

    /// A gradient; radii matter only for `.radial`.
    public init(
        kind: Kind, stops: [GradientStop], start: Point, end: Point, startRadius: Double = 0,
        endRadius: Double = 0, extendsBeforeStart: Bool = false, extendsAfterEnd: Bool = false
    ) {
        self.kind = kind
        self.stops = stops.sorted { $0.location < $1.location }
        self.start = start
        self.end = end
        self.startRadius = startRadius
        self.endRadius = endRadius
        self.extendsBeforeStart = extendsBeforeStart
        self.extendsAfterEnd = extendsAfterEnd
    }

    /// The parameter t at `p` (gradient space), clamped to 0...1, or nil where the gradient
    /// paints nothing.
    public func parameter(at p: Point) -> Double? {
        let low = extendsBeforeStart ? -Double.infinity : 0
        let high = extendsAfterEnd ? Double.infinity : 1
        switch kind {
        case .linear:
            let dx = end.x - start.x
            let dy = end.y - start.y
            let length2 = dx * dx + dy * dy
            if length2 == 0 { return nil }
            let t = ((p.x - start.x) * dx + (p.y - start.y) * dy) / length2
            return t >= low && t <= high ? min(max(t, 0), 1) : nil
        case .radial:
            // The circles are painted from t = low to t = high, each over the last, so a
            // point shows the largest t in range whose circle (of radius >= 0) passes by it.
            for t in radialRoots(at: p) where t >= low && t <= high && startRadius + t * (endRadius - startRadius) >= 0
            {
                return min(max(t, 0), 1)
            }
            return nil
        }
    }

    /// The t with |p - c(t)| = r(t), largest first.
    private func radialRoots(at p: Point) -> [Double] {
        let cdx = end.x - start.x
        let cdy = end.y - start.y
        let pdx = p.x - start.x
        let pdy = p.y - start.y
        let dr = endRadius - startRadius
        let a = cdx * cdx + cdy * cdy - dr * dr
        let b = pdx * cdx + pdy * cdy + startRadius * dr
        let c = pdx * pdx + pdy * pdy - startRadius * startRadius
        if abs(a) < 1e-12 {
            return b == 0 ? [] : [c / (2 * b)]
        }
        let disc = b * b - a * c
        if disc < 0 { return [] }
        let root = disc.squareRoot()
        let t1 = (b + root) / a
        let t2 = (b - root) / a
        return t1 > t2 ? [t1, t2] : [t2, t1]
    }

    /// The straight colour at parameter `t` (0...1): the nearest stop beyond the first or
    /// last location, a per-component mix between the two stops around t elsewhere.
    public func color(at t: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for i in 1..<stops.count where t <= stops[i].location {
            let a = stops[i - 1]
            let b = stops[i]
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            return Color(
                red: a.color.red + (b.color.red - a.color.red) * f,
                green: a.color.green + (b.color.green - a.color.green) * f,
                blue: a.color.blue + (b.color.blue - a.color.blue) * f,
                alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
        }
        return last.color
    }
}
