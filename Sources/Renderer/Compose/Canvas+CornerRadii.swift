import Geometry

extension Canvas {
    /// Fills a rectangle whose corners are rounded by `radii` (some of them square, as
    /// `maskedCorners` leaves them), given in a space that `transform` maps to device pixels.
    ///
    /// Four equal radii are `fillRoundedRect(_:cornerRadius:transform:paint:)`, byte for
    /// byte. Otherwise an upright, evenly scaled rectangle with no clip mask takes the same
    /// direct path for its rows clear of the corners, and only the corner rows are scan
    /// converted.
    func fillRoundedRect(_ rect: Rect, radii: CornerRadii, transform: AffineTransform = .identity, paint: Paint) {
        if radii.isUniform {
            fillRoundedRect(rect, cornerRadius: radii.topLeft, transform: transform, paint: paint)
            return
        }
        let t = transform
        let device = rect.standardized.applying(t)
        // Beyond 1e7 the general path clamps; the direct one makes rows Ints.
        if clipMask == nil, t.isAxisAligned, t.a > 0, t.d > 0, abs(t.a - t.d) < 1e-9,
            [device.minX, device.minY, device.maxX, device.maxY].allSatisfy({ abs($0) < 1e7 })
        {
            let scaled = radii.map { $0 * t.a }.clamped(to: device.size)
            fillAxisAlignedRoundedRect(device, radii: scaled, source: paint.source, blend: paint.blendMode)
            return
        }
        var edges = EdgeList()
        edges.addRoundedRect(rect, radii: radii, transform: t, angles: cornerAngles)
        fill(edges, paint: paint)
    }
}
