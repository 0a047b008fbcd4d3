import Engine
import Geometry
import LayerTree
import Transitions

/// What the playground window shows, as a frame source for the run loop: the catalog or a
/// demo in an engine window, the tools (slow motion, pause, scrub, HUD, tuning), the
/// diagnostics banner, and the trace.
///
/// Rules: keys reach it through the engine (`Window.onKey`, during `tick()`), so a script's
/// keys act at exactly the frame they are due; changing screens waits until the tick that
/// asked for it has ended, then builds a fresh engine window, so nothing of the old screen
/// (a half-run transition, a presented controller) leaks into the new one; the overlays are
/// layers added on top of the engine's tree, never views. A press on the timeline bar's
/// strip (`OverlayLayers.timelineHitHeight` from the top, while a transition runs) pauses and
/// scrubs it to the pointer's x fraction until release, and never reaches the views; it is
/// taken in the engine's input order, so it lands on its frame like a key.
@MainActor
public final class PlaygroundSession: FrameSource {
    /// Which screen is up.
    public enum Screen: Equatable, Sendable {
        /// The list of demos.
        case catalog
        /// The demo of this name.
        case demo(String)
    }

    /// How long a diagnostic's banner and a tuning result stay on screen, loop-clock seconds.
    static let bannerSeconds = 4.0, toastSeconds = 1.5

    /// The demos the catalog lists and `--demo` may name.
    public let demos: [PlaygroundDemo]
    /// The engine window of the current screen (a new one for each screen).
    public private(set) var window: Window
    /// The current screen.
    public private(set) var screen: Screen
    /// True once `q` arrived (a headless recording stops; the live loop quits on its own).
    public private(set) var wantsQuit = false
    /// Whether the HUD is up.
    public private(set) var showsHUD = false
    /// Slow motion, pause and scrub.
    private(set) var tools = PlaybackTools()
    /// Frames drawn so far.
    public private(set) var frameIndex = 0

    private let clock: any Clock
    let textMeasurer: (any TextMeasuring)?
    private let trace: TraceWriter?
    /// Headless runs leave wall-clock figures (paint time) off the screen, so that their
    /// PNG files stay byte-identical.
    private let isDeterministic: Bool
    private var size: Size
    private var running: PlaygroundDemo.Running?
    private var pendingScreen: Screen?
    private var startTime: Double?
    private var now = 0.0
    private var unsentDiagnostics: [Diagnostic] = []
    private var banner: (text: String, until: Double)?
    private var toast: (text: String, until: Double)?
    private var lastReport: FrameReport?
    /// The tuning result on screen now, if any.
    var toastText: String? { toast?.text }
    /// The diagnostic's banner on screen now, if any.
    var bannerText: String? { banner?.text }
    /// `--log-input`: also print the touches the engine ignored (see `isExpected`) to stderr.
    var logsIgnoredInput = false
    private var recentFrameTimes: [Double] = []
    /// True from a press on the timeline bar until its release: the pointer scrubs.
    private(set) var isScrubbingTimeline = false
    /// The HUD's corner and whether it lists the view tree.
    private(set) var hud = HUDPanel()
    /// True after a click on the diagnostic banner: it shows the whole message and stays
    /// until clicked again (or the screen changes).
    private(set) var bannerExpanded = false
    private var bannerPressed = false
    /// The spring inspector (key `i`) while it is open.
    private(set) var inspector: SpringInspector?
    /// Receives the inspector's "Copy as code" text: the live window puts it on the X11
    /// clipboard; nil (headless) only says so on stderr.
    public var onCopy: ((String) -> Void)?

    /// A session of `size` points on `clock`, opening `screen`. `trace` receives one line per
    /// frame; `deterministic` keeps wall-clock numbers off screen (headless).
    init(
        demos: [PlaygroundDemo], screen: Screen, size: Size, clock: any Clock,
        textMeasurer: (any TextMeasuring)?, trace: TraceWriter?, deterministic: Bool
    ) {
        self.demos = demos
        self.clock = clock
        self.textMeasurer = textMeasurer
        self.trace = trace
        self.isDeterministic = deterministic
        self.size = size
        self.screen = screen
        self.window = Window(size: size, clock: clock)
        self.window = makeWindow(for: screen)
    }

    // MARK: FrameSource

    /// Queues input for the engine window (keys come back through `onKey` during the tick).
    public func handle(_ event: InputEvent) {
        if case .resize(let s) = event { size = s }
        window.send(event)
    }

    /// The engine moves, input waits, a screen change is due, or a banner must time out.
    public var isAnimating: Bool {
        // An expanded banner waits for a click, not for time: it needs no frames.
        window.isAnimating || window.needsDisplay || pendingScreen != nil || (banner != nil && !bannerExpanded)
            || toast != nil
    }

    /// True when more frames would show nothing new: nothing moves, or everything is paused
    /// and no banner is waiting to time out. A headless recording may stop here.
    public var isSettled: Bool {
        if tools.isPaused { return pendingScreen == nil && (banner == nil || bannerExpanded) && toast == nil }
        return !isAnimating
    }

    /// Runs the engine's frame, writes the trace line, and returns the engine's tree with
    /// the overlays on top.
    public func layerTree(at time: Double) -> Layer {
        if startTime == nil { startTime = time }
        now = time
        window.tick()
        if let next = pendingScreen {
            pendingScreen = nil
            window = makeWindow(for: next)
        }
        if let b = banner, b.until <= now, !bannerExpanded { banner = nil }
        if let t = toast, t.until <= now { toast = nil }

        let engineTree = window.layerTree()
        let views = (trace != nil || showsHUD) ? ViewTreeSnapshot.entries(of: window) : []
        if let trace {
            trace.write(
                TraceLine.make(
                    frame: frameIndex, time: time - (startTime ?? time),
                    transition: window.currentTransition, diagnostics: unsentDiagnostics,
                    views: views))
        }
        unsentDiagnostics = []
        frameIndex += 1
        return Layer(
            id: "playground", bounds: Rect(origin: .zero, size: size),
            sublayers: [engineTree] + overlays(views: views))
    }

    /// Keeps the frame's cost and times for the HUD's fps, frame time and redrawn area.
    public func didDraw(_ report: FrameReport) {
        lastReport = report
        // An idle gap is no frame interval: the rate starts over from this frame.
        if report.followsIdle { recentFrameTimes.removeAll() }
        recentFrameTimes.append(report.time)
        if recentFrameTimes.count > 31 { recentFrameTimes.removeFirst(recentFrameTimes.count - 31) }
    }

    /// Throws the trace's first failed write (`OutputError`), so the run ends with it.
    public func checkOutput() throws {
        if let failure = trace?.failure { throw failure }
    }

    // MARK: Screens

    /// Asks for `screen` from the next frame on.
    public func open(_ screen: Screen) {
        pendingScreen = screen
    }

    private func makeWindow(for screen: Screen) -> Window {
        // A banner or a tuning notice speaks of the screen it was raised on; the next screen
        // starts clean (on the catalog either would cover the key legend).
        banner = nil
        toast = nil
        tools.forgetHeldTransition()
        isScrubbingTimeline = false
        inspector = nil
        bannerExpanded = false
        bannerPressed = false
        hud.pressStart = nil
        let w = Window(size: size, clock: clock)
        w.textMeasurer = textMeasurer
        w.onKey = { [unowned self] key in self.handleKey(key) }
        w.onPointerEvent = { [unowned self, unowned w] event in
            // The inspector's panel is on top: presses on it never reach the demo.
            if let inspector = self.inspector, inspector.handle(event, in: self.size) { return true }
            if self.handleOverlayPointer(event) { return true }
            return self.handleTimelinePointer(event, in: w)
        }
        w.diagnostics.onReport = { [unowned self] d in self.report(d) }
        tools.apply(to: w)
        self.screen = screen
        switch screen {
        case .catalog:
            let catalog = CatalogViewController(demos: demos)
            catalog.onSelect = { [unowned self] name in self.open(.demo(name)) }
            running = nil
            w.rootViewController = catalog
        case .demo(let name):
            guard let demo = PlaygroundDemo.named(name, in: demos) else {
                return makeWindow(for: .catalog)
            }
            let started = demo.start()
            running = started
            w.rootViewController = started.rootViewController
        }
        // Laid out before any input arrives: a script's first click must find its button.
        w.tick()
        return w
    }

    // MARK: Keys

    private func handleKey(_ key: Key) {
        switch key.name {
        case "q":
            wantsQuit = true
        case "Escape":
            if screen != .catalog { open(.catalog) }
        case "s":
            tools.toggleSlowMotion(in: window)
            toast = ("slow motion \(tools.isSlowMotion ? "on (0.1x)" : "off")", now + Self.toastSeconds)
        case "space":
            tools.togglePause(in: window)
        case "Left":
            tools.scrub(by: -1, in: window)
        case "Right":
            tools.scrub(by: 1, in: window)
        case "h":
            showsHUD.toggle()
        case "i":
            toggleInspector()
        case "c" where inspector != nil:
            inspector?.copy()
        default:
            let tuning = Self.tuningKey(key)
            if let result = running?.tune(tuning) {
                toast = (result, now + Self.toastSeconds)
            } else if running != nil, Self.tuningKeys.contains(tuning.name) {
                // A tuning key that changed nothing still answers, so it does not look broken.
                toast = (Self.nothingToTune, now + Self.toastSeconds)
            }
        }
    }

    // MARK: Spring inspector

    /// Opens the inspector on the running demo's springs, or closes it; a demo without
    /// springs says so in a toast.
    private func toggleInspector() {
        if inspector != nil {
            inspector = nil
            return
        }
        guard let running, !running.springs().isEmpty else {
            toast = (Self.nothingToInspect, now + Self.toastSeconds)
            return
        }
        let opened = SpringInspector(springs: running.springs)
        opened.onCopy = { [unowned self] code, name in
            let lines = code.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            if let onCopy = self.onCopy {
                onCopy(code)
                self.toast = ("copied the \(name) spring as UIKit, SwiftUI and POP code", self.now + Self.toastSeconds)
            } else {
                self.toast = ("no clipboard in a headless run", self.now + Self.toastSeconds)
            }
            printError(
                "\(PlaygroundCommand.commandName): note: \(self.onCopy == nil ? "no clipboard headless for" : "copied") \(lines) lines of code for the \(name) spring"
            )
        }
        inspector = opened
    }

    /// The toast for `i` in a demo with no springs to show.
    static let nothingToInspect = "no spring to inspect in this demo"

    // MARK: HUD and banner

    /// Presses on the HUD (drag to a corner, click for the tree) and on the diagnostic
    /// banner (click: the whole message, click again: gone) are the app's, not the demo's.
    private func handleOverlayPointer(_ event: InputEvent) -> Bool {
        if showsHUD {
            let lines = hud.shownLines(hudLines(views: hud.showsTree ? ViewTreeSnapshot.entries(of: window) : []))
            if hud.handle(event, frame: hud.frame(lineCount: lines.count, in: size), in: size) { return true }
        }
        switch event {
        case .pointerDown(let p):
            guard let banner, bannerFrame(banner.text).contains(p) else { return false }
            bannerPressed = true
            return true
        case .pointerMoved:
            return bannerPressed
        case .pointerUp:
            guard bannerPressed else { return false }
            bannerPressed = false
            if bannerExpanded {
                self.banner = nil
                bannerExpanded = false
            } else {
                bannerExpanded = true
            }
            return true
        default:
            return false
        }
    }

    private func bannerLayer(_ text: String) -> Layer {
        OverlayLayers.banner(
            text, in: size, fill: OverlayLayers.bannerFill, id: "overlay.banner",
            measurer: textMeasurer, maxLines: bannerExpanded ? 100 : 2)
    }

    private func bannerFrame(_ text: String) -> Rect {
        let layer = bannerLayer(text)
        let lift = inspector?.layer(in: size).map { $0.bounds.height + 8 } ?? 0
        return Rect(
            x: layer.transform.tx, y: layer.transform.ty - lift, width: layer.bounds.width, height: layer.bounds.height)
    }

    // MARK: Timeline bar

    /// Takes the pointer while it scrubs the timeline bar: a press on the bar's strip while a
    /// transition runs starts, moves follow, the release ends (leaving the transition paused).
    /// Returns true for every event it took, so none of them reaches the views.
    private func handleTimelinePointer(_ event: InputEvent, in w: Window) -> Bool {
        if case .scroll(_, _, let dy) = event {
            // The wheel scrolls the catalog's list; demos have nothing that scrolls.
            (w.rootViewController as? CatalogViewController)?.scroll(by: dy)
            return true
        }
        let point: Point
        switch event {
        case .pointerDown(let p):
            guard p.y >= 0, p.y < OverlayLayers.timelineHitHeight, p.x >= 0, p.x <= w.size.width,
                w.currentTransition != nil
            else { return false }
            isScrubbingTimeline = true
            point = p
        case .pointerMoved(let p), .pointerUp(let p):
            guard isScrubbingTimeline else { return false }
            point = p
        default:
            return false
        }
        if case .pointerUp = event { isScrubbingTimeline = false }
        let width = w.size.width
        tools.scrub(toProgress: width > 0 ? point.x / width : 0, in: w)
        return true
    }

    /// The keys the legend offers for live spring tuning.
    static let tuningKeys: Set<String> = ["[", "]", "-", "=", "+"]
    /// The toast for a tuning key the demo has no use for.
    static let nothingToTune = "no spring to tune in this demo"

    /// X11 and scripts name punctuation by keysym ("bracketleft"); demos tune with the
    /// characters themselves ("[").
    static func tuningKey(_ key: Key) -> Key {
        let characters = [
            "bracketleft": "[", "bracketright": "]", "minus": "-", "equal": "=", "plus": "+",
            "comma": ",", "period": ".",
        ]
        return characters[key.name].map { Key($0) } ?? key
    }

    /// Kinds that are normal behaviour rather than mistakes: UIKit drops touches while a
    /// transition runs (`input.blocked`) without complaint. They go to the trace like every
    /// diagnostic, but raise no banner, and reach stderr only with `--log-input`.
    static func isExpected(_ kind: Diagnostic.Kind) -> Bool {
        kind == .inputBlocked
    }

    private func report(_ diagnostic: Diagnostic) {
        unsentDiagnostics.append(diagnostic)
        let message = diagnostic.summary.split(whereSeparator: \.isNewline).joined(separator: " ")
        if Self.isExpected(diagnostic.kind) {
            if logsIgnoredInput { printError("input: ignored: \(diagnostic.kind): \(message)") }
            return
        }
        banner = ("\(diagnostic.kind): \(message)", now + Self.bannerSeconds)
        bannerExpanded = false
        printError("\(PlaygroundCommand.commandName): diagnostic: \(diagnostic.kind): \(message)")
    }

    // MARK: Overlays

    private func overlays(views: [ViewTreeEntry]) -> [Layer] {
        var layers: [Layer] = []
        if let info = window.currentTransition {
            layers.append(OverlayLayers.timeline(progress: info.progress, in: size))
        }
        if screen != .catalog, !(showsHUD && hud.corner == .topLeft) {
            layers.append(OverlayLayers.escapeHint(in: size, measurer: textMeasurer))
        }
        var hudLayer: Layer?
        if showsHUD { hudLayer = hud.layer(lines: hudLines(views: views), in: size) }
        if tools.isPaused || tools.isSlowMotion {
            let badge = OverlayLayers.speedBadge(
                tools.isPaused ? "paused" : "slow 0.1x", in: size, measurer: textMeasurer)
            // Where a HUD would meet the badge, the HUD's own line ("speed paused", "speed
            // 0.1x") says it: the badge stands back rather than move down onto the demo.
            let meetsHUD =
                hudLayer.map { h in
                    h.transform.tx < badge.transform.tx + badge.bounds.width
                        && badge.transform.tx < h.transform.tx + h.bounds.width
                        && h.transform.ty < badge.transform.ty + badge.bounds.height
                        && badge.transform.ty < h.transform.ty + h.bounds.height
                } ?? false
            if !meetsHUD { layers.append(badge) }
        }
        if let hudLayer { layers.append(hudLayer) }
        let bannerLayer = banner.map { self.bannerLayer($0.text) }
        // With the inspector up, the banner and the toast sit above its panel.
        let panel = inspector?.layer(in: size)
        let lift = panel.map { $0.bounds.height + 8 } ?? 0
        if let toast {
            var layer = OverlayLayers.banner(
                toast.text, in: size, fill: OverlayLayers.toastFill, id: "overlay.toast",
                measurer: textMeasurer)
            // The toast sits just above a banner of one or two lines.
            let above = bannerLayer.map { $0.bounds.height + 8 } ?? 0
            layer.transform = layer.transform.translatedBy(x: 0, y: -(above + lift))
            layers.append(layer)
        }
        if var bannerLayer {
            bannerLayer.transform = bannerLayer.transform.translatedBy(x: 0, y: -lift)
            layers.append(bannerLayer)
        }
        if let panel { layers.append(panel) }
        return layers
    }

    /// The HUD's text: rates, the speed and transition, then the view tree with roles.
    func hudLines(views: [ViewTreeEntry]) -> [String] {
        // Over frames drawn back to back only (see `didDraw`); "-" until there are two.
        var fps = "-"
        if let first = recentFrameTimes.first, let last = recentFrameTimes.last, last > first {
            fps = TraceLine.fixed(Double(recentFrameTimes.count - 1) / (last - first), 1)
        }
        let paint = isDeterministic ? "n/a" : TraceLine.fixed((lastReport?.seconds ?? 0) * 1000, 2) + " ms"
        // Short enough for the compact panel: "12345 px/2" is 12345 pixels redrawn in 2 rectangles.
        let redrawn =
            lastReport.map { "\($0.damagedPixels) px/\($0.damage.count)" }
            ?? "-"
        var lines = ["fps \(fps)  frame \(paint)  redrawn \(redrawn)"]
        var state = "speed \(tools.speedLabel)"
        if let info = window.currentTransition {
            state += "  \(info.kind.rawValue) \(info.state.rawValue) \(TraceLine.fixed(info.progress, 2))"
        } else {
            state += "  no transition"
        }
        lines.append(state)
        let room = max(0, Int((size.height - 80) / OverlayLayers.hudLineHeight) - lines.count)
        let shown = views.filter { $0.id != nil || $0.role != nil }
        for v in shown.prefix(room) {
            let name = v.id ?? v.typeName
            let role = v.role.map { "  [\($0.rawValue)]" } ?? ""
            lines.append(String(repeating: "  ", count: min(v.depth, 8)) + name + role)
        }
        if shown.count > room { lines.append("… \(shown.count - room) more") }
        return lines
    }
}
