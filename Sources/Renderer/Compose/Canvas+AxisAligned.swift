import Geometry

extension Canvas {
    /// The fast path for an upright rounded rectangle in device pixels: rows clear of the
    /// corners are one partial pixel, one full-coverage span and one partial pixel, computed
    /// directly; only the rows that hold corners (or a fractional top or bottom edge) go
    /// through the scan converter. Coverage is the same exact area either way, so the two
    /// kinds of row meet without a step.
    func fillAxisAlignedRoundedRect(_ r: Rect, radius: Double, source: UInt32, blend: Paint.BlendMode = .sourceOver) {
        let area = PixelRect(covering: r, within: clip)
        if source == 0 || area.isEmpty || r.isEmpty { return }
        let middleTop = Int((r.minY + radius).rounded(.up))
        let middleBottom = Int((r.maxY - radius).rounded(.down))
        var sink = SolidSink(framebuffer: framebuffer, source: source, blend: blend, clip: nil)
        // The outline is made only when corner rows lie in the clip: a band of a frame drawn
        // in bands often holds only a rectangle's middle rows.
        func outline() -> EdgeList {
            var edges = EdgeList()
            edges.addRoundedRect(r, cornerRadius: radius, transform: .identity, angles: cornerAngles)
            return edges
        }
        if middleBottom <= middleTop {
            scanConverter.fill(outline(), clip: area, into: &sink)
            return
        }
        let top = PixelRect(x: area.x, y: area.y, width: area.width, height: middleTop - area.y).intersection(area)
        let bottom = PixelRect(x: area.x, y: middleBottom, width: area.width, height: area.maxY - middleBottom)
            .intersection(area)
        if !top.isEmpty || !bottom.isEmpty {
            let edges = outline()
            if !top.isEmpty { scanConverter.fill(edges, clip: top, into: &sink) }
            if !bottom.isEmpty { scanConverter.fill(edges, clip: bottom, into: &sink) }
        }

        let y0 = max(middleTop, area.y)
        let y1 = min(middleBottom, area.maxY)
        if y1 <= y0 { return }
        // Columns: a partial pixel at each side (unless the edge is pixel-aligned), full between.
        let leftPixel = Int(r.minX.rounded(.down))
        let rightPixel = Int(r.maxX.rounded(.down))
        var leftCoverage: UInt8
        var rightCoverage: UInt8
        var spanStart: Int
        var spanEnd: Int
        if leftPixel == rightPixel {
            leftCoverage = quantise(r.maxX - r.minX)
            rightCoverage = 0
            spanStart = leftPixel + 1
            spanEnd = spanStart
        } else {
            leftCoverage = quantise(Double(leftPixel + 1) - r.minX)
            rightCoverage = quantise(r.maxX - Double(rightPixel))
            spanStart = leftPixel + 1
            spanEnd = rightPixel
            if leftCoverage == 255 {
                spanStart = leftPixel
                leftCoverage = 0
            }
        }
        let drawLeft = leftCoverage != 0 && leftPixel >= area.x && leftPixel < area.maxX
        let drawRight = rightCoverage != 0 && rightPixel >= area.x && rightPixel < area.maxX
        let s0 = max(spanStart, area.x)
        let s1 = min(spanEnd, area.maxX)
        // Every middle row in one kernel call: the edge pixels and the span together, no
        // per-row trip through Swift. A source of 0 leaves an edge pixel alone.
        let leftSource = drawLeft ? PixelMath.multiply(source, by: UInt32(leftCoverage)) : 0
        let rightSource = drawRight ? PixelMath.multiply(source, by: UInt32(rightCoverage)) : 0
        PixelMath.blendRectRows(
            framebuffer.row(y0), stride: framebuffer.rowPixels, rows: y1 - y0,
            left: drawLeft ? leftPixel : 0, leftSource: leftSource,
            start: s0, end: max(s0, s1), right: drawRight ? rightPixel : 0,
            rightSource: rightSource, source: source, blend: blend)
    }

    private func quantise(_ v: Double) -> UInt8 { UInt8(min(max(v, 0), 1) * 255 + 0.5) }
}
