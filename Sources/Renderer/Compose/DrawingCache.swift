import Geometry
import LayerTree

/// Drawn content rasterized once and reused: a view's display list becomes pixels the
/// first frame it is shown at a given placement and is copied on every later frame, as a
/// `CALayer`'s backing image is drawn once per invalidation and composited per frame.
///
/// An image is keyed by the drawing and by everything of its device transform that changes
/// its pixels (the linear part and the sub-pixel offset), so a drawing moved by whole
/// pixels reuses its image; `endFrame` frees the images no frame used since the last call.
final class DrawingCache {
    struct Key: Hashable {
        var drawing: DrawingContent
        var a, b, c, d: Double
        var fractionX, fractionY: Double
    }

    /// A cached image and where its pixel (0, 0) lay for the placement it was drawn at.
    struct Entry {
        var image: Framebuffer
        var originX: Int, originY: Int
        var translationX: Double, translationY: Double
        var usedThisFrame = true
    }

    private var entries: [Key: Entry] = [:]
    /// Drawings rasterized so far (the rest came from the cache).
    private(set) var rasterizations = 0
    /// Images larger than this many pixels are drawn straight to the canvas instead.
    static let maximumPixels = 4_000_000

    /// The key and whole-pixel shift for `drawing` placed by `transform`.
    static func key(_ drawing: DrawingContent, _ transform: AffineTransform) -> (Key, dx: Int, dy: Int) {
        let fx = transform.tx - transform.tx.rounded(.down)
        let fy = transform.ty - transform.ty.rounded(.down)
        let key = Key(
            drawing: drawing, a: transform.a, b: transform.b, c: transform.c, d: transform.d, fractionX: fx,
            fractionY: fy)
        return (key, Int(transform.tx.rounded(.down)), Int(transform.ty.rounded(.down)))
    }

    /// The image of `drawing` under `transform` and the device position of its top-left
    /// pixel, rasterized with `rasterize` (given the image and its origin) when not cached;
    /// nil when the image would be empty or too large to keep.
    func image(
        _ drawing: DrawingContent, transform: AffineTransform,
        rasterize: (Framebuffer, _ originX: Int, _ originY: Int) -> Void
    ) -> (Framebuffer, x: Int, y: Int)? {
        let (key, dx, dy) = Self.key(drawing, transform)
        if var hit = entries[key] {
            hit.usedThisFrame = true
            entries[key] = hit
            return (hit.image, hit.originX + dx - Int(hit.translationX), hit.originY + dy - Int(hit.translationY))
        }
        let device = PixelRect(covering: drawing.rect.applying(transform))
        if device.isEmpty || device.area > Self.maximumPixels { return nil }
        let image = Framebuffer(width: device.width, height: device.height)
        rasterize(image, device.x, device.y)
        rasterizations += 1
        entries[key] = Entry(
            image: image, originX: device.x, originY: device.y, translationX: Double(dx), translationY: Double(dy))
        return (image, device.x, device.y)
    }

    /// Frees the images no frame drew since the previous call.
    func endFrame() {
        entries = entries.filter { $0.value.usedThisFrame }
        for k in entries.keys { entries[k]?.usedThisFrame = false }
    }
}
