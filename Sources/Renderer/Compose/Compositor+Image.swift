import Geometry
import LayerTree

extension Compositor {
    /// Draws an image layer's bitmap through `t` into device pixels, faded by `alpha`: every
    /// device pixel whose centre falls inside the image's rectangle takes the bilinear sample
    /// at that centre (`ImageSampling`), over what is there; a template image paints its tint
    /// with the sample's alpha. The image's edges are not anti-aliased.
    func drawImage(_ content: ImageContent, transform t: AffineTransform, canvas: Canvas, alpha: Double) {
        guard content.rect.width > 0, content.rect.height > 0, alpha > 0,
            let image = images.image(atPath: content.path)
        else { return }
        let imageToLayer = AffineTransform(
            scaleX: content.rect.width / Double(image.width), y: content.rect.height / Double(image.height)
        )
        .concatenating(AffineTransform(translationX: content.rect.minX, y: content.rect.minY))
        let toDevice = imageToLayer.concatenating(t)
        guard let toImage = toDevice.inverse else { return }
        let device = Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)).applying(toDevice)
        guard [device.minX, device.minY, device.maxX, device.maxY].allSatisfy({ abs($0) < 1e7 }) else { return }
        let area = PixelRect(covering: device).intersection(canvas.effectiveClip)
        if area.isEmpty { return }
        let opacity = UInt32(PixelMath.clamp01(alpha) * 255 + 0.5)
        let width = Double(image.width)
        let height = Double(image.height)
        let mask = canvas.clipMask
        for py in area.y..<area.maxY {
            let row = canvas.framebuffer.row(py)
            // The image point of this row's first pixel centre, then one device pixel's step.
            let start = Point(x: Double(area.x) + 0.5, y: Double(py) + 0.5).applying(toImage)
            for px in area.x..<area.maxX {
                let i = Double(px - area.x)
                let u = start.x + toImage.a * i
                let v = start.y + toImage.b * i
                guard u >= 0, v >= 0, u < width, v < height else { continue }
                var a = opacity
                if let mask { a = PixelMath.multiply8(a, UInt32(mask.value(atX: px, y: py))) }
                if a == 0 { continue }
                var source = ImageSampling.bilinear(image, x: u, y: v)
                if let tint = content.tint {
                    source = PixelMath.pixel(tint, opacity: Double(source >> 24) / 255)
                }
                if source == 0 { continue }
                row[px] = PixelMath.over(a == 255 ? source : PixelMath.multiply(source, by: a), row[px])
            }
        }
    }
}
