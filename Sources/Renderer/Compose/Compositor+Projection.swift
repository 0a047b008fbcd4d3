import Geometry
import LayerTree

extension Compositor {
    /// The largest side, in pixels, of a projected layer's flat image: a layer turned almost
    /// edge-on near the eye would ask for an unbounded one.
    static let projectedImageLimit = 4096

    /// Draws a layer whose projection bends the plane (perspective, a turn about x or y), as
    /// Core Animation draws a flattened layer: the layer and its subtree are drawn flat into
    /// an offscreen image at the layer's own resolution (its parent's scale: Core Animation
    /// renders a layer's content at its scale and lets the projection magnify it where the
    /// plane comes nearer, so a page turned towards the eye softens there as on a phone), and
    /// the image is mapped to the canvas by the homography (`ProjectiveWarp`) at the layer's
    /// opacity, the part behind the eye clipped and the back hidden when the layer is
    /// single-sided. Raising the resolution where the plane is near cost a page flipped across
    /// the window up to 16 times its pixels, in time and in memory, for detail iOS does not draw.
    ///
    /// The rounded clip mask of a `masksToBounds` ancestor is not applied to the projected
    /// image (its clip rectangle is), and no sublayer keeps its own depth (no preserve-3D).
    func drawProjected(_ layer: Layer, parent: AffineTransform, canvas: Canvas, alpha: Double) {
        guard let extent = LayerExtent.flatExtent(layer), extent.width > 0, extent.height > 0 else { return }
        let device = LayerExtent.deviceProjection(layer, parent: parent)
        let parentScale = abs(parent.determinant).squareRoot()
        let limit = Double(Compositor.projectedImageLimit)
        let scale = min(parentScale, limit / extent.width, limit / extent.height)
        guard scale > 0, scale.isFinite else { return }
        let origin = Point(x: (extent.minX * scale).rounded(.down), y: (extent.minY * scale).rounded(.down))
        let width = Int((extent.maxX * scale).rounded(.up) - origin.x)
        let height = Int((extent.maxY * scale).rounded(.up) - origin.y)
        guard width > 0, height > 0 else { return }
        // Image pixels back to the layer's own points, then through the device projection.
        let toDevice = Transform3D(translationX: origin.x, y: origin.y, z: 0)
            .concatenating(Transform3D(scaleX: 1 / scale, y: 1 / scale, z: 1))
            .concatenating(device)
        // Nothing to draw (the back of a single-sided layer, or no part inside the clip):
        // no image either.
        guard
            ProjectiveWarp.drawsAnything(
                width: width, height: height, matrix: toDevice, clip: canvas.effectiveClip,
                isDoubleSided: layer.isDoubleSided)
        else { return }
        // Only the block of the image this canvas's clip (a band, a damaged rectangle) maps
        // back to is drawn, into a pooled buffer, in the whole image's coordinates: each band
        // draws its share of the flat layer, not all of it, and no frame faults in a fresh one.
        let block = ProjectiveWarp.sourceBlock(
            width: width, height: height, matrix: toDevice, clip: canvas.effectiveClip)
        guard !block.isEmpty else { return }
        let buffer = offscreens.take(width: block.width, height: block.height)
        defer { offscreens.give(buffer) }
        let image = Framebuffer(
            wrapping: buffer.pixels - block.y * buffer.rowPixels - block.x, width: width, height: height,
            stride: buffer.stride, columns: block.x..<block.maxX)
        let imageCanvas = Canvas(framebuffer: image, sharing: canvas)
        imageCanvas.clip = block
        var flat = layer
        flat.transform = .identity
        flat.projection = nil
        flat.opacity = 1
        let imageParent = AffineTransform(scaleX: scale, y: scale)
            .concatenating(AffineTransform(translationX: -origin.x, y: -origin.y))
        draw(flat, parent: imageParent, canvas: imageCanvas, alpha: 1)
        ProjectiveWarp.draw(
            image, matrix: toDevice, into: canvas.framebuffer, clip: canvas.effectiveClip,
            opacity: alpha * min(layer.opacity, 1), isDoubleSided: layer.isDoubleSided, readable: block)
    }
}
