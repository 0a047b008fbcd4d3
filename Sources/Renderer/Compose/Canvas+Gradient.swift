import Geometry

extension Canvas {
    /// Fills an outline under `fillRule` with `paint`'s gradient: each covered pixel takes
    /// the gradient's colour at its centre, weighted by coverage and the clip mask, and
    /// goes source-over the destination. Without a gradient it fills with the colour.
    package func fillGradient(_ edges: EdgeList, paint: Paint, fillRule: FillRule) {
        guard let gradient = paint.gradient else { return fill(edges, paint: paint, fillRule: fillRule) }
        if clip.isEmpty || edges.isEmpty { return }
        var mask = coverage(of: edges, fillRule: fillRule)
        if let clipMask { mask = mask.intersected(with: clipMask) }
        let area = mask.rect.intersection(effectiveClip)
        if area.isEmpty { return }
        var row = [UInt32](repeating: 0, count: area.width)
        mask.coverage.withUnsafeBufferPointer { m in
            row.withUnsafeMutableBufferPointer { src in
                for y in area.y..<area.maxY {
                    gradient.fillSpan(src.baseAddress!, x: area.x, y: y, count: area.width)
                    let cov = m.baseAddress! + (y - mask.originY) * mask.width + (area.x - mask.originX)
                    let dst = framebuffer.row(y) + area.x
                    for i in 0..<area.width {
                        let c = UInt32(cov[i])
                        let s = src[i]
                        if c == 0 || s == 0 { continue }
                        dst[i] = PixelMath.over(c == 255 ? s : PixelMath.multiply(s, by: c), dst[i])
                    }
                }
            }
        }
    }
}
