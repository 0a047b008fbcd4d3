import Engine
import Geometry
import LayerTree

/// The timeline bar along the top edge while a transition runs, and scrubbing on it.
///
/// Rules: a press on the bar's strip (`OverlayLayers.timelineHitHeight` from the top, the
/// bar is thin to look at but easy to hit) while a transition runs pauses it and moves it
/// to the pointer's x fraction; moves follow until the release, which leaves it paused. It
/// takes every event of that press, so none reaches the views. Lowest of the chrome: any
/// panel drawn over the strip is asked first.
@MainActor
final class TimelineScrubberTool: PlaygroundTool {
    /// True from a press on the bar until its release: the pointer scrubs.
    private(set) var isScrubbing = false
    private let playback: Playback

    init(playback: Playback) {
        self.playback = playback
    }

    func handlePointer(_ event: InputEvent, in context: ToolContext) -> Bool {
        let w = context.window
        let point: Point
        switch event {
        case .pointerDown(let p):
            guard p.y >= 0, p.y < OverlayLayers.timelineHitHeight, p.x >= 0, p.x <= w.size.width,
                w.currentTransition != nil
            else { return false }
            isScrubbing = true
            point = p
        case .pointerMoved(let p), .pointerUp(let p):
            guard isScrubbing else { return false }
            point = p
        default:
            return false
        }
        if case .pointerUp = event { isScrubbing = false }
        let width = w.size.width
        playback.scrub(toProgress: width > 0 ? point.x / width : 0, in: w)
        return true
    }

    func screenWillChange() { isScrubbing = false }

    func overlayLayers(in context: ToolContext) -> [Layer] {
        guard let info = context.window.currentTransition else { return [] }
        return [OverlayLayers.timeline(progress: info.progress, in: context.size)]
    }
}
