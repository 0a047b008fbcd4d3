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
    func nineSliceMask(_ device: Rect, radius: Double, sigma: Double, clip: PixelRect,
                       scanConverter: ScanConverter) -> CoverageMask? {
        nineSliceMask(device, radiusX: radius, radiusY: radius, sigma: sigma, clip: clip, scanConverter: scanConverter)
    }

    /// `nineSliceMask(_:radius:sigma:clip:scanConverter:)` with elliptical corners.
    func nineSliceMask(_ device: Rect, radiusX: Double, radiusY: Double, sigma: Double, clip: PixelRect,
                       scanConverter: ScanConverter) -> CoverageMask? {
        let x0 = Int(device.minX.rounded()), y0 = Int(device.minY.rounded())
        let w = Int(device.maxX.rounded()) - x0, h = Int(device.maxY.rounded()) - y0
        if w <= 0 || h <= 0 { return nil }
        let pad = ShadowMask.extent(sigma: sigma)
        let whole = PixelRect(x: x0 - pad, y: y0 - pad, width: w + 2 * pad, height: h + 2 * pad)
        let out = whole.intersection(clip)
        if out.isEmpty { return nil }
        // Too large a radius shrinks as in the layer's own space: both axes by the same factor.
        let fit = radiusX > 0 && radiusY > 0 ? min(1, Double(w) / 2 / radiusX, Double(h) / 2 / radiusY) : 0
        let rx = radiusX * fit, ry = radiusY * fit
        let cornerX = Int(rx.rounded(.up)) + 2 * pad, cornerY = Int(ry.rounded(.up)) + 2 * pad
        let tw = min(w, 2 * cornerX + 1), th = min(h, 2 * cornerY + 1)
        guard let template = template(width: tw, height: th, radiusX: rx, radiusY: ry, sigma: sigma,
                                      scanConverter: scanConverter) else {
            return nil
        }
        // Template row (column) for each mask row (column): the first `corner + pad` as they
        // are, the last `corner + pad` from the template's end, the middle from its middle.
        func source(_ m: Int, total: Int, templateTotal: Int, zone: Int) -> Int {
            if total == templateTotal || m < zone { return m }
            if m >= total - zone { return m - (total - templateTotal) }
            return zone
        }
        var mask = CoverageMask(originX: out.x, originY: out.y, width: out.width, height: out.height)
        let tWidth = template.width
        template.coverage.withUnsafeBufferPointer { t in
            mask.coverage.withUnsafeMutableBufferPointer { m in
                var columns = [Int](repeating: 0, count: out.width)
                for x in 0..<out.width {
                    columns[x] = source(out.x + x - whole.x, total: whole.width, templateTotal: tWidth,
                                        zone: cornerX + pad)
                }
                for y in 0..<out.height {
                    let ty = source(out.y + y - whole.y, total: whole.height, templateTotal: template.height,
                                    zone: cornerY + pad)
                    let row = t.baseAddress! + ty * tWidth, dst = m.baseAddress! + y * out.width
                    for x in 0..<out.width { dst[x] = row[columns[x]] }
                }
            }
        }
        return mask
    }

    /// The blurred template for a `width` x `height` rounded rectangle, from the cache when
    /// it can be; its origin is the shape's top-left corner minus the blur's reach.
    private func template(width: Int, height: Int, radiusX: Double, radiusY: Double, sigma: Double,
                          scanConverter: ScanConverter) -> CoverageMask? {
        let key = TemplateKey(width: width, height: height, radiusX: radiusX, radiusY: radiusY, sigma: sigma)
        if let i = templates.firstIndex(where: { $0.key == key }) {
            let hit = templates.remove(at: i)
            templates.append(hit)
            return hit.mask
        }
        var edges = EdgeList()
        if radiusX == radiusY || radiusX <= 0 || radiusY <= 0 {
            edges.addRoundedRect(Rect(x: 0, y: 0, width: Double(width), height: Double(height)),
                                 cornerRadius: min(radiusX, radiusY), transform: .identity)
        } else {
            // Elliptical corners: a circular-cornered rectangle stretched to the template's size.
            let sx = radiusX / radiusY
            edges.addRoundedRect(Rect(x: 0, y: 0, width: Double(width) / sx, height: Double(height)),
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
        return mask
    }
}
