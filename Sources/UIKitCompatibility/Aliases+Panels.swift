// UIKit's names for what drawers and overlay containers use: edges to pin to, coordinate
// spaces to convert through, and the visual format's options.

/// `UIRectEdge` (`RectEdge`): `.top`, `.left`, `.bottom`, `.right`, `.all`.
public typealias UIRectEdge = RectEdge
/// `UICoordinateSpace` (`CoordinateSpace`): every view is one.
public typealias UICoordinateSpace = CoordinateSpace

extension LayoutConstraint {
    /// `NSLayoutConstraint.FormatOptions` (`LayoutFormatOptions`), for
    /// `constraints(withVisualFormat:options:metrics:views:)`.
    public typealias FormatOptions = LayoutFormatOptions
}
