import Geometry

/// `CGRectEdge` (`Rect.Edge`), the side `CGRect.divided(atDistance:from:)` cuts from; it wins
/// over Foundation's own `CGRectEdge` by the same scoped re-export as `CGRect`.
public typealias CGRectEdge = Rect.Edge
