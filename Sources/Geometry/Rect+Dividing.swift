extension Rect {
    /// A side of a rectangle, named by the coordinate it lies on (`CGRectEdge`).
    public enum Edge: UInt32, Hashable, Sendable {
        /// The left side, at `minX`.
        case minXEdge = 0
        /// The top side, at `minY` (y grows downwards here, as in UIKit).
        case minYEdge = 1
        /// The right side, at `maxX`.
        case maxXEdge = 2
        /// The bottom side, at `maxY`.
        case maxYEdge = 3
    }

    /// Cuts the rectangle in two along a line parallel to `edge`, `distance` away from it
    /// (`divided(atDistance:from:)`, Core Graphics' `CGRectDivide`): `slice` is the part
    /// beside `edge`, `remainder` the rest.
    ///
    /// The rectangle is standardized first and `distance` is clamped to `0...` the extent
    /// across `edge`, so the two parts always tile the rectangle exactly: a distance past
    /// the far side gives the whole rectangle as the slice and an empty remainder.
    public func divided(atDistance distance: Double, from edge: Edge) -> (slice: Rect, remainder: Rect) {
        let r = standardized
        switch edge {
        case .minXEdge, .maxXEdge:
            let cut = min(max(distance, 0), r.width)
            let sliceX = edge == .minXEdge ? r.minX : r.maxX - cut
            let restX = edge == .minXEdge ? r.minX + cut : r.minX
            return (
                Rect(x: sliceX, y: r.minY, width: cut, height: r.height),
                Rect(x: restX, y: r.minY, width: r.width - cut, height: r.height)
            )
        case .minYEdge, .maxYEdge:
            let cut = min(max(distance, 0), r.height)
            let sliceY = edge == .minYEdge ? r.minY : r.maxY - cut
            let restY = edge == .minYEdge ? r.minY + cut : r.minY
            return (
                Rect(x: r.minX, y: sliceY, width: r.width, height: cut),
                Rect(x: r.minX, y: restY, width: r.width, height: r.height - cut)
            )
        }
    }
}
