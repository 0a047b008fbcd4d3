import LayerTree

extension Image {
    /// A new image object with `other`'s pixels, scale, rendering mode and tint: what UIKit's
    /// `UIImage(cgImage:)` makes from an image's bitmap.
    public convenience init(copying other: Image) {
        self.init(
            path: other.path, pixelSize: other.pixelSize, scale: other.scale, renderingMode: other.renderingMode,
            drawing: other.drawing, tintColor: other.tintColor, symbol: other.symbol)
    }

    /// An empty image (`UIImage()`): no pixels, zero size. Set as a bar's background or
    /// shadow image it draws nothing, the classic way to make a bar transparent.
    public convenience init() {
        self.init(drawing: DrawingContent(size: .zero), scale: 1)
    }
}
