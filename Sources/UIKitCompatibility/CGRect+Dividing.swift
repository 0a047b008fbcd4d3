import Geometry

// Core Graphics' rectangle helpers that UIKit code calls on `CGRect`.

/// An edge of a rectangle (`CGRectEdge`), for `divided(atDistance:from:)`.
public enum RectDividingEdge: Sendable {
    /// The left edge.
    case minXEdge
    /// The top edge (y grows downwards here, as in UIKit).
    case minYEdge
    /// The right edge.
    case maxXEdge
    /// The bottom edge.
    case maxYEdge
}

extension Rect {
    /// Cuts the rectangle in two along a line `distance` points in from `edge`
    /// (`divided(atDistance:from:)`): `slice` is the part touching `edge`, `remainder` the
    /// rest. The distance is kept within 0 and the rectangle's size along that axis, so a
    /// slice is never wider than the rectangle, as in Core Graphics.
    public func divided(atDistance distance: Double, from edge: RectDividingEdge) -> (slice: Rect, remainder: Rect) {
        let r = standardized
        switch edge {
        case .minXEdge, .maxXEdge:
            let d = min(max(distance, 0), r.width)
            let sliceX = edge == .minXEdge ? r.minX : r.maxX - d
            let restX = edge == .minXEdge ? r.minX + d : r.minX
            return (
                Rect(x: sliceX, y: r.minY, width: d, height: r.height),
                Rect(x: restX, y: r.minY, width: r.width - d, height: r.height)
            )
        case .minYEdge, .maxYEdge:
            let d = min(max(distance, 0), r.height)
            let sliceY = edge == .minYEdge ? r.minY : r.maxY - d
            let restY = edge == .minYEdge ? r.minY + d : r.minY
            return (
                Rect(x: r.minX, y: sliceY, width: r.width, height: d),
                Rect(x: r.minX, y: restY, width: r.width, height: r.height - d)
            )
        }
    }

    /// True when both rectangles are the same once standardized (`equalTo(_:)`), so a
    /// rectangle given with a negative width equals its positive twin.
    public func equalTo(_ other: Rect) -> Bool {
        standardized == other.standardized
    }
}
