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
///
/// A window made with `init(frame:)` or `init(windowScene:)`, as UIKit code makes its own
/// (a toast's, an alert's), is hosted: it starts hidden, runs on the clock and animator of
/// its scene's host window (the newest one made with `init(size:scale:clock:)`), and that
/// window lays it out, draws it above itself by `windowLevel` and offers it touches first.
/// It is open for subclasses, as `UIWindow` is.
@preconcurrency @MainActor
open class Window: View {
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
    /// Tells the window it has just become its scene's key window (`becomeKey()`), when
    /// `makeKey()` or `makeKeyAndVisible()` changes the key window (hiding the key window
    /// hands the status back without these calls). Does nothing here, so a subclass
    /// overrides it, as UIKit code does. Never call it directly.
    open func becomeKey() {}
    /// Tells the window it is no longer its scene's key window (`resignKey()`); does nothing
    /// here, so a subclass overrides it. Never call it directly.
    open func resignKey() {}
    /// Device pixels per point the host draws the window at (`UIScreen.scale`); the host
    /// that owns the framebuffer sets it, 1 until then.
    public var scale: Double = 1
    /// The responder that first receives events for this window (the first responder);
    /// set by `becomeFirstResponder()` and cleared by `resignFirstResponder()`.
    public internal(set) weak var firstResponder: Responder?
    /// True when something visible changed since the last `layerTree()`; a hosted window's
    /// change is its host's, since the host draws it.
    public internal(set) var needsDisplay = true {
        didSet { if needsDisplay { hostWindow?.needsDisplay = true } }
    }
    /// Where the window sits among the scene's windows (`windowLevel`); `.normal` by default.
    public var windowLevel: Level = .normal {
        didSet { requestFrame() }
    }
    /// The scene the window is in (`windowScene`): the one it joined when it was made, nil
    /// outside a run. Setting it moves the window to that scene; a window of UIKit code's own
    /// is then hosted by the new scene's host window, and nil takes it off the screen.
    public weak var windowScene: WindowScene? {
        didSet { sceneDidChange(from: oldValue) }
    }
    /// True for a window made with `init(frame:)` or `init(windowScene:)`: hosted, not driven.
    var isHostedKind = false
    /// The window that ticks, draws and hit-tests this one: nil for a window a host drives
    /// itself, the scene's host window for one made with `init(frame:)` or `init(windowScene:)`.
    public internal(set) weak var hostWindow: Window?

    /// Per-window objects of higher layers, by type (see `attachment(_:make:)`).
    var attachments: [ObjectIdentifier: AnyObject] = [:]
    var pendingInput: [InputEvent] = []
    var touch: TouchState?
    /// The last touch's recognizers still waiting for a further touch (a double tap after
    /// its first tap), with those that wait for them to fail; nil when none waits.
    var lingeringGestures: GestureArena?
    /// The quick taps so far, for each touch's `tapCount`.
    var taps = TapCounter()

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
        settingDefaults { backgroundColor = .white }
        windowScene = WindowScene.current
        WindowScene.current?.add(self)
    }

    /// A window of UIKit code's own (`UIWindow(frame:)`) in the run's scene, hosted by the
    /// scene's host window; hidden until shown, as UIKit's windows are.
    public override init(frame: Rect) {
        let host = Self.hostParts(in: WindowScene.current)
        (clock, animator, diagnostics, scale) = (host.clock, host.animator, host.diagnostics, host.scale)
        super.init(frame: frame)
        joinHost(host.window, scene: WindowScene.current)
    }

    /// A window of UIKit code's own in `windowScene` (`UIWindow(windowScene:)`), as large as the
    /// scene's screen and hosted by its host window; hidden until shown.
    public init(windowScene: WindowScene) {
        let host = Self.hostParts(in: windowScene)
        (clock, animator, diagnostics, scale) = (host.clock, host.animator, host.diagnostics, host.scale)
        super.init(frame: Rect(origin: .zero, size: host.window?.size ?? .zero))
        joinHost(host.window, scene: windowScene)
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
        for hosted in hostedWindowsShown { hosted.layoutIfNeeded() }
    }

    /// A frozen snapshot of what is on screen now (presentation values); clears `needsDisplay`.
    public func layerTree() -> Layer {
        needsDisplay = false
        var tree = makeLayer()
        for hosted in hostedWindowsShown where hosted.windowLevel >= windowLevel {
            hosted.needsDisplay = false
            tree.sublayers.append(hosted.makeLayer())
        }
        return tree
    }

    /// The deepest view under a window point, or nil: the point is taken in the window's
    /// coordinates, so its own transform (if it has one) is undone first. The hosted windows
    /// shown above it are asked first, topmost first; one that finds no view there (a
    /// pass-through window) lets the touch reach the windows below, as UIKit's do.
    open override func hitTest(_ point: Point) -> View? {
        if hostWindow != nil { return super.hitTest(point) }
        for hosted in hostedWindowsShown.reversed() where hosted.windowLevel >= windowLevel {
            guard let inverse = hosted.hitTestTransformToSuperview.inverse else { continue }
            if let hit = hosted.hitTest(point.applying(inverse), with: nil) { return hit }
        }
        return super.hitTest(point.applying(hitTestTransformToSuperview.inverse ?? .identity))
    }
}
