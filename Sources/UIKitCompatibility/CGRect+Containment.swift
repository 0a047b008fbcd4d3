import Geometry

extension Rect {
    /// True when `rect2` lies wholly inside this rectangle (`contains(_:)` with a rectangle),
    /// edges included, as Core Graphics answers: the union of the two is this rectangle. Both
    /// are standardized first, so a negative size counts from its far edge; a null rectangle
    /// contains nothing and is contained by nothing.
    public func contains(_ rect2: Rect) -> Bool {
        guard !isNull, !rect2.isNull else { return false }
        let outer = standardized
        let inner = rect2.standardized
        return outer.minX <= inner.minX && inner.maxX <= outer.maxX && outer.minY <= inner.minY
            && inner.maxY <= outer.maxY
    }
}
