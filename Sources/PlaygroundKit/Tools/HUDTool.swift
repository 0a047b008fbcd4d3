import Engine
import Geometry
import LayerTree

/// Key `h`: the HUD (`HUDPanel`) with the frame rate, the frame's cost, the speed and the
/// transition, and on a click the view tree with roles; dragged, it follows the pointer
/// and snaps to the nearest corner on release.
///
/// Rules: presses on the panel are the HUD's, never the demo's; rates count frames drawn
/// back to back only (an idle gap starts them over); a deterministic (headless) run shows
/// no wall-clock figure, so its frames stay byte-identical.
@MainActor
final class HUDTool: PlaygroundTool {
    /// True while the HUD is up.
    private(set) var isShown = false
    /// The panel's corner and whether it lists the tree.
    private(set) var panel = HUDPanel()
    /// The HUD's layer for the frame being drawn, nil when hidden (see `willDrawFrame`).
    private(set) var frameLayer: Layer?
    private let playback: Playback
    private let isDeterministic: Bool
    private var lastReport: FrameReport?
    private var recentFrameTimes: [Double] = []

    init(playback: Playback, deterministic: Bool) {
        self.playback = playback
        self.isDeterministic = deterministic
    }

    func handleKey(_ key: Key, in context: ToolContext) -> Bool {
        guard key.name == "h" else { return false }
        isShown.toggle()
        return true
    }

    func handlePointer(_ event: InputEvent, in context: ToolContext) -> Bool {
        guard isShown else { return false }
        let lines = panel.shownLines(lines(in: context, views: panel.showsTree ? context.views : []))
        return panel.handle(event, frame: panel.frame(lineCount: lines.count, in: context.size), in: context.size)
    }

    func screenWillChange() { panel.pressStart = nil }

    /// Builds the frame's panel once: the shortcuts' badge stands back where it would meet it.
    func willDrawFrame(in context: ToolContext) {
        frameLayer = isShown ? panel.layer(lines: lines(in: context, views: context.views), in: context.size) : nil
    }

    func overlayLayers(in context: ToolContext) -> [Layer] {
        frameLayer.map { [$0] } ?? []
    }

    func didDraw(_ report: FrameReport) {
        lastReport = report
        if report.followsIdle { recentFrameTimes.removeAll() }
        recentFrameTimes.append(report.time)
        if recentFrameTimes.count > 31 { recentFrameTimes.removeFirst(recentFrameTimes.count - 31) }
    }

    /// The HUD's text: rates, the speed and transition, then the view tree with roles.
    func lines(in context: ToolContext, views: [ViewTreeEntry]) -> [String] {
        // Over frames drawn back to back only (see `didDraw`); "-" until there are two.
        var fps = "-"
        if let first = recentFrameTimes.first, let last = recentFrameTimes.last, last > first {
            fps = TraceLine.fixed(Double(recentFrameTimes.count - 1) / (last - first), 1)
        }
        let paint = isDeterministic ? "n/a" : TraceLine.fixed((lastReport?.seconds ?? 0) * 1000, 2) + " ms"
        // Short enough for the compact panel: "12345 px/2" is 12345 pixels redrawn in 2 rectangles.
        let redrawn = lastReport.map { "\($0.damagedPixels) px/\($0.damage.count)" } ?? "-"
        var lines = ["fps \(fps)  frame \(paint)  redrawn \(redrawn)"]
        var state = "speed \(playback.speedLabel)"
        if let info = context.window.currentTransition {
            state += "  \(info.kind.rawValue) \(info.state.rawValue) \(TraceLine.fixed(info.progress, 2))"
        } else {
            state += "  no transition"
        }
        lines.append(state)
        let room = max(0, Int((context.size.height - 80) / OverlayLayers.hudLineHeight) - lines.count)
        let shown = views.filter { $0.id != nil || $0.role != nil }
        for v in shown.prefix(room) {
            let name = v.id ?? v.typeName
            let role = v.role.map { "  [\($0.rawValue)]" } ?? ""
            lines.append(String(repeating: "  ", count: min(v.onScreen.depth, 8)) + name + role)
        }
        if shown.count > room { lines.append("… \(shown.count - room) more") }
        return lines
    }
}
