import Geometry
import LayerTree
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A bitmap image (`UIImage`) read from a PNG file: its size in points, its scale and how it
/// is drawn (`renderingMode`). The engine knows no pixels, so an image holds the file's path
/// and its pixel size, read from the file's header when it is made; the renderer decodes the
/// pixels when an image view first shows it. An image is immutable and shared, as a `UIImage`
/// is; variants (`withRenderingMode(_:)`) are new images over the same file.
public final class Image: Sendable {
    /// How an image's pixels are painted (`UIImage.RenderingMode`).
    public enum RenderingMode: Int, Sendable {
        /// The context decides; here, as in an image view, the original colours.
        case automatic
        /// Always the image's own colours.
        case alwaysOriginal
        /// Always a template: only the alpha counts, painted in the view's tint colour.
        case alwaysTemplate
    }

    /// The PNG file the pixels come from.
    public let path: String
    /// The file's width and height in pixels.
    public let pixelSize: (width: Int, height: Int)
    /// Pixels per point: 2 or 3 for a file named `name@2x.png` or `name@3x.png`, else 1.
    public let scale: Double
    /// How the image is painted; `.automatic` unless made by `withRenderingMode(_:)`.
    public let renderingMode: RenderingMode
    /// What was drawn into an image context (`UIGraphicsGetImageFromCurrentImageContext()`),
    /// kept as a display list and drawn sharp at any scale; nil for an image from a file.
    public let drawing: DrawingContent?
    /// The edges that keep their size when the image is drawn larger or smaller
    /// (`capInsets`, set by `resizableImage(withCapInsets:)`), in points; zero (the default)
    /// stretches the whole image.
    public let capInsets: EdgeInsets
    /// How the part between the caps fills the rest (`resizingMode`); `.tile` for a
    /// resizable image unless asked otherwise, as in UIKit.
    public let resizingMode: ResizingMode
    /// The colour the image's shape is painted in (`withTintColor(_:)`), whatever the view
    /// showing it says; nil paints its own colours, or the view's tint for a template.
    public let tintColor: Color?
    /// The system symbol this image draws and the configuration it was drawn with; nil for
    /// an image from a file or a drawing. Kept so a new configuration draws the symbol again
    /// at its size and weight rather than stretching the old drawing.
    package let symbol: SymbolSource?
    /// What a screen reader would say for the image (`accessibilityLabel`); nil unless set.
    /// The one thing about an image that may change, so it is kept behind a lock.
    public var accessibilityLabel: String? {
        get { accessibilityLabelStorage.withLock { $0 } }
        set { accessibilityLabelStorage.withLock { $0 = newValue } }
    }
    private let accessibilityLabelStorage = Mutex<String?>(nil)
    /// The string that names the image to UI tests (`accessibilityIdentifier`, from
    /// `UIAccessibilityIdentification`, which `UIImage` adopts, as views do); nil unless set.
    /// Kept behind a lock like the label, so a shared image may be named from any thread.
    public var accessibilityIdentifier: String? {
        get { accessibilityIdentifierStorage.withLock { $0 } }
        set { accessibilityIdentifierStorage.withLock { $0 = newValue } }
    }
    private let accessibilityIdentifierStorage = Mutex<String?>(nil)

    /// The size in points: the pixel size divided by `scale`, as UIKit reports it, or the
    /// size a drawn image was drawn at.
    public var size: Size {
        if let drawing { return drawing.size }
        return Size(width: Double(pixelSize.width) / scale, height: Double(pixelSize.height) / scale)
    }

    init(
        path: String, pixelSize: (width: Int, height: Int), scale: Double, renderingMode: RenderingMode,
        drawing: DrawingContent? = nil, capInsets: EdgeInsets = .zero, resizingMode: ResizingMode = .tile,
        tintColor: Color? = nil, symbol: SymbolSource? = nil
    ) {
        self.path = path
        self.pixelSize = pixelSize
        self.scale = scale
        self.renderingMode = renderingMode
        self.drawing = drawing
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.tintColor = tintColor
        self.symbol = symbol
    }

    /// An image of what was drawn: `drawing`, its size in points, at `scale` pixels per
    /// point (the pixel size is the size times the scale, as a bitmap context's would be).
    /// It has no file (`path` is empty).
    public convenience init(drawing: DrawingContent, scale: Double) {
        let scale = scale > 0 ? scale : 1
        let pixels = (Int((drawing.size.width * scale).rounded()), Int((drawing.size.height * scale).rounded()))
        self.init(path: "", pixelSize: pixels, scale: scale, renderingMode: .automatic, drawing: drawing)
    }

    /// The image in the PNG file at `path`, or nil when there is no readable PNG there (as
    /// `UIImage(contentsOfFile:)` returns nil for a missing or undecodable file).
    public convenience init?(contentsOfFile path: String) {
        guard let pixels = Image.pngPixelSize(atPath: path) else { return nil }
        self.init(path: path, pixelSize: pixels, scale: Image.scale(ofFileNamed: path), renderingMode: .automatic)
    }

    /// The image called `name` among the app's resources, or nil when none is found.
    ///
    /// There is no app bundle here: a name with a slash is a path (with or without `.png`);
    /// a plain name is looked up as `name.png`, `name@2x.png` and `name@3x.png` in the current
    /// directory's `Resources` and `Assets` folders and then in the current directory itself.
    public convenience init?(named name: String) {
        guard !name.isEmpty, let path = Image.resourcePath(named: name) else { return nil }
        self.init(contentsOfFile: path)
    }

    /// The same image drawn with `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> Image {
        variant(renderingMode: renderingMode)
    }

    /// A new image over the same pixels or drawing with some ways of drawing it changed;
    /// every variant (`withRenderingMode(_:)`, resizable, tinted) is one of these, so each
    /// keeps what the others set.
    func variant(
        renderingMode: RenderingMode? = nil, capInsets: EdgeInsets? = nil, resizingMode: ResizingMode? = nil,
        tintColor: Color? = nil
    ) -> Image {
        Image(
            path: path, pixelSize: pixelSize, scale: scale, renderingMode: renderingMode ?? self.renderingMode,
            drawing: drawing, capInsets: capInsets ?? self.capInsets, resizingMode: resizingMode ?? self.resizingMode,
            tintColor: tintColor ?? self.tintColor, symbol: symbol)
    }

    /// The files `init(named:)` tries for `name`, in order.
    static func candidatePaths(named name: String) -> [String] {
        let isPNG = name.hasSuffix(".png")
        if name.contains("/") { return isPNG ? [name] : [name, name + ".png"] }
        let files = isPNG ? [name] : [name + ".png", name + "@2x.png", name + "@3x.png"]
        return ["Resources/", "Assets/", ""].flatMap { folder in files.map { folder + $0 } }
    }

    private static func resourcePath(named name: String) -> String? {
        candidatePaths(named: name).first { pngPixelSize(atPath: $0) != nil }
    }

    /// 2 or 3 for a file whose name ends in `@2x` or `@3x` before its extension, else 1.
    static func scale(ofFileNamed path: String) -> Double {
        let stem = path.hasSuffix(".png") ? String(path.dropLast(4)) : path
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }

    /// The width and height in a PNG file's header (its first chunk, IHDR, holds them as
    /// big-endian 32-bit numbers), or nil when the file is missing, not a PNG, or empty.
    static func pngPixelSize(atPath path: String) -> (width: Int, height: Int)? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var header = [UInt8](repeating: 0, count: 24)
        guard fread(&header, 1, 24, file) == 24 else { return nil }
        return pngPixelSize(header: header)
    }

    /// The pixel size in the first 24 bytes of a PNG file, or nil when they are not a PNG
    /// signature followed by a non-empty IHDR chunk.
    static func pngPixelSize(header: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        guard header.count >= 24, Array(header[0..<8]) == signature, Array(header[12..<16]) == Array("IHDR".utf8)
        else { return nil }
        func word(_ at: Int) -> Int { header[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = word(16)
        let height = word(20)
        guard width > 0, height > 0, width <= 1 << 15, height <= 1 << 15 else { return nil }
        return (width, height)
    }
}

/// A value `CALayer.contents` can show: an image, or a type that wraps one (Core Graphics'
/// `CGImage` in the compatibility names).
package protocol LayerContentsImage {
    /// The image to show.
    var contentsImage: Image { get }
}

extension Image: LayerContentsImage {
    /// The image itself.
    package var contentsImage: Image { self }
}
