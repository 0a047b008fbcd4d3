import Engine
import Geometry
import LayerTree
import Platform
import Renderer

/// Drives frames: input -> source -> layer tree at the clock's time -> paint damage -> present.
///
/// Live, it blocks in the backend's `poll()` while nothing animates (an idle window costs
/// no CPU) and ticks every 1/fps seconds while something does. Headless, it steps a
/// virtual clock by exactly 1/fps per frame, so two runs write the same bytes.
@MainActor
final class FrameLoop {
    /// Why the live loop ended.
    enum Ending: Equatable { case closed, quitKey }

    /// How far one wheel click scrolls, points (live and in scripts alike).
    nonisolated static let pointsPerWheelClick = 40.0

    private let backend: any WindowBackend
    private let source: any FrameSource
    private let renderer: Renderer
    private let clock: any Clock
    private let scale: Double
    private let frameInterval: Double
    private let log: FrameLog
    /// True until the first frame and after a resize: the next frame is drawn in full, and
    /// an expose cannot be answered from the buffer before then.
    private var needsFullRedraw = true
    /// Seconds presented frames took to paint and hand over, for `--log-frames` (bounded).
    private(set) var frameTimes = FrameStatistics()

    init(
        backend: any WindowBackend, source: any FrameSource, renderer: Renderer, clock: any Clock,
        scale: Double, fps: Double, log: FrameLog
    ) {
        self.backend = backend
        self.source = source
        self.renderer = renderer
        self.clock = clock
        self.scale = scale
        self.frameInterval = 1 / fps
        self.log = log
        source.handle(.resize(pointSize))
    }

    private var pointSize: Size {
        Size(width: Double(backend.pixelWidth) / scale, height: Double(backend.pixelHeight) / scale)
    }

    /// Runs until the window closes or the source asks to quit (after the frame that asked).
    func runLive() throws -> Ending {
        var nextFrame = clock.now
        var wantsFrame = true
        var lastFrameWasAnimating = false
        var sleptIdle = true
        while true {
            let animating = source.isAnimating
            let timeout: Double? =
                (wantsFrame || animating || lastFrameWasAnimating)
                ? max(0, nextFrame - clock.now) : nil
            if timeout == nil {
                // Going idle after frames: hand the memory they freed back to the system, so
                // the next transition starts from what is live, not from the slack of the last
                // one, which would otherwise raise the peak when every demo is visited.
                if !sleptIdle { Renderer.giveBackFreeMemory() }
                sleptIdle = true
            }
            var exposed: PixelRect?
            for event in backend.events(timeout: timeout) {
                switch event {
                case .close:
                    return .closed
                case .expose(let r):
                    // Not a reason to paint: the kept buffer still has these pixels.
                    exposed = exposed.map { $0.union(r) } ?? r
                case .resize:
                    needsFullRedraw = true
                    forward(.resize(pointSize))
                    wantsFrame = true
                default:
                    if let e = event.inputEvent(scale: scale) { forward(e) }
                    wantsFrame = true
                }
            }
            let now = clock.now
            // One frame more after an animation ends, so its final state is what stays on screen.
            if (wantsFrame || source.isAnimating || lastFrameWasAnimating) && now >= nextFrame {
                lastFrameWasAnimating = source.isAnimating
                try frame(at: now, alsoShow: exposed, followsIdle: sleptIdle)
                if source.wantsQuit { return .quitKey }
                sleptIdle = false
                wantsFrame = false
                // Stay on the frame grid while animating; after an idle spell (or a frame
                // that overran by more than a period) start a fresh grid from now.
                nextFrame += frameInterval
                if nextFrame <= now { nextFrame = now + frameInterval }
            } else if let exposed, !needsFullRedraw {
                // The buffer still holds the pixels; the server only lost its copy.
                try backend.present(damage: [exposed])
            }
        }
    }

    /// Renders exactly `count` frames on `clock`, stepping it by 1/fps after each; the
    /// `script`'s events for a frame are delivered (in points) just before it is drawn.
    func runHeadless(frameCount count: Int, stepping clock: VirtualClock, script: InputTimeline? = nil) throws {
        try runHeadless(stepping: clock, script: script) { index in index + 1 >= count }
    }

    /// Renders frames on `clock`, stepping it by 1/fps after each, until `isDone(index)`
    /// holds after frame `index` was drawn; the `script`'s events for a frame are delivered
    /// just before it is drawn. Returns how many frames were drawn.
    @discardableResult
    func runHeadless(
        stepping clock: VirtualClock, script: InputTimeline? = nil,
        until isDone: (Int) -> Bool
    ) throws -> Int {
        var index = 0
        while true {
            for event in backend.events(timeout: 0) {
                if let e = event.inputEvent(scale: scale) { forward(e) }
            }
            for event in script?.events(atFrame: index) ?? [] { forward(event) }
            try frame(at: clock.now, alsoShow: nil)
            clock.advance(by: frameInterval)
            if isDone(index) { return index + 1 }
            index += 1
        }
    }

    private func forward(_ event: InputEvent) {
        log.input(event)
        source.handle(event)
    }

    /// Paints what changed since the last frame (the renderer's damage, over a transparent
    /// background), then shows it with any exposed area.
    private func frame(at time: Double, alsoShow exposed: PixelRect?, followsIdle: Bool = false) throws {
        let start = MonotonicClock().now
        let tree = source.layerTree(at: time)
        let framebuffer = backend.framebufferForDrawing()
        if needsFullRedraw { renderer.invalidate() }
        var damage = renderer.render(tree, into: framebuffer, scale: scale, background: .clear)
        needsFullRedraw = false
        let painted = damage
        if let exposed { damage.append(exposed) }
        source.willPresent(framebuffer)
        try backend.present(damage: damage)
        let elapsed = MonotonicClock().now - start
        if !damage.isEmpty || backend.recordsEveryFrame {
            frameTimes.append(elapsed)
            log.frame(index: frameTimes.count - 1, time: time, seconds: elapsed, damage: damage)
        }
        source.didDraw(FrameReport(time: time, seconds: elapsed, damage: painted, followsIdle: followsIdle))
        // A trace that can no longer be written ends the run (see `OutputError`).
        try source.checkOutput()
    }
}
