import Geometry
import LayerTree

/// Image contexts (`UIGraphicsBeginImageContextWithOptions` and its kin): drawing that makes
/// an image instead of a view's content. Like UIKit's, they live on the calling thread's
/// stack of contexts, so `currentDrawingContext()` answers the newest one until it ends, and
/// drawing code not bound to the main actor may use them.
public enum ImageDrawing {
    /// Begins an image context of `size` points and makes it current. `scale` is pixels per
    /// point (0 reads as 1: the image is kept as drawing commands, drawn sharp at any
    /// scale); `opaque` is accepted and changes nothing, as nothing is drawn under an image.
    public static func begin(size: Size, opaque: Bool = false, scale: Double = 0) {
        let context = LayerDrawingContext(rect: Rect(origin: .zero, size: size))
        DrawingContextStack.ofThisThread.pushImageContext(context, scale: scale > 0 ? scale : 1)
    }

    /// An image of what the current image context holds so far; nil when the current
    /// context is not an image context (none begun, or a view's drawing is innermost).
    public static func currentImage() -> Image? {
        guard let stack = DrawingContextStack.existingOfThisThread, let context = stack.contexts.last,
            let scale = stack.imageScales[ObjectIdentifier(context)]
        else { return nil }
        return Image(drawing: context.content, scale: scale)
    }

    /// Ends the current image context; with none current it does nothing.
    public static func end() {
        DrawingContextStack.existingOfThisThread?.popImageContext()
    }

    /// Draws `body` into a new image context of `size` points and returns the image,
    /// ending that context afterwards (`UIGraphicsImageRenderer.image(actions:)`).
    public static func image(size: Size, scale: Double = 0, _ body: (LayerDrawingContext) -> Void) -> Image {
        let context = LayerDrawingContext(rect: Rect(origin: .zero, size: size))
        let stack = DrawingContextStack.ofThisThread
        stack.pushImageContext(context, scale: scale > 0 ? scale : 1)
        body(context)
        if stack.contexts.last === context { stack.popImageContext() }
        return Image(drawing: context.content, scale: scale)
    }
}
