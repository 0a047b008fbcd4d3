import Geometry

extension Rect {
    /// Whether `rect` lies wholly inside this rectangle (`CGRect.contains(_:)` with a
    /// rectangle, Core Graphics' `CGRectContainsRect`): both are standardized first, so a
    /// negative width or height reads as its flipped rectangle, and the null rectangle is
    /// inside nothing and contains nothing. Edges may touch: a rectangle contains itself.
    public func contains(_ rect: Rect) -> Bool {
        guard !isNull, !rect.isNull else { return false }
        let outer = standardized
        let inner = rect.standardized
        return inner.minX >= outer.minX && inner.maxX <= outer.maxX && inner.minY >= outer.minY
            && inner.maxY <= outer.maxY
    }
}
