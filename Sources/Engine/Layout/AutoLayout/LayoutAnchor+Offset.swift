// `anchorWithOffset(to:)`: the distance between two anchors on one axis as a dimension that
// constraints can relate, solved as `to - from` by the same solver as any width.

/// The item of a dimension made by `anchorWithOffset(to:)`: the signed distance from one
/// anchor to another on the same axis. Its ends are held weakly, as constraint items are;
/// a constraint that names it keeps it alive.
@MainActor
final class LayoutAnchorSpan {
    weak var fromItem: AnyObject?
    let fromAttribute: LayoutAttribute
    weak var toItem: AnyObject?
    let toAttribute: LayoutAttribute

    init<Axis>(from: LayoutAnchor<Axis>, to: LayoutAnchor<Axis>) {
        fromItem = from.item
        fromAttribute = from.attribute
        toItem = to.item
        toAttribute = to.attribute
    }

    /// The views the two ends lay out in.
    var endViews: [View?] { [LayoutConstraint.view(of: fromItem), LayoutConstraint.view(of: toItem)] }
}

extension LayoutXAxisAnchor {
    /// The horizontal distance from this anchor to `otherAnchor`, as a dimension
    /// (`anchorWithOffset(to:)`): positive when `otherAnchor` lies to the right. Relate it to
    /// a constant or another dimension like any width.
    public func anchorWithOffset(to otherAnchor: LayoutXAxisAnchor) -> LayoutDimension {
        LayoutDimension(LayoutAnchorSpan(from: self, to: otherAnchor), .width)
    }
}

extension LayoutYAxisAnchor {
    /// The vertical distance from this anchor to `otherAnchor`, as a dimension
    /// (`anchorWithOffset(to:)`): positive when `otherAnchor` lies below. Relate it to a
    /// constant or another dimension like any height.
    public func anchorWithOffset(to otherAnchor: LayoutYAxisAnchor) -> LayoutDimension {
        LayoutDimension(LayoutAnchorSpan(from: self, to: otherAnchor), .height)
    }
}
