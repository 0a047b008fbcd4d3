import Engine
import Geometry
import LayerTree
import Renderer
import Transitions

/// What the playground window shows, as a frame source for the run loop: the screens (the
/// catalog or a demo, each in its own engine window), the tools over them, and the trace.
///
/// Rules: input waits in the session's queue until the frame it is due in; then each event
/// takes the one route, in arrival order: the tools, topmost first (see `PlaygroundTool`),
/// and what none of them took goes to the screen's views. So a script's event acts on
/// exactly its frame, live and headless alike. Changing screens waits until the frame that
/// asked for it has run, then builds a fresh engine window, so nothing of the old screen (a
/// half-run transition, a presented controller) leaks into the new one. The tools draw
/// layers over the engine's tree, never views, so the trace never lists them.
@MainActor
package final class PlaygroundSession: FrameSource {
    /// The demos the catalog lists and `--demo` may name.
    package let demos: [PlaygroundDemo]
    /// The engine window of the current screen (a new one for each screen).
    package private(set) var window: Window
    /// The current screen.
    package private(set) var screen: Screen
    /// Frames drawn so far.
    package private(set) var frameIndex = 0

    /// Slow motion, pause and scrub, shared by the tools; the tools by name.
    let playback = Playback()
    let scrubber: TimelineScrubberTool, shortcuts: ShortcutsTool, hud: HUDTool
    let toast: ToastTool, banner: BannerTool, inspector: SpringInspectorTool
    /// Every tool, in z-order, bottom first (overlays drawn in this order, input offered in reverse).
    private(set) var tools: [any PlaygroundTool] = []

    private let clock: any Clock
    let textMeasurer: (any TextMeasuring)?
    private let trace: TraceWriter?
    private var size: Size
    private var running: PlaygroundDemo.Running?
    private var pendingScreen: Screen?
    private var queue: [InputEvent] = []
    private var startTime: Double?, now = 0.0
    private var unsentDiagnostics: [Diagnostic] = []
    private var frameContext: ToolContext?

    /// A session of `size` points on `clock`, opening `screen`. `trace` receives one line per
    /// frame; `deterministic` keeps wall-clock numbers off screen (headless); the inspector's
    /// code goes to `copyToClipboard` (false: there is none). `extraTools` go on top of the
    /// built-in ones (the live window's GIF recorder). Each window keeps the first's `scale`.
    init(
        demos: [PlaygroundDemo], screen: Screen, size: Size, scale: Double = 1, clock: any Clock,
        textMeasurer: (any TextMeasuring)?, trace: TraceWriter?, deterministic: Bool,
        copyToClipboard: @escaping (String) -> Bool = { _ in false },
        extraTools: (ToastTool) -> [any PlaygroundTool] = { _ in [] }
    ) {
        self.demos = demos
        self.clock = clock
        self.textMeasurer = textMeasurer
        self.trace = trace
        self.size = size
        self.screen = screen
        inspector = SpringInspectorTool(copyToClipboard: copyToClipboard)
        banner = BannerTool(below: inspector)
        toast = ToastTool(above: banner, and: inspector)
        inspector.toast = toast
        hud = HUDTool(playback: playback, deterministic: deterministic)
        shortcuts = ShortcutsTool(playback: playback, toast: toast, below: hud)
        scrubber = TimelineScrubberTool(playback: playback)
        self.window = Window(size: size, scale: scale, clock: clock)
        tools = [scrubber, shortcuts, hud, toast, banner, inspector] + extraTools(toast) + [TextInputTool()]
        shortcuts.onOpenCatalog = { [unowned self] in self.open(.catalog) }
        self.window = makeWindow(for: screen)
    }

    /// True once `q` arrived: the run ends after this frame.
    package var wantsQuit: Bool { shortcuts.wantsQuit }

    // MARK: FrameSource

    /// Queues input for the frame it is due in (see the type's rules).
    package func handle(_ event: InputEvent) {
        if case .resize(let s) = event { size = s }
        queue.append(event)
    }

    /// The engine moves, input waits, a screen change is due, or a tool needs frames.
    package var isAnimating: Bool {
        window.isAnimating || window.needsDisplay || !queue.isEmpty || pendingScreen != nil
            || tools.contains { $0.needsFrames }
    }

    /// True when more frames would show nothing new: nothing moves, or everything is paused
    /// and no tool waits for time. A headless recording may stop here.
    package var isSettled: Bool {
        if playback.isPaused { return pendingScreen == nil && !tools.contains { $0.needsFrames } }
        return !isAnimating
    }

    /// Routes the frame's input, runs the engine's frame, writes the trace line, and returns
    /// the engine's tree with the tools' overlays on top.
    package func layerTree(at time: Double) -> Layer {
        if startTime == nil { startTime = time }
        now = time
        let events = queue
        queue = []
        for event in events { route(event) }
        window.tick()
        if let next = pendingScreen {
            pendingScreen = nil
            window = makeWindow(for: next)
        }
        let engineTree = window.layerTree()
        let context = makeContext()
        frameContext = context
        for tool in tools { tool.willDrawFrame(in: context) }
        if let trace {
            trace.write(
                TraceLine.make(
                    frame: frameIndex, time: time - (startTime ?? time),
                    transition: window.currentTransition, diagnostics: unsentDiagnostics,
                    views: context.views))
        }
        unsentDiagnostics = []
        frameIndex += 1
        return Layer(
            id: "playground", bounds: Rect(origin: .zero, size: size),
            sublayers: [engineTree] + tools.flatMap { $0.overlayLayers(in: context) })
    }

    /// Lets the tools see the whole frame before it is shown (the GIF recorder).
    package func willPresent(_ framebuffer: Framebuffer) {
        guard let frameContext else { return }
        for tool in tools { tool.willPresent(framebuffer, in: frameContext) }
    }

    /// Hands the frame's cost to the tools (the HUD's rates).
    package func didDraw(_ report: FrameReport) { for tool in tools { tool.didDraw(report) } }

    /// Throws the trace's first failed write (`OutputError`), so the run ends with it.
    package func checkOutput() throws { if let failure = trace?.failure { throw failure } }

    /// Lets every tool finish what it holds open (a recording) as the run ends.
    package func finish() { for tool in tools { tool.finish() } }

    // MARK: Input route

    /// One event's route: keys and pointer events to the tools, topmost first, then what is
    /// left to the views; everything else (a resize) straight to the window.
    private func route(_ event: InputEvent) {
        switch event {
        case .key(let key):
            let context = makeContext()
            for tool in tools.reversed() where tool.handleKey(key, in: context) { return }
        case .pointerDown, .pointerMoved, .pointerUp, .scroll:
            let context = makeContext()
            for tool in tools.reversed() where tool.handlePointer(event, in: context) { return }
            window.sendEvent(event)
        case .resize, .close:
            window.sendEvent(event)
        }
    }

    private func makeContext() -> ToolContext {
        ToolContext(window: window, size: size, now: now, screen: screen, running: running, measurer: textMeasurer)
    }

    // MARK: Screens

    /// Asks for `screen` from the next frame on.
    package func open(_ screen: Screen) { pendingScreen = screen }

    private func makeWindow(for screen: Screen) -> Window {
        // The next screen starts clean: no tool's notes, nothing the old one presents or runs.
        for tool in tools { tool.screenWillChange() }
        playback.forgetHeldTransition()
        window.rootViewController = nil
        let w = Window(size: size, scale: window.scale, clock: clock)
        w.textMeasurer = textMeasurer
        w.diagnostics.onReport = { [unowned self] d in
            self.unsentDiagnostics.append(d)
            self.banner.report(d, now: self.now)
        }
        playback.apply(to: w)
        self.screen = screen
        switch screen {
        case .catalog:
            let catalog = CatalogViewController(demos: demos)
            catalog.onSelect = { [unowned self] name in self.open(.demo(name)) }
            running = nil
            w.rootViewController = catalog
        case .demo(let name):
            guard let demo = PlaygroundDemo.named(name, in: demos) else { return makeWindow(for: .catalog) }
            running = demo.start()
            w.rootViewController = running?.rootViewController
        }
        // Laid out before any input arrives: a script's first click must find its button.
        w.tick()
        return w
    }
}
