import Geometry
import LayerTree

extension Compositor {
    /// The last-painted layer whose opaque background covers every pixel of `clip` fully, as
    /// the sublayer indices leading to it from `root`; nil when none does.
    ///
    /// Such a layer stores its colour over every pixel of the clip (full coverage of an opaque
    /// source is a plain store), so whatever was painted before it there (the clear to the
    /// window background, the layers behind, its own shadow) cannot show: the renderer skips
    /// it. A material over an opaque backdrop stores its blur over every pixel the same way.
    /// Only upright layers at full opacity count, outside any `masksToBounds` ancestor;
    /// for rounded ones the clip must lie inside the body clear of the corners.
    func opaqueCover(_ root: Layer, scale: Double, clip: PixelRect) -> [Int]? {
        if clip.isEmpty { return nil }
        var path: [Int] = []
        var found: [Int]?
        func visit(_ layer: Layer, _ parent: AffineTransform) {
            // Faded layers draw with alpha below one (and their subtrees as groups): no cover in them.
            if layer.isHidden || layer.opacity < 1 || layer.mask != nil { return }
            let t = layer.transform.concatenating(parent)
            if t.determinant == 0 || !t.determinant.isFinite { return }
            if layer.backgroundColor.map({ PixelMath.pixel($0) >> 24 == 255 }) ?? false
                || coversAsMaterial(layer, t), t.b == 0, t.c == 0, t.a > 0, t.d > 0
            {
                let device = layer.bounds.standardized.applying(t)
                let r = max(0, min(layer.cornerRadius * t.a, device.width / 2, device.height / 2))
                // The pixels wholly inside the body: the full-width band between the corners'
                // rows, and the full-height band between their columns.
                func inner(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> PixelRect {
                    let left = Int(x0.rounded(.up))
                    let top = Int(y0.rounded(.up))
                    return PixelRect(
                        x: left, y: top, width: Int(x1.rounded(.down)) - left,
                        height: Int(y1.rounded(.down)) - top)
                }
                let finite = [device.minX, device.minY, device.maxX, device.maxY].allSatisfy { abs($0) < 1e7 }
                if finite {
                    let wide = inner(device.minX, device.minY + r, device.maxX, device.maxY - r)
                    let tall = inner(device.minX + r, device.minY, device.maxX - r, device.maxY)
                    if wide.intersection(clip) == clip || tall.intersection(clip) == clip { found = path }
                }
            }
            // A clipping layer's sublayers may be cut by a rounded mask: not searched.
            if layer.masksToBounds { return }
            for (i, child) in layer.sublayers.enumerated() {
                path.append(i)
                visit(child, t)
                path.removeLast()
            }
        }
        visit(root, AffineTransform(scaleX: scale, y: scale))
        return found
    }
}
