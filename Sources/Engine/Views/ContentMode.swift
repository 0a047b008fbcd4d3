/// How a view lays out its content when its bounds change (`UIView.ContentMode`).
public enum ContentMode: Int, Sendable {
    /// Stretched to fill the bounds, aspect ratio not kept (UIKit's default).
    case scaleToFill
    /// Scaled to fit inside the bounds, aspect ratio kept.
    case scaleAspectFit
    /// Scaled to fill the bounds, aspect ratio kept, the overflow clipped.
    case scaleAspectFill
    /// Redrawn on every bounds change.
    case redraw
    /// Centred, not scaled.
    case center
    /// Pinned to the top edge, centred horizontally, not scaled.
    case top
    /// Pinned to the bottom edge, centred horizontally, not scaled.
    case bottom
    /// Pinned to the left edge, centred vertically, not scaled.
    case left
    /// Pinned to the right edge, centred vertically, not scaled.
    case right
    /// Pinned to the top-left corner, not scaled.
    case topLeft
    /// Pinned to the top-right corner, not scaled.
    case topRight
    /// Pinned to the bottom-left corner, not scaled.
    case bottomLeft
    /// Pinned to the bottom-right corner, not scaled.
    case bottomRight
}
