import Geometry
import LayerTree

/// The rows of a faded group's image that hold nothing but its root's opaque upright body,
/// and what each of them holds (see `Compositor.solidGroupRows`).
struct SolidGroupRows {
    /// Rows of the group image, top to bottom, none overlapping.
    let ranges: [Range<Int>]
    /// Every one of those rows, in the group image's columns: the body's edge pixels and span.
    let row: (left: Int, leftSource: UInt32, start: Int, end: Int, right: Int, rightSource: UInt32)
    /// The body's opaque colour, the span's pixels.
    let source: UInt32

    /// Blends the rows onto `canvas` as the group image drawn at (`x`, `y`) with `alpha`
    /// (0...255) would: each group pixel `s` becomes `over(s * alpha, d)`, and the
    /// transparent rest of each row leaves its pixels alone. For a body's constant span that
    /// is one constant source over the row, which the span kernels blend without reading
    /// (or first writing) an image.
    func blend(onto canvas: Canvas, x: Int, y: Int, alpha: UInt32) {
        func faded(_ p: UInt32) -> UInt32 { alpha == 255 ? p : PixelMath.multiply(p, by: alpha) }
        let framebuffer = canvas.framebuffer
        for range in ranges {
            PixelMath.blendRectRows(
                framebuffer.row(y + range.lowerBound), stride: framebuffer.rowPixels, rows: range.count,
                left: x + row.left, leftSource: faded(row.leftSource), start: x + row.start, end: x + row.end,
                right: x + row.right, rightSource: faded(row.rightSource), source: faded(source))
        }
    }

    /// The rows of `0..<height` outside `ranges`, top to bottom: what the group still draws
    /// through its image.
    func remaining(height: Int) -> [Range<Int>] {
        var rest: [Range<Int>] = []
        var top = 0
        for range in ranges {
            if range.lowerBound > top { rest.append(top..<range.lowerBound) }
            top = range.upperBound
        }
        if top < height { rest.append(top..<height) }
        return rest
    }
}

extension Compositor {
    /// The rows of a group image (`width` x `height`, the group's root `layer` at full
    /// opacity drawn through `t` into it) where only the root's own body is drawn: an opaque
    /// background filled by the canvas's upright fast path, no shadow, border, material, mask
    /// or content of its own, and rows that no sublayer's subtree reaches (`LayerExtent`, the
    /// bound damage tracking keeps to). Nil when there are none.
    ///
    /// In such a row the group image holds the body's partial pixel, opaque span and partial
    /// pixel over transparency, the same in every row (`UprightRowCoverage`), so fading the
    /// image there is blending those few sources; a faded full-window screen is mostly such
    /// rows. Rows shorter than `solidGroupRowsMinimum` stay in the image, which is never
    /// wrong, only slower.
    func solidGroupRows(_ layer: Layer, transform t: AffineTransform, width: Int, height: Int) -> SolidGroupRows? {
        guard drawsSolidGroupRowsDirectly, layer.mask == nil, layer.content == .none,
            !LayerExtent.drawsShadow(layer), !(layer.material?.isVisible ?? false),
            !(layer.border.map { $0.width > 0 && $0.color.alpha > 0 } ?? false),
            let background = layer.backgroundColor, t.isAxisAligned, t.a > 0, t.d > 0,
            layer.cornerRadius <= 0 || abs(t.a - t.d) < 1e-9
        else { return nil }
        let source = Paint(background).source
        guard source >> 24 == 255 else { return nil }
        // The body as `fillRoundedRect` places it, whichever radius `bodyCornerRadius` hands
        // it: rows clear of the corners are the same for any radius.
        let device = layer.bounds.standardized.applying(t)
        guard device.minX.magnitude < 1e7, device.minY.magnitude < 1e7, device.maxX.magnitude < 1e7,
            device.maxY.magnitude < 1e7, !device.isEmpty
        else { return nil }
        let radius = max(0, min(layer.cornerRadius * t.a, device.width / 2, device.height / 2))
        let middle = UprightRowCoverage(device, radius: radius)
        let image = PixelRect(x: 0, y: 0, width: width, height: height)
        let area = PixelRect(covering: device, within: image)
        let first = max(middle.top, 0)
        let end = min(middle.bottom, height)
        if area.isEmpty || end - first < solidGroupRowsMinimum { return nil }
        // Rows a sublayer may draw in, sorted, then the gaps between them.
        var busy: [Range<Int>] = []
        for child in layer.sublayers {
            guard let extent = LayerExtent.subtree(child, parent: t) else { continue }
            let rows = PixelRect(covering: extent, within: image)
            if !rows.isEmpty { busy.append(rows.y..<rows.maxY) }
        }
        busy.sort { $0.lowerBound < $1.lowerBound }
        var ranges: [Range<Int>] = []
        var top = first
        for rows in busy {
            if rows.lowerBound >= end { break }
            if rows.lowerBound - top >= solidGroupRowsMinimum { ranges.append(top..<rows.lowerBound) }
            top = max(top, rows.upperBound)
        }
        if end - top >= solidGroupRowsMinimum { ranges.append(top..<end) }
        if ranges.isEmpty { return nil }
        return SolidGroupRows(ranges: ranges, row: middle.row(within: area, source: source), source: source)
    }

    /// Solid rows fewer than this stay in the group image: each run costs a call and splits
    /// the image's strips.
    var solidGroupRowsMinimum: Int { 8 }
}
