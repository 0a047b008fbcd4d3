import Foundation
import Geometry

// Linux Foundation declares its own `CGRectEdge`, so `CGRectEdge.maxXEdge` written out in full
// names that type rather than `RectDividingEdge`; `divided(atDistance:from:)` takes it too.

extension Rect {
    /// `divided(atDistance:from:)` with Foundation's `CGRectEdge` named in full: the same cut
    /// as with the matching `RectDividingEdge`. Disfavoured, so a bare `.minYEdge` still
    /// means `RectDividingEdge`'s rather than being ambiguous between the two.
    @_disfavoredOverload
    public func divided(atDistance distance: Double, from edge: CGRectEdge) -> (slice: Rect, remainder: Rect) {
        let dividingEdge: RectDividingEdge =
            switch edge {
            case .minXEdge: .minXEdge
            case .minYEdge: .minYEdge
            case .maxXEdge: .maxXEdge
            case .maxYEdge: .maxYEdge
            }
        return divided(atDistance: distance, from: dividingEdge)
    }
}
