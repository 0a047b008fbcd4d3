import Geometry

/// A path filled and stroked in a layer's own coordinates: what a `CAShapeLayer` draws,
/// with its values at one instant.
public struct ShapeContent: Hashable, Sendable {
    /// The outline, in the layer's bounds coordinates (not clipped to the bounds).
    public var path: Path
    /// The fill; nil fills nothing (`fillColor`, opaque black by default).
    public var fillColor: Color?
    /// Which points the fill covers where the path crosses itself.
    public var fillRule: FillRule
    /// The stroke; nil strokes nothing (the default).
    public var strokeColor: Color?
    /// Width, caps and joins of the stroke.
    public var stroke: StrokeStyle
    /// Where the stroke starts, as a fraction 0...1 of the path's length (`strokeStart`).
    public var strokeStart: Double
    /// Where the stroke ends, as a fraction 0...1 of the path's length (`strokeEnd`).
    public var strokeEnd: Double

    /// A shape with `CAShapeLayer`'s defaults for what is not given.
    public init(
        path: Path, fillColor: Color? = .black, fillRule: FillRule = .nonZero, strokeColor: Color? = nil,
        stroke: StrokeStyle = StrokeStyle(), strokeStart: Double = 0, strokeEnd: Double = 1
    ) {
        self.path = path
        self.fillColor = fillColor
        self.fillRule = fillRule
        self.strokeColor = strokeColor
        self.stroke = stroke
        self.strokeStart = strokeStart
        self.strokeEnd = strokeEnd
    }

    /// A rectangle holding everything the shape can draw: the path's control points grown by
    /// the stroke's reach (a miter reaches `miterLimit` half widths out).
    public var extent: Rect {
        var r = path.controlPointBounds
        if let strokeColor, strokeColor.alpha > 0, stroke.lineWidth > 0 {
            let reach = stroke.lineWidth / 2 * max(stroke.lineJoin == .miter ? stroke.miterLimit : 1, 1.5)
            r = r.insetBy(dx: -reach, dy: -reach)
        }
        return r
    }
}

/// A shape that masks a layer (`CALayer.mask` holding a shape layer): every pixel the
/// layer draws, its sublayers' too, is weighted by the mask's coverage there times the
/// alpha of the mask's colour, so outside the shape nothing of the layer shows.
public struct LayerMask: Hashable, Sendable {
    /// One reference wide: every layer has room for a mask, and few have one.
    private indirect enum Box: Hashable, Sendable {
        case mask(AffineTransform, ShapeContent)
    }
    private var box: Box

    /// Maps the mask's own coordinates into the masked layer's bounds coordinates.
    public var transform: AffineTransform {
        get {
            switch box {
            case .mask(let t, _): t
            }
        }
        set { box = .mask(newValue, shape) }
    }
    /// The mask's shape; its fill and stroke colours' alphas weight the coverage.
    public var shape: ShapeContent {
        get {
            switch box {
            case .mask(_, let s): s
            }
        }
        set { box = .mask(transform, newValue) }
    }

    /// A mask of `shape` placed by `transform`.
    public init(transform: AffineTransform = .identity, shape: ShapeContent) {
        box = .mask(transform, shape)
    }
}
