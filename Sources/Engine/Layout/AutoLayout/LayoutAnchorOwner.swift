/// A rectangle constraints can pin, a `View` or a `LayoutGuide`: the edge, centre and
/// size anchors are the same for both, as in UIKit, so they are made here once.
@preconcurrency @MainActor
public protocol LayoutAnchorOwner: AnyObject {}

extension View: LayoutAnchorOwner {}
extension LayoutGuide: LayoutAnchorOwner {}

extension LayoutAnchorOwner {
    /// The left edge (`leftAnchor`).
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    /// The right edge (`rightAnchor`).
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    /// The leading edge, the left one here (`leadingAnchor`).
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    /// The trailing edge, the right one here (`trailingAnchor`).
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    /// The horizontal centre (`centerXAnchor`).
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    /// The top edge (`topAnchor`).
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    /// The bottom edge (`bottomAnchor`).
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    /// The vertical centre (`centerYAnchor`).
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    /// The width (`widthAnchor`).
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    /// The height (`heightAnchor`).
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }
}

extension View {
    /// The first text baseline; a label's is its text's, any other view's its bottom edge.
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .firstBaseline) }
    /// The last text baseline; a label's is its text's, any other view's its bottom edge.
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .lastBaseline) }
}
