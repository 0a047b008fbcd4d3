import Geometry

extension Compositor {
    /// The corner radii to fill a layer's rounded body with inside `clip`: none when the
    /// canvas's upright fast path would draw only rows clear of the corners there, else
    /// `radii` unchanged.
    ///
    /// A frame drawn in bands, a group image or a material's backdrop drawn in strips of
    /// rows, fills a tall rounded card once per band or strip, and most of those see only
    /// its straight sides. The upright fast path gives a row between the corners the same
    /// partial pixel, span and partial pixel whatever the radii, and with no corner row in
    /// the clip it never uses the outline; a square outline is four points where a rounded
    /// one is every step of its arcs, so this skips the arcs and changes no pixel. The rows
    /// between the corners lie below the larger top radius and above the larger bottom one.
    /// The conditions mirror `Canvas.fillRoundedRect`'s own for taking that path; with a
    /// clip mask, a rotated, skewed or unevenly scaled transform, or far-off coordinates,
    /// the radii are kept.
    static func bodyCornerRadii(
        _ radii: CornerRadii, bounds: Rect, transform t: AffineTransform, clip: PixelRect, hasClipMask: Bool
    ) -> CornerRadii {
        guard radii.maximum > 0, !hasClipMask, t.isAxisAligned, t.a > 0, t.d > 0, abs(t.a - t.d) < 1e-9 else {
            return radii
        }
        let device = bounds.standardized.applying(t)
        guard [device.minX, device.minY, device.maxX, device.maxY].allSatisfy({ abs($0) < 1e7 }) else {
            return radii
        }
        let area = PixelRect(covering: device, within: clip)
        if area.isEmpty || device.isEmpty { return radii }
        let rows = radii.map { $0 * t.a }.clamped(to: device.size).rowRadii(t)
        let middleTop = Int((device.minY + rows.top).rounded(.up))
        let middleBottom = Int((device.maxY - rows.bottom).rounded(.down))
        return middleTop < middleBottom && area.y >= middleTop && area.maxY <= middleBottom ? CornerRadii(0) : radii
    }
}
