import Geometry
import LayerTree

/// The root of a view tree on one screen (`UIWindow`), and the frame driver.
///
/// As `UIWindow` is a `UIView`, the window is the root view of its tree (`rootView` is the
/// window itself): it has a frame and bounds, anchors, `safeAreaInsets` and subviews, and
/// constraints may tie a view anywhere in the tree to it. Its `window` is itself.
///
/// It owns the clock, the animator, gesture dispatch and diagnostics. The run loop calls
/// `send(_:)` for each input event and then `tick()`, which runs one frame in UIKit's
/// order: queued input -> gestures and buttons -> animations at the clock's time ->
/// layout; the renderer then draws `layerTree()`. `needsDisplay` and `isAnimating`
/// tell the run loop whether to tick at display rate or sleep until input.
@preconcurrency @MainActor
public final class Window: View {
    /// Where time comes from: `MonotonicClock` live, `VirtualClock` headless and in tests.
    public let clock: any Clock
    /// All running animations; its `timeScale` is the global slow motion.
    public let animator: Animator
    /// Warnings raised instead of crashes.
    public let diagnostics: Diagnostics
    /// The view filling the window: the window itself, kept under this name for code that
    /// distinguishes the screen's root view from the window's other duties.
    public var rootView: View { self }
    /// Measures label text the way the renderer draws it (the renderer's `FontMeasurer`).
    public var textMeasurer: (any TextMeasuring)? {
        didSet { rootView.invalidateTextLayout() }
    }
    /// While true, new touches are dropped (as UIKit ignores input during a transition);
    /// a touch already down keeps reaching its recognizers, so the pan that drives an
    /// interactive transition keeps working.
    public var isInputBlocked = false
    /// While true, new touches are dropped without a word, as UIKit drops them while the
    /// app ignores interaction events (set through the window's `WindowScene`).
    public internal(set) var ignoresInteractionEvents = false
    /// Called when the platform asks the window to close.
    public var onClose: (() -> Void)?
    /// Device pixels per point the host draws the window at (`UIScreen.scale`); the host
    /// that owns the framebuffer sets it, 1 until then.
    public var scale: Double = 1
    /// The responder that first receives events for this window (the first responder);
    /// set by `becomeFirstResponder()` and cleared by `resignFirstResponder()`.
    public internal(set) weak var firstResponder: Responder?
    /// True when something visible changed since the last `layerTree()`.
    public internal(set) var needsDisplay = true

    /// Per-window objects of higher layers, by type (see `attachment(_:make:)`).
    var attachments: [ObjectIdentifier: AnyObject] = [:]
    var pendingInput: [InputEvent] = []
    var touch: TouchState?

    /// Creates a window of `size` points drawn at `scale` device pixels per point, on `clock`.
    public init(size: Size, scale: Double = 1, clock: any Clock) {
        self.scale = scale
        self.clock = clock
        let diagnostics = Diagnostics(clock: clock)
        self.diagnostics = diagnostics
        self.animator = Animator(clock: clock, diagnostics: diagnostics)
        super.init(frame: Rect(origin: .zero, size: size))
        accessibilityIdentifier = "window.root"
        window = self
        backgroundColor = .white
        WindowScene.current?.add(self)
    }

    /// Never succeeds, as `View.init?(coder:)`: no window is decoded from an archive here.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// The window's size in points (its bounds size).
    public var size: Size {
        get { bounds.size }
        set { frame = Rect(origin: .zero, size: newValue) }
    }

    /// Global time scale (slow motion): a shortcut for `animator.timeScale`.
    public var timeScale: Double {
        get { animator.timeScale }
        set { animator.timeScale = newValue }
    }

    /// Queues an input event for the next `tick()`.
    public func send(_ event: InputEvent) {
        pendingInput.append(event)
    }

    /// Delivers one input event to the views now (UIWindow's `sendEvent(_:)`): a host that
    /// keeps its own ordered input queue hands each event over at its turn, before `tick()`
    /// runs the frame's animations and layout, so events keep the order they arrived in.
    public func sendEvent(_ event: InputEvent) {
        dispatch(event)
    }

    /// True while the run loop should keep ticking at display rate: animations run,
    /// input waits, or something changed since the last frame.
    public var isAnimating: Bool {
        animator.isAnimating || !pendingInput.isEmpty
    }

    /// Runs one frame: input -> gestures -> animations at the clock's time -> layout.
    public func tick() {
        let events = pendingInput
        pendingInput = []
        for e in events { dispatch(e) }
        animator.tick()
        layoutIfNeeded()
    }

    /// A frozen snapshot of what is on screen now (presentation values); clears `needsDisplay`.
    public func layerTree() -> Layer {
        needsDisplay = false
        return makeLayer()
    }

    /// The deepest view under a window point, or nil: the point is taken in the window's
    /// coordinates, so its own transform (if it has one) is undone first.
    public override func hitTest(_ point: Point) -> View? {
        super.hitTest(point.applying(presentationTransformToSuperview.inverted() ?? .identity))
    }
}
