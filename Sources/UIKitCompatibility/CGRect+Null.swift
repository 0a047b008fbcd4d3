import Geometry

// Core Graphics' two special rectangles. `null` is "no rectangle" (what Core Graphics gives
// for the intersection of rectangles that do not meet), `infinite` one that holds every point.

extension Rect {
    /// `CGRect.null`: the rectangle with no position, its origin at infinity and no size.
    /// The union of it with any rectangle is that rectangle; its intersection with any
    /// rectangle is null again.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// `CGRect.infinite`: the rectangle holding every point, as Core Graphics spells it (an
    /// origin at minus half the largest finite value, the largest finite size).
    public static let infinite = Rect(
        x: -Double.greatestFiniteMagnitude / 2, y: -Double.greatestFiniteMagnitude / 2,
        width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    /// True for `CGRect.null` (`isNull`): a rectangle whose origin is at infinity. The
    /// engine's `intersection(_:)` of two rectangles that do not meet is an empty rectangle
    /// where they come closest, not null; `isEmpty` is true for both, and is the test that
    /// holds here and in Core Graphics alike.
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }

    /// True for `CGRect.infinite` (`isInfinite`).
    public var isInfinite: Bool { self == Rect.infinite }
}
