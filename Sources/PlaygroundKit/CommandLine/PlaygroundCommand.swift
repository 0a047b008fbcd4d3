import ArgumentParser
import Engine
import Platform
import Renderer

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The `playground-x11` command line: the root command opens the window (or renders
/// headless); `curve` is a subcommand.
package struct PlaygroundCommand: ParsableCommand, Sendable {
    /// Computed, so `--help` lists the demos `Playground.main` was handed.
    package static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: commandName,
            abstract: "Transition Playground: UIKit's custom view-controller transitions in an X11 window.",
            discussion: helpDiscussion,
            version: PlaygroundIdentity.current.versionText,
            subcommands: [CurveCommand.self])
    }

    // Kept as text and unconditional, like --seconds: `-5x100` and `400` reach validation
    // and are refused with the format and range instead of as a missing or unreadable value.
    @Option(name: .customLong("size"), parsing: .unconditional, help: "Window size in points, WxH.")
    var sizeArgument = WindowSize.default.description

    /// The `--size` value once validation has accepted it.
    var size: WindowSize { WindowSize(argument: sizeArgument) ?? .default }

    @Option(
        name: .long, parsing: .unconditional, help: "Device pixels per point: 1, or 2 for HiDPI.",
        transform: { try PlaygroundCommand.wholeNumber($0, for: "--scale", allowed: "1 or 2") })
    var scale = 1

    @Flag(name: .customLong("no-shm"), help: "Send frames with XPutImage instead of MIT-SHM shared memory.")
    var noSharedMemory = false

    @Flag(name: .long, help: "Render without an X server on a virtual clock (PNG files with --frames).")
    var headless = false

    @Option(
        name: .long,
        help:
            "Headless: the folder that receives frame-00000.png, frame-00001.png, ... (an earlier, longer run's frame-*.png past this run's are removed)."
    )
    var frames: String?

    @Option(
        name: .customLong("frame-count"), parsing: .unconditional, help: "Headless: render exactly this many frames.",
        transform: { try PlaygroundCommand.wholeNumber($0, for: "--frame-count", allowed: "at least 1") })
    var frameCount: Int?

    // Collected as a list so a repeated --demo is refused instead of silently taking the last.
    @Option(name: .customLong("demo"), help: "Open this demo instead of the catalog (see the catalog for names).")
    var demoArguments: [String] = []

    /// The `--demo` name once validation has accepted that there is at most one.
    var demo: String? { demoArguments.last }

    @Option(name: .long, help: "Headless: a timed input script to replay (see README, Script).")
    var script: String?

    @Option(name: .long, help: "Write one JSON line per rendered frame to this file (see README, Trace).")
    var trace: String?

    // Unconditional, so `--seconds -1` reaches validation (and its reason) instead of
    // reading as a missing value followed by an unknown flag.
    @Option(name: .long, parsing: .unconditional, help: "Headless: stop after this many seconds of virtual time.")
    var seconds: Double?

    @Flag(name: .customLong("first-scene"), help: .hidden)
    var firstScene = false

    @Option(
        name: .long, parsing: .unconditional,
        help:
            "Frames per second while something animates (default: the display's refresh rate, else 60; headless: 60, the clock step is 1/fps).",
        transform: { try PlaygroundCommand.wholeNumber($0, for: "--fps", allowed: "1...240") })
    var fps: Int?

    /// The headless clock's rate and the script's frame grid: `--fps`, or 60.
    var steppedFPS: Int { fps ?? 60 }

    @Option(
        name: .long,
        help:
            "Headless: also write the recording as an animated GIF to this file (- is standard output); live: where key r writes the next transition."
    )
    var gif: String?

    @Option(
        name: .long,
        help:
            "Headless: also write the recording as an H.264 MP4 to this file (needs the ffmpeg program, which takes at most 640 MiB at the largest size)."
    )
    var video: String?

    @Flag(name: .customLong("log-input"), help: "Print each input event the engine receives to stderr.")
    var logInput = false

    @Flag(name: .customLong("log-frames"), help: "Print each frame's paint time and damage to stderr.")
    var logFrames = false

    @Option(
        name: .customLong("log-input-latency"),
        help:
            "Live: write, for each pointer event, the milliseconds from its arrival to its frame on the screen to this file (one line each)."
    )
    var logInputLatency: String?

    @Flag(
        name: .long,
        help:
            "Rebuild on every saved Swift source and show the new code in the same window and state (Shift+R: rebuild and restart now)."
    )
    var watch = false

    // The live-reload child's side (see `WatchChild`): started by `--watch`, not by a person.
    @Option(name: .customLong("watch-child"), help: .hidden)
    var watchChild: String?

    @Option(name: .customLong("watch-replay"), help: .hidden)
    var watchReplay: String?

    package init() {}

    package func validate() throws {
        let r = WindowSize.allowedSides
        guard let given = WindowSize(argument: sizeArgument) else {
            throw ValidationError(
                "--size must be WxH, two whole numbers such as \(WindowSize.default), each \(r.lowerBound)...\(r.upperBound) points, not \(sizeArgument)"
            )
        }
        guard given.isAllowed else {
            throw ValidationError(
                "--size must be \(r.lowerBound)x\(r.lowerBound)...\(r.upperBound)x\(r.upperBound) points, not \(given)")
        }
        guard scale == 1 || scale == 2 else { throw ValidationError("--scale must be 1 or 2, not \(scale)") }
        if let fps, !(1...240).contains(fps) { throw ValidationError("--fps must be 1...240, not \(fps)") }
        if let frameCount, frameCount < 1 {
            throw ValidationError("--frame-count must be at least 1, not \(frameCount)")
        }
        if let seconds, !(seconds > 0 && seconds <= PlaygroundRunOptions.headlessLimitSeconds) {
            throw ValidationError(
                "--seconds must be in (0, \(Int(PlaygroundRunOptions.headlessLimitSeconds))] seconds of virtual time, not \(String(cFormat: "%g", seconds))"
            )
        }
        if firstScene && headless && frames == nil { throw ValidationError("--headless needs --frames DIR") }
        try validateWatch()
        try validateReliabilityLimits()
        for (flag, given) in [
            ("--frames", frames != nil), ("--script", script != nil), ("--seconds", seconds != nil),
            ("--frame-count", frameCount != nil),
            ("--video", video != nil),
        ] where given && !headless {
            throw ValidationError("\(flag) only works with --headless")
        }
        if logInputLatency != nil && (headless || watch) {
            throw ValidationError("--log-input-latency only works live, without --headless or --watch")
        }
    }

    /// Runs with no demos (ArgumentParser's entry); `main(demos:)` runs with the catalog.
    package func run() throws {
        try run(demos: [])
    }

    /// Runs the parsed command with `demos` in the catalog (and `--demo NAME`).
    package func run(demos: [PlaygroundDemo]) throws {
        try MainActor.assumeIsolated { try runOnMain(demos: demos) }
    }

    @MainActor
    private func runOnMain(demos: [PlaygroundDemo]) throws {
        var log = FrameLog(logsInput: logInput, logsFrames: logFrames)
        if let path = logInputLatency, watchChild == nil {
            if [trace, gif].contains(path) {
                throw PlaygroundError("--log-input-latency names another output: \(path)")
            }
            log.inputLatency = try InputLatencyLog(path: path)
        }
        if watch || watchChild != nil { return try runWatching(demos: demos, log: log) }
        if !firstScene {
            let options = try playgroundOptions(demos: demos)
            if headless {
                try PlaygroundRun.headless(options, demos: demos, log: log)
            } else {
                try PlaygroundRun.live(
                    options, demos: demos, title: PlaygroundIdentity.current.title,
                    useSharedMemory: !noSharedMemory,
                    log: log, logsWindow: logFrames)
            }
            return
        }
        let text = try TextRasterizer.makeDefault()
        let pixelWidth = size.width * scale
        let pixelHeight = size.height * scale
        if headless, let frames {
            let clock = VirtualClock()
            let host = try HeadlessHost(folder: URL(fileURLWithPath: frames), width: pixelWidth, height: pixelHeight)
            let loop = FrameLoop(
                backend: host, source: FirstScene(clock: clock), renderer: Renderer(textMasks: text),
                clock: clock, scale: Double(scale), fps: Double(steppedFPS), log: log)
            try loop.runHeadless(frameCount: frameCount ?? 60, stepping: clock)
            log.summary(loop.frameTimes)
            return
        }
        let window = try LiveWindow.open(
            width: pixelWidth, height: pixelHeight, title: PlaygroundIdentity.current.title,
            useSharedMemory: !noSharedMemory, logs: logFrames)
        let rate = PlaygroundRun.liveRate(explicit: fps, backend: window, log: log)
        let clock = MonotonicClock()
        let loop = FrameLoop(
            backend: window, source: FirstScene(clock: clock), renderer: Renderer(textMasks: text),
            clock: clock, scale: Double(scale), fps: rate.fps, log: log)
        _ = try loop.runLive()
        log.summary(loop.frameTimes)
    }

    /// `curve` parsed on its own (see `main`), with the same outcomes: its help with exit
    /// 0, a bad option as one line and exit 2, the command's own exit codes.
    private static func runCurve(_ arguments: [String]) -> Never {
        do {
            let curve = try CurveCommand.parse(arguments)
            try curve.run()
            exitProcess(0)
        } catch let code as ExitCode {
            exitProcess(code.rawValue)
        } catch {
            if CurveCommand.exitCode(for: error) == .success {
                print(helpMessage(for: CurveCommand.self))
                exitProcess(0)
            }
            let line = oneLine(
                (error as? PlaygroundError)?.description
                    ?? CurveCommand.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)")
            printError("\(configuration.commandName ?? "playground-x11"): error: \(line)")
            exitProcess(2)
        }
    }

    /// Parses, runs with `demos`, and maps every failure to one line on stderr and exit
    /// code 2 (ArgumentParser would use 64 for usage errors); `--help` and `--version` exit 0.
    package static func main(demos: [PlaygroundDemo]) -> Never {
        let name = configuration.commandName ?? "playground-x11"
        ignoreBrokenPipes()
        do {
            // `curve` is parsed on its own: parsed as a subcommand, the root's --fps (a whole
            // number of frames) would take `curve --fps` and the curve's own would be ignored.
            let arguments = Array(CommandLine.arguments.dropFirst())
            if arguments.first == "curve" { runCurve(Array(arguments.dropFirst())) }
            if arguments.first == "help" { try checkHelpTopic(Array(arguments.dropFirst())) }
            var command = try parseAsRoot()
            if let playground = command as? PlaygroundCommand {
                try playground.run(demos: demos)
            } else {
                try command.run()
            }
            exitProcess(0)
        } catch let code as ExitCode {
            exitProcess(code.rawValue)
        } catch {
            if exitCode(for: error) == .success {
                print(fullMessage(for: error))
                exitProcess(0)
            }
            if let output = error as? OutputError {
                // A closed pipe ends quietly (as `yes | head -1`); any other failed write is one line.
                if output != .readerClosed { printError("\(name): error: \(oneLine(output.description))") }
                exitProcess(output.exitStatus)
            }
            if let scriptError = error as? InputScriptError {
                // The script's own format, so an editor can jump to the line.
                printError(scriptError.description)
                exitProcess(2)
            }
            // Our own lines are escaped whole (a path's newline stays in the one line);
            // ArgumentParser's messages end with usage lines, so only their first is kept.
            let ours = (error as? PlatformError)?.description ?? (error as? PlaygroundError)?.description
            let line = oneLine(ours ?? message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)")
            printError("\(name): error: \(line)")
            // A frame that could not be written fails the recording; the rest are refusals.
            if case .cannotWriteFrame = error as? PlatformError { exitProcess(1) }
            exitProcess(2)
        }
    }
}
