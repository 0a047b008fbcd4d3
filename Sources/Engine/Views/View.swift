import Geometry
import LayerTree

/// A rectangular node of the view tree with `UIView`'s meaning.
///
/// Every property holds the *model* value: setting it takes effect at once, while what
/// is drawn (the presentation value, `presentationValue(of:)`) follows any running
/// animation at the window's clock time. Inside `View.animate(...)` setters record the
/// change so the animation can be made from the old presentation value to the new model
/// value. Subclasses live in the engine (`Label`, `Button`); elsewhere compose views and
/// use the `onLayoutSubviews` and `onTintColorDidChange` closures instead of overriding.
@preconcurrency @MainActor
open class View: Responder {
    /// The name tests and traces find the view by, as UI tests find a UIKit view by its
    /// `accessibilityIdentifier`; copied into the layer's `id`. Open, as UIKit's is.
    open var accessibilityIdentifier: String?
    /// The smallest text size the view and its subviews follow (`minimumContentSizeCategory`,
    /// iOS 15): their `traitCollection` reports no smaller one. Nil, the default, sets no limit.
    open var minimumContentSizeCategory: ContentSizeCategory?
    /// The largest text size the view and its subviews follow (`maximumContentSizeCategory`):
    /// their `traitCollection` reports no larger one; it wins over a larger minimum. Nil, the
    /// default, sets no limit.
    open var maximumContentSizeCategory: ContentSizeCategory?
    /// Each view from this one up to the root with its text size and its limits, if any
    /// (`appliedContentSizeCategoryLimitsDescription`), one a line: for debugging.
    open var appliedContentSizeCategoryLimitsDescription: String { contentSizeCategoryLimitsDescription() }

    /// The centre of the view in its superview's coordinates (animatable). Open, as UIKit's
    /// is: a subclass may override it (to move a badge with the view, say) and still store
    /// it through `super`.
    open var center: Point {
        get { _center }
        set {
            changeGeometry(.center, observedAs: .center, from: AnimatableVector.from(_center)) { _center = newValue }
        }
    }
    /// The bounds' size placed around `center` and mapped by `transform`, in the
    /// superview's coordinates. Setting it sets `center` and the bounds size, as UIKit
    /// does. Under a non-identity transform (UIKit's docs call the value undefined) it
    /// does what iOS's Core Animation does: the bounds are fitted so that the
    /// *transformed* view fills the new frame (scale 0.5 and a 100 x 100 frame give
    /// 200 x 200 bounds; a quarter turn swaps the sides), and `center` is placed so the
    /// transform's translation lands it there, so reading `frame` gives back what was set.
    /// Animators rely on it (`view.transform = ...; view.frame = finalFrame`). Open, as
    /// UIKit's is: a subclass may override it and still reach this through `super`.
    open var frame: Rect {
        get { frameInSuperview }
        set { setFrameInSuperview(newValue) }
    }

    /// The view's own coordinate space: size and the origin of its content (animatable).
    /// A change of size asks for layout.
    open var bounds: Rect {
        get { _bounds }
        set {
            let oldSize = _bounds.size
            let changed = newValue != _bounds
            changeGeometry(.bounds, observedAs: .bounds, from: AnimatableVector.from(_bounds)) { _bounds = newValue }
            if newValue.size != oldSize {
                resizeSubviews(withOldSize: oldSize)
                setNeedsLayout()
            }
            if changed, drawing.redrawsOnBoundsChange { setNeedsDisplay() }
        }
    }
    /// An affine transform about the centre, applied after the bounds (animatable).
    public var transform: AffineTransform {
        get { _transform }
        set {
            changeGeometry(.transform, observedAs: .transform, from: AnimatableVector.from(_transform)) {
                _transform = newValue
            }
        }
    }
    /// Group opacity of the view and its subtree (animatable); below 0.01 it ignores touches.
    /// Open, as UIKit's is, so a subclass may watch it or pass it on.
    open var alpha: Double {
        get { _alpha }
        set { change(.alpha, from: [_alpha]) { _alpha = newValue } }
    }
    /// Fills the bounds (rounded by `cornerRadius`) under subviews (animatable; nil is clear).
    /// Open, as UIKit's is, so a subclass may send it to one of its subviews.
    open var backgroundColor: Color? {
        get { _backgroundColor }
        set {
            let old = _backgroundColor ?? (newValue ?? .clear).withAlpha(0)
            change(.backgroundColor, from: AnimatableVector.from(old)) { _backgroundColor = newValue }
            noteDirectSet(.backgroundColor)
        }
    }
    /// A shadow cast by the rounded bounds; its opacity animates (`shadowOpacity`).
    public var shadow: Shadow? {
        get { _shadow }
        set { change(.shadowOpacity, from: [_shadow?.opacity ?? 0]) { _shadow = newValue } }
    }
    // `shadowOpacity` is in View+ShadowOpacity.swift, on a protocol, as `cornerRadius` is.
    /// Skipped when drawing and hit-testing, with its subtree. A stack view arranging the
    /// view makes its arrangement again when this changes, as `UIStackView` does.
    open var isHidden = false {
        didSet {
            requestFrame()
            if isHidden != oldValue, let stack = superview as? StackView {
                stack.arrangedSubviewVisibilityDidChange(self)
            }
        }
    }
    /// Whether the view's content flips for right-to-left languages (`semanticContentAttribute`);
    /// read through `View.userInterfaceLayoutDirection(for:)`.
    public var semanticContentAttribute: SemanticContentAttribute = .unspecified
    /// Whether a touch on this view keeps other views from taking touches at the same time
    /// (`isExclusiveTouch`); kept: there is one pointer here, so every touch is alone.
    public var isExclusiveTouch = false
    /// UIKit's switch for receiving more than one touch at once (`isMultipleTouchEnabled`),
    /// false by default. Kept for UIKit code that sets it: the playground has one pointer, so
    /// no view ever has two touches.
    public var isMultipleTouchEnabled = false
    /// Clips subviews to the rounded bounds.
    public var clipsToBounds = false { didSet { requestFrame() } }
    /// A number the app picks to find the view again with `viewWithTag(_:)`; 0 unless set.
    public var tag = 0
    /// The corners `cornerRadius` rounds (`layer.maskedCorners`); all four by default. The
    /// others stay square, for the background, the border and, under `clipsToBounds`, the
    /// clip.
    public var maskedCorners: RectCorner = .allCorners { didSet { requestFrame() } }
    /// Where `center` sits in the bounds, in unit coordinates (`anchorPoint`, iOS 16's, and
    /// `layer.anchorPoint`): (0, 0) the top-left corner, (1, 1) the bottom-right, (0.5, 0.5)
    /// by default. `transform` applies about this point, and a change moves the frame while
    /// `center` stays, as in Core Animation. It changes at once: UIKit's view animations do
    /// not animate it.
    public var anchorPoint = View.defaultAnchorPoint {
        didSet { requestFrame() }
    }
    /// The layer's place along z (`layer.zPosition`): among siblings, a higher value is drawn
    /// over a lower one whatever their order in `subviews`; equal values keep that order.
    var zPosition = 0.0 { didSet { requestFrame() } }
    /// A stroke inside the rounded bounds, above the subviews. Internal: UIKit spells it
    /// `layer.borderWidth` and `layer.borderColor` only, and UIKit subclasses often declare a
    /// `border` of their own, which a public member here would turn into an override error.
    var border: Border? { didSet { requestFrame() } }
    /// False removes the view and its subtree from hit-testing.
    public var isUserInteractionEnabled = true
    /// True lets touches that hit none of the subviews fall through to what lies below,
    /// as a transition container does around a sheet with an undimmed detent.
    public var passesTouchesThrough = false

    /// The view's own tint, or nil to inherit; see `View+Tint.swift` for the effective one.
    var _tintColor: Color?
    /// The view's own adjustment mode; see `View+Tint.swift`.
    var _tintAdjustmentMode: TintAdjustmentMode = .automatic
    /// The effective tint last announced through `tintColorDidChange`.
    var lastEffectiveTint: Color? = .systemBlue
    /// Called on the view after its effective tint changed (`tintColorDidChange()`).
    public var onTintColorDidChange: ((View) -> Void)?

    /// Children in drawing order (last on top).
    public private(set) var subviews: [View] = []
    /// The parent, not retained.
    public private(set) weak var superview: View?
    /// The window the view is shown in, not retained; nil when off screen.
    public internal(set) weak var window: Window? {
        didSet {
            if oldValue !== window {
                for s in subviews { s.window = window }
                moveMaskView(to: window)
                didMoveToWindow()
                (managingResponder as? WindowMoveObserving)?.managedViewDidMove(toWindow: window)
            }
            if window != nil, !hasAppearance { applyAppearance() }
            if window != nil, !windowWaiters.isEmpty {
                let waiting = windowWaiters
                windowWaiters = []
                for w in waiting { w() }
            }
        }
    }
    /// Work that needs the view in a window (a dynamic animator's first frame), run when it is.
    var windowWaiters: [() -> Void] = []
    /// True once the view took the `appearance()` settings, on first entering a window.
    var hasAppearance = false
    /// The appearance properties set on this view directly, by its owner or its own code,
    /// whose values win over an `appearance()` setting's.
    var directlySetProperties: Set<AppearanceProperty> = []
    /// While an `appearance()` setting is applied, the properties it wrote; nil otherwise.
    var appearanceWrites: Set<AppearanceProperty>?

    /// Lays out subviews when the bounds size changed or `setNeedsLayout()` was called:
    /// the closure form of overriding `layoutSubviews()`.
    public var onLayoutSubviews: ((View) -> Void)? { didSet { setNeedsLayout() } }
    /// How the view follows a change of its superview's bounds size (`autoresizingMask`);
    /// empty by default, as in UIKit, so the frame stays put.
    public var autoresizingMask: AutoresizingMask = []
    /// Whether a change of this view's bounds size resizes its subviews by their
    /// `autoresizingMask` (`autoresizesSubviews`); true by default, as in UIKit. False leaves
    /// every subview's frame as it was.
    public var autoresizesSubviews = true
    /// True until the next layout pass.
    public internal(set) var needsLayout = true
    /// True until the layout pass next calls `updateConstraints()` (see `needsUpdateConstraints()`).
    var constraintsNeedUpdate = true
    /// True while this view or one below it waits for `updateConstraints()`.
    var subtreeConstraintsNeedUpdate = true

    /// Gesture recognizers attached with `addGestureRecognizer`, retained by the view, in
    /// the order attached (UIKit's optional `gestureRecognizers` reads them).
    var attachedRecognizers: [GestureRecognizer] = []

    /// A frozen subtree drawn as this view's content (snapshot views).
    var frozenContent: Layer?
    /// The layer behind the view (`layer`), made on first use.
    var backingLayer: ViewLayer?
    /// The view set as `mask`, retained here: its layer, the layer's mask, does not retain it.
    var maskView: View?
    /// What `draw(_:)` drew and whether it must run again.
    var drawing = ViewDrawingState()

    /// The class of the view's `layer` (`layerClass`): override it to return
    /// `ShapeLayer.self` and the view draws its layer's path. A class that is not a
    /// `ViewLayer` gives a plain layer.
    open class var layerClass: AnyClass { ViewLayer.self }

    /// Running animations by property, retained by the view (and by the window's animator).
    var animations: [AnimatableProperty: Animation] = [:]
    /// Earlier animations of a property that a newer `animate` call joined additively: each
    /// still runs to its end, adding its offset from its own target to what is drawn.
    var underlyingAnimations: [AnimatableProperty: [Animation]] = [:]

    // Model storage.
    var _center: Point
    var _bounds: Rect
    var _transform: AffineTransform = .identity
    var _alpha: Double = 1
    var _backgroundColor: Color?
    var _cornerRadius: Double = 0
    var _shadow: Shadow?
    /// The blurred backdrop drawn under the view's content (a visual effect view's).
    var _material: Material?
    /// The model progress of a depth blend (`AnimatableProperty.depthTransform`): 1 at rest.
    var _depthProgress: Double = 1
    /// Closures told about geometry changes (`View+Observation.swift`), nil until one is added.
    var geometryObservers: GeometryObservers?
    /// Auto Layout settings and constraints, nil until the view first meets Auto Layout.
    var layoutState: ViewLayoutState?
    /// Bar and additional insets and the last announced safe area, nil until one is not zero.
    var safeAreaState: SafeAreaState?
    /// The owning controller's `viewWillLayoutSubviews`/`viewDidLayoutSubviews` (false, then
    /// true around this view's layout), set on a controller's root view.
    package var controllerLayoutCallback: ((_ didLayout: Bool) -> Void)?
    /// The owning view controller's `updateViewConstraints()`, run in the update-constraints
    /// pass in place of this view's own `updateConstraints()`, as UIKit runs a root view's.
    package var controllerUpdateConstraints: (() -> Void)?

    /// Creates a view occupying `frame` in its future superview: the designated
    /// initializer, as `UIView.init(frame:)` is, so a subclass that overrides it keeps `init()`.
    public init(frame: Rect) {
        _center = frame.center
        _bounds = Rect(origin: .zero, size: frame.size)
        super.init(base: ())
    }

    /// A view with a zero frame: `init(frame: .zero)`, which runs a subclass's override of
    /// `init(frame:)`, as `UIView()` does.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// `init?(coder:)`: the designated initializer UIKit declares `required` (through
    /// `NSCoding`), so a subclass's `required init?(coder: NSCoder)` may call
    /// `super.init(coder:)`. It always fails (returns nil): there are no nibs or storyboards
    /// to decode a view from, and no coder is ever handed to it. As in UIKit, a subclass
    /// that declares a designated initializer of its own must also declare this one.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// `forBaselineLayout()`: the view whose baseline stands for this one's in Auto Layout,
    /// UIKit's older spelling of `forLastBaselineLayout`, which asks it, so a subclass that
    /// overrides only this one still moves its baseline. The view itself by default.
    open func forBaselineLayout() -> View { self }

    /// `forFirstBaselineLayout`: the view whose first baseline a constraint on this view's
    /// `firstBaselineAnchor` uses. Override it to return a text subview (a custom view whose
    /// baseline is its inner label's); a view that is not a subview is not followed. By
    /// default `forLastBaselineLayout`, as in UIKit.
    open var forFirstBaselineLayout: View { forLastBaselineLayout }

    /// `forLastBaselineLayout`: the view whose last baseline a constraint on this view's
    /// `lastBaselineAnchor` uses; override it as `forFirstBaselineLayout`. By default
    /// `forBaselineLayout()`, the view itself unless that is overridden.
    open var forLastBaselineLayout: View { forBaselineLayout() }

    /// The controller this view is the root view of, if any: the view's next responder.
    /// A view controller sets it when it takes the view as its `view`.
    public weak var managingResponder: Responder?

    /// The next responder (`next`): the view controller whose root view this is, else the
    /// superview (nil for a view outside any tree). Declared here so subclasses may override it.
    open override var next: Responder? { managingResponder ?? superview }

    /// The window this view is in: where its first-responder status lives.
    open override var responderWindow: Window? { window }

    /// Resizes the view to what `sizeThatFits(_:)` answers for its current size
    /// (`sizeToFit()`), keeping its frame's origin as UIKit's does, so code that places a view
    /// and then fits it finds it where it put it; a view with a transform, whose frame is
    /// undefined, keeps its centre. A plain view keeps its size, as UIKit's `sizeThatFits(_:)`
    /// returns the current size by default; `Label` and `Button` fit their text, and a
    /// subclass overrides `sizeThatFits(_:)` to fit its own content.
    open func sizeToFit() {
        resizeToFit(sizeThatFits(bounds.size))
    }

    /// Gives the view `size` as `sizeToFit()` does: the frame's origin stays, or the centre
    /// with a transform.
    func resizeToFit(_ size: Size) {
        guard size != bounds.size else { return }
        if transform.isIdentity {
            frame = Rect(origin: frame.origin, size: size)
        } else {
            bounds = Rect(origin: bounds.origin, size: size)
        }
    }

    /// The size the view would take within `size` (`sizeThatFits(_:)`): its current size, as
    /// UIKit's default answers; `Label` and `Button` answer their content's size, and a
    /// subclass overrides it to fit its own content.
    open func sizeThatFits(_ size: Size) -> Size { bounds.size }

    /// How the view's content is laid out in its bounds (`contentMode`). `.redraw` draws the
    /// view again at its new bounds (it sets `layer.needsDisplayOnBoundsChange`, as UIKit
    /// does); every other mode stretches what `draw(_:)` drew, and snapshots, to fill.
    open var contentMode: ContentMode = .scaleToFill {
        didSet { drawing.redrawsOnBoundsChange = contentMode == .redraw }
    }

    /// The accessibility properties UIKit code sets (`UIAccessibility`): stored and read back,
    /// with UIKit's defaults; there is no screen reader on this platform to read them.
    public var accessibility = AccessibilityProperties()

    // The accessibility properties libraries override most (a button that composes its label
    // from its parts), declared here, not in an extension, so a subclass can.

    /// `isAccessibilityElement`: false for a plain view, as in UIKit.
    open var isAccessibilityElement: Bool {
        get { accessibility.isElement }
        set { accessibility.isElement = newValue }
    }
    /// `accessibilityLabel`: nil unless set.
    open var accessibilityLabel: String? {
        get { accessibility.label }
        set { accessibility.label = newValue }
    }
    /// `accessibilityHint`: nil unless set.
    open var accessibilityHint: String? {
        get { accessibility.hint }
        set { accessibility.hint = newValue }
    }
    /// `accessibilityValue`: nil unless set.
    open var accessibilityValue: String? {
        get { accessibility.value }
        set { accessibility.value = newValue }
    }
    /// `accessibilityCustomActions`: the actions beside the default one that an assistive
    /// technology offers on this element; nil unless set. Open, as a cell that offers its
    /// swipe actions this way overrides it.
    open var accessibilityCustomActions: [AccessibilityCustomAction]?

    /// `awakeFromNib()`: never called, as no view comes from a nib; a subclass's override
    /// compiles and is left unused.
    open func awakeFromNib() {}

    /// `prepareForInterfaceBuilder()`: called when Interface Builder draws a designable view.
    /// There is no Interface Builder here, so it is never called; a subclass's override
    /// compiles and is left unused.
    open func prepareForInterfaceBuilder() {}

    /// Engine subclasses react to a new effective tint here (`tintColorDidChange()`);
    /// elsewhere set `onTintColorDidChange`.
    open func tintColorDidChange() {}

    /// Called in the layout pass when `safeAreaInsets` changed (`safeAreaInsetsDidChange()`),
    /// before the view's `layoutSubviews`; does nothing by default.
    open func safeAreaInsetsDidChange() {}

    /// The size the view's content needs (`intrinsicContentSize`), which Auto Layout keeps
    /// with the view's hugging and compression-resistance priorities; `View.noIntrinsicMetric`
    /// for a side with none (a plain view has none). Call `invalidateIntrinsicContentSize()`
    /// when an override's value changes.
    open var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// What the view draws between its background and its subviews; `Label` draws text,
    /// a view that overrides `draw(_:)` what it drew.
    func layerContent() -> LayerContent { drawnLayerContent() }

    /// Text the view draws over its content, as layers in its bounds' space, read just
    /// after `layerContent()`: what its drawing drew with `drawText(_:in:...)`.
    func contentTextLayers() -> [Layer] { drawing.textLayers }

    /// Draws the view's content into `UIGraphicsGetCurrentContext()` (`UIView.draw(_:)`);
    /// the default draws nothing. The engine calls it when the view first appears and once
    /// after each `setNeedsDisplay()`, never once per frame, and keeps what it drew as the
    /// view's content below its subviews; `rect` is the whole bounds. Never call it yourself.
    open func draw(_ rect: Rect) {}

    /// Asks for `onLayoutSubviews` to run in the next layout pass (the window's tick).
    /// Declared in the class, open, as UIKit's is, so a subclass's override (a label that
    /// recomputes its glyphs first) runs wherever layout is asked for.
    open func setNeedsLayout() {
        needsLayout = true
        requestFrame()
    }

    /// Runs any pending layout of this view and its subtree now, parents first, so a
    /// child's layout sees its parent's final bounds. Inside `View.animate` the changes
    /// it makes animate, as in UIKit.
    /// Constraints are solved first, and each view laid out by them gets its frame before
    /// its superview's `layoutSubviews` runs. Open, as UIKit's is.
    open func layoutIfNeeded() {
        updateConstraintsIfNeeded()
        layoutSubtreeIfNeeded(superviewSafeArea: superview?.safeAreaInsets ?? .zero)
    }

    /// Lays out the subviews (`UIView.layoutSubviews`): runs the `onLayoutSubviews` closure. Override it
    /// in a subclass to position subviews; call `super` to keep the closure running.
    open func layoutSubviews() {
        onLayoutSubviews?(self)
    }

    /// The view's layer lays out its sublayers (`layoutSublayers(of:)`, the view being the
    /// layer's delegate): called in the layout pass just after `layoutSubviews()`, through the
    /// layer's `layoutSublayers()`, so sublayers a subclass added fit the new bounds. Only a
    /// view whose `layer` was asked for has sublayers to lay out and hears it. The default
    /// does nothing.
    open func layoutSublayers(of layer: ViewLayer) {}

    /// Brings the view's own constraints up to date (`UIView.updateConstraints()`): the
    /// layout pass calls it, subviews before their superview, on every view that asked with
    /// `setNeedsUpdateConstraints()` (and on each view once, before its first layout), just
    /// before the constraints are solved. Override it to change constants or activate
    /// constraints there, and call `super` last, as UIKit asks. The default does nothing.
    open func updateConstraints() {}

    /// True for a view class that lays out only with constraints
    /// (`requiresConstraintBasedLayout`); false by default. Nothing here reads it: every
    /// view takes part in the update-constraints pass.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// The view's traits changed from `previousTraitCollection` (`traitCollectionDidChange(_:)`):
    /// sent to every view in the window, after its controllers hear of it, when a resize
    /// changes a size class. Does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Records the change for an open animation transaction, applies it, and asks for a frame.
    func change(_ property: AnimatableProperty, from old: [Double], apply: () -> Void) {
        AnimationTransaction.willChange(self, property, oldModel: old)
        apply()
        requestFrame()
    }

    /// `change(_:from:apply:)` for a geometry property that observers may watch: the change
    /// happens between their will- and did-change calls, so they see the old value and then
    /// the new one.
    func changeGeometry(
        _ property: AnimatableProperty, observedAs observed: ObservedGeometry, from old: [Double], apply: () -> Void
    ) {
        notifyingObservers(of: observed) { change(property, from: old, apply: apply) }
    }

    /// Marks the view's drawn content invalid, so `draw(_:)` runs once before the next frame
    /// (`UIView.setNeedsDisplay()`), and asks for that frame.
    public func setNeedsDisplay() {
        invalidateDrawing()
        requestFrame()
    }

    /// Tells the window something visible changed, without redrawing any drawn content.
    func requestFrame() {
        window?.needsDisplay = true
    }

    // MARK: Tint and margins (here, not in their extensions, so subclasses can override)

    /// The effective tint: the view's own or the nearest ancestor's (system blue at the
    /// root), drawn grey when the effective adjustment mode is `.dimmed`. Setting nil
    /// makes the view inherit again. Changes call `onTintColorDidChange` down the subtree.
    /// Implicitly unwrapped, as UIKit's `UIColor!` is: an optional colour may be assigned,
    /// and reading it never gives nil.
    open var tintColor: Color! {
        get { tintAdjustmentMode == .dimmed ? .dimmedTint : undimmedTint }
        set {
            setTintColor(newValue)
            noteDirectSet(.tintColor)
        }
    }

    /// Space between the bounds and the content, used by `layoutMarginsGuide` and the
    /// margin attributes (`layoutMargins`); 8 points on each side by default, as in UIKit.
    /// The guide adds the safe area to it while `insetsLayoutMarginsFromSafeArea` is true.
    open var layoutMargins: EdgeInsets {
        get { layoutState?.layoutMargins ?? EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        set {
            autoLayout.layoutMargins = newValue
            marginGuidesDidChange()
        }
    }

    // MARK: Hit-testing (here, not in View+Geometry, so subclasses can override)

    /// True when `point` (own coordinates) lies inside the bounds (`point(inside:with:)`);
    /// override it to widen or narrow where the view takes touches.
    open func point(inside point: Point) -> Bool {
        bounds.contains(point)
    }

    /// UIKit's spelling, `point(inside:with:)`, which hit-testing asks (the event is nil
    /// here, as UIKit passes when it has none to give); by default `point(inside:)`.
    open func point(inside point: Point, with event: TouchEvent?) -> Bool {
        self.point(inside: point)
    }

    /// The deepest visible, interactive view under `point` (own coordinates), or nil;
    /// overridable as UIKit's `hitTest(_:with:)` is.
    ///
    /// Like UIKit it skips hidden views, views with alpha below 0.01, views with
    /// `isUserInteractionEnabled` false (and their subtrees), and views whose running
    /// animations do not allow interaction; it honours every transform on the way down
    /// (presentation geometry, which is where the user sees the view, except what a property
    /// animator with `isManualHitTestingEnabled` moves: see `hitTestTransformToSuperview`),
    /// and a point outside a view's bounds reaches none of its subviews.
    open func hitTest(_ point: Point) -> View? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, !blocksInteractionWhileAnimating else { return nil }
        guard self.point(inside: point, with: nil) else { return nil }
        for sub in subviews.reversed() {
            guard let inverse = sub.hitTestTransformToSuperview.inverse else { continue }
            if let hit = sub.hitTest(point.applying(inverse), with: nil) { return hit }
        }
        return passesTouchesThrough ? nil : self
    }

    /// UIKit's `hitTest(_:with:)`: the hit test with the event that asked for it (nil
    /// here: hit tests run before a touch becomes an event). The default is `hitTest(_:)`;
    /// a parent asks each subview through this method, so an override of either is used.
    open func hitTest(_ point: Point, with event: TouchEvent?) -> View? {
        hitTest(point)
    }

    /// Whether `gestureRecognizer`, attached to this view, may begin recognizing
    /// (`gestureRecognizerShouldBegin(_:)`); true by default. Asked before the recognizer's
    /// delegate; false fails the recognizer for this touch.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        true
    }

    // MARK: Hierarchy

    /// Adds `view` on top of the other subviews, removing it from its old parent first.
    /// Open, as UIKit's is, so a container may send the view elsewhere.
    open func addSubview(_ view: View) {
        placeSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` of `subviews` (clamped), removing it from its old parent first.
    /// Open, as UIKit's is: an override sees the calls code makes, not the view's own
    /// `addSubview(_:)` and reorderings, which place the view directly, as UIKit's do.
    open func insertSubview(_ view: View, at index: Int) {
        placeSubview(view, at: index)
    }

    /// Exchanges the subviews at `index1` and `index2` in the drawing order
    /// (`exchangeSubview(at:withSubviewAt:)`); an index outside `subviews` changes nothing.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        subviews.swapAt(index1, index2)
        // A new drawing order only, as a reordering insert: nothing is laid out again.
        requestFrame()
    }

    /// The one place a subview joins or moves: `insertSubview(_:at:)` without its override.
    private func placeSubview(_ view: View, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "a view cannot contain itself")
        let isReorder = view.superview === self
        if isReorder, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
        } else {
            view.willMove(toSuperview: self)
            view.announceWindowChange(to: window)
            view.superview?.willRemoveSubview(view)
            view.detachFromSuperview(keepingWindow: true)
        }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.window = window
        view.refreshTint()
        layoutTreeDidAdd(view)
        if !isReorder {
            view.didMoveToSuperview()
            didAddSubview(view)
        }
        if isReorder {
            // A new drawing order only: UIKit lays nothing out again for it, and code that
            // brings a view to the front from its layout (a presentation controller's
            // `containerViewWillLayoutSubviews`) must not ask for another pass.
            requestFrame()
        } else {
            // UIKit lays out both the receiver and the added view in the next pass after
            // `addSubview(_:)`: a container's `layoutSubviews` (and a presentation
            // controller's `containerViewWillLayoutSubviews`) runs once the animator has
            // added its views.
            setNeedsLayout()
            view.setNeedsLayout()
        }
    }

    /// Inserts `view` just below `sibling` (on top when `sibling` is not a subview).
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        let i = subviews.firstIndex { $0 === sibling } ?? subviews.count
        placeSubview(view, at: view.superview === self && (subviews.firstIndex { $0 === view } ?? 0) < i ? i - 1 : i)
    }

    /// Inserts `view` just above `sibling` (on top when `sibling` is not a subview).
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        placeSubview(view, at: view.superview === self && (subviews.firstIndex { $0 === view } ?? 0) < i ? i : i + 1)
    }

    /// Moves a subview to the top of the drawing order. Open, as UIKit's is.
    open func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        placeSubview(view, at: subviews.count)
    }

    /// Moves a subview to the bottom of the drawing order. Open, as UIKit's is.
    open func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        placeSubview(view, at: 0)
    }

    /// Detaches the view from its parent and window; running animations keep running. A
    /// subclass's override runs only when code removes the view, not when it moves to
    /// another parent.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        announceWindowChange(to: nil)
        detachFromSuperview(keepingWindow: false)
        didMoveToSuperview()
    }

    /// Takes the view out of its parent, and out of its window unless it moves to another
    /// parent at once (a move within one window is no window change for the hooks).
    func detachFromSuperview(keepingWindow: Bool) {
        guard let parent = superview else { return }
        layoutTreeWillRemove()
        parent.subviews.removeAll { $0 === self }
        parent.setNeedsLayout()
        superview = nil
        if !keepingWindow { window = nil }
        refreshTint()
    }

    /// Tells the view and every view below it that their window is about to become
    /// `newWindow`, when it differs from the one they are in.
    private func announceWindowChange(to newWindow: Window?) {
        guard window !== newWindow else { return }
        willMove(toWindow: newWindow)
        (managingResponder as? WindowMoveObserving)?.managedViewWillMove(toWindow: newWindow)
        for s in subviews { s.announceWindowChange(to: newWindow) }
    }

    // MARK: Hierarchy hooks (each does nothing here; subclasses override them)

    /// Called just after `subview` became a subview of this view by any of the adding or
    /// inserting methods (`didAddSubview(_:)`); not for a reorder of present subviews.
    open func didAddSubview(_ subview: View) {}

    /// Called just before `subview` leaves this view, removed or moved to another parent
    /// (`willRemoveSubview(_:)`).
    open func willRemoveSubview(_ subview: View) {}

    /// Called just before the view gets `newSuperview` as its parent, nil when it is being
    /// removed (`willMove(toSuperview:)`).
    open func willMove(toSuperview newSuperview: View?) {}

    /// Called just after the view's superview changed, to nil on removal (`didMoveToSuperview()`).
    open func didMoveToSuperview() {}

    /// Called on the view and on every view below it just before the window they are shown
    /// in becomes `newWindow` (nil when leaving every window) (`willMove(toWindow:)`); not
    /// called for a move that keeps the window.
    open func willMove(toWindow newWindow: Window?) {}

    /// Called on the view and on every view below it after their window changed, once the
    /// view and its own subviews have the new `window` (nil when the view left every window)
    /// (`didMoveToWindow()`).
    open func didMoveToWindow() {}

    /// True when the view is `other` or lies below it.
    public func isDescendant(of other: View) -> Bool {
        var v: View? = self
        while let current = v {
            if current === other { return true }
            v = current.superview
        }
        return false
    }

    /// The first view in this subtree (self included, depth first) whose `id` is `id`.
    public func viewWithID(_ id: String) -> View? {
        if self.accessibilityIdentifier == id { return self }
        for s in subviews { if let v = s.viewWithID(id) { return v } }
        return nil
    }

    /// The distances from the view's edges to its safe area (`safeAreaInsets`): the part of
    /// the superview's safe-area insets the view's frame overlaps, each edge at least what
    /// a container's bar covers of a view controller's root view, plus that controller's
    /// `additionalSafeAreaInsets`. Zero for a view in no window, as in UIKit. The frame is
    /// taken untransformed, as Auto Layout takes it. In the class body, with the computation
    /// in `View+SafeArea.swift`, so a subclass can override it as UIKit code does.
    open var safeAreaInsets: EdgeInsets {
        guard window != nil else { return .zero }
        return safeAreaInsets(superviewInsets: superview?.safeAreaInsets ?? .zero)
    }
}
