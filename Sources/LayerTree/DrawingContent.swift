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

    /// A command; the clip list is empty and the stroke solid unless given.
    public init(
        path: Path, transform: AffineTransform = .identity, operation: Operation, paint: DrawingPaint,
        clips: [DrawingClip] = [], dash: LineDash? = nil
    ) {
        self.path = path
        self.transform = transform
        self.operation = operation
        self.paint = paint
        self.clips = clips
        self.dash = dash
    }
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
