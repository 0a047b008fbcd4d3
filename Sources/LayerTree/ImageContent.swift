import Geometry

/// A bitmap image drawn into a rectangle of a layer, as `UIImageView` shows its image: the
/// pixels stay in their PNG file, which the renderer decodes once and keeps while the image
/// is on screen, so the tree stays a small value that compares by file and placement.
public struct ImageContent: Hashable, Sendable {
    /// The PNG file holding the pixels.
    public var path: String
    /// The file's width in pixels.
    public var pixelWidth: Int
    /// The file's height in pixels.
    public var pixelHeight: Int
    /// Where the whole image lands, in the layer's bounds coordinates; it may reach past the
    /// bounds (aspect fill, centre), and only the layer's `masksToBounds` cuts it.
    public var rect: Rect
    /// When set, the image is a template: each pixel keeps its alpha and takes this colour,
    /// as `UIImage.RenderingMode.alwaysTemplate` draws in the view's tint.
    public var tint: Color?

    /// An image of `pixelWidth` by `pixelHeight` pixels from `path`, drawn into `rect`.
    public init(path: String, pixelWidth: Int, pixelHeight: Int, rect: Rect, tint: Color? = nil) {
        self.path = path
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.rect = rect
        self.tint = tint
    }
}
