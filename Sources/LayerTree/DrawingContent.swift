import Geometry

/// What a view's `draw(_:)` or a layer's `draw(in:)` drew, kept as a display list: the
/// layer's content until the next invalidation, as a `CALayer`'s backing image is.
///
/// Commands are in the coordinates the drawing was made in (the view's bounds at that
/// time, `origin` and `size`). When the bounds later differ, the list is stretched to fill
/// them, as UIKit's default content mode (scale to fill) stretches the backing image, and
/// nothing outside the drawn rectangle shows.
public struct DrawingContent: Hashable, Sendable {
    /// The bounds origin the drawing was made with: the top-left of what it covers.
    public var origin: Point
    /// The bounds size the drawing was made at.
    public var size: Size
    /// The commands, first drawn first.
    public var commands: [DrawingCommand]

    /// A display list drawn in the rectangle `origin`, `size`.
    public init(origin: Point = .zero, size: Size, commands: [DrawingCommand] = []) {
        self.origin = origin
        self.size = size
        self.commands = commands
    }

    /// The rectangle the drawing covers, in the coordinates it was made in.
    public var rect: Rect { Rect(origin: origin, size: size) }
}

/// One fill or stroke of a display list, with the clip in force when it was made.
public struct DrawingCommand: Hashable, Sendable {
    /// How the path puts down paint.
    public enum Operation: Hashable, Sendable {
        /// Fills the inside of the path under the rule.
        case fill(FillRule)
        /// Strokes the path with the style, its width measured in the path's own space.
        case stroke(StrokeStyle)
    }

    /// The outline, in its own space (`transform` maps it into the drawing's coordinates).
    public var path: Path
    /// Maps the path's space into the drawing's: the context's transform when the command
    /// was made, so a stroke widens with a scale as Core Graphics strokes.
    public var transform: AffineTransform
    /// Fill or stroke.
    public var operation: Operation
    /// The colour or gradient put down.
    public var paint: DrawingPaint
    /// Every clip in force, all of which a pixel must be inside to be painted.
    public var clips: [DrawingClip]
    /// The dash pattern of a stroke, in the path's space; nil strokes solid.
    public var dash: LineDash?
    /// How the paint meets what the drawing's earlier commands put down
    /// (`CGContext.setBlendMode`); `.normal`, source-over, unless set.
    public var blendMode: DrawingBlendMode
    /// The soft shadow put down under the paint (`CGContext.setShadow`), or nil for none.
    public var shadow: DrawingShadow?

    /// A command; the clip list is empty, the stroke solid, the blend normal and no shadow
    /// unless given.
    public init(
        path: Path, transform: AffineTransform = .identity, operation: Operation, paint: DrawingPaint,
        clips: [DrawingClip] = [], dash: LineDash? = nil, blendMode: DrawingBlendMode = .normal,
        shadow: DrawingShadow? = nil
    ) {
        self.path = path
        self.transform = transform
        self.operation = operation
        self.paint = paint
        self.clips = clips
        self.dash = dash
        self.blendMode = blendMode
        self.shadow = shadow
    }
}

/// A drawing command's soft shadow (`CGContext.setShadow(offset:blur:color:)`): the shape
/// the command paints, moved by `offset` and blurred by `blur`, in `color`, put down just
/// before the paint. Offset and blur are in the drawing's own coordinates, whatever the
/// context's transform was, as Core Graphics keeps them in base space; the blur is read as
/// a Gaussian of standard deviation `blur / 2`, the convention the layer shadows here use.
public struct DrawingShadow: Hashable, Sendable {
    /// How far the shadow is moved from the shape, y down.
    public var offset: Size
    /// How soft the shadow is; 0 is a hard copy of the shape.
    public var blur: Double
    /// The shadow's colour, its alpha already multiplied by the context's.
    public var color: Color

    /// A shadow of `color` moved by `offset` and blurred by `blur`.
    public init(offset: Size, blur: Double, color: Color) {
        self.offset = offset
        self.blur = max(0, blur)
        self.color = color
    }
}

/// How a drawing command's paint combines with the pixels the drawing already holds
/// (`CGBlendMode`, with Core Graphics' raw values). A drawing is a layer's own backing image,
/// so a mode blends with what the same drawing drew before, never with the layers beneath;
/// the drawing as a whole is then laid over them source-over, as a backing image is.
public enum DrawingBlendMode: Int32, Hashable, Sendable, CaseIterable {
    /// Source-over: `s + d * (1 - sa)`.
    case normal = 0
    /// The colours multiplied: darkens; white changes nothing.
    case multiply = 1
    /// The complements multiplied: lightens; black changes nothing.
    case screen = 2
    /// Multiply or screen, by the destination's colour: keeps its highlights and shadows.
    case overlay = 3
    /// The darker of the two colours, per channel.
    case darken = 4
    /// The lighter of the two colours, per channel.
    case lighten = 5
    /// Brightens the destination towards the source.
    case colorDodge = 6
    /// Darkens the destination towards the source.
    case colorBurn = 7
    /// Darkens or lightens by the source, softly.
    case softLight = 8
    /// Multiply or screen, by the source's colour.
    case hardLight = 9
    /// The difference of the colours, per channel.
    case difference = 10
    /// Like difference, with less contrast.
    case exclusion = 11
    /// The source's hue with the destination's saturation and luminosity.
    case hue = 12
    /// The source's saturation with the destination's hue and luminosity.
    case saturation = 13
    /// The source's hue and saturation with the destination's luminosity.
    case color = 14
    /// The source's luminosity with the destination's hue and saturation.
    case luminosity = 15
    /// Clears what the shape covers: `0`.
    case clear = 16
    /// Replaces what the shape covers with the source: `s`.
    case copy = 17
    /// The source where the destination is: `s * da`.
    case sourceIn = 18
    /// The source where the destination is not: `s * (1 - da)`.
    case sourceOut = 19
    /// The source over the destination, only where the destination is: `s * da + d * (1 - sa)`.
    case sourceAtop = 20
    /// The destination over the source: `s * (1 - da) + d`.
    case destinationOver = 21
    /// The destination where the source is: `d * sa`.
    case destinationIn = 22
    /// The destination where the source is not: `d * (1 - sa)`, a knock-out.
    case destinationOut = 23
    /// The destination over the source, only where the source is: `s * (1 - da) + d * sa`.
    case destinationAtop = 24
    /// Each where the other is not: `s * (1 - da) + d * (1 - sa)`.
    case xor = 25
    /// The sum darkened: `max(0, 1 - ((1 - d) + (1 - s)))` for opaque pixels.
    case plusDarker = 26
    /// The sum, clamped: `min(1, s + d)`.
    case plusLighter = 27
}

/// A region that limits drawing (`CGContext.clip()`), in the drawing's coordinates.
public struct DrawingClip: Hashable, Sendable {
    /// The outline, already in the drawing's coordinates.
    public var path: Path
    /// Which points are inside where the outline crosses itself.
    public var fillRule: FillRule

    /// A clip to the inside of `path` under `fillRule`.
    public init(path: Path, fillRule: FillRule = .nonZero) {
        self.path = path
        self.fillRule = fillRule
    }
}

/// What a drawing command paints with.
public enum DrawingPaint: Hashable, Sendable {
    /// One straight (not premultiplied) colour; its alpha already includes the context's.
    case color(Color)
    /// A gradient; boxed, as few commands carry one.
    indirect case gradient(GradientPaint)
}
