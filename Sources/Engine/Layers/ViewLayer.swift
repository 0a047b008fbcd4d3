import Geometry
import LayerTree

/// `CALayer`: the layer behind a view (`view.layer`, of the class the view's `layerClass`
/// names) or one made on its own to serve as another layer's `mask`.
///
/// A view's layer keeps no geometry or style of its own: its properties are the view's,
/// read and written through it, and setting one inside `View.animate` animates it where
/// the view's property animates (corner radius, shadow opacity, frame). A layer made on its
/// own (`CAShapeLayer()`) keeps them in a view of its own that is never on screen.
@preconcurrency @MainActor
open class ViewLayer {
    /// Values attached by UIKit code's associated-object calls; nil until the first.
    /// Unchecked: Objective-C's runtime lets any thread attach them, and UIKit code does
    /// so on the main thread, as with every other property of the object.
    nonisolated(unsafe) package var associatedObjects: AssociatedObjects?
    /// A name for finding the layer again (`name`): UIKit code tags the sublayers it adds
    /// and later removes them by it. Nil by default; nothing draws or matches it but callers.
    open var name: String?
    /// The view whose properties these are: the view the layer backs, or the layer's own
    /// off-screen view when it was made on its own.
    public private(set) unowned var view: View
    /// The off-screen view of a layer made on its own, retained by it; nil for a view's layer.
    private var ownView: View?
    /// The layer this one is the `mask` of, not retained.
    weak var maskedLayer: ViewLayer?
    /// Explicit animations (`add(_:forKey:)`) by key, in the order they were added.
    var explicitAnimations: [(key: String, animation: RunningAnimation)] = []
    /// True while the window's animator calls back every tick for the explicit animations.
    var isTicking = false
    /// Layers added with `addSublayer` and kin, bottom to top, each with the number of the
    /// view's subviews it was placed above when added.
    var added: [(layer: ViewLayer, belowSubview: Int)] = []
    /// The layer this one was added to with `addSublayer`, not retained.
    public internal(set) weak var superlayer: ViewLayer?
    /// Values of the keys a subclass declares for itself (what `@NSManaged` stores in Core
    /// Animation), set with `setValue(_:forKey:)`.
    var customValues: [String: Any] = [:]
    /// The layer's own timing (`speed`, `timeOffset`, `beginTime`).
    var timing = LayerTiming()
    /// The transform the added layers are drawn with, about the layer's anchor point
    /// (`sublayerTransform`'s affine part).
    package var sublayerAffineTransform = AffineTransform.identity {
        didSet { contentDidChange() }
    }
    /// The layer's transform when it bends the plane (perspective, a turn about x or y);
    /// nil when the view's affine `transform` says it all. See `ViewLayer+Transform3D`.
    package var transform3DValue: Transform3D? {
        didSet { contentDidChange() }
    }
    /// `sublayerTransform` when it has depth or perspective (the affine part is also in
    /// `sublayerAffineTransform`); nil when it is affine. It then applies to every sublayer,
    /// the subviews' layers included. See `ViewLayer+SublayerTransform`.
    package var sublayerTransform3DValue: Transform3D? {
        didSet { contentDidChange() }
    }
    /// The two matrices an animated change of `layer.transform` with depth blends between,
    /// by the view's `depthTransform` progress; see `ViewLayer+Transform3D`.
    var depthBlend: (from: Transform3D, to: Transform3D)?
    /// Sets the frozen node's projection each frame while a flip transition runs
    /// (`View.transition(with:)`); nil otherwise.
    package var projectionDriver: ((inout Layer) -> Void)?
    /// False hides the layer when it shows its back (`CALayer.isDoubleSided`).
    package var isDoubleSidedValue = true {
        didSet { contentDidChange() }
    }
    /// True from `setNeedsDisplay()` until `display()` runs.
    public internal(set) var needsDisplay = false
    /// True while `frame`'s setter writes the view's frame, which otherwise routes back here.
    var isWritingViewFrame = false

    /// `CALayer.actions`: actions by property key, which `action(forKey:)` answers with for a
    /// layer made on its own. UIKit code stores `NSNull()` under a key to keep a change from
    /// animating; here such a layer has no implicit animations to turn off, so only an
    /// animation stored here runs, when `setValue(_:forKey:)` changes its key. nil by default.
    public var actions: [String: any LayerAction]?

    /// A layer on its own, with a zero frame (`CALayer()`): a mask, or a layer to copy.
    /// A subclass may override it (`override init() { super.init(); ... }`), as in Core
    /// Animation; a view whose `layerClass` names the subclass makes its layer with it.
    public init() {
        let own = View(frame: .zero)
        ownView = own
        view = own
        own.drawing.ownerLayer = self
    }

    /// `CALayer(layer:)`: a layer on its own with the model values of `layer` (geometry,
    /// colour, corner radius, opacity and the keys a subclass declares for itself), which
    /// `presentation()` makes before it sets the values drawn now. A subclass overrides it to
    /// copy properties of its own (`override init(layer: Any) { super.init(layer: layer); ... }`);
    /// anything other than a layer copies nothing.
    public init(layer: Any) {
        let own = View(frame: .zero)
        ownView = own
        view = own
        own.drawing.ownerLayer = self
        guard let model = layer as? ViewLayer else { return }
        Self.takeLook(of: model.view, into: own, drawnNow: false)
        customValues = model.customValues
        actions = model.actions
    }

    /// `CALayer(coder:)`: there are no archives to read layers from here, so it always fails.
    /// Required, as in Core Animation, so a subclass that declares its own initializer also
    /// declares this one (`required init?(coder: NSCoder) { return nil }`).
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// A layer of the receiving class, made by its own initializers: `init()` when `model`
    /// is nil, `init(layer: model)` otherwise. `layerClass` and `presentation()` make layers
    /// with it, so a subclass's overrides of those run as Core Animation runs them. A subclass
    /// inherits it when it overrides `init()`, `init(layer:)` and `init?(coder:)`, or none.
    ///
    /// Only the Swift 6 language mode sees it, so a Swift 5 subclass that declares its own
    /// initializer (`init(frame:)` beside `override init(layer:)`, as UIKit code writes for
    /// Core Animation, whose Objective-C initializers Swift never requires) need not write
    /// it: Swift skips an unavailable required initializer in that check. Such a class then
    /// gets the compiler's trapping stub for each initializer of this class it does not
    /// override, so making it through one of those stops with "Use of unimplemented
    /// initializer", as the same class does on iOS when Core Animation calls it.
    @available(swift, introduced: 6)
    public required convenience init(dynamicCopyOf model: ViewLayer?) {
        if let model {
            self.init(layer: model)
        } else {
            self.init()
        }
    }

    /// Makes this layer the one behind `host` (`View.layer` creates it so). What the layer
    /// class's `init()` set (in its own view, as the host was not yet known) moves to the
    /// host, as Core Animation's layer holds it, unless the host set that property itself.
    func back(_ host: View) {
        if let ownView { Self.adoptInitialValues(of: ownView, into: host) }
        view = host
        ownView = nil
    }

    /// Copies from `own` into `host` each drawn property that `own` changed from a new
    /// view's value while `host` still has that value.
    private static func adoptInitialValues(of own: View, into host: View) {
        let fresh = View(frame: .zero)
        func adopt<Value: Equatable>(_ keyPath: ReferenceWritableKeyPath<View, Value>) {
            let initial = fresh[keyPath: keyPath]
            if own[keyPath: keyPath] != initial, host[keyPath: keyPath] == initial {
                host[keyPath: keyPath] = own[keyPath: keyPath]
            }
        }
        adopt(\.backgroundColor)
        adopt(\.cornerRadius)
        adopt(\.maskedCorners)
        adopt(\.clipsToBounds)
        adopt(\.alpha)
        adopt(\.isHidden)
        adopt(\.border)
        adopt(\.shadow)
        adopt(\.zPosition)
        adopt(\.anchorPoint)
    }

    /// The view whose window's clock times this layer's animations and which redraws when
    /// it changes: the view it backs, or that of the layer it masks or is a sublayer of.
    var hostView: View? { ownView == nil ? view : (superlayer ?? maskedLayer)?.hostView }

    /// True for a layer made on its own (a mask or a sublayer), false for a view's layer.
    var isOwnLayer: Bool { ownView != nil }

    /// Asks for a frame: the view that shows this layer redraws.
    func contentDidChange() {
        hostView?.requestFrame()
    }

    /// Writes a property of the view the layer reads through and asks for a frame: what a
    /// setter of a drawn layer property does.
    func setViewValue<Value>(_ keyPath: ReferenceWritableKeyPath<View, Value>, _ value: Value) {
        view[keyPath: keyPath] = value
        contentDidChange()
    }

    /// `CALayer.frame`: the view's frame, or a layer of its own's place in the layer it masks.
    /// Open, as in Core Animation: a view's frame is its layer's, so setting the view's frame
    /// runs a subclass's override (a `didSet` that calls `setNeedsDisplay()`, say).
    open var frame: Rect {
        get { view.frame }
        set {
            isWritingViewFrame = true
            defer { isWritingViewFrame = false }
            setViewValue(\.frame, newValue)
        }
    }
    /// `CALayer.bounds`.
    @ViewProperty(\.bounds) public var bounds: Rect
    /// `CALayer.position`: where `anchorPoint` sits in the superlayer (the view's `center`,
    /// which is this same value in UIKit whatever the anchor point).
    @ViewProperty(\.center) public var position: Point
    /// `CALayer.anchorPoint`: the point of the bounds, in unit coordinates ((0, 0) top-left,
    /// (1, 1) bottom-right), that `position` places and that `transform` turns and scales
    /// about; (0.5, 0.5) by default. Setting it keeps `position`, so the frame moves.
    @ViewProperty(\.anchorPoint) public var anchorPoint: Point
    /// `CALayer.backgroundColor`.
    @ViewProperty(\.backgroundColor) open var backgroundColor: Color?
    /// `CALayer.isHidden`.
    @ViewProperty(\.isHidden) public var isHidden: Bool
    /// `CALayer.cornerRadius`.
    @ViewProperty(\.cornerRadius) public var cornerRadius: Double
    /// `CALayer.zPosition`: among its siblings, a layer with a higher value is drawn in
    /// front; 0 by default. Hit-testing keeps the order of `subviews`, as UIKit's does.
    @ViewProperty(\.zPosition, asksForFrame: false) public var zPosition: Double
    /// `CALayer.maskedCorners`: the corners `cornerRadius` rounds; all four by default.
    @ViewProperty(\.maskedCorners, asksForFrame: false) public var maskedCorners: RectCorner
    /// `CALayer.masksToBounds` (the view's `clipsToBounds`).
    @ViewProperty(\.clipsToBounds, asksForFrame: false) public var masksToBounds: Bool
    /// `CALayer.opacity` (the view's `alpha`).
    public var opacity: Float {
        get { Float(view.alpha) }
        set { view.alpha = Double(newValue) }
    }
    /// `CALayer.shadowOpacity` (0 by default: no shadow).
    public var shadowOpacity: Float {
        get { Float(view.shadowOpacity) }
        set { view.shadowOpacity = Double(newValue) }
    }
    /// `CALayer.shadowRadius` (3 by default).
    public var shadowRadius: Double {
        get { view.shadow?.radius ?? 3 }
        set { editShadow { $0.radius = newValue } }
    }
    /// `CALayer.shadowOffset` (0, -3 by default).
    public var shadowOffset: Size {
        get { view.shadow?.offset ?? Size(width: 0, height: -3) }
        set { editShadow { $0.offset = newValue } }
    }
    /// `CALayer.shadowColor` (black by default).
    public var shadowColor: Color? {
        get { view.shadow?.color ?? .black }
        set { editShadow { $0.color = newValue ?? .black } }
    }
    /// `CALayer.borderWidth`. A width of 0 draws no border but keeps `borderColor`.
    public var borderWidth: Double {
        get { view.border?.width ?? 0 }
        set {
            if let drawn = view.border?.color { keptBorderColor = drawn }
            view.border = newValue > 0 ? Border(width: newValue, color: keptBorderColor ?? .clear) : nil
        }
    }
    /// `CALayer.borderColor` (opaque black by default; nil draws the border clear). CALayer
    /// keeps the two properties apart, so a colour set before the width, UIKit code's usual
    /// order, is the colour the border is drawn in once the width is set.
    public var borderColor: Color? {
        get {
            // A border set on the view itself (`View.border`) is what is drawn.
            if let drawn = view.border?.color, drawn != (keptBorderColor ?? .clear) { return drawn }
            return keptBorderColor
        }
        set {
            keptBorderColor = newValue
            if let width = view.border?.width { view.border = Border(width: width, color: newValue ?? .clear) }
        }
    }
    /// The border colour while the width is 0 (the view draws no border then).
    private var keptBorderColor: Color? = .black

    /// `CALayer.contents`: an image the layer shows as its content (`layer.contents =
    /// image.cgImage`), stretched over the bounds or placed by the view's `contentMode`,
    /// where the view draws nothing of its own. An image view's layer answers with its image
    /// when nothing else was set, as UIKit's holds the image's bitmap. A value that is not an
    /// image is kept and draws nothing; nil (the default) draws nothing.
    public var contents: Any? {
        get { storedContents ?? (view as? ImageView)?.image }
        set {
            storedContents = newValue
            contentDidChange()
        }
    }
    /// What `contents` was set to.
    private var storedContents: Any?

    /// `CALayer.shouldRasterize`: accepted, and kept; a layer draws the same pixels either way
    /// (the renderer caches no layer images).
    public var shouldRasterize = false
    /// `CALayer.drawsAsynchronously`: accepted, and kept, with no effect. UIKit treats it as
    /// a hint to queue drawing commands off the main thread; here every layer is drawn
    /// synchronously in the frame that needs it, so there is nothing to defer.
    public var drawsAsynchronously = false
    /// `CALayer.rasterizationScale`: accepted, and kept; see `shouldRasterize`.
    public var rasterizationScale: Double = 1
    /// `CALayer.contentsScale`: accepted, and kept; shapes are drawn at the window's scale.
    public var contentsScale: Double = 1

    /// `CALayer.mask`: a layer whose coverage weights everything this layer draws, its
    /// sublayers' too, placed by its `frame` in this layer's bounds. A shape layer masks
    /// with its path (fill and stroke, times their colours' alpha); any other layer with
    /// its rounded bounds where it has a background colour, else with what it draws (its
    /// `contents` or its view's drawn image, the fills' paths together; a bitmap from a
    /// file with its whole rectangle, its alpha unread); a layer with none of these hides
    /// this one, as in Core Animation. nil (the default) masks nothing.
    public var mask: ViewLayer? {
        didSet {
            if oldValue !== mask { oldValue?.maskedLayer = nil }
            mask?.maskedLayer = self
            contentDidChange()
        }
    }

    /// A shadow property set before `shadowOpacity` keeps CALayer's defaults for the rest.
    private func editShadow(_ change: (inout Shadow) -> Void) {
        var shadow = view.shadow ?? Shadow(color: .black, opacity: 0, radius: 3, offset: Size(width: 0, height: -3))
        change(&shadow)
        view.shadow = shadow
    }

    // MARK: Custom animatable properties

    /// `CALayer.needsDisplay(forKey:)`: true for a key whose change must redraw the layer's
    /// content, so that `display()` runs on every frame an animation of it runs (and once
    /// when it is set). False by default; a subclass returns true for its own animatable
    /// properties and defers to `super` for the rest.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// `CALayer.action(forKey:)`: what to run when the property `event` changes, asked just
    /// before the new value is stored (so `presentation()` still shows the old one). A
    /// view's layer inside an animation block (`View.animate`, a transition's alongside
    /// animations) answers with a `BasicAnimation` of the block's duration and curve for the
    /// properties a view animates (`position`, `bounds`, `backgroundColor`, `opacity`,
    /// `cornerRadius`, `transform`, `shadowOpacity`), as UIKit's views do; outside a block
    /// and for other keys it answers nil: no action. A layer made on its own (whose implicit
    /// animations are not there) answers with its `actions`. Override it to animate a property of your own,
    /// returning an animation copied from `super.action(forKey: "backgroundColor")`.
    open func action(forKey event: String) -> LayerAction? {
        if isOwnLayer { return actions?[event] ?? Self.defaultAction(forKey: event) }
        guard Self.viewAnimatedKeys.contains(event),
            let timing = AnimationTransaction.enclosingTiming
        else { return nil }
        let animation = BasicAnimation(keyPath: event)
        animation.duration = timing.duration
        if let cubic = timing as? CubicTimingParameters {
            animation.timingFunction = MediaTimingFunction(bezier: cubic.curve.bezier)
        }
        animation.fromValue = viewPresentationValue(forKey: event)
        return animation
    }

    /// `CALayer.defaultAction(forKey:)`: the action a layer made on its own runs for a
    /// change of `event` when its `actions` name none; nil (no action) by default. A subclass
    /// returns an animation for a key it wants animated, such as `"path"` (a shape layer asks
    /// for it whenever its path is set).
    open class func defaultAction(forKey event: String) -> LayerAction? { nil }

    /// `CALayer.layoutSublayers()`: lays out the layer's own content for its bounds. A view's
    /// layer is asked in its view's layout pass, just after `layoutSubviews()`; the default
    /// hands the question to the view it backs (`layoutSublayers(of:)`, the view being the
    /// layer's delegate, as in UIKit). Override it to fit a mask or sublayers to the bounds,
    /// calling `super`.
    open func layoutSublayers() {
        if !isOwnLayer { view.layoutSublayers(of: self) }
    }

    /// `CALayer.display()`: brings the layer's content up to date; runs before a frame is
    /// drawn when `needsDisplay` is set (first for a view, then after each
    /// `setNeedsDisplay()`), and on every frame an animation of a key for which
    /// `needsDisplay(forKey:)` is true runs. The default calls `draw(in:)` with a new
    /// context and keeps the drawing as the content; an override that does not call `super`
    /// draws nothing that way (a shape layer subclass sets its `path` here instead).
    open func display() { drawContents() }

    /// `CALayer.draw(in:)`: draws the layer's content into `context`. For a view's layer the
    /// default calls the view's `draw(_:)` with the bounds, as UIKit's views do; for a layer
    /// made on its own it draws nothing. Override it in a subclass to draw.
    open func draw(in context: LayerDrawingContext) {
        if !isOwnLayer { view.draw(view.bounds) }
    }

    // MARK: Hooks for subclasses

    /// The model value of an animatable key path (one set with `setValue(_:forKey:)`, else
    /// one of the geometry the layer shares with its view); nil for key paths it does not draw.
    func modelValue(forKeyPath keyPath: String) -> Any? {
        customValues[keyPath] ?? geometryModelValue(forKeyPath: keyPath)
    }

    /// Takes `other`'s values as drawn now (geometry into this layer's own view): what
    /// `presentation()` returns.
    func takePresentation(of other: ViewLayer) {
        Self.takeLook(of: other.view, into: view, drawnNow: true)
        for key in other.customValues.keys {
            customValues[key] = other.presentationValue(forKeyPath: key)
        }
    }

    /// Takes the geometry, colour, corner radius and opacity of `other` into `view` (a
    /// layer's own view): the values drawn now (running animations applied), or the model values.
    private static func takeLook(of other: View, into view: View, drawnNow: Bool) {
        view.bounds = drawnNow ? other.presentationBounds : other.bounds
        view.center = drawnNow ? other.presentationCenter : other.center
        view.transform = drawnNow ? other.presentationTransform : other.transform
        view.anchorPoint = other.anchorPoint
        view.backgroundColor = drawnNow ? other.presentationBackgroundColor : other.backgroundColor
        view.cornerRadius = drawnNow ? other.presentationCornerRadius : other.cornerRadius
        view.alpha = drawnNow ? other.presentationAlpha : other.alpha
    }

    /// What this layer adds to its view's frozen node: the mask, the layers added with
    /// `addSublayer` among the subviews' (see there), and (in subclasses) content.
    func contribute(to node: inout Layer) {
        if !explicitAnimations.isEmpty { startTicking() }
        displayIfNeeded()
        contributeProjection(to: &node)
        if !explicitAnimations.isEmpty { drawGeometryAnimations(into: &node) }
        if let mask { node.mask = mask.asMask() }
        if node.content == .none { node.content = contentsLayerContent(in: node.bounds) }
        if !added.isEmpty {
            // The subviews' nodes come last, after any frozen content.
            let first = node.sublayers.count - view.subviews.count
            node.sublayers = Array(node.sublayers[..<first]) + merging(addedInto: node.sublayers[first...])
        }
        applySublayerTransform3D(to: &node)
        // A transform layer among the sublayers draws its faces into this plane, sorted by depth.
        if !keepsSublayerDepth { node = node.resolvingPreservedDepth() }
    }

    /// The subviews' nodes with the added layers' nodes among them: each added layer goes
    /// just below the subview it was added below.
    func merging(addedInto subviewNodes: ArraySlice<Layer>) -> [Layer] {
        var merged: [Layer] = []
        let first = subviewNodes.startIndex
        for k in 0...subviewNodes.count {
            for entry in added where min(entry.belowSubview, subviewNodes.count) == k {
                merged.append(sublayerNode(of: entry.layer))
            }
            if k < subviewNodes.count { merged.append(subviewNodes[first + k]) }
        }
        return merged
    }

    /// An added layer's node, drawn through `sublayerAffineTransform` about this layer's
    /// anchor point, as Core Animation applies a `sublayerTransform`.
    private func sublayerNode(of layer: ViewLayer) -> Layer {
        var node = layer.frozenNode()
        // A matrix with depth applies to every sublayer at once (`applySublayerTransform3D`).
        guard sublayerAffineTransform != .identity, sublayerTransform3DValue == nil else { return node }
        let b = view.presentationBounds
        let ax = b.minX + view.anchorPoint.x * b.width
        let ay = b.minY + view.anchorPoint.y * b.height
        node.transform = node.transform.concatenating(AffineTransform(translationX: -ax, y: -ay))
            .concatenating(sublayerAffineTransform).concatenating(AffineTransform(translationX: ax, y: ay))
        return node
    }

    /// A layer of its own as a frozen node: its off-screen view's node with what it adds.
    func frozenNode() -> Layer {
        var node = view.makeLayer()
        contribute(to: &node)
        return node
    }

    /// What `contents` draws in `bounds`: an image placed by the view's content mode, or
    /// nothing for no image.
    func contentsLayerContent(in bounds: Rect) -> LayerContent {
        guard let image = (storedContents as? any LayerContentsImage)?.contentsImage else { return .none }
        if let part = contentsRectContent(of: image, in: bounds) { return part }
        return ImageView.content(showing: image, in: bounds, contentMode: view.contentMode, tint: image.tintColor)
    }

    /// This layer as a mask of the layer it is the `mask` of, at its presentation values:
    /// its rounded bounds where it has a background colour, else what it draws (an image
    /// view's drawn image or its `contents`, as their paths' union; a bitmap from a file
    /// as its opaque rectangle, its alpha unread).
    func asMask() -> LayerMask {
        let transform = view.presentationTransformToSuperview
        let bounds = view.presentationBounds
        let color = view.presentationBackgroundColor ?? .clear
        if color.alpha <= 0 {
            var content = view.layerContent()
            if content == .none { content = contentsLayerContent(in: bounds) }
            if let shape = Self.maskShape(of: content, in: bounds) {
                return LayerMask(transform: transform, shape: shape)
            }
        }
        let shape = ShapeContent(
            path: Path(
                roundedRect: bounds, byRoundingCorners: view.maskedCorners,
                cornerRadii: Size(
                    width: max(0, view.presentationCornerRadius), height: max(0, view.presentationCornerRadius))),
            fillColor: color.alpha > 0 ? color : nil)
        return LayerMask(transform: transform, shape: shape)
    }

    /// The coverage of drawn `content` in `bounds` as one shape: the fills' paths together,
    /// as opaque as the most opaque fill; nil for content that covers nothing.
    private static func maskShape(of content: LayerContent, in bounds: Rect) -> ShapeContent? {
        switch content {
        case .shape(let shape):
            return shape
        case .image(let image):
            return ShapeContent(path: Path(rect: image.rect), fillColor: .black)
        case .drawing(let drawing):
            guard let outline = drawing.filledOutline(in: bounds) else { return nil }
            return ShapeContent(path: outline.path, fillColor: Color.black.withAlpha(outline.alpha))
        case .none, .text, .particles:
            return nil
        }
    }

    /// The layer's own repeat count (`CAMediaTiming.repeatCount`, which `CALayer` adopts):
    /// kept and read back, 0 until set. A layer's own timing has no end here, as on a device
    /// where its duration is unset, so repeating it changes nothing drawn; an animation's
    /// `repeatCount` is the animation's, and is honoured. Declared open in the class body
    /// because `CALayer` subclasses override it to hand the count to their animations.
    open var repeatCount: Float = 0

    /// Takes the layer out of the layer it was added to (`removeFromSuperlayer()`).
    /// Declared in the class body, not with the other sublayer calls, so a subclass can
    /// override it as a `CALayer` subclass does.
    open func removeFromSuperlayer() {
        detachFromSuperlayer()
    }

    /// What `removeFromSuperlayer()` does, for the engine's own moves of a layer (adding it
    /// elsewhere), which do not call a subclass's override.
    func detachFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.contentDidChange()
        parent.added.removeAll { $0.layer === self }
        superlayer = nil
    }
}
