import Geometry

extension Compositor {
    /// The corner radius to fill a layer's rounded body with inside `clip`: 0 when the
    /// canvas's upright fast path would draw only rows clear of the corners there, else
    /// `cornerRadius` unchanged.
    ///
    /// A frame drawn in bands, a group image or a material's backdrop drawn in strips of
    /// rows, fills a tall rounded card once per band or strip, and most of those see only
    /// its straight sides. The upright fast path gives a row between the corners the same
    /// partial pixel, span and partial pixel whatever the radius, and with no corner row in
    /// the clip it never uses the outline; a square outline is four points where a rounded
    /// one is every step of four arcs, so this skips the arcs and changes no pixel. The
    /// conditions mirror `Canvas.fillRoundedRect`'s own for taking that path; with a clip
    /// mask, a rotated, skewed or unevenly scaled transform, or far-off coordinates, the
    /// radius is kept.
    static func bodyCornerRadius(
        _ cornerRadius: Double, bounds: Rect, transform t: AffineTransform, clip: PixelRect, hasClipMask: Bool
    ) -> Double {
        guard cornerRadius > 0, !hasClipMask, t.isAxisAligned, t.a > 0, t.d > 0, abs(t.a - t.d) < 1e-9 else {
            return cornerRadius
        }
        let device = bounds.standardized.applying(t)
        guard [device.minX, device.minY, device.maxX, device.maxY].allSatisfy({ abs($0) < 1e7 }) else {
            return cornerRadius
        }
        let area = PixelRect(covering: device, within: clip)
        if area.isEmpty || device.isEmpty { return cornerRadius }
        let radius = max(0, min(cornerRadius * t.a, device.width / 2, device.height / 2))
        let middleTop = Int((device.minY + radius).rounded(.up))
        let middleBottom = Int((device.maxY - radius).rounded(.down))
        return middleTop < middleBottom && area.y >= middleTop && area.maxY <= middleBottom ? 0 : cornerRadius
    }
}
