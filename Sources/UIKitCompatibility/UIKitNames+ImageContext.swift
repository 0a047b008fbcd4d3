// UIKit's image contexts: drawing that makes a `UIImage` (icons drawn in code, as
// PaintCode writes them), over the engine's `ImageDrawing`. The image keeps the drawing
// commands, so an image view draws it sharp at any size and scale.
import Engine
import Geometry

/// `UIGraphicsBeginImageContextWithOptions(_:_:_:)`: begins an image context of `size`
/// points, current until `UIGraphicsEndImageContext()`; a `scale` of 0 reads as 1, and
/// `opaque` changes nothing (see `ImageDrawing.begin`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    ImageDrawing.begin(size: size, opaque: opaque, scale: scale)
}

/// `UIGraphicsBeginImageContext(_:)`: an image context of `size` points at scale 1.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    ImageDrawing.begin(size: size, scale: 1)
}

/// `UIGraphicsGetImageFromCurrentImageContext()`: what the current image context holds so
/// far; nil when the current context is not an image context.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    ImageDrawing.currentImage()
}

/// `UIGraphicsEndImageContext()`: ends the current image context; with none it does nothing.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIGraphicsEndImageContext() {
    ImageDrawing.end()
}

/// `UIGraphicsImageRendererFormat`: the scale of the images a renderer makes (`opaque` and
/// `preferredRange` are kept and change nothing here).
public final class UIGraphicsImageRendererFormat {
    /// Pixels per point of the images made; 1 by default here, where there is no screen to ask.
    public var scale: CGFloat = 1
    /// Kept; nothing is drawn under an image here, so it changes nothing.
    public var opaque = false

    /// A format at scale 1.
    public init() {}

    /// The default format (`UIGraphicsImageRendererFormat.default()`).
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The format for the main screen (`preferred()`): the same as `default()` here.
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// `UIGraphicsImageRendererContext`: what a renderer's `image(actions:)` closure draws into.
public final class UIGraphicsImageRendererContext {
    /// The Core Graphics context of the image being made.
    public let cgContext: CGContext
    /// The format the renderer was made with.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// The image as drawn so far.
    public var currentImage: UIImage { UIImage(drawing: cgContext.content, scale: format.scale) }

    /// Fills `rect` with the context's fill colour.
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Strokes the edge of `rect` with the context's stroke colour and line width.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
}

/// `UIGraphicsImageRenderer`: makes images of a fixed size from drawing closures, each in
/// an image context of its own that ends with the closure.
public final class UIGraphicsImageRenderer {
    /// The size in points of the images made.
    public let size: CGSize
    /// The scale (and kept options) of the images made.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of images of `size` points in the default format.
    public convenience init(size: CGSize) {
        self.init(size: size, format: .default())
    }

    /// A renderer of images of `size` points in `format`.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.size = size
        self.format = format
    }

    /// A renderer of images the size of `bounds`.
    public convenience init(bounds: CGRect) {
        self.init(size: bounds.size, format: .default())
    }

    /// Draws `actions` into a new image context and returns the image.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let format = self.format
        return ImageDrawing.image(size: size, scale: format.scale) { context in
            actions(UIGraphicsImageRendererContext(cgContext: context, format: format))
        }
    }
}
