import Geometry
import LayerTree

/// `CAShapeLayer`: a layer that draws a path, filled and stroked, anti-aliased, in its own
/// coordinates (the path is not clipped to the bounds). Make a view's layer one with
/// `override class var layerClass: AnyClass { ShapeLayer.self }`, or make one on its own
/// as a `mask`.
///
/// Every property changes at once, as a view's layer does in UIKit: a `path` set inside
/// `View.animate` is not animated there either. Animate with an explicit
/// `BasicAnimation(keyPath: "path")` (or `strokeStart`, `strokeEnd`, `lineWidth`,
/// `fillColor`, `strokeColor`); paths interpolate point by point when both are made of the
/// same elements (a rounded rectangle with any radii has the same ones), and otherwise
/// switch half way, where Core Animation's result is undefined.
@preconcurrency @MainActor
open class ShapeLayer: ViewLayer {
    /// The outline to draw; nil draws nothing (the default).
    ///
    /// Setting it asks `action(forKey: "path")` first, while the old path is still drawn, and
    /// runs what it answers (a subclass's `defaultAction(forKey:)` animation, say); by default
    /// there is none and the path changes at once.
    ///
    /// Code that imports UIKit's names sees `path` as a `CGPath?` object instead (the UIKit
    /// names declare it over this one); where both are in sight, this value is chosen only
    /// when the other does not fit, so `layer.path = Path(...)` still compiles there.
    @_disfavoredOverload
    public var path: Path? {
        willSet {
            pendingPathAction = isTakingPresentation || LayerTransaction.disablesActions ? nil : action(forKey: "path")
        }
        didSet {
            let action = pendingPathAction
            pendingPathAction = nil
            action?.run(forKey: "path", object: self, arguments: nil)
            contentDidChange()
        }
    }
    /// `path` by a name that the UIKit names' `CGPath`-typed `path` does not hide.
    package var pathValue: Path? {
        get { path }
        set { path = newValue }
    }
    /// The action asked for between a change of `path` being announced and stored.
    private var pendingPathAction: (any LayerAction)?
    /// True while `takePresentation(of:)` copies the drawn path.
    private var isTakingPresentation = false
    /// The fill colour; nil fills nothing. Opaque black by default, as in Core Animation.
    public var fillColor: Color? = .black { didSet { contentDidChange() } }
    /// Which regions of a self-crossing path the fill covers (`.nonZero` by default).
    public var fillRule: FillRule = .nonZero { didSet { contentDidChange() } }
    /// The stroke colour; nil (the default) strokes nothing.
    public var strokeColor: Color? { didSet { contentDidChange() } }
    /// The stroke's width in points, centred on the path (1 by default).
    public var lineWidth: Double = 1 { didSet { contentDidChange() } }
    /// How open ends of the stroke look (`.butt` by default).
    public var lineCap: LineCap = .butt { didSet { contentDidChange() } }
    /// How corners of the stroke look (`.miter` by default).
    public var lineJoin: LineJoin = .miter { didSet { contentDidChange() } }
    /// Miters longer than this many line widths are bevelled (10 by default).
    public var miterLimit: Double = 10 { didSet { contentDidChange() } }
    /// Where the stroke begins along the path, a fraction 0...1 of its length (0 by default).
    public var strokeStart: Double = 0 { didSet { contentDidChange() } }
    /// Where the stroke ends along the path, a fraction 0...1 of its length (1 by default).
    public var strokeEnd: Double = 1 { didSet { contentDidChange() } }

    /// A shape layer on its own with no path (`CAShapeLayer()`).
    public override init() {
        super.init()
    }

    /// `CAShapeLayer(layer:)`: a copy of `layer`'s model values, its shape's too when it is a
    /// shape layer (see `ViewLayer.init(layer:)`).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let model = layer as? ShapeLayer else { return }
        path = model.path
        fillColor = model.fillColor
        strokeColor = model.strokeColor
        fillRule = model.fillRule
        lineCap = model.lineCap
        lineJoin = model.lineJoin
        miterLimit = model.miterLimit
        lineWidth = model.lineWidth
        strokeStart = model.strokeStart
        strokeEnd = model.strokeEnd
    }

    /// `CAShapeLayer(coder:)`: always fails, as `ViewLayer.init?(coder:)` does.
    public required init?(coder: ViewCoder) {
        return nil
    }

    override func modelValue(forKeyPath keyPath: String) -> Any? {
        switch keyPath {
        case "path": path
        case "fillColor": fillColor
        case "strokeColor": strokeColor
        case "lineWidth": lineWidth
        case "strokeStart": strokeStart
        case "strokeEnd": strokeEnd
        case "miterLimit": miterLimit
        default: super.modelValue(forKeyPath: keyPath)
        }
    }

    override func takePresentation(of other: ViewLayer) {
        super.takePresentation(of: other)
        guard let other = other as? ShapeLayer else { return }
        // A copy of what is drawn runs no actions: its path is stored as it is.
        isTakingPresentation = true
        path = other.presentationPath
        isTakingPresentation = false
        fillColor = other.presentationValue(forKeyPath: "fillColor") as? Color
        strokeColor = other.presentationValue(forKeyPath: "strokeColor") as? Color
        fillRule = other.fillRule
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        miterLimit = other.presentationNumber("miterLimit") ?? other.miterLimit
        lineWidth = other.presentationNumber("lineWidth") ?? other.lineWidth
        strokeStart = other.presentationNumber("strokeStart") ?? other.strokeStart
        strokeEnd = other.presentationNumber("strokeEnd") ?? other.strokeEnd
    }

    private func presentationNumber(_ keyPath: String) -> Double? {
        presentationValue(forKeyPath: keyPath).flatMap(LayerValue.number)
    }

    /// The path as drawn now: the model's, or an animation's value, which may be a path
    /// object standing for one (`LayerValueConvertible`).
    private var presentationPath: Path? {
        presentationValue(forKeyPath: "path").map(LayerValue.unwrapped) as? Path
    }

    /// The shape as drawn now; nil with no path.
    var presentationShape: ShapeContent? {
        guard let path = presentationPath else { return nil }
        return ShapeContent(
            path: path,
            fillColor: presentationValue(forKeyPath: "fillColor") as? Color,
            fillRule: fillRule,
            strokeColor: presentationValue(forKeyPath: "strokeColor") as? Color,
            stroke: StrokeStyle(
                lineWidth: presentationNumber("lineWidth") ?? lineWidth, lineCap: lineCap, lineJoin: lineJoin,
                miterLimit: presentationNumber("miterLimit") ?? miterLimit),
            strokeStart: presentationNumber("strokeStart") ?? strokeStart,
            strokeEnd: presentationNumber("strokeEnd") ?? strokeEnd)
    }

    override func contribute(to node: inout Layer) {
        super.contribute(to: &node)
        if node.content == .none, let shape = presentationShape { node.content = .shape(shape) }
    }

    override func asMask() -> LayerMask {
        LayerMask(
            transform: view.presentationTransformToSuperview,
            shape: presentationShape ?? ShapeContent(path: Path(), fillColor: nil))
    }
}
