import Engine
import Geometry

// `UIImage`'s own drawing into the current context, as custom-drawn labels and bars call it
// inside `draw(_:)` or an image renderer.

extension Image {
    /// Draws the image stretched into `rect` of the current context (`draw(in:)`); nothing
    /// outside a drawing, as UIKit does nothing without a context. An image made by drawing
    /// (an image renderer, an image context) is drawn in full; the pixels of an image read
    /// from a PNG file are not, as a drawing here is a list of paths the renderer fills.
    public func draw(in rect: CGRect) {
        guard let drawing, let context = currentDrawingContext() else { return }
        context.draw(drawing, in: rect)
    }

    /// Draws the image at its own size with its top-left corner at `point` (`draw(at:)`).
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image stretched into `rect`, blended by `blendMode` and faded by `alpha`
    /// (`draw(in:blendMode:alpha:)`), leaving the context's own mode and alpha as they were.
    /// Each of the image's fills blends in turn with what the context holds.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: Double) {
        guard let context = currentDrawingContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        draw(in: rect)
        context.restoreGState()
    }

    /// Draws the image at its own size at `point`, blended by `blendMode` and faded by
    /// `alpha` (`draw(at:blendMode:alpha:)`).
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: Double) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }
}
