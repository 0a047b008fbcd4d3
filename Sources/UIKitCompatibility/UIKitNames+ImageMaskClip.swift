import Engine
import Geometry

// Core Graphics' image-mask clip, as UIKit code tints an icon: clip to where the image is
// drawn, then fill the rectangle with a colour.

extension LayerDrawingContext {
    /// Narrows the clip to where `mask`, stretched over `rect`, puts paint
    /// (`clip(to:mask:)`), leaving the current path alone. A drawn image (an image
    /// context's) clips to the outline of its fills; the pixels of an image from a file are
    /// not read here, as this context keeps paths, so such a mask clips to the whole `rect`.
    public func clip(to rect: Rect, mask: CGImage) {
        guard let outline = mask.image.drawing?.filledOutline(in: rect) else {
            clip(to: rect)
            return
        }
        clip(toOutline: outline.path)
    }
}
