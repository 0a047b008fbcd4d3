import Engine
import Geometry
import LayerTree
import Renderer

/// One piece of the playground's chrome on the one input route: it may take a pointer
/// event or a key, draws its overlay layers over the demo, and may watch frames.
///
/// Rules: the session keeps its tools in z-order, bottom first. Overlays are drawn in that
/// order; pointer events and keys are offered in the reverse order (topmost first), so what
/// is drawn on top is asked first, and the first tool that returns true ends the event's
/// route. A pointer event no tool takes goes to the demo's views (`Window.sendEvent`); a key
/// no tool takes is dropped. Every event is routed during the frame it is due in, in the
/// order it arrived, so a script's event acts on exactly its frame.
@MainActor
protocol PlaygroundTool: AnyObject {
    /// Offered each pointer and wheel event; true keeps it from the tools below and the views.
    func handlePointer(_ event: InputEvent, in context: ToolContext) -> Bool
    /// Offered each key press; true keeps it from the tools below.
    func handleKey(_ key: Key, in context: ToolContext) -> Bool
    /// Called once a frame, after the engine's frame and before any overlay is asked for.
    func willDrawFrame(in context: ToolContext)
    /// The tool's layers over the demo, in points; empty when it shows nothing.
    func overlayLayers(in context: ToolContext) -> [Layer]
    /// True while the tool needs frames of its own (a notice waiting to time out).
    var needsFrames: Bool { get }
    /// Called before another screen opens: what the tool holds of the old one goes.
    func screenWillChange()
    /// Called with each frame, whole, after it was drawn and before it is shown (a
    /// shared-memory buffer is the display's once shown).
    func willPresent(_ framebuffer: Framebuffer, in context: ToolContext)
    /// Called with what drawing the last frame cost.
    func didDraw(_ report: FrameReport)
    /// Called once when the run ends (the window closed, `q`): finish what is open.
    func finish()
}

extension PlaygroundTool {
    /// Most tools take no pointer events.
    func handlePointer(_ event: InputEvent, in context: ToolContext) -> Bool { false }
    /// Most tools take no keys.
    func handleKey(_ key: Key, in context: ToolContext) -> Bool { false }
    /// Most tools keep no timers.
    func willDrawFrame(in context: ToolContext) {}
    /// Most tools draw nothing.
    func overlayLayers(in context: ToolContext) -> [Layer] { [] }
    /// Most tools never ask for frames.
    var needsFrames: Bool { false }
    /// Most tools keep nothing of a screen.
    func screenWillChange() {}
    /// Most tools do not watch pixels.
    func willPresent(_ framebuffer: Framebuffer, in context: ToolContext) {}
    /// Most tools do not care what a frame cost.
    func didDraw(_ report: FrameReport) {}
    /// Most tools hold nothing open.
    func finish() {}
}

/// What a tool sees of the session when an event or a frame reaches it: the screen's engine
/// window, its size, the loop clock's time, the running demo, and the text measurer.
@MainActor
final class ToolContext {
    /// The engine window of the current screen.
    let window: Window
    /// The window's size in points.
    let size: Size
    /// The loop clock's time of the frame, seconds.
    let now: Double
    /// The screen up.
    let screen: PlaygroundSession.Screen
    /// The running demo, nil on the catalog.
    let running: PlaygroundDemo.Running?
    /// Measures text as the renderer draws it; nil in tests without fonts.
    let measurer: (any TextMeasuring)?

    init(
        window: Window, size: Size, now: Double, screen: PlaygroundSession.Screen,
        running: PlaygroundDemo.Running?, measurer: (any TextMeasuring)?
    ) {
        self.window = window
        self.size = size
        self.now = now
        self.screen = screen
        self.running = running
        self.measurer = measurer
    }

    /// The view tree with roles, as the trace and the HUD list it; read once a context.
    private(set) lazy var views: [ViewTreeEntry] = ViewTreeSnapshot.entries(of: window)
}
