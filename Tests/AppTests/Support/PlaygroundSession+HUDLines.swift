import Engine

@testable import PlaygroundKit

extension PlaygroundSession {
    /// The HUD's lines for the current screen with `views` listed, as the HUD would draw them.
    func hudLines(views: [ViewTreeEntry]) -> [String] {
        hud.lines(
            in: ToolContext(
                window: window, size: window.size, now: 0, screen: screen, running: nil, measurer: textMeasurer),
            views: views)
    }
}
