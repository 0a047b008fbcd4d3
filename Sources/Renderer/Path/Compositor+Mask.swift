import Geometry
import LayerTree

extension Compositor {
    /// Draws `layer` (whose transform into device pixels is `t`) with everything it paints
    /// weighted by its mask's coverage: the mask becomes the canvas's clip mask (within any
    /// clip mask already set) for the layer's whole drawing, shadow and sublayers included,
    /// as Core Animation masks a layer's composited image.
    func drawMasked(
        _ layer: Layer, _ mask: LayerMask, t: AffineTransform, parent: AffineTransform, canvas: Canvas, alpha: Double
    ) {
        let saved = (canvas.clip, canvas.clipMask)
        defer {
            canvas.clip = saved.0
            canvas.clipMask = saved.1
        }
        guard var coverage = Compositor.coverage(of: mask, transform: mask.transform.concatenating(t), canvas: canvas)
        else { return }
        if let outer = canvas.clipMask { coverage = coverage.intersected(with: outer) }
        canvas.clip = canvas.clip.intersection(coverage.rect)
        canvas.clipMask = coverage
        if canvas.effectiveClip.isEmpty { return }
        var unmasked = layer
        unmasked.mask = nil
        draw(unmasked, parent: parent, canvas: canvas, alpha: alpha)
    }

    /// The mask's coverage within the canvas's clip rectangle: its fill's coverage times the
    /// fill colour's alpha, with its stroke's (times the stroke's alpha) laid over it; nil
    /// when it covers nothing.
    static func coverage(of mask: LayerMask, transform t: AffineTransform, canvas: Canvas) -> CoverageMask? {
        let shape = mask.shape
        let outlines = ShapeOutlines(shape, transform: t)
        var result: CoverageMask?
        if let edges = outlines.fill, let color = shape.fillColor {
            var m = canvas.coverage(of: edges, fillRule: shape.fillRule)
            m.scale(by: color.alpha)
            result = m
        }
        if let edges = outlines.stroke, let color = shape.strokeColor {
            var m = canvas.coverage(of: edges)
            m.scale(by: color.alpha)
            result = result.map { $0.laidUnder(m) } ?? m
        }
        guard let result, result.width > 0, result.height > 0 else { return nil }
        return result
    }
}

extension CoverageMask {
    /// Multiplies every coverage by `factor` (0...1); a factor of 1 touches nothing.
    mutating func scale(by factor: Double) {
        let k = UInt32(min(max(factor, 0), 1) * 255 + 0.5)
        if k == 255 { return }
        for i in coverage.indices { coverage[i] = UInt8((UInt32(coverage[i]) * k + 127) / 255) }
    }

    /// This mask with `top` laid over it (`a + b * (1 - a)` per pixel), over the union of both rectangles.
    func laidUnder(_ top: CoverageMask) -> CoverageMask {
        let area = rect.union(top.rect)
        var out = CoverageMask(originX: area.x, originY: area.y, width: area.width, height: area.height)
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                let a = UInt32(value(atX: x, y: y))
                let b = UInt32(top.value(atX: x, y: y))
                out.coverage[(y - area.y) * area.width + (x - area.x)] = UInt8(a + (b * (255 - a) + 127) / 255)
            }
        }
        return out
    }
}
