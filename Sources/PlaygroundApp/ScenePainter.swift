import Geometry
import LayerTree
import Renderer

/// Draws a layer tree into the damaged part of a framebuffer, `scale` pixels per point.
@MainActor
protocol ScenePainter {
    func paint(_ tree: Layer, into framebuffer: Framebuffer, scale: Double, clip: PixelRect)
}

/// Provisional: fills each layer's bounding box with its background colour and draws text
/// (no corners or shadows) until the compositor lands on main.
struct BoxPainter: ScenePainter {
    let text: TextRasterizer?

    func paint(_ tree: Layer, into framebuffer: Framebuffer, scale: Double, clip: PixelRect) {
        let clip = clip.intersection(framebuffer.bounds)
        for y in clip.y..<clip.maxY {
            let row = framebuffer.row(y)
            for x in clip.x..<clip.maxX { row[x] = 0xFF00_0000 }
        }
        draw(tree, AffineTransform(scaleX: scale, y: scale), framebuffer, clip)
    }

    private func draw(_ layer: Layer, _ parent: AffineTransform, _ fb: Framebuffer, _ clip: PixelRect) {
        guard !layer.isHidden else { return }
        let m = layer.transform.concatenating(parent)
        if let c = layer.backgroundColor {
            let box = PixelRect(covering: layer.bounds.applying(m)).intersection(clip)
            let a = c.alpha * layer.opacity
            let inv = 1 - a
            if !box.isEmpty {
                for y in box.y..<box.maxY {
                    let row = fb.row(y)
                    for x in box.x..<box.maxX {
                        let d = row[x]
                        let r = UInt32((c.red * a * 255 + Double((d >> 16) & 255) * inv).rounded())
                        let g = UInt32((c.green * a * 255 + Double((d >> 8) & 255) * inv).rounded())
                        let b = UInt32((c.blue * a * 255 + Double(d & 255) * inv).rounded())
                        row[x] = 0xFF00_0000 | r << 16 | g << 8 | b
                    }
                }
            }
        }
        if case .text(let content) = layer.content, let text,
           let mask = text.mask(for: content, box: layer.bounds.size, transform: m) {
            let box = mask.rect.intersection(clip)
            let c = content.color
            if !box.isEmpty {
                for y in box.y..<box.maxY {
                    let row = fb.row(y)
                    for x in box.x..<box.maxX {
                        let a = Double(mask.coverage[(y - mask.originY) * mask.width + x - mask.originX]) / 255 * c.alpha
                        let d = row[x], inv = 1 - a
                        let r = UInt32((c.red * a * 255 + Double((d >> 16) & 255) * inv).rounded())
                        let g = UInt32((c.green * a * 255 + Double((d >> 8) & 255) * inv).rounded())
                        let b = UInt32((c.blue * a * 255 + Double(d & 255) * inv).rounded())
                        row[x] = 0xFF00_0000 | r << 16 | g << 8 | b
                    }
                }
            }
        }
        for s in layer.sublayers { draw(s, m, fb, clip) }
    }
}
