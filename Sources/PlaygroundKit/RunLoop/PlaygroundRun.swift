import Engine
import Geometry
import Platform
import Renderer
import Transitions

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What one run of the playground needs, read from the command line and checked before
/// anything opens: the screen, the parsed script, the output places.
struct PlaygroundRunOptions {
    var screen: PlaygroundSession.Screen
    var size: Size
    var scale: Int
    /// Headless clock rate and script frame grid (`--fps`, or 60).
    var fps: Int
    /// `--fps` as given; nil lets the live loop follow the display's refresh rate.
    var explicitFPS: Int? = nil
    var timeline: InputTimeline?
    var framesFolder: String?
    var tracePath: String?
    var seconds: Double?
    var frameCount: Int?
    /// `--gif` and `--video`: where a headless recording is also shared.
    var sharing = SharingOutputs()

    /// Virtual seconds a headless run may last when `--seconds` is not given and something
    /// never stops moving; the cap keeps a broken demo from hanging a recording.
    static let headlessLimitSeconds = 600.0
}

/// Runs the playground session live in an X11 window or headless on a virtual clock.
@MainActor
enum PlaygroundRun {
    /// Headless: frames on a virtual clock stepping 1/fps, written as PNG files when a folder
    /// is given. Stops when the script has ended and nothing moves, at `q`, after `--seconds`,
    /// or after `--frame-count` frames. Returns the session (tests read it) and the frame count.
    @discardableResult
    static func headless(_ options: PlaygroundRunOptions, demos: [PlaygroundDemo], log: FrameLog) throws
        -> (session: PlaygroundSession, frames: Int)
    {
        let text = try TextRasterizer.makeDefault()
        text.onMissingFont = noteMissingFont
        let clock = VirtualClock()
        let pixelWidth = Int(options.size.width) * options.scale
        let pixelHeight = Int(options.size.height) * options.scale
        var backend: any WindowBackend
        if let folder = options.framesFolder {
            backend = try HeadlessHost(folder: URL(fileURLWithPath: folder), width: pixelWidth, height: pixelHeight)
        } else {
            backend = DiscardingBackend(width: pixelWidth, height: pixelHeight)
        }
        // A trace in place first: while it waits for a FIFO's reader, no recording file exists
        // yet. One written whole is a recording's file, made once the signals are held.
        let wholeTrace = options.tracePath.map(TraceWriter.isWrittenWhole) ?? false
        var trace = wholeTrace ? nil : try options.tracePath.map { try TraceWriter(path: $0, waiting: printError) }
        // Held from before the first recording file exists, so none is left by a signal.
        options.sharing.holdStoppingSignals()
        if wholeTrace, let path = options.tracePath { trace = try TraceWriter(whole: path) }
        let sinks = try options.sharing.makeSinks(width: pixelWidth, height: pixelHeight, fps: Double(options.fps))
        // Any way out of the run before the files are complete removes them and ends the encoder.
        defer { for sink in sinks { sink.abandon() } }
        if !sinks.isEmpty {
            backend = SharingBackend(wrapping: backend, sinks: sinks, clock: clock, names: options.sharing.names)
        }
        let session = PlaygroundSession(
            demos: demos, screen: options.screen, size: options.size, scale: Double(options.scale), clock: clock,
            textMeasurer: text.makeMeasurer(), trace: trace, deterministic: true)
        session.banner.logsIgnoredInput = log.logsInput
        let loop = FrameLoop(
            backend: backend, source: session, renderer: Renderer(textMasks: text), clock: clock,
            scale: Double(options.scale), fps: Double(options.fps), log: log)
        let endFrame = options.timeline?.endFrame ?? 1
        let fps = Double(options.fps)
        let limit = Int(((options.seconds ?? PlaygroundRunOptions.headlessLimitSeconds) * fps).rounded())
        var hitLimit = false
        let count = try loop.runHeadless(stepping: clock, script: options.timeline) { index in
            let drawn = index + 1
            if let frameCount = options.frameCount { return drawn >= frameCount }
            if session.wantsQuit { return true }
            if drawn >= max(1, limit) {
                hitLimit = options.seconds == nil
                return true
            }
            return options.seconds == nil && drawn >= endFrame && session.isSettled
        }
        // The clock has stepped past the last frame: its time is when that frame stops showing.
        try options.sharing.finish(sinks, endTime: clock.now)
        try trace?.finish()
        if let folder = options.framesFolder {
            FramesFolder.noteRemovedFrames(try FramesFolder.removeFrames(in: folder, from: count), in: folder)
        }
        if hitLimit {
            printError(
                "\(PlaygroundCommand.commandName): note: " + Self.capNote(timeline: options.timeline, fps: options.fps))
        }
        session.finish()
        log.summary(loop.frameTimes)
        return (session, count)
    }

    /// What to say when a headless run stopped at the 600 s cap: that the script itself is
    /// longer (and by how much), that a touch is still down at its end, or else that
    /// something kept moving.
    static func capNote(timeline: InputTimeline?, fps: Int) -> String {
        let cap = Int(PlaygroundRunOptions.headlessLimitSeconds)
        let stopped = "stopped after \(cap) s of virtual time"
        if let timeline, timeline.endFrame - 1 > cap * fps {
            let length = Double(timeline.endFrame - 1) / Double(fps)
            return
                "\(stopped); the script lasts \(TraceLine.fixed(length, 2)) s, longer than that: its commands after \(cap) s never ran"
        }
        if let line = timeline?.heldTouchLine {
            return
                "\(stopped); a touch is still down (the script's 'down' on line \(line) has no 'up'), so what it drags never settles"
        }
        return "\(stopped); something kept moving"
    }

    /// The live tick rate for `backend` (see `LiveFrameRate`), logged with `--log-frames`.
    static func liveRate(explicit: Int?, backend: any WindowBackend, log: FrameLog) -> LiveFrameRate {
        let display = explicit == nil || log.logsFrames ? backend.refreshRate : nil
        let rate = LiveFrameRate.choose(explicit: explicit, display: display)
        if log.logsFrames { printError(rate.logLine(display: display)) }
        return rate
    }

    /// Live: an X11 window on the monotonic clock until it closes or `q`. The GIF recorder
    /// (key `r`) is a tool of this run only; as the run ends, the session finishes it.
    static func live(
        _ options: PlaygroundRunOptions, demos: [PlaygroundDemo], title: String, useSharedMemory: Bool,
        log: FrameLog, logsWindow: Bool
    ) throws {
        let text = try TextRasterizer.makeDefault(preferringInstalledUIFont: true)
        text.onMissingFont = noteMissingFont
        // Before the window: a FIFO with no reader waits here, with a notice, rather than
        // behind a mapped window that is frozen and deaf to `q` and close.
        let trace = try options.tracePath.map { try TraceWriter(path: $0, waiting: printError) }
        var options = options
        let (window, fitted) = try LiveWindow.open(
            fitting: options.size, scale: options.scale, title: title, useSharedMemory: useSharedMemory,
            logs: logsWindow)
        options.size = fitted
        let rate = liveRate(explicit: options.explicitFPS, backend: window, log: log)
        let clock = MonotonicClock()
        let session = PlaygroundSession(
            demos: demos, screen: options.screen, size: options.size, scale: Double(options.scale), clock: clock,
            textMeasurer: text.makeMeasurer(), trace: trace, deterministic: false,
            copyToClipboard: { [unowned window] text in window.copyToClipboard(text) },
            extraTools: { toast in
                [GIFRecorderTool(clock: clock, fps: rate.fps, basePath: options.sharing.gifPath, toast: toast)]
            })
        session.banner.logsIgnoredInput = log.logsInput
        let loop = FrameLoop(
            backend: window, source: session, renderer: Renderer(textMasks: text), clock: clock,
            scale: Double(options.scale), fps: rate.fps, log: log)
        defer { session.finish() }
        _ = try loop.runLive()
        log.summary(loop.frameTimes)
    }
}

/// A headless backend that keeps frames in memory only: a run that wants a trace and no
/// PNG files still draws every frame (so the HUD's figures and the damage are real).
final class DiscardingBackend: WindowBackend {
    private let framebuffer: Framebuffer
    var pixelWidth: Int { framebuffer.width }
    var pixelHeight: Int { framebuffer.height }

    init(width: Int, height: Int) {
        framebuffer = Framebuffer(width: max(1, width), height: max(1, height))
    }

    func events(timeout: Double?) -> [WindowEvent] { [] }
    func framebufferForDrawing() -> Framebuffer { framebuffer }
    func present(damage: [PixelRect]) throws {}
}

/// A missing-font notice as one `NAME: note:` line in the running executable's own name.
private func noteMissingFont(_ notice: String) {
    printError("\(PlaygroundCommand.commandName): note: \(notice)")
}
