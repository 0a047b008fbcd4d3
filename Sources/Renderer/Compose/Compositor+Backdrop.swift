import Geometry
import LayerTree

extension Compositor {
    /// Draws a material layer's blurred backdrop within its rounded bounds, from the image
    /// prepared for it before the frame (`BackdropCache`); nothing when none was (a tree
    /// drawn straight through `draw(_:into:scale:clip:)`, which prepares none).
    func drawMaterial(_ layer: Layer, _ t: AffineTransform, _ canvas: Canvas, _ alpha: Double) {
        let device = t.concatenating(
            AffineTransform(translationX: Double(deviceOffset.x), y: Double(deviceOffset.y)))
        guard let prepared = backdrops.first(where: { $0.matches(device, layer.bounds) }) else { return }
        var paint = Paint(.clear, opacity: alpha)
        paint.backdrop = prepared.image
        // A square, pixel-aligned material (a full-window blur, a bar) covers whole pixels:
        // its rows go straight to the sink, the spans the scan converter would give.
        let box = layer.bounds.standardized.applying(t)
        let corners = [box.minX, box.minY, box.maxX, box.maxY]
        if canvas.clipMask == nil, t.isAxisAligned, layer.cornerRadius <= 0,
            corners.allSatisfy({ abs($0) < 1e7 && $0 == $0.rounded() })
        {
            canvas.fillBackdrop(
                PixelRect(covering: box), paint: paint, offsetX: deviceOffset.x, offsetY: deviceOffset.y)
            return
        }
        var edges = EdgeList()
        edges.addRoundedRect(layer.bounds, cornerRadius: layer.cornerRadius, transform: t)
        canvas.fillBackdrop(edges, paint: paint, offsetX: deviceOffset.x, offsetY: deviceOffset.y)
    }

    /// True when `layer` (drawn through device transform `t`) is a material whose prepared
    /// backdrop is opaque: it hides whatever is below it, as an opaque background does.
    func coversAsMaterial(_ layer: Layer, _ t: AffineTransform) -> Bool {
        guard let m = layer.material, m.isVisible else { return false }
        return backdrops.contains { $0.isOpaque && $0.matches(t, layer.bounds) }
    }
}
