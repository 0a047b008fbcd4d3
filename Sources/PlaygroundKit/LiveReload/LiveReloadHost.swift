import Engine
import Geometry
import Platform
import Renderer

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// `--watch`: the process that owns the X window, the input, the source watcher and the
/// compiler, and runs no demo code itself.
///
/// The demo runs in a child, a build of the package started with `--watch-child`, which
/// draws into shared memory; this process copies the rectangles it names into the window.
/// A save rebuilds; the new build starts beside the running one, replays the input given
/// since the demo opened, and replaces it only once it has drawn its first frame. A failed
/// build, or a new build that crashes, hangs or exits, leaves the running one on screen
/// with a banner that says why; if the running build itself crashes, the one before it
/// comes back with the same input replayed.
@MainActor
final class LiveReloadHost {
    /// A child build and what the parent holds of it.
    final class Child {
        let process: SpawnedProcess
        let socket: Int32
        let pixels: SharedPixels
        let binary: String
        /// The replay file it reads at start; removed once it said hello.
        let replayPath: String
        let started: Double
        var helloTime: Double?
        var width: Int
        var height: Int
        var hasDrawn = false

        init(
            process: SpawnedProcess, socket: Int32, pixels: SharedPixels, binary: String, replayPath: String,
            width: Int, height: Int
        ) {
            self.process = process
            self.socket = socket
            self.pixels = pixels
            self.binary = binary
            self.replayPath = replayPath
            self.width = width
            self.height = height
            started = SpawnedProcess.now()
        }

        deinit {
            close(socket)
            process.terminate()
        }
    }

    /// How long a new build may go without a frame after it said hello (and before that).
    static let firstFrameLimit = 2.0
    static let helloLimit = 15.0

    private let package: WatchedPackage
    private let options: PlaygroundRunOptions
    private let window: X11Window
    private let watcher: SourceWatcher
    private let overlay: ReloadOverlay
    private let scale: Double
    private let fps: Int
    private let folder: String
    private let capacity: Int
    private var current: Child?
    private var pending: Child?
    private var builder: SpawnedProcess?
    private var rebuildWanted = false
    private var buildStart = 0.0
    private var changeTime = 0.0
    /// How long the last successful build took, seconds.
    private var buildSeconds = 0.0
    private var log: ReplayLog
    private var sequence = 0
    private var binarySerial = 0
    /// The build that ran before the current one: what comes back if the current one crashes.
    private var previousBinary: String?
    private var restartedAfterCrash = false
    private var overlayUntil: Double?
    private var quits = false

    /// Opens the window and starts the first child from the running program's own binary.
    init(
        options: PlaygroundRunOptions, package: WatchedPackage, title: String, useSharedMemory: Bool,
        log frameLog: FrameLog, logsWindow: Bool
    ) throws {
        self.package = package
        var options = options
        let connection = try X11Display()
        let fit = WindowFit.fit(options.size, scale: options.scale, screen: connection.screenSize)
        if let note = fit.note { printError(note) }
        options.size = fit.size
        let width = Int(options.size.width) * options.scale
        let height = Int(options.size.height) * options.scale
        // Room for the window at the size of the whole screen (pixels): a resize needs no new memory.
        capacity = max(width * height, connection.screenSize.width * connection.screenSize.height) * 4
        // Platform's own calls, not the single-window run's helpers: this window outlives the runs.
        let window = try X11Window(
            title: title, width: width, height: height, useSharedMemory: useSharedMemory, on: connection)
        if logsWindow {
            printError("window: id=\(window.windowID) shm=\(window.usesSharedMemory) pixels=\(width)x\(height)")
        }
        self.window = window
        let display = options.explicitFPS == nil || frameLog.logsFrames ? window.refreshRate : nil
        let rate = LiveFrameRate.choose(explicit: options.explicitFPS, display: display)
        if frameLog.logsFrames { printError(rate.logLine(display: display)) }
        fps = max(1, min(240, Int(rate.fps.rounded())))
        self.options = options
        scale = Double(options.scale)
        watcher = try SourceWatcher(roots: package.sourceFolders)
        overlay = ReloadOverlay(text: try TextRasterizer.makeDefault(preferringInstalledUIFont: true))
        folder = "\(package.root)/.build/watch-\(getpid())"
        Self.removeAbandonedFolders(in: "\(package.root)/.build")
        mkdir(folder, 0o700)
        var demo: String?
        if case .demo(let name) = options.screen { demo = name }
        log = ReplayLog(demo: demo, openTime: SpawnedProcess.now())
    }

    /// Runs until q or the window closes, then ends every child, the compiler and the watcher.
    func run() throws {
        defer { shutDown() }
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? package.binaryPath
        pending = try startChild(binary: try snapshot(executable))
        printError(
            "\(PlaygroundCommand.commandName): watching \(package.sourceFolders.joined(separator: ", ")) (\(watcher.folderCount) folders)"
        )
        while !quits {
            for event in window.events(timeout: 0) { handle(event) }
            if quits { break }
            let now = SpawnedProcess.now()
            watcher.read(now: now)
            let firstChange = watcher.firstChangeTime
            if watcher.changesSettled(now: now) != nil {
                // Measured from the save, as the person who saved sees it.
                changeTime = firstChange ?? now
                if builder == nil { try startBuild() } else { rebuildWanted = true }
            }
            try checkBuilder()
            try checkChildren()
            if let until = overlayUntil, now >= until {
                overlayUntil = nil
                setOverlay(.none)
            }
            waitForSomething()
        }
    }

    // MARK: Input

    private func handle(_ event: WindowEvent) {
        switch event {
        case .close, .key("q"):
            quits = true
        case .expose(let r):
            try? window.present(damage: [r])
        default:
            if case .resize = event { redrawOverlay() }
            sequence += 1
            log.append(event, sequence: sequence, time: SpawnedProcess.now())
            // Never waits: a child that stopped reading (hung) must not freeze the window;
            // it loses the input, and the hang check ends it.
            for child in [current, pending].compactMap({ $0 }) {
                WatchMessage.event(sequence: sequence, event).send(on: child.socket, waits: false)
            }
        }
    }

    // MARK: Building

    private func startBuild() throws {
        rebuildWanted = false
        buildStart = SpawnedProcess.now()
        builder = try SpawnedProcess(
            [
                "swift", "build", "--package-path", package.root, "--product", package.product, "-c",
                package.configuration,
            ], mergingStandardOutput: true, echoes: false)
        setOverlay(.status("building…"))
    }

    private func checkBuilder() throws {
        guard let builder else { return }
        builder.readOutput()
        guard builder.checkExit() else { return }
        self.builder = nil
        let milliseconds = Int(((SpawnedProcess.now() - buildStart) * 1000).rounded())
        if builder.succeeded {
            buildSeconds = SpawnedProcess.now() - buildStart
            printError("\(PlaygroundCommand.commandName): built in \(milliseconds) ms")
            if let binary = try? snapshot(package.binaryPath), binary != current?.binary {
                pending = nil
                do {
                    pending = try startChild(binary: binary)
                    setOverlay(.status("built in \(milliseconds) ms, starting…"))
                } catch {
                    // The running build stays; the next save tries again.
                    report("the new build could not start", tail: "\(error)")
                }
            } else {
                // Nothing compiled changed: the running build stays, nothing flickers.
                setOverlay(.status("built in \(milliseconds) ms, no change"), for: 1.5)
            }
        } else {
            _ = builder.outputBytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            let first = BuildOutput.firstError(in: builder.outputText, root: package.root) ?? "the build failed"
            printError("\(PlaygroundCommand.commandName): build failed: \(first)")
            setOverlay(.banner(first))
        }
        if rebuildWanted { try startBuild() }
    }

    /// A hard link to `path` in the watch folder (a copy where links cannot be made), so
    /// the next build may replace the product while this one runs; the same file as the
    /// newest snapshot when nothing changed.
    private func snapshot(_ path: String) throws -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { throw PlaygroundError("--watch: no product at \(path)") }
        if let last = current?.binary ?? pending?.binary {
            var lastInfo = stat()
            if stat(last, &lastInfo) == 0, lastInfo.st_ino == info.st_ino, lastInfo.st_dev == info.st_dev {
                return last
            }
        }
        binarySerial += 1
        let target = "\(folder)/\(package.product)-\(binarySerial)"
        if link(path, target) != 0 {
            try FileManager.default.copyItem(atPath: path, toPath: target)
            chmod(target, 0o755)
        }
        return target
    }

    // MARK: Children

    private func startChild(binary: String) throws -> Child {
        var sockets: [Int32] = [-1, -1]
        let type = Int32(SOCK_SEQPACKET.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        guard socketpair(AF_UNIX, type, 0, &sockets) == 0 else {
            throw PlaygroundError("--watch: no socket pair: \(errnoText())")
        }
        let pixels: SharedPixels
        do { pixels = try SharedPixels(capacity: capacity) } catch {
            close(sockets[0])
            close(sockets[1])
            throw error
        }
        log.lastSequence = sequence
        let replayPath = "\(folder)/replay-\(binarySerial).txt"
        try log.fileText.write(toFile: replayPath, atomically: true, encoding: .utf8)
        let width = window.pixelWidth
        let height = window.pixelHeight
        let spec = WatchChildSpec(
            socket: sockets[1], memory: pixels.fileDescriptor, capacity: capacity, width: width, height: height)
        var arguments = [
            binary, "--watch-child", spec.argument, "--watch-replay", replayPath, "--scale", "\(options.scale)",
            "--size", "\(max(1, width / options.scale))x\(max(1, height / options.scale))", "--fps", "\(fps)",
        ]
        if let gif = options.sharing.gifPath { arguments += ["--gif", gif] }
        let process: SpawnedProcess
        do {
            process = try SpawnedProcess(
                arguments, inherited: [sockets[1], pixels.fileDescriptor], mergingStandardOutput: false, echoes: true,
                keptBytes: 1 << 18)
        } catch {
            close(sockets[0])
            close(sockets[1])
            throw error
        }
        close(sockets[1])
        return Child(
            process: process, socket: sockets[0], pixels: pixels, binary: binary, replayPath: replayPath, width: width,
            height: height)
    }

    private func checkChildren() throws {
        let now = SpawnedProcess.now()
        if let child = current {
            child.process.readOutput()
            let (messages, closed) = WatchMessage.receive(on: child.socket)
            for message in messages { take(message, from: child) }
            if closed || child.process.checkExit() {
                child.process.terminate()
                current = nil
                try recoverFromCrash(of: child)
            }
        }
        if let child = pending {
            child.process.readOutput()
            let (messages, closed) = WatchMessage.receive(on: child.socket)
            for message in messages { take(message, from: child) }
            if pending === child, closed || child.process.checkExit() {
                child.process.terminate()
                pending = nil
                let tail = CrashOutput.summary(of: child.process.outputText)
                report("the new build ended at start (\(child.process.endingDescription))", tail: tail)
            } else if pending === child,
                now - (child.helloTime ?? child.started)
                    > (child.helloTime == nil ? Self.helloLimit : Self.firstFrameLimit)
            {
                child.process.terminate(signal: SIGKILL)
                pending = nil
                let tail = CrashOutput.summary(of: child.process.outputText)
                report("the new build drew no frame for \(Int(Self.firstFrameLimit)) s and was stopped", tail: tail)
            }
        }
    }

    /// The running build ended by itself: say so, and bring back the one before it in the
    /// same state (once; a build that also ends leaves the window as it is).
    private func recoverFromCrash(of child: Child) throws {
        let tail = CrashOutput.summary(of: child.process.outputText)
        report("the build ended (\(child.process.endingDescription))", tail: tail)
        guard pending == nil, !restartedAfterCrash else { return }
        restartedAfterCrash = true
        pending = try startChild(binary: previousBinary ?? child.binary)
    }

    private func report(_ what: String, tail: String) {
        let line = tail.isEmpty ? what : "\(what): \(tail)"
        printError("\(PlaygroundCommand.commandName): \(line)")
        setOverlay(.banner(line))
    }

    private func take(_ message: WatchMessage, from child: Child) {
        switch message {
        case .hello:
            child.helloTime = SpawnedProcess.now()
            // Read before the hello was sent.
            unlink(child.replayPath)
        case .screen(let name, let openTime, let lastSequence):
            log.screenOpened(name, openTime: openTime, lastSequence: lastSequence)
        case .note(let line):
            printError("\(PlaygroundCommand.commandName): \(line)")
            setOverlay(.banner(line), for: 4)
        case .frame(let width, let height, let damage):
            child.width = width
            child.height = height
            if child === pending {
                swapIn(child)
            } else if child === current {
                show(damage, of: child)
                WatchMessage.shown.send(on: child.socket)
            }
        case .copy(let text):
            window.setClipboard(text)
        case .event, .shown:
            break
        }
    }

    /// The new build drew its first frame: it replaces the running one on screen.
    private func swapIn(_ child: Child) {
        if let old = current, old.binary != child.binary { previousBinary = old.binary }
        current = child
        pending = nil
        child.hasDrawn = true
        show([PixelRect(x: 0, y: 0, width: child.width, height: child.height)], of: child)
        WatchMessage.shown.send(on: child.socket)
        if restartedAfterCrash {
            // The crash's banner stays up over the build that came back, until the next reload.
            printError("\(PlaygroundCommand.commandName): the build before it is back, in the same state")
        } else if changeTime > 0 {
            let ms = Int(((SpawnedProcess.now() - changeTime) * 1000).rounded())
            let swap = Int(((SpawnedProcess.now() - changeTime - buildSeconds) * 1000).rounded())
            // One line a tool can read: the whole reload, and its build and swap parts.
            printError(
                "\(PlaygroundCommand.commandName): reloaded \(ms) ms after the save (build \(ms - swap) ms, swap \(swap) ms)"
            )
            setOverlay(.status("reloaded in \(ms) ms"), for: 1.5)
        }
        restartedAfterCrash = false
        pruneBuilds()
    }

    /// Removes the builds no child runs and no crash would bring back: each holds a whole
    /// product alive once the next build has replaced it.
    private func pruneBuilds() {
        let kept = Set([current?.binary, pending?.binary, previousBinary].compactMap { $0 })
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        where name.hasPrefix("\(package.product)-") && !kept.contains("\(folder)/\(name)") {
            unlink("\(folder)/\(name)")
        }
    }

    /// Removes `.build/watch-PID` folders whose process is gone (a watch ended by a signal).
    nonisolated static func removeAbandonedFolders(in buildFolder: String) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: buildFolder)) ?? [] {
            guard name.hasPrefix("watch-"), let pid = Int32(name.dropFirst(6)), kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            let folder = "\(buildFolder)/\(name)"
            for file in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
                unlink("\(folder)/\(file)")
            }
            rmdir(folder)
        }
    }

    // MARK: Pixels

    /// Copies `damage` of the child's shared buffer into the window's, draws the overlay
    /// over it, and shows it.
    private func show(_ damage: [PixelRect], of child: Child) {
        let target = window.framebufferForDrawing()
        let source = Framebuffer(
            wrapping: child.pixels.base, width: child.width, height: child.height, stride: child.width * 4)
        var shown: [PixelRect] = []
        for rect in damage {
            let area = rect.intersection(source.bounds).intersection(target.bounds)
            guard !area.isEmpty else { continue }
            for y in area.y..<area.maxY {
                (target.row(y) + area.x).update(from: source.row(y) + area.x, count: area.width)
            }
            overlay.compose(into: target, within: area)
            shown.append(area)
        }
        if !shown.isEmpty { try? window.present(damage: shown) }
    }

    private func setOverlay(_ content: ReloadOverlay.Content, for seconds: Double? = nil) {
        overlayUntil = seconds.map { SpawnedProcess.now() + $0 }
        guard content != overlay.content || seconds != nil else { return }
        let rects = overlay.show(content, width: window.pixelWidth, height: window.pixelHeight, scale: scale)
        repaint(rects)
    }

    private func redrawOverlay() {
        _ = overlay.show(overlay.content, width: window.pixelWidth, height: window.pixelHeight, scale: scale)
    }

    private func repaint(_ rects: [PixelRect]) {
        guard !rects.isEmpty else { return }
        if let current {
            show(rects, of: current)
        } else {
            let target = window.framebufferForDrawing()
            for rect in rects { overlay.compose(into: target, within: rect.intersection(target.bounds)) }
            try? window.present(damage: rects.map { $0.intersection(target.bounds) }.filter { !$0.isEmpty })
        }
    }

    // MARK: Waiting and ending

    private func waitForSomething() {
        var fds = [pollfd(fd: window.connectionFileDescriptor, events: Int16(POLLIN), revents: 0)]
        fds.append(pollfd(fd: watcher.fileDescriptor, events: Int16(POLLIN), revents: 0))
        for child in [current, pending].compactMap({ $0 }) {
            fds.append(pollfd(fd: child.socket, events: Int16(POLLIN), revents: 0))
            if child.process.output >= 0 {
                fds.append(pollfd(fd: child.process.output, events: Int16(POLLIN), revents: 0))
            }
        }
        if let builder, builder.output >= 0 {
            fds.append(pollfd(fd: builder.output, events: Int16(POLLIN), revents: 0))
        }
        let now = SpawnedProcess.now()
        var deadline = now + 0.25
        if let settle = watcher.settleDeadline { deadline = min(deadline, settle) }
        if let until = overlayUntil { deadline = min(deadline, until) }
        let ms = Int32(max(0, (deadline - now) * 1000).rounded(.up))
        _ = poll(&fds, nfds_t(fds.count), ms)
    }

    private func shutDown() {
        builder?.terminate(signal: SIGINT, grace: 2)
        builder = nil
        pending = nil
        current = nil
        if let names = try? FileManager.default.contentsOfDirectory(atPath: folder) {
            for name in names { unlink("\(folder)/\(name)") }
        }
        rmdir(folder)
    }
}
