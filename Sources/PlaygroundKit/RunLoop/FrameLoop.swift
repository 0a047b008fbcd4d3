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
    /// True between a press and its release, as the live loop saw them.
    private var pointerHeld = false
    /// Seconds presented frames took to paint and hand over, for `--log-frames` (bounded).
    private(set) var frameTimes = FrameStatistics()
    /// Timers and main-queue work, serviced live once per pass (see `runLive`).
    private let mainRunLoop = MainRunLoop()

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
    ///
    /// Rule: frames that only follow time keep to a grid of 1/fps; input a hand is waiting
    /// on (a press, a release, a wheel click, a key, a motion with the button held) is drawn
    /// at once, and the grid starts again from that frame. Waiting for the next tick would
    /// add up to a whole interval between the hand and the screen. This holds whatever
    /// animates: the engine counts an interactive drag as animating (its transition is
    /// watched every tick), and a drag is where the delay is felt. Input that arrives while
    /// a frame is drawn is read after it, all at once, so frames never come faster than they
    /// can be drawn. A motion with no button held changes nothing the playground draws, so
    /// it waits for the tick rather than spend a frame on every report of a moving mouse.
    ///
    /// Each pass also services the main run loop and the main dispatch queue once, without
    /// waiting, as the main run loop does on a device; the idle wait ends when main-queue
    /// work arrives or the next timer is due, and what they changed is drawn.
    func runLive() throws -> Ending {
        if let descriptor = mainRunLoop.wakeDescriptor { _ = backend.wakes(onReadable: descriptor) }
        var nextFrame = clock.now
        var wantsFrame = true
        var lastFrameWasAnimating = false
        var sleptIdle = true
        while true {
            let animating = source.isAnimating
            let moving = wantsFrame || animating || lastFrameWasAnimating
            let timeout = mainRunLoop.idleTimeout(capping: moving ? max(0, nextFrame - clock.now) : nil)
            if !moving {
                // Going idle after frames: hand the memory they freed back to the system, so
                // the next transition starts from what is live, not from the slack of the last
                // one, which would otherwise raise the peak when every demo is visited.
                if !sleptIdle { Renderer.giveBackFreeMemory() }
                sleptIdle = true
            }
            var exposed: PixelRect?
            var drawNow = false
            for timed in backend.timedEvents(timeout: timeout) {
                switch timed.event {
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
                    if let e = timed.event.inputEvent(scale: scale) {
                        log.inputLatency?.received(
                            e, arrival: timed.arrival, count: timed.count, serverTime: timed.serverTime)
                        forward(e)
                        drawNow = drawNow || isAwaited(e)
                    }
                    wantsFrame = true
                }
            }
            if mainRunLoop.service() { wantsFrame = true }
            let now = clock.now
            let due = now >= nextFrame
            // One frame more after an animation ends, so its final state is what stays on screen.
            if (wantsFrame || source.isAnimating || lastFrameWasAnimating) && (due || drawNow) {
                lastFrameWasAnimating = source.isAnimating
                try frame(at: now, alsoShow: exposed, followsIdle: sleptIdle)
                if source.wantsQuit { return .quitKey }
                sleptIdle = false
                wantsFrame = false
                // Stay on the frame grid while animating; after awaited input, an idle spell,
                // or a frame that overran by more than a period, start a fresh grid from now.
                nextFrame = due ? nextFrame + frameInterval : now + frameInterval
                if nextFrame <= now { nextFrame = now + frameInterval }
            } else if let exposed, !needsFullRedraw {
                // The buffer still holds the pixels; the server only lost its copy.
                try backend.present(damage: [exposed])
            }
        }
    }

    /// True for input a hand waits to see answered; tracks whether the button is held.
    private func isAwaited(_ event: InputEvent) -> Bool {
        switch event {
        case .pointerDown:
            pointerHeld = true
            return true
        case .pointerUp:
            pointerHeld = false
            return true
        case .pointerMoved: return pointerHeld
        case .scroll, .key: return true
        case .resize, .close: return false
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
        var paintedLast = false
        while true {
            for event in backend.events(timeout: 0) {
                if let e = event.inputEvent(scale: scale) { forward(e) }
            }
            for event in script?.events(atFrame: index) ?? [] { forward(event) }
            let painted = try frame(at: clock.now, alsoShow: nil)
            // The screen went still after frames: as the live loop does when it goes idle,
            // hand what they freed back to the system (after the frame, outside its time), so
            // a long script's peak is that of its largest transition, not the slack of all.
            if paintedLast && !painted { Renderer.giveBackFreeMemory() }
            paintedLast = painted
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
    /// Returns true when the renderer redrew anything.
    @discardableResult
    private func frame(at time: Double, alsoShow exposed: PixelRect?, followsIdle: Bool = false) throws -> Bool {
        let start = MonotonicClock().now
        let usageBefore = log.logsFrames ? ProcessUsage.now : nil
        let bandsBefore = log.logsFrames ? renderer.bandThreadCounters : nil
        let tree = source.layerTree(at: time)
        let framebuffer = backend.framebufferForDrawing()
        if needsFullRedraw { renderer.invalidate() }
        var damage = renderer.render(tree, into: framebuffer, scale: scale, background: .clear)
        needsFullRedraw = false
        let painted = damage
        if let exposed { damage.append(exposed) }
        source.willPresent(framebuffer)
        let handedOver = MonotonicClock().now
        var shown: Double?
        if let latency = log.inputLatency, latency.hasWaitingEvents {
            // Waits for the server to have drawn the frame, so the time is the screen's;
            // without waiting events the loop goes on while the server copies.
            shown = try backend.presentConfirmed(damage: damage)
        } else {
            try backend.present(damage: damage)
        }
        let elapsed = MonotonicClock().now - start
        let usage = usageBefore.map { ProcessUsage.now.since($0) }
        let bands = bandsBefore.map { renderer.bandThreadCounters.since($0) }
        if !damage.isEmpty || backend.recordsEveryFrame {
            frameTimes.append(elapsed)
            log.frame(
                index: frameTimes.count - 1, time: time, seconds: elapsed, damage: damage, usage: usage, bands: bands)
        }
        try log.inputLatency?.frameShown(
            index: frameTimes.count - 1, start: start, handedOver: handedOver, shown: shown)
        source.didDraw(FrameReport(time: time, seconds: elapsed, damage: painted, followsIdle: followsIdle))
        // A trace that can no longer be written ends the run (see `OutputError`).
        try source.checkOutput()
        return !painted.isEmpty
    }
}
