import CRenderKernels
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
        guard let placed = Compositor.projectedImage(layer, parent: parent) else { return }
        let (width, height, toDevice) = (placed.width, placed.height, placed.toDevice)
        // Nothing to draw (the back of a single-sided layer, or no part inside the clip):
        // no image either.
        guard
            ProjectiveWarp.drawsAnything(
                width: width, height: height, matrix: toDevice, clip: canvas.effectiveClip,
                isDoubleSided: layer.isDoubleSided)
        else { return }
        // The flat image is drawn tile by tile of the canvas's clip (a band, a damaged
        // rectangle): for each tile only the block of the image it maps back to, into a pooled
        // buffer, in the whole image's coordinates, warped at once while the block is still in
        // the processor's cache. Each band draws its share of the flat layer, not all of it,
        // and no frame faults in a fresh buffer.
        let area = ProjectiveWarp.damage(width: width, height: height, matrix: toDevice, clip: canvas.effectiveClip)
        let (flat, imageParent, scale) = (placed.flat, placed.imageParent, placed.scale)
        let plain = PlainBody(
            flat, parent: imageParent, image: PixelRect(x: 0, y: 0, width: width, height: height),
            ink: { textInk($0, parent: $1) })
        // A block only the layer's plain background reaches needs no image.
        func isPlain(_ block: PixelRect) -> Bool {
            guard let plain else { return false }
            return !plain.others.contains { !$0.intersection(block).isEmpty }
        }
        let tiles = ProjectiveWarp.tiles(
            width: width, height: height, matrix: toDevice, clip: area, budget: projectedTileBudget, isPlain: isPlain)
        guard !tiles.isEmpty else { return }
        // Under an opaque layer covering a whole block (a page's background) the block needs
        // no clear first, nor anything drawn beneath that layer.
        let covers = opaqueCovers(flat, scale: scale, parent: imageParent)
        let opacity = alpha * min(layer.opacity, 1)
        for (tile, block) in tiles {
            if let plain, isPlain(block) {
                ProjectiveWarp.draw(
                    solid: plain.pixel, in: plain.body.intersection(block), width: width, height: height,
                    matrix: toDevice, into: canvas.framebuffer, clip: tile, opacity: opacity,
                    isDoubleSided: layer.isDoubleSided)
                continue
            }
            // What an opaque layer stores over needs no clear first; a layer covering the whole
            // block hides what is drawn beneath it too.
            let opaque = covers.largestStored(in: block)
            // A block's size changes from tile to tile and frame to frame, up to the budget
            // (and a row's padding): one buffer of that size serves them all. A budget with no
            // bound (a test's whole-image drawing) reserves nothing.
            let buffer = offscreens.take(
                width: block.width, height: block.height, zeroed: opaque.isEmpty,
                reserving: projectedTileBudget < 1 << 24 ? projectedTileBudget * 4 + 64 * block.height : 0)
            defer { offscreens.give(buffer) }
            let image = Framebuffer(
                wrapping: buffer.pixels - block.y * buffer.rowPixels - block.x, width: width, height: height,
                stride: buffer.stride, columns: block.x..<block.maxX)
            if !opaque.isEmpty {
                for r in Compositor.pieces(of: block, around: opaque) {
                    rk_fill_rows(image.row(r.y) + r.x, image.rowPixels, r.height, r.width, 0)
                }
            }
            let imageCanvas = Canvas(framebuffer: image, sharing: canvas)
            imageCanvas.clip = block
            if opaque == block, let cover = covers.cover(for: block) {
                draw(flat, parent: imageParent, canvas: imageCanvas, alpha: 1, cover: cover[...])
            } else {
                draw(flat, parent: imageParent, canvas: imageCanvas, alpha: 1)
            }
            // Where the tile's samples read only the page's plain body, away from every
            // sublayer's ink, the kernel stores the body's pixel with no map.
            ProjectiveWarp.draw(
                image, matrix: toDevice, into: canvas.framebuffer, clip: tile, opacity: opacity,
                isDoubleSided: layer.isDoubleSided, readable: block,
                plain: plain.map { ProjectiveWarp.PlainRegion(pixel: $0.pixel, body: $0.body, inks: $0.others) })
        }
    }

    /// Where a projected layer's flat image lies (`drawProjected`): its size in pixels, the
    /// map from its pixels to the device, the layer flattened (no transform, projection or
    /// opacity of its own) and the transform that draws it into the image at `scale` pixels a
    /// point. Nil when the image would be empty.
    struct ProjectedImage {
        let width: Int
        let height: Int
        let toDevice: Transform3D
        let flat: Layer
        let imageParent: AffineTransform
        let scale: Double
    }

    /// The flat image `drawProjected` draws `layer` (a projected layer under `parent`) into.
    static func projectedImage(_ layer: Layer, parent: AffineTransform) -> ProjectedImage? {
        guard let extent = LayerExtent.flatExtent(layer), extent.width > 0, extent.height > 0 else { return nil }
        let device = LayerExtent.deviceProjection(layer, parent: parent)
        let parentScale = abs(parent.determinant).squareRoot()
        let limit = Double(Compositor.projectedImageLimit)
        let scale = min(parentScale, limit / extent.width, limit / extent.height)
        guard scale > 0, scale.isFinite else { return nil }
        let origin = Point(x: (extent.minX * scale).rounded(.down), y: (extent.minY * scale).rounded(.down))
        let width = Int((extent.maxX * scale).rounded(.up) - origin.x)
        let height = Int((extent.maxY * scale).rounded(.up) - origin.y)
        guard width > 0, height > 0 else { return nil }
        // Image pixels back to the layer's own points, then through the device projection.
        let toDevice = Transform3D(translationX: origin.x, y: origin.y, z: 0)
            .concatenating(Transform3D(scaleX: 1 / scale, y: 1 / scale, z: 1))
            .concatenating(device)
        var flat = layer
        flat.transform = .identity
        flat.projection = nil
        flat.opacity = 1
        let imageParent = AffineTransform(scaleX: scale, y: scale)
            .concatenating(AffineTransform(translationX: -origin.x, y: -origin.y))
        return ProjectedImage(
            width: width, height: height, toDevice: toDevice, flat: flat, imageParent: imageParent, scale: scale)
    }

    /// The pixels `layer` drawn through `parent` can change when it is a label and nothing
    /// else (text, no sublayers, background, border, shadow, material or mask): its text's
    /// coverage mask, the glyphs' ink rather than the label's bounds, which span a page's
    /// width and made a third of the flip page's rows draw an image. Empty when the text
    /// draws nothing; nil for any other layer. The mask is the one `draw` fills (the same
    /// text, box and transform, from the same cache).
    func textInk(_ layer: Layer, parent: AffineTransform) -> PixelRect? {
        guard case .text(let text) = layer.content, let provider = textMasks, layer.sublayers.isEmpty,
            layer.mask == nil, layer.material == nil, !LayerExtent.isProjected(layer),
            !LayerExtent.drawsShadow(layer), (layer.backgroundColor?.alpha ?? 0) <= 0,
            !LayerExtent.drawsBorder(layer)
        else { return nil }
        if layer.isHidden || layer.opacity <= 0 { return PixelRect.empty }
        let t = layer.transform.concatenating(parent)
        if t.determinant == 0 || !t.determinant.isFinite { return PixelRect.empty }
        let bounds = layer.bounds
        let box = AffineTransform(translationX: bounds.minX, y: bounds.minY).concatenating(t)
        guard let mask = provider.mask(for: text, box: bounds.size, transform: box) else { return PixelRect.empty }
        return PixelRect(x: mask.originX, y: mask.originY, width: mask.width, height: mask.height)
    }

    /// `block` less `inner` (which lies inside it): the rows above and below, and the columns
    /// beside it, at most four rectangles.
    static func pieces(of block: PixelRect, around inner: PixelRect) -> [PixelRect] {
        [
            PixelRect(x: block.x, y: block.y, width: block.width, height: inner.y - block.y),
            PixelRect(x: block.x, y: inner.maxY, width: block.width, height: block.maxY - inner.maxY),
            PixelRect(x: block.x, y: inner.y, width: inner.x - block.x, height: inner.height),
            PixelRect(x: inner.maxX, y: inner.y, width: block.maxX - inner.maxX, height: inner.height),
        ].filter { !$0.isEmpty }
    }
}

/// A flat layer whose own drawing is an opaque background filling whole pixels: inside its
/// body it stores `pixel` over every pixel, outside nothing (no corners, border, shadow,
/// content or material). A block of its image that none of the sublayers' drawing reaches
/// (`others`) holds `pixel` in the body and is transparent elsewhere.
struct PlainBody {
    /// The background, premultiplied (opaque).
    let pixel: UInt32
    /// The body in the image's pixels.
    let body: PixelRect
    /// Where each visible sublayer's subtree can draw, in the image's pixels.
    let others: [PixelRect]

    /// Nil when `layer` drawn through `parent` into an image of `image`'s pixels is not such
    /// a layer. `ink` names the exact pixels a sublayer drawn through a transform can change,
    /// where it knows them (a label's glyphs, not its bounds); nil falls back to the subtree's
    /// bounds.
    init?(
        _ layer: Layer, parent: AffineTransform, image: PixelRect,
        ink: (Layer, AffineTransform) -> PixelRect? = { _, _ in nil }
    ) {
        guard let background = layer.backgroundColor, layer.opacity >= 1, !layer.isHidden, layer.mask == nil,
            layer.material == nil, layer.content == .none, layer.cornerRadius == 0,
            !LayerExtent.drawsShadow(layer), !LayerExtent.drawsBorder(layer)
        else { return nil }
        let pixel = PixelMath.pixel(background)
        let t = layer.transform.concatenating(parent)
        guard pixel >> 24 == 255, t.b == 0, t.c == 0, t.a > 0, t.d > 0 else { return nil }
        let device = layer.bounds.standardized.applying(t)
        let edges = [device.minX, device.minY, device.maxX, device.maxY]
        guard edges.allSatisfy({ abs($0) < 1e7 && $0 == $0.rounded() }), device.width >= 1, device.height >= 1
        else { return nil }
        self.pixel = pixel
        body = PixelRect(x: Int(device.minX), y: Int(device.minY), width: Int(device.width), height: Int(device.height))
        others = layer.sublayers.compactMap { child in
            if let drawn = ink(child, t) { return drawn.intersection(image) }
            return LayerExtent.subtree(child, parent: t).map { PixelRect(covering: $0, within: image) }
        }
    }
}
