import CRenderKernels
import Geometry

extension Canvas {
    /// The fast path for an upright rounded rectangle in device pixels: rows clear of the
    /// corners are one partial pixel, one full-coverage span and one partial pixel, computed
    /// directly; only the rows that hold corners (or a fractional top or bottom edge) go
    /// through the scan converter. Coverage is the same exact area either way, so the two
    /// kinds of row meet without a step. Corners of different radii (`radii`, in device
    /// pixels, some of them square) keep the rows between the larger top corner and the
    /// larger bottom one on the direct path.
    func fillAxisAlignedRoundedRect(
        _ r: Rect, radii: CornerRadii, source: UInt32, blend: Paint.BlendMode = .sourceOver
    ) {
        let area = PixelRect(covering: r, within: clip)
        if source == 0 || area.isEmpty || r.isEmpty { return }
        let rows = radii.rowRadii(.identity)
        let middle = UprightRowCoverage(r, topRadius: rows.top, bottomRadius: rows.bottom)
        var sink = SolidSink(framebuffer: framebuffer, source: source, blend: blend, clip: nil)
        // The outline is made only when corner rows lie in the clip: a band of a frame drawn
        // in bands often holds only a rectangle's middle rows.
        func outline() -> EdgeList {
            var edges = EdgeList()
            edges.addRoundedRect(r, radii: radii, transform: .identity, angles: cornerAngles)
            return edges
        }
        if middle.bottom <= middle.top {
            scanConverter.fill(outline(), clip: area, into: &sink)
            return
        }
        let top = PixelRect(x: area.x, y: area.y, width: area.width, height: middle.top - area.y).intersection(area)
        let bottom = PixelRect(x: area.x, y: middle.bottom, width: area.width, height: area.maxY - middle.bottom)
            .intersection(area)
        if !top.isEmpty || !bottom.isEmpty {
            let edges = outline()
            if !top.isEmpty { scanConverter.fill(edges, clip: top, into: &sink) }
            if !bottom.isEmpty { scanConverter.fill(edges, clip: bottom, into: &sink) }
        }

        let y0 = max(middle.top, area.y)
        let y1 = min(middle.bottom, area.maxY)
        if y1 <= y0 { return }
        // Every middle row in one kernel call: the edge pixels and the span together, no
        // per-row trip through Swift. A source of 0 leaves an edge pixel alone.
        let row = middle.row(within: area, source: source)
        func fill(_ rows: Range<Int>) {
            PixelMath.blendRectRows(
                framebuffer.row(rows.lowerBound), stride: framebuffer.rowPixels, rows: rows.count,
                left: row.left, leftSource: row.leftSource, start: row.start, end: row.end, right: row.right,
                rightSource: row.rightSource, source: source, blend: blend)
        }
        guard let hidden, case let holed = hidden.rows.clamped(to: y0..<y1), !holed.isEmpty else {
            fill(y0..<y1)
            return
        }
        // The rows a later layer hides part of skip those columns, in one kernel call.
        fill(y0..<holed.lowerBound)
        hidden.spans.withUnsafeBufferPointer { spans in
            let end = source == 0 && !blend.changesUnderTransparentSource ? row.start : row.end
            rk_blend_rect_rows_around(
                framebuffer.row(holed.lowerBound), framebuffer.rowPixels, holed.count, row.left, row.leftSource,
                row.start, end, row.right, row.rightSource, rk_paint(source: source, blend: blend.kernel),
                PixelMath.kernelLevel, spans.baseAddress! + 2 * (holed.lowerBound - hidden.rows.lowerBound))
        }
        fill(holed.upperBound..<y1)
    }
}
