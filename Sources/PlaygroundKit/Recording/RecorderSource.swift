import Engine
import Geometry
import LayerTree
import Platform
import Renderer
import Transitions

/// The recorder's frame source: one engine window with the user's root controller, no
/// playground overlays (no HUD, hint or timeline bar), writing a trace line per frame
/// exactly as `--trace` does.
@MainActor
final class RecorderSource: FrameSource {
    let window: Window
    private(set) var lines: [String] = []
    private var unsentDiagnostics: [Diagnostic] = []
    private var startTime: Double?

    /// `scale` is the frames' device pixels per point (`Window.scale`), set before the root
    /// controller loads so that its view reads the real one.
    init(root: ViewController, size: Size, scale: Double = 1, clock: any Clock, textMeasurer: (any TextMeasuring)?) {
        window = Window(size: size, scale: scale, clock: clock)
        window.textMeasurer = textMeasurer
        window.diagnostics.onReport = { [unowned self] d in self.unsentDiagnostics.append(d) }
        window.rootViewController = root
        // Laid out before any input arrives: a script's first click must find its button.
        window.tick()
    }

    func handle(_ event: InputEvent) {
        window.send(event)
    }

    var isAnimating: Bool { window.isAnimating || window.needsDisplay }

    func layerTree(at time: Double) -> Layer {
        if startTime == nil { startTime = time }
        window.tick()
        lines.append(
            TraceLine.make(
                frame: lines.count, time: time - (startTime ?? time),
                transition: window.currentTransition, diagnostics: unsentDiagnostics,
                views: ViewTreeSnapshot.entries(of: window)))
        unsentDiagnostics = []
        return window.layerTree()
    }
}

/// A headless backend that keeps copies of the frames a recording asked for.
final class CapturingBackend: WindowBackend {
    private let framebuffer: Framebuffer
    private let keeps: (Int) -> Bool
    private(set) var images: [Int: FrameImage] = [:]
    private var presented = 0
    var pixelWidth: Int { framebuffer.width }
    var pixelHeight: Int { framebuffer.height }

    init(width: Int, height: Int, keeps: @escaping (Int) -> Bool) {
        framebuffer = Framebuffer(width: max(1, width), height: max(1, height))
        self.keeps = keeps
    }

    func events(timeout: Double?) -> [WindowEvent] { [] }
    func framebufferForDrawing() -> Framebuffer { framebuffer }
    func present(damage: [PixelRect]) throws {
        if keeps(presented) { images[presented] = FrameImage(framebuffer) }
        presented += 1
    }
}
