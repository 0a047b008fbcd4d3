import Geometry
import LayerTree

/// `CGContext`: what `View.draw(_:)` and `ViewLayer.draw(in:)` draw into, with Core
/// Graphics' model: a graphics state (transform, colours, line style, clip) saved and
/// restored as a stack, a current path built in the current transform and consumed by each
/// fill, stroke or clip.
///
/// Nothing is rasterized here: each fill and stroke becomes a command of a display list
/// (`DrawingContent`) that the renderer draws, anti-aliased, in device pixels.
public final class LayerDrawingContext {
    /// One entry of the graphics-state stack.
    struct GraphicsState {
        var transform = AffineTransform.identity
        var fillColor = Color.black
        var strokeColor = Color.black
        var stroke = StrokeStyle()
        var dash: LineDash?
        var alpha = 1.0
        var blendMode = DrawingBlendMode.normal
        var clips: [DrawingClip] = []
        var shadow: DrawingShadow?
    }

    private var state = GraphicsState()
    private var saved: [GraphicsState] = []
    /// The current path, already in the drawing's coordinates (Core Graphics transforms
    /// points as they are added).
    private var path = Path()
    /// The commands made so far.
    public private(set) var commands: [DrawingCommand] = []
    /// The text drawn so far (`drawText(_:in:...)`), as layers over the commands: the
    /// renderer draws text only as a layer's content, not as a command.
    public internal(set) var textLayers: [Layer] = []
    /// Text space to user space for Core Text's drawing (`textMatrix`): identity at first.
    /// As in Core Graphics it is not part of the graphics state (saving and restoring the
    /// state keeps it), and its translation is the text position.
    public var textMatrix = AffineTransform.identity
    /// Where the next line of text starts its baseline, in user space (`textPosition`): the
    /// text matrix's translation, as Core Graphics keeps it.
    public var textPosition: Point {
        get { Point(x: textMatrix.tx, y: textMatrix.ty) }
        set {
            textMatrix.tx = newValue.x
            textMatrix.ty = newValue.y
        }
    }
    /// The rectangle being drawn, in the drawing's coordinates.
    public let rect: Rect

    /// A context drawing the rectangle `rect` (a view's bounds), with the identity transform.
    public init(rect: Rect) {
        self.rect = rect
    }

    /// The display list drawn so far.
    public var content: DrawingContent {
        DrawingContent(origin: rect.origin, size: rect.size, commands: commands)
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state; `restoreGState()` brings it back.
    public func saveGState() { saved.append(state) }
    /// Pops the state `saveGState()` pushed; an unbalanced call is ignored, as Core Graphics
    /// ignores it.
    public func restoreGState() {
        if let last = saved.popLast() { state = last }
    }
    /// The fill colour for `fillPath`, `fill(_:)` (`setFillColor`).
    public func setFillColor(_ color: Color) { state.fillColor = color }
    /// The stroke colour for `strokePath`, `stroke(_:)` (`setStrokeColor`).
    public func setStrokeColor(_ color: Color) { state.strokeColor = color }
    /// The stroke width in user space (`setLineWidth`).
    public func setLineWidth(_ width: Double) { state.stroke.lineWidth = width }
    /// The cap at open ends (`setLineCap`).
    public func setLineCap(_ cap: LineCap) { state.stroke.lineCap = cap }
    /// The join at corners (`setLineJoin`).
    public func setLineJoin(_ join: LineJoin) { state.stroke.lineJoin = join }
    /// The miter limit (`setMiterLimit`).
    public func setMiterLimit(_ limit: Double) { state.stroke.miterLimit = limit }
    /// The dash pattern of later strokes (`setLineDash(phase:lengths:)`); an empty or
    /// invalid pattern strokes solid.
    public func setLineDash(phase: Double, lengths: [Double]) {
        let dash = LineDash(phase: phase, lengths: lengths)
        state.dash = dash.isDashing ? dash : nil
    }
    /// A global alpha multiplied into every colour drawn (`setAlpha`).
    public func setAlpha(_ alpha: Double) { state.alpha = min(max(alpha, 0), 1) }
    /// How later fills and strokes meet what this drawing already holds (`setBlendMode`).
    public func setBlendMode(_ mode: DrawingBlendMode) { state.blendMode = mode }
    /// Gives later fills and strokes a soft shadow of `color` (`setShadow(offset:blur:color:)`),
    /// moved by `offset` and blurred by `blur`, both in the drawing's coordinates, which the
    /// current transform does not change, as Core Graphics keeps them in base space. A nil
    /// colour turns shadows off, as its documentation says of NULL; the shadow is part of the
    /// graphics state, so `restoreGState()` brings back the one saved.
    public func setShadow(offset: Size, blur: Double, color: Color?) {
        state.shadow = color.map { DrawingShadow(offset: offset, blur: blur, color: $0) }
    }
    /// A shadow in Core Graphics' default colour, black at one-third alpha
    /// (`setShadow(offset:blur:)`).
    public func setShadow(offset: Size, blur: Double) {
        setShadow(offset: offset, blur: blur, color: Color(red: 0, green: 0, blue: 0, alpha: 1.0 / 3.0))
    }
    /// The current transform, user space to the drawing's coordinates (`ctm`).
    public var ctm: AffineTransform { state.transform }

    // MARK: Transform

    /// Moves user space's origin (`translateBy(x:y:)`).
    public func translateBy(x: Double, y: Double) {
        concatenate(AffineTransform(translationX: x, y: y))
    }
    /// Scales user space (`scaleBy(x:y:)`).
    public func scaleBy(x: Double, y: Double) {
        concatenate(AffineTransform(scaleX: x, y: y))
    }
    /// Rotates user space by `angle` radians, clockwise on screen (`rotate(by:)`).
    public func rotate(by angle: Double) {
        concatenate(AffineTransform(rotationAngle: angle))
    }
    /// Applies `transform` before the current one (`concatenate(_:)`).
    public func concatenate(_ transform: AffineTransform) {
        state.transform = transform.concatenating(state.transform)
    }

    // MARK: Path construction (points in user space)

    /// Empties the current path (`beginPath`).
    public func beginPath() { path = Path() }
    /// Starts a sub-path (`move(to:)`).
    public func move(to point: Point) { path.move(to: point.applying(state.transform)) }
    /// A line from the current point (`addLine(to:)`).
    public func addLine(to point: Point) { path.addLine(to: point.applying(state.transform)) }
    /// Adds line segments joining `points` (`addLines(between:)`).
    public func addLines(between points: [Point]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }
    /// A cubic Bézier from the current point (`addCurve(to:control1:control2:)`).
    public func addCurve(to end: Point, control1: Point, control2: Point) {
        let t = state.transform
        path.addCurve(to: end.applying(t), controlPoint1: control1.applying(t), controlPoint2: control2.applying(t))
    }
    /// A quadratic Bézier from the current point (`addQuadCurve(to:control:)`).
    public func addQuadCurve(to end: Point, control: Point) {
        let t = state.transform
        path.addQuadCurve(to: end.applying(t), controlPoint: control.applying(t))
    }
    /// A circular arc, joined to the current point by a line (`addArc(center:radius:
    /// startAngle:endAngle:clockwise:)`). `clockwise` is Core Graphics' flag in a y-down
    /// context: true draws towards decreasing angles, which on screen turns anticlockwise,
    /// the opposite of `UIBezierPath`'s flag.
    public func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        var arc = Path()
        arc.addArc(
            withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
        appendJoined(arc)
    }
    /// A closed rectangle sub-path (`addRect(_:)`).
    public func addRect(_ rect: Rect) { path.append(Path(rect: rect).applying(state.transform)) }
    /// A closed ellipse sub-path inscribed in `rect` (`addEllipse(in:)`).
    public func addEllipse(in rect: Rect) { path.append(Path(ovalIn: rect).applying(state.transform)) }
    /// Appends `other`, given in user space (`addPath(_:)`).
    public func addPath(_ other: Path) { path.append(other.applying(state.transform)) }
    /// Closes the current sub-path (`closePath`).
    public func closePath() { path.close() }
    /// True when the current path has no elements (`isPathEmpty`).
    public var isPathEmpty: Bool { path.isEmpty }

    /// Appends a user-space path whose first move becomes a line from the current point.
    private func appendJoined(_ piece: Path) {
        var elements = piece.applying(state.transform).elements
        if !path.isEmpty, path.elements.last != .closeSubpath, case .move(let p) = elements.first {
            elements[0] = .line(to: p)
        }
        path = Path(elements: path.elements + elements)
    }

    // MARK: Painting

    /// Fills the current path under `rule` and empties it (`fillPath(using:)`).
    public func fillPath(using rule: FillRule = .nonZero) {
        record(path, operation: .fill(rule), paint: .color(faded(state.fillColor)))
        path = Path()
    }
    /// Strokes the current path and empties it (`strokePath()`).
    public func strokePath() {
        guard let inverse = state.transform.inverse else {
            path = Path()
            return
        }
        // Stroked in user space so the line width scales with the transform.
        record(
            path.applying(inverse), transform: state.transform, operation: .stroke(state.stroke),
            paint: .color(faded(state.strokeColor)))
        path = Path()
    }
    /// Paints the current path as `mode` says and empties it (`drawPath(using:)`): the fill
    /// first and the stroke over it, both of the same path, as Core Graphics paints a
    /// `fillStroke` so the stroke's inner half is not hidden by the fill.
    public func drawPath(using mode: PathDrawingMode) {
        let current = path
        switch mode {
        case .fill, .fillStroke: fillPath(using: .nonZero)
        case .eoFill, .eoFillStroke: fillPath(using: .evenOdd)
        case .stroke: break
        }
        switch mode {
        case .stroke, .fillStroke, .eoFillStroke:
            path = current
            strokePath()
        case .fill, .eoFill: break
        }
        path = Path()
    }
    /// Fills `rect`, leaving the current path alone (`fill(_:)`).
    public func fill(_ rect: Rect) {
        record(
            Path(rect: rect).applying(state.transform), operation: .fill(.nonZero),
            paint: .color(faded(state.fillColor)))
    }
    /// Fills every rectangle of `rects` (`fill(_:)` with an array).
    public func fill(_ rects: [Rect]) { for r in rects { fill(r) } }
    /// Strokes `rect` with the current line style (`stroke(_:)`).
    public func stroke(_ rect: Rect) {
        record(
            Path(rect: rect), transform: state.transform, operation: .stroke(state.stroke),
            paint: .color(faded(state.strokeColor)))
    }
    /// Fills the ellipse inscribed in `rect` (`fillEllipse(in:)`).
    public func fillEllipse(in rect: Rect) {
        record(
            Path(ovalIn: rect).applying(state.transform), operation: .fill(.nonZero),
            paint: .color(faded(state.fillColor)))
    }
    /// Strokes the ellipse inscribed in `rect` (`strokeEllipse(in:)`).
    public func strokeEllipse(in rect: Rect) {
        record(
            Path(ovalIn: rect), transform: state.transform, operation: .stroke(state.stroke),
            paint: .color(faded(state.strokeColor)))
    }

    // MARK: Clipping

    /// Narrows the clip to the inside of the current path and empties it (`clip(using:)`).
    public func clip(using rule: FillRule = .nonZero) {
        state.clips.append(DrawingClip(path: path, fillRule: rule))
        path = Path()
    }
    /// Narrows the clip to `rect` (`clip(to:)`).
    public func clip(to rect: Rect) {
        state.clips.append(DrawingClip(path: Path(rect: rect).applying(state.transform)))
    }
    /// Narrows the clip to `outline` (in user space), leaving the current path alone, as an
    /// image-mask clip does.
    package func clip(toOutline outline: Path) {
        state.clips.append(DrawingClip(path: outline.applying(state.transform)))
    }

    // MARK: Gradients

    /// Paints `gradient` along the line from `start` to `end` (user space) across the clip
    /// (`drawLinearGradient(_:start:end:options:)`).
    public func drawLinearGradient(_ gradient: Gradient, start: Point, end: Point, options: GradientDrawingOptions) {
        paintGradient(
            GradientPaint(
                kind: .linear, stops: gradient.stops(alpha: state.alpha), start: start, end: end,
                extendsBeforeStart: options.contains(.drawsBeforeStartLocation),
                extendsAfterEnd: options.contains(.drawsAfterEndLocation)))
    }
    /// Paints `gradient` between two circles (user space) across the clip
    /// (`drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)`).
    public func drawRadialGradient(
        _ gradient: Gradient, startCenter: Point, startRadius: Double, endCenter: Point, endRadius: Double,
        options: GradientDrawingOptions
    ) {
        paintGradient(
            GradientPaint(
                kind: .radial, stops: gradient.stops(alpha: state.alpha), start: startCenter, end: endCenter,
                startRadius: startRadius, endRadius: endRadius,
                extendsBeforeStart: options.contains(.drawsBeforeStartLocation),
                extendsAfterEnd: options.contains(.drawsAfterEndLocation)))
    }

    private func paintGradient(_ paint: GradientPaint) {
        // The whole drawn rectangle, in user space; the clips and the gradient's own range
        // decide which of it is painted.
        guard let inverse = state.transform.inverse else { return }
        record(
            Path(rect: rect).applying(inverse), transform: state.transform, operation: .fill(.nonZero),
            paint: .gradient(paint))
    }

    // MARK: Drawn images

    /// Draws `content` (a drawn image's display list) stretched into `rect` in user space,
    /// under the current transform, clip and alpha: `CGContext.draw(_:in:)` for an image
    /// made by drawing. Each command is kept as a path, so it stays sharp at any scale.
    public func draw(_ content: DrawingContent, in rect: Rect) {
        guard content.size.width > 0, content.size.height > 0 else { return }
        let fit = AffineTransform(translationX: -content.origin.x, y: -content.origin.y)
            .concatenating(
                AffineTransform(scaleX: rect.width / content.size.width, y: rect.height / content.size.height)
            )
            .concatenating(AffineTransform(translationX: rect.minX, y: rect.minY))
            .concatenating(state.transform)
        for command in content.commands {
            var placed = command
            placed.transform = command.transform.concatenating(fit)
            placed.clips =
                state.clips + command.clips.map { DrawingClip(path: $0.path.applying(fit), fillRule: $0.fillRule) }
            if case .color(let color) = command.paint { placed.paint = .color(faded(color)) }
            // The image's own modes stay; its plain fills take the context's mode. Each fill
            // blends in turn, so where the image's fills overlap, the later one meets the earlier.
            if placed.blendMode == .normal { placed.blendMode = state.blendMode }
            commands.append(placed)
        }
    }

    // MARK: Recording

    private func faded(_ color: Color) -> Color { color.withAlpha(color.alpha * state.alpha) }

    private func record(
        _ path: Path, transform: AffineTransform = .identity, operation: DrawingCommand.Operation, paint: DrawingPaint
    ) {
        if path.isEmpty { return }
        var dash: LineDash?
        if case .stroke = operation { dash = state.dash }
        let shadow = state.shadow.map { DrawingShadow(offset: $0.offset, blur: $0.blur, color: faded($0.color)) }
        commands.append(
            DrawingCommand(
                path: path, transform: transform, operation: operation, paint: paint, clips: state.clips, dash: dash,
                blendMode: state.blendMode, shadow: shadow))
    }
}

/// How `drawPath(using:)` paints the current path (`CGPathDrawingMode`): filled under the
/// non-zero or even-odd rule, stroked, or both.
public enum PathDrawingMode: Int32, Sendable {
    /// Filled under the non-zero winding rule.
    case fill = 0
    /// Filled under the even-odd rule.
    case eoFill = 1
    /// Stroked with the current line style.
    case stroke = 2
    /// Filled under the non-zero rule, then stroked.
    case fillStroke = 3
    /// Filled under the even-odd rule, then stroked.
    case eoFillStroke = 4
}
