import Geometry

/// A frozen node of the tree that the renderer draws: what a view looked like at one
/// instant, with every animation already resolved to its presentation value.
///
/// Coordinates: a layer's own space has `bounds` as its visible rectangle (like
/// `UIView.bounds`); `transform` maps that space into the parent's space, and already
/// folds in the view's position, anchor and its own affine transform. A layer is a value:
/// comparing two trees tells the renderer what changed (damage).
public struct Layer: Hashable, Sendable {
    /// A stable identifier for tests, traces and damage tracking (`accessibilityIdentifier`-like).
    public var id: String?
    /// The visible rectangle in the layer's own coordinates.
    public var bounds: Rect
    /// Maps the layer's own coordinates into its parent's.
    public var transform: AffineTransform
    /// Group opacity: the subtree is composited as one image, then faded.
    public var opacity: Double
    /// Skipped entirely when true, with its subtree.
    public var isHidden: Bool
    /// Fills `bounds` (rounded by `cornerRadius`) under the content; nil draws nothing.
    public var backgroundColor: Color?
    /// Radius of the corners of the background, border, shadow and clip.
    public var cornerRadius: Double
    /// Clips content and sublayers to the rounded bounds.
    public var masksToBounds: Bool
    /// A stroke drawn inside the rounded bounds, above content and sublayers.
    public var border: Border?
    /// A soft shadow cast by the rounded bounds, below the background.
    public var shadow: Shadow?
    /// A blurred, tinted backdrop drawn within the rounded bounds before the background;
    /// nil draws none.
    public var material: Material?
    /// What the layer draws after its background.
    public var content: LayerContent
    /// Children, drawn after the content in order (last on top).
    public var sublayers: [Layer]
    /// When set, weights everything the layer draws by the mask's coverage (`CALayer.mask`).
    public var mask: LayerMask?
    /// The corners `cornerRadius` rounds (`CALayer.maskedCorners`); the others are square,
    /// for the background, border, shadow and clip alike. All four by default.
    public var maskedCorners: RectCorner = .allCorners
    /// When set, maps the layer's own coordinates into its parent's in place of `transform`,
    /// with depth and perspective (`CALayer.transform` with `m34`, a turn about x or y): the
    /// layer and its subtree are drawn flat, then projected. `transform` keeps the matrix's
    /// affine part for what reasons in two dimensions. Nil, the layer is affine and draws as
    /// it always did.
    public var projection: Transform3D?
    /// False hides the layer when its projection shows its back (`CALayer.isDoubleSided`).
    public var isDoubleSided: Bool = true
    /// True for a `CATransformLayer`'s node: its sublayers keep their depth in one shared 3D
    /// space instead of flattening into its plane. The engine resolves such a node before the
    /// renderer sees it (`resolvingPreservedDepth()`); a renderer given one draws it flat.
    public var preservesDepth: Bool = false

    /// Creates a layer; every property has UIKit's default.
    public init(
        id: String? = nil,
        bounds: Rect,
        transform: AffineTransform = .identity,
        opacity: Double = 1,
        isHidden: Bool = false,
        backgroundColor: Color? = nil,
        cornerRadius: Double = 0,
        masksToBounds: Bool = false,
        border: Border? = nil,
        shadow: Shadow? = nil,
        content: LayerContent = .none,
        sublayers: [Layer] = [],
        material: Material? = nil
    ) {
        self.id = id
        self.bounds = bounds
        self.transform = transform
        self.opacity = opacity
        self.isHidden = isHidden
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.masksToBounds = masksToBounds
        self.border = border
        self.shadow = shadow
        self.content = content
        self.sublayers = sublayers
        self.material = material
    }

    /// A layer placed at `frame` in its parent with no other transform.
    public init(
        id: String? = nil, frame: Rect, backgroundColor: Color? = nil, cornerRadius: Double = 0,
        sublayers: [Layer] = []
    ) {
        self.init(
            id: id, bounds: Rect(origin: .zero, size: frame.size),
            transform: AffineTransform(translationX: frame.minX, y: frame.minY),
            backgroundColor: backgroundColor, cornerRadius: cornerRadius, sublayers: sublayers)
    }
}

/// A stroke along the inside of a layer's rounded bounds.
public struct Border: Hashable, Sendable {
    /// Stroke width in points, drawn inside the bounds.
    public var width: Double
    /// Stroke colour.
    public var color: Color
    /// Creates a border; the colour defaults to `CALayer.borderColor`'s, opaque black.
    public init(width: Double, color: Color = .black) {
        self.width = width
        self.color = color
    }
}

/// A soft shadow, as `CALayer`'s shadow properties describe it.
public struct Shadow: Hashable, Sendable {
    /// The colour; its alpha is multiplied by `opacity`.
    public var color: Color
    /// 0...1, `CALayer.shadowOpacity`.
    public var opacity: Double
    /// The blur radius in points, `CALayer.shadowRadius`.
    public var radius: Double
    /// The offset in points, `CALayer.shadowOffset`.
    public var offset: Size
    /// The outline the shadow is cast from, in the layer's bounds space (before `offset`);
    /// nil casts it from the layer's rounded bounds.
    public var path: Path?
    /// Creates a shadow; defaults are `CALayer`'s, but for opacity.
    public init(color: Color = .black, opacity: Double, radius: Double, offset: Size = .zero, path: Path? = nil) {
        self.color = color
        self.opacity = opacity
        self.radius = radius
        self.offset = offset
        self.path = path
    }
}

/// What a layer draws between its background and its sublayers.
public enum LayerContent: Hashable, Sendable {
    /// Nothing.
    case none
    /// A single line of text laid out in the bounds.
    case text(TextContent)
    /// A filled and stroked path (`CAShapeLayer`); boxed, so every layer's content stays
    /// as small as it was before shapes.
    indirect case shape(ShapeContent)
    /// What `draw(_:)` or `draw(in:)` drew, kept until the next invalidation.
    indirect case drawing(DrawingContent)
    /// A bitmap from a PNG file placed in a rectangle (`UIImageView`).
    indirect case image(ImageContent)
    /// The particles of an emitter layer (`CAEmitterLayer`) at this frame.
    indirect case particles(ParticleContent)
}
