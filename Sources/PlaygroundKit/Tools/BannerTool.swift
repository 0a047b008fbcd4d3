import Engine
import Geometry
import LayerTree
import Transitions

/// The diagnostic banner: the engine's last diagnostic near the bottom edge, red, for
/// `seconds` of loop-clock time; every diagnostic also goes to stderr.
///
/// Rules: while a transition runs, the banner's time passes at the transition's speed (0.1
/// in slow motion, none while paused), so it stays as long, measured against the transition
/// it was raised in, as at full speed: one raised at the start of a slowed transition is
/// still up when it ends, and one raised while paused stays until time runs again. At full
/// speed nothing changes (a recording's length and pixels are those of the 4 s rule). A click on the banner shows the whole message and keeps it up (it waits for a
/// click, not for time); a second click puts it away; the press and its moves never reach
/// the demo. Kinds that are normal behaviour (`isExpected`) raise no banner and reach stderr
/// only with `--log-input`. It sits above the spring inspector's panel when that is up; a
/// new screen starts without it.
@MainActor
final class BannerTool: PlaygroundTool {
    /// How long a banner stays when not clicked, loop-clock seconds.
    static let seconds = 4.0

    /// The banner's text now, if any.
    private(set) var text: String?
    /// When the banner goes, loop-clock time; moved later by the time a slowed or paused
    /// transition held it back.
    private var until = 0.0
    /// The loop-clock time of the last frame the banner counted, nil when it counts none.
    private var countedTo: Double?
    /// True while a paused transition holds the banner: it waits for time, not for frames.
    private var isHeld = false
    /// True after a click on the banner: whole message, no timeout.
    private(set) var isExpanded = false
    private var isPressed = false
    /// `--log-input`: expected kinds go to stderr too.
    var logsIgnoredInput = false
    private let inspector: SpringInspectorTool

    init(below inspector: SpringInspectorTool) {
        self.inspector = inspector
    }

    /// Kinds that are normal behaviour rather than mistakes: UIKit drops touches while a
    /// transition runs (`input.blocked`) without complaint. They go to the trace like every
    /// diagnostic, but raise no banner, and reach stderr only with `--log-input`.
    static func isExpected(_ kind: Diagnostic.Kind) -> Bool {
        kind == .inputBlocked
    }

    /// Raises the banner for `diagnostic` (unless expected) and says it on stderr.
    func report(_ diagnostic: Diagnostic, now: Double) {
        let message = diagnostic.message.split(whereSeparator: \.isNewline).joined(separator: " ")
        if Self.isExpected(diagnostic.kind) {
            if logsIgnoredInput { printError("input: ignored: \(diagnostic.kind): \(message)") }
            return
        }
        // A run of the same refusal is one banner with its count; stderr has a line each,
        // as UIKit logs one console warning per attempt.
        let summary = diagnostic.summary.split(whereSeparator: \.isNewline).joined(separator: " ")
        text = "\(diagnostic.kind): \(summary)"
        until = now + Self.seconds
        countedTo = now
        isExpanded = false
        printError("\(PlaygroundCommand.commandName): diagnostic: \(diagnostic.kind): \(message)")
    }

    func handlePointer(_ event: InputEvent, in context: ToolContext) -> Bool {
        switch event {
        case .pointerDown(let p):
            guard let frame = frame(in: context), frame.contains(p) else { return false }
            isPressed = true
            return true
        case .pointerMoved:
            return isPressed
        case .pointerUp:
            guard isPressed else { return false }
            isPressed = false
            if isExpanded {
                text = nil
                isExpanded = false
            } else {
                isExpanded = true
            }
            return true
        default:
            return false
        }
    }

    func willDrawFrame(in context: ToolContext) {
        guard text != nil, !isExpanded else {
            countedTo = nil
            isHeld = false
            return
        }
        // A slowed transition slows the banner's time with it: the loop time that went by
        // only counts at the rate the transition ran. Full speed leaves `until` untouched.
        let rate = Self.rate(in: context.window)
        if let last = countedTo, rate < 1, context.now > last {
            until += (context.now - last) * (1 - rate)
        }
        countedTo = context.now
        isHeld = rate == 0
        if until <= context.now { text = nil }
    }

    /// How fast the banner's time passes in `window`: the window's time scale while a
    /// transition runs there (slow motion, pause), else 1.
    static func rate(in window: Window) -> Double {
        guard let context = window.currentTransitionContext, !context.isComplete else { return 1 }
        return min(1, max(0, window.timeScale))
    }

    /// An expanded banner waits for a click, not for time, and one a paused transition holds
    /// waits for the pause to end (which brings frames of its own): neither needs frames.
    var needsFrames: Bool { text != nil && !isExpanded && !isHeld }

    func screenWillChange() {
        text = nil
        isExpanded = false
        isPressed = false
        countedTo = nil
        isHeld = false
    }

    func overlayLayers(in context: ToolContext) -> [Layer] {
        guard var layer = layer(in: context) else { return [] }
        layer.transform = layer.transform.translatedBy(x: 0, y: -inspector.lift(in: context.size))
        return [layer]
    }

    /// The banner's layer where it sits without the inspector; nil when there is none.
    func layer(in context: ToolContext) -> Layer? {
        text.map {
            OverlayLayers.banner(
                $0, in: context.size, fill: OverlayLayers.bannerFill, id: "overlay.banner",
                measurer: context.measurer, maxLines: isExpanded ? 100 : 2)
        }
    }

    private func frame(in context: ToolContext) -> Rect? {
        guard let layer = layer(in: context) else { return nil }
        return Rect(
            x: layer.transform.tx, y: layer.transform.ty - inspector.lift(in: context.size),
            width: layer.bounds.width, height: layer.bounds.height)
    }
}
