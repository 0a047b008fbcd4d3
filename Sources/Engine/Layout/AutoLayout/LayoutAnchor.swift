/// One attribute of a view or guide, for making constraints with the anchor API
/// (`NSLayoutAnchor`). The type parameter keeps comparisons meaningful, as UIKit's does:
/// an x-axis anchor relates only to x-axis anchors, a dimension only to dimensions.
@preconcurrency @MainActor
public class LayoutAnchor<AnchorType: AnyObject> {
    let item: AnyObject
    let attribute: LayoutAttribute

    init(_ item: AnyObject, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// The item the anchor belongs to (a `View` or `LayoutGuide`).
    public var owner: AnyObject { item }

    func make(_ relation: LayoutRelation, _ other: LayoutAnchor?, multiplier: Double = 1, constant: Double)
        -> LayoutConstraint
    {
        let constraint = LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: other?.item,
            attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
        // Items are held weakly; a span made by `anchorWithOffset(to:)` lives as long as its constraint.
        constraint.spans = [item, other?.item].compactMap { $0 as? LayoutAnchorSpan }
        return constraint
    }

    /// `self == anchor + constant` (inactive until activated).
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0) -> LayoutConstraint {
        make(.equal, anchor, constant: constant)
    }

    /// `self >= anchor + constant` (inactive until activated).
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: constant)
    }

    /// `self <= anchor + constant` (inactive until activated).
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: constant)
    }
}

/// UIKit's standard spacing between neighbouring views, in points.
let systemSpacing: Double = 8

/// A horizontal position: an edge or the centre (`NSLayoutXAxisAnchor`).
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// `self == anchor + 8 * multiplier`: the system spacing after `anchor`.
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double)
        -> LayoutConstraint
    {
        make(.equal, anchor, constant: systemSpacing * multiplier)
    }

    /// `self >= anchor + 8 * multiplier`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }

    /// `self <= anchor + 8 * multiplier`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}

/// A vertical position: an edge, the centre or a baseline (`NSLayoutYAxisAnchor`).
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// `self == anchor + 8 * multiplier`: the system spacing below `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double)
        -> LayoutConstraint
    {
        make(.equal, anchor, constant: systemSpacing * multiplier)
    }

    /// `self >= anchor + 8 * multiplier`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }

    /// `self <= anchor + 8 * multiplier`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}

/// A width or height (`NSLayoutDimension`): relates to other dimensions with a multiplier,
/// or to a constant.
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// `self == constant`.
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        make(.equal, nil, constant: constant)
    }

    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: constant)
    }

    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, constant: constant)
    }

    /// `self == anchor * multiplier + constant`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.equal, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self >= anchor * multiplier + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self <= anchor * multiplier + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
}
