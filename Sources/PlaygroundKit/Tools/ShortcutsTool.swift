import Engine
import Geometry
import LayerTree

/// The playground's keys and the wheel: `q` quit, Escape back to the catalog, `s` slow
/// motion, space pause, the arrows scrub, and the demo's own tuning keys; the wheel scrolls
/// the catalog (in a demo, the scroll view under the pointer). It draws the `Esc · catalog` hint and the speed badge.
///
/// Rules: it is asked after every other tool, so it takes what no panel took; a tuning key
/// the demo has no use for still answers in a toast, so it does not look broken. X11 and
/// scripts name punctuation by keysym ("bracketleft"); demos tune with the characters.
@MainActor
final class ShortcutsTool: PlaygroundTool {
    /// The keys the legend offers for live spring tuning.
    static let tuningKeys: Set<String> = ["[", "]", "-", "=", "+"]
    /// The toast for a tuning key the demo has no use for.
    static let nothingToTune = "no spring to tune in this demo"

    /// True once `q` arrived: the run ends after this frame.
    private(set) var wantsQuit = false
    /// Called for Escape away from the catalog.
    var onOpenCatalog: () -> Void = {}
    private let playback: Playback
    private let toast: ToastTool
    private let hud: HUDTool

    init(playback: Playback, toast: ToastTool, below hud: HUDTool) {
        self.playback = playback
        self.toast = toast
        self.hud = hud
    }

    func handleKey(_ key: Key, in context: ToolContext) -> Bool {
        let window = context.window
        switch key.name {
        case "q":
            wantsQuit = true
        case "Escape":
            if context.screen != .catalog { onOpenCatalog() }
        case "s":
            playback.toggleSlowMotion(in: window)
            toast.show("slow motion \(playback.isSlowMotion ? "on (0.1x)" : "off")", now: context.now)
        case "space":
            playback.togglePause(in: window)
        case "Left":
            playback.scrub(by: -1, in: window)
        case "Right":
            playback.scrub(by: 1, in: window)
        default:
            let tuning = Self.tuningKey(key)
            if let result = context.running?.tune(tuning) {
                toast.show(result, now: context.now)
            } else if context.running != nil, Self.tuningKeys.contains(tuning.name) {
                toast.show(Self.nothingToTune, now: context.now)
            }
        }
        return true
    }

    func handlePointer(_ event: InputEvent, in context: ToolContext) -> Bool {
        // The wheel scrolls the catalog's list; in a demo it goes on to the views, where the
        // scroll view under the pointer takes it.
        guard case .scroll(_, _, let dy) = event,
            let catalog = context.window.rootViewController as? CatalogViewController
        else { return false }
        catalog.scroll(by: dy)
        return true
    }

    func overlayLayers(in context: ToolContext) -> [Layer] {
        var layers: [Layer] = []
        if context.screen != .catalog, !(hud.isShown && hud.panel.corner == .topLeft) {
            layers.append(OverlayLayers.escapeHint(in: context.size, measurer: context.measurer))
        }
        if playback.isPaused || playback.isSlowMotion {
            let badge = OverlayLayers.speedBadge(
                playback.isPaused ? "paused" : "slow 0.1x", in: context.size, measurer: context.measurer)
            // Where the HUD would meet the badge, the HUD's own line ("speed paused", "speed
            // 0.1x") says it: the badge stands back rather than move down onto the demo.
            let meetsHUD =
                hud.frameLayer.map { h in
                    h.transform.tx < badge.transform.tx + badge.bounds.width
                        && badge.transform.tx < h.transform.tx + h.bounds.width
                        && h.transform.ty < badge.transform.ty + badge.bounds.height
                        && badge.transform.ty < h.transform.ty + h.bounds.height
                } ?? false
            if !meetsHUD { layers.append(badge) }
        }
        return layers
    }

    /// The character a demo tunes with for a key named by keysym (a repeat is a press to it).
    static func tuningKey(_ key: Key) -> Key {
        let characters = [
            "bracketleft": "[", "bracketright": "]", "minus": "-", "equal": "=", "plus": "+",
            "comma": ",", "period": ".",
        ]
        return Key(characters[key.name] ?? key.name)
    }
}
