import Geometry
import LayerTree

/// A view that shows an image (`UIImageView`), placed in its bounds by `contentMode`: scaled
/// to fill (the default), fitted or filled keeping its aspect ratio, or unscaled at the centre,
/// an edge or a corner. Its intrinsic content size is the image's size in points. A template
/// image (`.alwaysTemplate`) is painted in the view's `tintColor`.
@preconcurrency @MainActor
open class ImageView: View {
    /// The image shown; nil shows nothing.
    open var image: Image? {
        didSet {
            guard image !== oldValue else { return }
            if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
            requestFrame()
        }
    }

    /// The image shown in place of `image` while `isHighlighted` is true
    /// (`highlightedImage`); nil (the default) keeps `image` shown when highlighted.
    open var highlightedImage: Image? {
        didSet {
            guard highlightedImage !== oldValue else { return }
            if isHighlighted { requestFrame() }
        }
    }
    /// The symbol configuration laid over a symbol image's own when this view shows it
    /// (`preferredSymbolConfiguration`): its specified parts win, so a view can size and
    /// weigh whatever symbol it is given. nil (the default) shows each image as it is;
    /// images that are not symbols are never changed.
    open var preferredSymbolConfiguration: Image.SymbolConfiguration? {
        didSet {
            guard preferredSymbolConfiguration != oldValue else { return }
            invalidateIntrinsicContentSize()
            requestFrame()
        }
    }

    /// `image` as this view draws it: a symbol redrawn with `preferredSymbolConfiguration`.
    func displayed(_ image: Image) -> Image {
        guard let preferredSymbolConfiguration, image.isSymbolImage else { return image }
        return image.applyingSymbolConfiguration(preferredSymbolConfiguration) ?? image
    }

    /// Whether the view shows `highlightedImage` (`isHighlighted`); false by default.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue && highlightedImage != nil { requestFrame() } }
    }

    /// The frames of a flip-book animation (`animationImages`), shown in turn between
    /// `startAnimating()` and `stopAnimating()` in place of `image`; nil (the default) or
    /// empty shows `image`. Setting it stops a running animation, as UIKit's does.
    open var animationImages: [Image]? {
        didSet {
            stopAnimating()
            if animationImages?.first?.size != oldValue?.first?.size { invalidateIntrinsicContentSize() }
        }
    }
    /// Seconds one pass through `animationImages` takes (`animationDuration`); 0 (the
    /// default) shows each image for a thirtieth of a second, as UIKit does.
    open var animationDuration: Double = 0
    /// Passes to make before the animation stops by itself (`animationRepeatCount`); 0 (the
    /// default) repeats until `stopAnimating()`.
    open var animationRepeatCount = 0
    /// When the running flip-book animation began on the window's clock; nil until its first
    /// frame, and while it is stopped.
    var animationStart: Double?
    /// True between `startAnimating()` and the end of the flip-book animation. Computed over
    /// `flipBookRunning` so a subclass can override it, as `UIImageView` subclasses do.
    open var isAnimating: Bool { flipBookRunning }
    /// The state `isAnimating` reports.
    var flipBookRunning = false

    /// An image view showing `image`, sized to it as `UIImageView(image:)` is.
    public init(image: Image?) {
        self.image = image
        super.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// An image view showing `image`, and `highlightedImage` while highlighted
    /// (`UIImageView(image:highlightedImage:)`), sized to `image`.
    public convenience init(image: Image?, highlightedImage: Image?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// An empty image view at `frame`; like UIKit's, it ignores touches until
    /// `isUserInteractionEnabled` is set.
    public override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Always nil, as `View.init?(coder:)`: there is no archive to decode one from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// Starts showing `animationImages` in turn from the first (`startAnimating()`); does
    /// nothing without any, or while already animating. Off screen, it starts counting
    /// when the view first draws in a window.
    open func startAnimating() {
        guard !flipBookRunning, let images = animationImages, !images.isEmpty else { return }
        flipBookRunning = true
        animationStart = nil
        requestFrame()
        tickAnimation()
    }

    /// Stops the flip-book animation (`stopAnimating()`); `image` shows again.
    open func stopAnimating() {
        guard flipBookRunning else { return }
        flipBookRunning = false
        animationStart = nil
        requestFrame()
    }

    /// The image's size in points (the first animation image's without one); no intrinsic
    /// size without either.
    open override var intrinsicContentSize: Size {
        (image ?? animationImages?.first).map { displayed($0).size }
            ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// Resizes to the image's size, keeping the frame's origin (see `View.sizeToFit()`).
    open override func sizeToFit() {
        if let image { resizeToFit(displayed(image).size) }
    }

    /// A template image takes the new tint on the next frame.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if image?.drawsAsTemplate == true { requestFrame() }
    }

    override func layerContent() -> LayerContent {
        let still = isHighlighted ? highlightedImage ?? image : image
        guard let shown = animationFrame ?? still else { return .none }
        let image = displayed(shown)
        return ImageView.content(
            showing: image, in: presentationBounds, contentMode: contentMode,
            tint: image.tintColor ?? (image.drawsAsTemplate ? tintColor : nil))
    }

    /// What a layer of `bounds` draws to show `image` placed by `contentMode`: its pixels,
    /// or its display list when it was drawn (painted in `tint` when there is one, as a
    /// bitmap's alpha is); nothing for an image with no area.
    static func content(showing image: Image, in bounds: Rect, contentMode: ContentMode, tint: Color?) -> LayerContent {
        guard image.size.width > 0, image.size.height > 0 else { return .none }
        let rect = ImageView.imageRect(for: image.size, in: bounds, contentMode: contentMode)
        if var drawing = image.nineSliceDrawing(in: rect) ?? image.drawing {
            if let tint { drawing = drawing.tinted(tint) }
            return .drawing(ImageView.drawing(drawing, placedAt: rect, in: bounds))
        }
        return .image(
            ImageContent(
                path: image.path, pixelWidth: image.pixelSize.width, pixelHeight: image.pixelSize.height,
                rect: rect, tint: tint))
    }

    /// A drawn image's display list framed so that the renderer, which stretches a drawing's
    /// rectangle over the layer's bounds, puts the whole image at `rect`: the rectangle is the
    /// part of the image's own coordinates that `bounds` shows, so what falls outside the
    /// bounds (an aspect fill) is cut there.
    static func drawing(_ drawing: DrawingContent, placedAt rect: Rect, in bounds: Rect) -> DrawingContent {
        guard rect.width > 0, rect.height > 0 else { return DrawingContent(size: .zero) }
        let sx = drawing.size.width / rect.width
        let sy = drawing.size.height / rect.height
        var framed = drawing
        framed.origin = Point(
            x: drawing.origin.x + (bounds.minX - rect.minX) * sx, y: drawing.origin.y + (bounds.minY - rect.minY) * sy)
        framed.size = Size(width: bounds.width * sx, height: bounds.height * sy)
        return framed
    }

    /// Where an image of `size` points lands in `bounds` under `contentMode`. Scale to fill
    /// (and `.redraw`, which an image view treats alike) stretches it over the bounds; aspect
    /// fit scales it by the smaller ratio and aspect fill by the larger, centred either way;
    /// the other modes keep its size and pin it to the centre, an edge or a corner.
    public static func imageRect(for size: Size, in bounds: Rect, contentMode: ContentMode) -> Rect {
        func placed(_ s: Size, x: Double, y: Double) -> Rect {
            Rect(
                x: bounds.minX + (bounds.width - s.width) * x, y: bounds.minY + (bounds.height - s.height) * y,
                width: s.width, height: s.height)
        }
        switch contentMode {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            guard size.width > 0, size.height > 0 else { return placed(.zero, x: 0.5, y: 0.5) }
            let sx = bounds.width / size.width
            let sy = bounds.height / size.height
            let s = contentMode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            return placed(Size(width: size.width * s, height: size.height * s), x: 0.5, y: 0.5)
        case .center: return placed(size, x: 0.5, y: 0.5)
        case .top: return placed(size, x: 0.5, y: 0)
        case .bottom: return placed(size, x: 0.5, y: 1)
        case .left: return placed(size, x: 0, y: 0.5)
        case .right: return placed(size, x: 1, y: 0.5)
        case .topLeft: return placed(size, x: 0, y: 0)
        case .topRight: return placed(size, x: 1, y: 0)
        case .bottomLeft: return placed(size, x: 0, y: 1)
        case .bottomRight: return placed(size, x: 1, y: 1)
        }
    }
}
