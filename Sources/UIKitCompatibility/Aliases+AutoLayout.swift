// Auto Layout under UIKit's names: constraints, anchors, guides and priorities are the
// engine's, solved in its layout pass.

/// `NSLayoutConstraint` (`LayoutConstraint`): `activate`/`deactivate`, `isActive`,
/// `constant`, `priority`, `identifier`.
public typealias NSLayoutConstraint = LayoutConstraint
/// `NSLayoutAnchor` (`LayoutAnchor`).
public typealias NSLayoutAnchor = LayoutAnchor
/// `NSLayoutXAxisAnchor` (`LayoutXAxisAnchor`).
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// `NSLayoutYAxisAnchor` (`LayoutYAxisAnchor`).
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// `NSLayoutDimension` (`LayoutDimension`).
public typealias NSLayoutDimension = LayoutDimension
/// `UILayoutGuide` (`LayoutGuide`).
public typealias UILayoutGuide = LayoutGuide
/// `UILayoutPriority` (`LayoutPriority`): `.required`, `.defaultHigh`, `.defaultLow`, `.fittingSizeLevel`.
public typealias UILayoutPriority = LayoutPriority

extension LayoutConstraint {
    /// `NSLayoutConstraint.Attribute` (`LayoutAttribute`).
    public typealias Attribute = LayoutAttribute
    /// `NSLayoutConstraint.Relation` (`LayoutRelation`).
    public typealias Relation = LayoutRelation
    /// `NSLayoutConstraint.Axis` (`LayoutAxis`).
    public typealias Axis = LayoutAxis
}
