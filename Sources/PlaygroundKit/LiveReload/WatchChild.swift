import Engine
import Geometry
import Platform
import Renderer

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The code under edit, as a child of the watching process (`--watch-child`): the normal
/// live session, drawn into shared memory instead of an X window, after replaying the
/// input the previous build was given since its demo opened.
@MainActor
enum WatchChild {
    /// Runs until the parent closes the socket (or sends `close`).
    static func run(
        spec: WatchChildSpec, replayPath: String?, options: PlaygroundRunOptions, demos: [PlaygroundDemo],
        log: FrameLog
    ) throws {
        let text = try TextRasterizer.makeDefault(preferringInstalledUIFont: true)
        text.onMissingFont = { printError("\(PlaygroundCommand.commandName): note: \($0)") }
        let replay = try replayPath.map { path in
            guard let log = ReplayLog(fileText: try String(contentsOfFile: path, encoding: .utf8)) else {
                throw PlaygroundError("--watch-replay: \(path) is not a replay file")
            }
            return log
        }
        var screen = options.screen
        var note: String?
        var start: Double?
        if let replay, let name = replay.demo {
            let opening = openingScreen(replayedDemo: name, demos: demos.map(\.name))
            screen = opening.screen
            note = opening.note
            if case .demo = opening.screen { start = replay.openTime }
        }
        let backend = try SharedFrameBackend(
            socket: spec.socket, memoryFD: spec.memory, capacity: spec.capacity, width: spec.width,
            height: spec.height, lastSequence: replay?.lastSequence ?? 0)
        let scale = Double(options.scale)
        let clock = ReplayClock(start: start)
        let rate = LiveFrameRate.choose(explicit: options.explicitFPS, display: nil)
        func makeSession() -> PlaygroundSession {
            let session = PlaygroundSession(
                demos: demos, screen: screen, size: options.size, scale: Double(options.scale), clock: clock,
                textMeasurer: text.makeMeasurer(), trace: nil, deterministic: false,
                copyToClipboard: { [unowned backend] text in backend.copyToClipboard(text) },
                extraTools: { toast in
                    [GIFRecorderTool(clock: clock, fps: rate.fps, basePath: options.sharing.gifPath, toast: toast)]
                })
            session.banner.logsIgnoredInput = log.logsInput
            return session
        }
        var session = makeSession()
        if let replay, start != nil {
            var told = MonotonicClock().now
            replayInput(replay, into: session, clock: clock, scale: scale, fps: Double(options.fps)) {
                // A few times a second is enough for the parent's limit, and never waits on it.
                let now = MonotonicClock().now
                guard now - told >= Self.progressInterval else { return }
                told = now
                WatchMessage.replaying.send(on: spec.socket, waits: false)
            }
            if session.screen != screen {
                // The same input leads elsewhere in this build: start the demo afresh.
                var name = replay.demo ?? ""
                if case .demo(let opened) = screen { name = opened }
                note = "the replay did not end on '\(name)': it opened at its start"
                clock.goLive()
                session = makeSession()
            }
        }
        clock.goLive()
        // From here on the session is the one that runs; closures capture it, not the variable.
        let live = session
        var reported: PlaygroundSession.Screen?
        backend.screenReport = { [unowned backend] in
            guard live.screen != reported else { return nil }
            let first = reported == nil
            reported = live.screen
            var name: String?
            if case .demo(let demo) = live.screen { name = demo }
            return .screen(
                name: name, openTime: first ? (start ?? MonotonicClock().now) : MonotonicClock().now,
                lastSequence: backend.lastSequence)
        }
        if let note { WatchMessage.note(note).send(on: spec.socket) }
        let loop = FrameLoop(
            backend: backend, source: live, renderer: Renderer(textMasks: text), clock: clock, scale: scale,
            fps: rate.fps, log: log)
        let ending: FrameLoop.Ending
        do {
            defer { live.finish() }
            ending = try loop.runLive()
        }
        // `q` reached the session's quit key (no text field took it): the watch ends with it,
        // told only now that what the session had open (a GIF being recorded) is complete.
        if ending == .quitKey { WatchMessage.quit.send(on: spec.socket) }
    }

    /// The screen a new build opens on when the previous one showed the demo `name`, and
    /// the note that says why when it is not that demo.
    ///
    /// A package with one demo that the edit renamed still means that demo: it opens under
    /// its new name with the input replayed, as the old name would have, instead of a
    /// catalog of one row the developer never asked for. With several demos a lost name
    /// cannot tell which one replaced it, so the catalog opens.
    nonisolated static func openingScreen(replayedDemo name: String, demos: [String]) -> (
        screen: PlaygroundSession.Screen, note: String?
    ) {
        if demos.contains(name) { return (.demo(name), nil) }
        if demos.count == 1, let only = demos.first {
            return (.demo(only), "this build has no demo '\(name)': its one demo '\(only)' opened in its place")
        }
        return (.catalog, "this build has no demo '\(name)': the catalog opened instead")
    }

    /// How often, at most, a replaying child tells the parent it is still replaying (seconds).
    static let progressInterval = 0.25

    /// Gives `session` the logged input at its times on the virtual clock, from when the
    /// demo opened up to now, building each frame's tree but drawing none. While nothing
    /// moves, time jumps to the next event. `progress` runs after each frame built: the
    /// replay's cost grows with every animation since the demo opened, so a long session
    /// must be able to say it is still on its way to the first frame.
    static func replayInput(
        _ log: ReplayLog, into session: PlaygroundSession, clock: ReplayClock, scale: Double, fps: Double,
        progress: () -> Void = {}
    ) {
        let end = max(log.openTime, MonotonicClock().now)
        let entries = log.entries
        var index = 0
        var time = log.openTime
        while true {
            while index < entries.count, entries[index].time <= time || time >= end {
                if let event = entries[index].event.inputEvent(scale: scale) { session.handle(event) }
                index += 1
            }
            clock.set(time)
            _ = session.layerTree(at: clock.now)
            progress()
            if time >= end { return }
            var next = time + 1 / fps
            if !session.isAnimating { next = max(next, index < entries.count ? entries[index].time : end) }
            time = min(next, end)
        }
    }
}
