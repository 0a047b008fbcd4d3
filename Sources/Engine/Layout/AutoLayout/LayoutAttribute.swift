/// The part of an item a constraint relates (`NSLayoutConstraint.Attribute`). Leading and
/// trailing are left and right: the engine lays out left to right only.
public enum LayoutAttribute: Int, Hashable, Sendable {
    /// No attribute: the other side of a constant-only constraint (`width == 100`).
    case notAnAttribute = 0
    /// The left edge.
    case left = 1
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge (the left edge here).
    case leading
    /// The trailing edge (the right edge here).
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal centre.
    case centerX
    /// The vertical centre.
    case centerY
    /// The baseline of the last line of text (the bottom edge for views without text).
    case lastBaseline
    /// The baseline of the first line of text (the bottom edge for views without text).
    case firstBaseline
    /// The left edge inset by the layout margins.
    case leftMargin
    /// The right edge inset by the layout margins.
    case rightMargin
    /// The top edge inset by the layout margins.
    case topMargin
    /// The bottom edge inset by the layout margins.
    case bottomMargin
    /// The leading edge inset by the layout margins.
    case leadingMargin
    /// The trailing edge inset by the layout margins.
    case trailingMargin
    /// The horizontal centre between the left and right margins.
    case centerXWithinMargins
    /// The vertical centre between the top and bottom margins.
    case centerYWithinMargins

    /// The same attribute measured on the layout margins guide, for the margin attributes.
    var withoutMargins: LayoutAttribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }

    /// The axis the attribute measures along (nil for `notAnAttribute`).
    var axis: LayoutAxis? {
        switch self {
        case .notAnAttribute: nil
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            .horizontal
        default: .vertical
        }
    }

    /// UIKit's spelling, for descriptions and diagnostics.
    var name: String {
        switch self {
        case .notAnAttribute: "notAnAttribute"
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        }
    }
}

/// How the two sides of a constraint compare (`NSLayoutConstraint.Relation`).
public enum LayoutRelation: Int, Hashable, Sendable {
    /// `first <= second * multiplier + constant`.
    case lessThanOrEqual = -1
    /// `first == second * multiplier + constant`.
    case equal = 0
    /// `first >= second * multiplier + constant`.
    case greaterThanOrEqual = 1

    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A direction of layout (`NSLayoutConstraint.Axis`), for content hugging and compression.
public enum LayoutAxis: Int, Hashable, Sendable {
    /// Left to right.
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1
}
