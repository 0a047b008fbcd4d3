import Engine
import LayerTree

/// The toast: one short notice near the bottom edge (a tuning result, a copy, a recording
/// written) for `seconds` of loop-clock time.
///
/// Rules: a new notice replaces the one up; it sits just above the diagnostic banner and
/// the spring inspector's panel when they are up; a new screen starts without one.
@MainActor
final class ToastTool: PlaygroundTool {
    /// How long a notice stays, loop-clock seconds.
    static let seconds = 1.5

    /// The notice on screen now, if any.
    private(set) var text: String?
    private var until = 0.0
    /// The tools it sits above.
    private let banner: BannerTool
    private let inspector: SpringInspectorTool

    init(above banner: BannerTool, and inspector: SpringInspectorTool) {
        self.banner = banner
        self.inspector = inspector
    }

    /// Shows `text` from `now` on.
    func show(_ text: String, now: Double) {
        self.text = text
        until = now + Self.seconds
    }

    func willDrawFrame(in context: ToolContext) {
        if text != nil, until <= context.now { text = nil }
    }

    var needsFrames: Bool { text != nil }

    func screenWillChange() { text = nil }

    func overlayLayers(in context: ToolContext) -> [Layer] {
        guard let text else { return [] }
        var layer = OverlayLayers.banner(
            text, in: context.size, fill: OverlayLayers.toastFill, id: "overlay.toast", measurer: context.measurer)
        // Just above a banner of one or two lines, and above the inspector's panel.
        let above = banner.layer(in: context).map { $0.bounds.height + 8 } ?? 0
        layer.transform = layer.transform.translatedBy(x: 0, y: -(above + inspector.lift(in: context.size)))
        return [layer]
    }
}
