import Geometry
import LayerTree

/// `CALayerContentsFilter`: how a layer's `contents` image is sampled when it is drawn
/// larger (`magnificationFilter`) or smaller (`minificationFilter`) than its pixels; the raw
/// values are Core Animation's names.
public enum LayerContentsFilter: String, Hashable, Sendable {
    /// Linear interpolation between neighbouring pixels: the default of both filters.
    case linear
    /// The nearest pixel, unblended.
    case nearest
    /// Linear interpolation between mipmap levels too (minification only).
    case trilinear
}

extension ViewLayer {
    /// `CALayer.contentsRect`: the part of `contents`, in unit coordinates, the layer draws;
    /// the unit rectangle (0, 0, 1, 1), all of it, by default. A drawn image (one made with
    /// an image renderer) stretched over the bounds, the default `contentMode`, shows just
    /// that part stretched over them, and nothing where the part reaches past the image
    /// (Core Animation repeats the edge pixels there). A bitmap from a file, or another
    /// content mode, is drawn whole: the renderer places those by one rectangle. Also read
    /// and set by key (`setValue(NSValue(cgRect: r), forKeyPath: "contentsRect")`), as Core
    /// Animation code keeps it.
    public var contentsRect: Rect {
        get { customValues["contentsRect"].map(LayerValue.unwrapped) as? Rect ?? Self.unitRect }
        set {
            customValues["contentsRect"] = newValue
            contentDidChange()
        }
    }

    /// The whole of `contents`, in unit coordinates.
    private static let unitRect = Rect(x: 0, y: 0, width: 1, height: 1)

    /// What `contents` draws in `bounds` when `contentsRect` picks a part of a drawn image
    /// stretched over them: the whole image placed as much larger, and as far out, as puts
    /// that part on the bounds, cut at the bounds. Nil where the whole image is drawn.
    func contentsRectContent(of image: Image, in bounds: Rect) -> LayerContent? {
        let part = contentsRect
        guard part != Self.unitRect, part.width > 0, part.height > 0, view.contentMode == .scaleToFill,
            var drawing = image.drawing
        else { return nil }
        let whole = Rect(
            x: bounds.minX - part.minX / part.width * bounds.width,
            y: bounds.minY - part.minY / part.height * bounds.height,
            width: bounds.width / part.width, height: bounds.height / part.height)
        if let tint = image.tintColor { drawing = drawing.tinted(tint) }
        return .drawing(ImageView.drawing(drawing, placedAt: whole, in: bounds))
    }

    /// `CALayer.isOpaque`: the promise that the layer fills its bounds with opaque content
    /// (false by default). A hint the renderer does not need: it composites every layer
    /// with its alpha, so the value is kept and read back and changes no pixel.
    public var isOpaque: Bool {
        get { customValues["opaque"] as? Bool ?? false }
        set { customValues["opaque"] = newValue }
    }

    /// `CALayer.allowsGroupOpacity`: whether a translucent layer composites its sublayers
    /// as one group (true by default, as for apps built with any recent SDK). Kept and read
    /// back; the renderer always composites a translucent layer as a group, so clearing it
    /// changes no pixel.
    public var allowsGroupOpacity: Bool {
        get { customValues["allowsGroupOpacity"] as? Bool ?? true }
        set { customValues["allowsGroupOpacity"] = newValue }
    }

    /// `CALayer.magnificationFilter`: the sampling of `contents` drawn larger than its
    /// pixels, `.linear` by default. Kept and read back; the renderer samples images one way.
    public var magnificationFilter: LayerContentsFilter {
        get { customValues["magnificationFilter"] as? LayerContentsFilter ?? .linear }
        set { customValues["magnificationFilter"] = newValue }
    }

    /// `CALayer.minificationFilter`: the sampling of `contents` drawn smaller than its
    /// pixels, `.linear` by default. Kept and read back, as `magnificationFilter` is.
    public var minificationFilter: LayerContentsFilter {
        get { customValues["minificationFilter"] as? LayerContentsFilter ?? .linear }
        set { customValues["minificationFilter"] = newValue }
    }

    /// `CALayer.minificationFilterBias`: the level-of-detail bias of a `.trilinear`
    /// minification filter, 0 by default. Kept and read back, as the filters are.
    public var minificationFilterBias: Float {
        get { customValues["minificationFilterBias"].flatMap(LayerValue.number).map(Float.init) ?? 0 }
        set { customValues["minificationFilterBias"] = newValue }
    }

    /// `CALayer.delegate` as UIKit sets it: a view's layer answers with its view (so
    /// `layer.delegate is UIWindow` finds a window's layer); a layer made on its own has none.
    public var delegate: AnyObject? { isOwnLayer ? nil : view }
}
