import Geometry

extension ShadowCache {
    /// The shadow of an upright rounded rectangle (`device`, in device pixels), built from a
    /// cached blurred template instead of blurring the whole shape: a moving or resizing
    /// card re-blurs only when its corner radius or blur changes.
    ///
    /// The rectangle is snapped to whole pixels (a shift of at most half a pixel, invisible
    /// under a blur of sigma >= 1; the caller keeps sharper shadows exact). Away from the
    /// corners a blurred rectangle is the same from row to row and column to column, so the
    /// mask is nine slices of a template whose sides are just long enough to hold both
    /// corners' blur (`2 * corner + 1`, where `corner` is the radius plus twice the blur's
    /// reach): its four corners, its middle row and column stretched along the sides, its
    /// centre value inside. Only the part within `clip` is built.
    ///
    /// A card scaled unevenly (popping's card grows faster in one direction) has elliptical
    /// corners, `radiusX` across and `radiusY` down; each axis gets its own corner zone. Its
    /// template changes with the scale, but is a few corners' size, where blurring the whole
    /// shape cost each band of a 2560x1600 frame some milliseconds every frame.
    ///
    /// What comes back is the template and where each of its rows and columns goes, drawn
    /// row by row (`Canvas.fill(_:paint:)`): no mask the size of the shadow is built
    /// (at 2560x1600, most of a megabyte per band each frame); `mask` builds one for tests.
    func nineSlice(
        _ device: Rect, radiusX: Double, radiusY: Double, sigma: Double, clip: PixelRect,
        scanConverter: ScanConverter
    ) -> NineSliceShadow? {
        let x0 = Int(device.minX.rounded())
        let y0 = Int(device.minY.rounded())
        let w = Int(device.maxX.rounded()) - x0
        let h = Int(device.maxY.rounded()) - y0
        if w <= 0 || h <= 0 { return nil }
        let pad = ShadowMask.extent(sigma: sigma)
        let whole = PixelRect(x: x0 - pad, y: y0 - pad, width: w + 2 * pad, height: h + 2 * pad)
        let out = whole.intersection(clip)
        if out.isEmpty { return nil }
        // Too large a radius shrinks as in the layer's own space: both axes by the same factor.
        let fit = radiusX > 0 && radiusY > 0 ? min(1, Double(w) / 2 / radiusX, Double(h) / 2 / radiusY) : 0
        let rx = radiusX * fit
        let ry = radiusY * fit
        let cornerX = Int(rx.rounded(.up)) + 2 * pad
        let cornerY = Int(ry.rounded(.up)) + 2 * pad
        let tw = min(w, 2 * cornerX + 1)
        let th = min(h, 2 * cornerY + 1)
        guard
            let template = template(
                width: tw, height: th, radiusX: rx, radiusY: ry, sigma: sigma,
                scanConverter: scanConverter)
        else {
            return nil
        }
        return NineSliceShadow(template: template, whole: whole, rect: out, zoneX: cornerX + pad, zoneY: cornerY + pad)
    }

    /// The blurred template for a `width` x `height` rounded rectangle, from the cache when
    /// it can be; its origin is the shape's top-left corner minus the blur's reach.
    private func template(
        width: Int, height: Int, radiusX: Double, radiusY: Double, sigma: Double,
        scanConverter: ScanConverter
    ) -> CoverageMask? {
        let key = TemplateKey(width: width, height: height, radiusX: radiusX, radiusY: radiusY, sigma: sigma)
        if let i = templates.firstIndex(where: { $0.key == key }) {
            let hit = templates.remove(at: i)
            templates.append(hit)
            return hit.mask
        }
        var edges = EdgeList()
        if radiusX == radiusY || radiusX <= 0 || radiusY <= 0 {
            edges.addRoundedRect(
                Rect(x: 0, y: 0, width: Double(width), height: Double(height)),
                cornerRadius: min(radiusX, radiusY), transform: .identity)
        } else {
            // Elliptical corners: a circular-cornered rectangle stretched to the template's size.
            let sx = radiusX / radiusY
            edges.addRoundedRect(
                Rect(x: 0, y: 0, width: Double(width) / sx, height: Double(height)),
                cornerRadius: radiusY, transform: AffineTransform(scaleX: sx, y: 1))
        }
        guard var mask = ShadowMask.make(edges, sigma: sigma, clip: .everything, scanConverter: scanConverter) else {
            return nil
        }
        mask.originX = 0
        mask.originY = 0
        countBlur()
        templates.append((key, mask))
        if templates.count > capacity { templates.removeFirst() }
        // A card scaling unevenly makes a new template every frame, each up to a few hundred
        // kilobytes at 2560x1600: keep the newest within a budget, not sixteen per band thread.
        while templates.count > 1, templates.reduce(0, { $0 + $1.mask.coverage.count }) > Self.templateBytes {
            templates.removeFirst()
        }
        return mask
    }
}
