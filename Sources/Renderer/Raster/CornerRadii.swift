import Geometry

/// The radius of each corner of a rounded rectangle, in the rectangle's own units: a
/// layer's `cornerRadius` on the corners its `maskedCorners` names and 0 on the others, or
/// four radii of their own.
///
/// Four equal radii draw through the uniform rounded rectangle's code, point for point and
/// row for row, so a layer with every corner rounded gives the bytes it gave before its
/// corners could differ. Each radius is clamped to half the rectangle's shorter side, as a
/// uniform one is.
struct CornerRadii: Hashable, Sendable {
    /// The radius at the smallest x and y.
    var topLeft: Double
    /// The radius at the largest x and smallest y.
    var topRight: Double
    /// The radius at the largest x and y.
    var bottomRight: Double
    /// The radius at the smallest x and largest y.
    var bottomLeft: Double

    /// True when every corner has the same radius: the shape is the uniform rounded rectangle.
    var isUniform: Bool { topLeft == topRight && topRight == bottomRight && bottomRight == bottomLeft }
}

extension CornerRadii {
    /// `radius` on the corners in `corners` and 0 on the others (`CALayer.maskedCorners`);
    /// a radius of 0 or less rounds none.
    init(_ radius: Double, corners: RectCorner = .allCorners) {
        let r = max(0, radius)
        // Every layer asks, nearly all with four corners or none: a debug build pays for
        // each generic `contains`.
        if r == 0 || corners == .allCorners {
            self.init(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r)
            return
        }
        func on(_ corner: RectCorner) -> Double { corners.contains(corner) ? r : 0 }
        self.init(
            topLeft: on(.topLeft), topRight: on(.topRight), bottomRight: on(.bottomRight), bottomLeft: on(.bottomLeft))
    }

    /// The largest radius; 0 or less when no corner is rounded.
    var maximum: Double { max(topLeft, topRight, bottomRight, bottomLeft) }

    /// The radii clockwise on screen from the top-right corner, the order in which
    /// `EdgeList.roundedRectPoints` walks the corners.
    var clockwiseFromTopRight: [Double] { [topRight, bottomRight, bottomLeft, topLeft] }

    /// Each radius passed through `f` (a scale, a clamp, an inset).
    func map(_ f: (Double) -> Double) -> CornerRadii {
        CornerRadii(topLeft: f(topLeft), topRight: f(topRight), bottomRight: f(bottomRight), bottomLeft: f(bottomLeft))
    }

    /// The radii a rectangle of `size` can hold: each at least 0 and at most half the
    /// shorter side.
    func clamped(to size: Size) -> CornerRadii {
        let limit = min(size.width, size.height) / 2
        return map { max(0, min($0, limit)) }
    }

    /// The radii of the device rows' top and bottom corners once `transform` (upright or
    /// flipped, neither rotated nor skewed) has mapped the rectangle: a flip upside down
    /// puts the bottom corners at the top. Unscaled.
    func rowRadii(_ transform: AffineTransform) -> (top: Double, bottom: Double) {
        let upper = max(topLeft, topRight)
        let lower = max(bottomLeft, bottomRight)
        return transform.d < 0 ? (lower, upper) : (upper, lower)
    }
}
