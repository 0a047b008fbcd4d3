/// An axis-aligned rectangle: an origin and a size.
///
/// Rectangles with a negative size are not normalised implicitly; use `standardized`.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The extents.
    public var size: Size

    /// Creates a rectangle from its origin and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from coordinates and extents.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle between two pairs of edges, for the operations that find the edges first.
    private init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The rectangle at the origin with no size.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge (exclusive for `contains`).
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge (exclusive for `contains`).
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The horizontal extent, `size.width`.
    public var width: Double { size.width }
    /// The vertical extent, `size.height`.
    public var height: Double { size.height }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }

    /// True when the rectangle encloses no area.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// The same rectangle with a non-negative size.
    public var standardized: Rect {
        Rect(x: min(minX, maxX), y: min(minY, maxY), width: abs(width), height: abs(height))
    }

    /// True when `point` lies inside; the max edges are exclusive, as in UIKit.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The overlap of two rectangles, or `.zero`-sized at the nearest place when they do not meet.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX)
        let y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        if x1 <= x0 || y1 <= y0 { return Rect(x: x0, y: y0, width: 0, height: 0) }
        return Rect(minX: x0, minY: y0, maxX: x1, maxY: y1)
    }

    /// True when the two rectangles share some area.
    public func intersects(_ other: Rect) -> Bool { !intersection(other).isEmpty }

    /// The smallest rectangle holding both; an empty rectangle contributes nothing.
    public func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return Rect(
            minX: min(minX, other.minX), minY: min(minY, other.minY),
            maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    /// The rectangle grown by `dx` on the left and right and `dy` on the top and bottom
    /// (shrunk for negative values).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The rectangle moved by a vector.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The smallest rectangle with integer coordinates that contains this one.
    public var integral: Rect {
        Rect(minX: minX.rounded(.down), minY: minY.rounded(.down), maxX: maxX.rounded(.up), maxY: maxY.rounded(.up))
    }

    /// Origin and size, for logs and test failures.
    public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}
