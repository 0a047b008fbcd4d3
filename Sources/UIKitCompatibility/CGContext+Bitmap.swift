import Engine
import Geometry

// Core Graphics' bitmap contexts as UIKit code makes them to redraw an image: a context of
// a pixel size that records what is drawn and gives it back as an image.

extension LayerDrawingContext {
    /// A context drawing an image `width` by `height` pixels (`CGContext(data:width:height:
    /// bitsPerComponent:bytesPerRow:space:bitmapInfo:)`), one point a pixel; `makeImage()`
    /// gives back what was drawn. Nil for a size with no pixels, or when `data` is given:
    /// the drawing is kept as paths, never written into memory of the caller's.
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) {
        guard data == nil, width > 0, height > 0 else { return nil }
        self.init(rect: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
    }

    /// An image of what was drawn so far, one point a pixel (`makeImage()`).
    public func makeImage() -> CGImage? {
        Image(drawing: content, scale: 1).cgImage
    }

    /// Draws `image` stretched into `rect` (`draw(_:in:)`). An image made by drawing (an
    /// image context, `makeImage()`) is drawn in full; the pixels of an image from a PNG file
    /// are not, as a drawing here is a list of paths that the renderer fills, not a bitmap.
    public func draw(_ image: CGImage, in rect: Rect) {
        if let drawing = image.image.drawing { draw(drawing, in: rect) }
    }
}
