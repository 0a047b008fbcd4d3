import Engine
import Geometry

/// `CACornerMask`: which corners a layer's `cornerRadius` rounds (`layer.maskedCorners`).
/// Its bits are `UIRectCorner`'s, read in UIKit's top-left origin: the minimum y is the top.
public typealias CACornerMask = RectCorner

extension RectCorner {
    /// `CACornerMask.layerMinXMinYCorner`: the top-left corner.
    public static let layerMinXMinYCorner = RectCorner.topLeft
    /// `CACornerMask.layerMaxXMinYCorner`: the top-right corner.
    public static let layerMaxXMinYCorner = RectCorner.topRight
    /// `CACornerMask.layerMinXMaxYCorner`: the bottom-left corner.
    public static let layerMinXMaxYCorner = RectCorner.bottomLeft
    /// `CACornerMask.layerMaxXMaxYCorner`: the bottom-right corner.
    public static let layerMaxXMaxYCorner = RectCorner.bottomRight
}
