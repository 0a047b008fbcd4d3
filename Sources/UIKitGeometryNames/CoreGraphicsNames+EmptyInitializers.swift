// Core Graphics' structs are C structs, so Swift gives each an empty initializer that zeroes
// every field; UIKit code writes `CGRect()` for "no frame yet". The engine's geometry keeps
// the same spelling.
import Geometry

extension Rect {
    /// `CGRect()`: the rectangle at the origin with zero size, as a zero-filled C struct is.
    public init() { self = .zero }
}

extension Point {
    /// `CGPoint()`: the origin, as a zero-filled C struct is.
    public init() { self = .zero }
}

extension Size {
    /// `CGSize()`: zero width and height, as a zero-filled C struct is.
    public init() { self = .zero }
}
