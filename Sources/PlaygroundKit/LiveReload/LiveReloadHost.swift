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
/// with a banner that says why; if the running build itself crashes or stops answering,
/// the one before it comes back with the same input replayed.
@MainActor
final class LiveReloadHost {
    /// How long a new build may go without a frame after it said hello or last said it is
    /// still replaying (and, before its hello, how long it may take to say it).
    static let firstFrameLimit = 2.0
    static let helloLimit = 15.0
    /// How long the running build may leave a ping unanswered, and how often it is asked:
    /// an idle demo draws nothing, so a missing frame alone cannot tell it from a stuck one.
    nonisolated static let answerLimit = 2.0
    /// How long a build that said it crashed may take to end (its backtrace being written)
    /// before it is stopped: then it is reported as the crash it said, not as a hang.
    nonisolated static let crashReportLimit = 15.0
    static let pingInterval = 0.5

    let package: WatchedPackage
    let options: PlaygroundRunOptions
    /// The X window, seen through what this process asks of it.
    let window: any PollableWindowBackend
    let watcher: SourceWatcher
    let overlay: ReloadOverlay
    let fps: Int
    /// Where the snapshots of builds and the replay files are.
    let builds: WatchFolder
    let capacity: Int
    var current: Child?
    var pending: Child?
    var builder: SpawnedProcess?
    var rebuildWanted = false
    /// Saved Swift files no successful build has taken in yet, and those the running build takes.
    var unbuiltChanges: Set<String> = []
    var buildingChanges: Set<String> = []
    /// The commands of SwiftPM's plan a direct build runs (the running one is `builder`),
    /// and the build folder's lock it holds meanwhile; nil for a SwiftPM build.
    var directSteps: BuildManifest.Steps?
    var buildFolderLock: BuildFolderLock?
    /// True once SwiftPM's plan is the package as it is: the product the watch started from
    /// is newer than every source the plan reads, or a SwiftPM build of this watch succeeded.
    var planIsCurrent = false
    /// The key (`DirectLink.key`) of the link whose driver jobs `linkJobsFile` holds, and of
    /// the running link that asked the driver for them.
    var linkJobsKey: String?
    var runningLinkKey: String?
    /// The engine image the quick link links programs against (`SplitLink`), and the one
    /// being linked while `builder` links it; `imageRefused` names the object list an image
    /// link failed for, so that it is not tried again for the same objects.
    var engineImage: EngineImage?
    var linkingImage: EngineImage?
    var imageRefused: [String]?
    var imageSerial = 0
    var imageLinkStart = 0.0
    /// The product the last successful build wrote (the plan's, or the quick link's
    /// program), the product the running link writes, and what the build's link did (for
    /// the log and the pill: " (direct, quick link)").
    var latestProduct: String?
    var runningLinkOutput: String?
    var linkRoute = ""
    /// A build ended or the watch started: whether the engine image is current is worth
    /// checking once the builder is idle.
    var imageCheckWanted = true
    /// False when `PLAYGROUND_WATCH_BUILD=swiftpm` asks for SwiftPM on every save (to
    /// compare the two routes, as `make bench` does).
    let directBuilds = ProcessInfo.processInfo.environment["PLAYGROUND_WATCH_BUILD"] != "swiftpm"
    /// False when `PLAYGROUND_WATCH_BUILD=whole-link` (or `swiftpm`) asks for the whole
    /// product's link on every save, to compare the quick link with it under one load.
    let quickLinks = !["swiftpm", "whole-link"].contains(ProcessInfo.processInfo.environment["PLAYGROUND_WATCH_BUILD"])
    /// The last plan read, and its file's modification time.
    var manifestCache: (time: Double, manifest: BuildManifest)?
    /// A build is asked for (a save settled, or Shift+R) and starts on this turn of the loop.
    var wantsBuild = false
    /// Shift+R asked for a new child even if the build changed nothing (a restart, the
    /// state replayed as after any reload).
    var restartAsked = false
    var buildStart = 0.0
    /// `endedChildrenCPUSeconds()` when the running build started.
    var buildCPUStart = 0.0
    var changeTime = 0.0
    /// The save the running build was started for (`changeTime` then): a save during the
    /// build moves `changeTime` on, but what this build shows is the earlier one.
    var buildChangeTime = 0.0
    /// The save the last successful build holds, and when that build ended: what the
    /// reload's line measures from when its child reaches the glass.
    var builtChangeTime = 0.0
    var buildEndTime = 0.0
    var log: ReplayLog
    var sequence = 0
    var binarySerial = 0
    /// The build that ran before the current one: what comes back if the current one crashes.
    var previousBinary: String?
    var restartedAfterCrash = false
    var overlayUntil: Double?
    var quits = false

    /// Opens the window and starts the first child from the running program's own binary.
    init(
        options: PlaygroundRunOptions, package: WatchedPackage, title: String, useSharedMemory: Bool,
        log frameLog: FrameLog, logsWindow: Bool
    ) throws {
        self.package = package
        var options = options
        // The window's creation is LiveWindow's, as for a single run; this window outlives the runs.
        let opened = try LiveWindow.openPollable(
            fitting: options.size, scale: options.scale, title: title, useSharedMemory: useSharedMemory,
            logs: logsWindow)
        options.size = opened.size
        let window = opened.backend
        // Room for the window at the size of the whole screen (pixels): a resize needs no new memory.
        capacity = max(window.pixelWidth * window.pixelHeight, opened.screen.width * opened.screen.height) * 4
        self.window = window
        let rate = PlaygroundRun.liveRate(explicit: options.explicitFPS, backend: window, log: frameLog)
        fps = max(1, min(240, Int(rate.fps.rounded())))
        self.options = options
        watcher = try SourceWatcher(roots: package.sourceFolders)
        overlay = ReloadOverlay(text: try TextRasterizer.makeDefault(preferringInstalledUIFont: true))
        builds = WatchFolder(in: "\(package.root)/.build")
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
        planIsCurrent = productMatchesPlan()
        buildIfSourcesChanged(since: executable)
        printError(
            "\(PlaygroundCommand.commandName): watching \(package.sourceFolders.joined(separator: ", ")) (\(watcher.folderCount) folders)"
        )
        while !quits {
            for event in window.events(timeout: 0) { handle(event) }
            if quits { break }
            let now = SpawnedProcess.now()
            watcher.read(now: now)
            let firstChange = watcher.firstChangeTime
            if let files = watcher.changesSettled(now: now) {
                unbuiltChanges.formUnion(files)
                // Measured from the save, as the person who saved sees it.
                changeTime = firstChange ?? now
                wantsBuild = true
            }
            if wantsBuild {
                wantsBuild = false
                // A save comes before the engine image: its link gives way, and links again
                // once the watch is idle.
                if linkingImage != nil { cancelImageLink() }
                if builder == nil { try startBuild() } else { rebuildWanted = true }
            }
            try checkBuilder()
            try startImageLinkIfWanted()
            try checkChildren()
            if let until = overlayUntil, now >= until {
                overlayUntil = nil
                setOverlay(.none)
            }
            waitForSomething()
        }
    }

    /// Builds at once when a source was saved after the program the watch started from
    /// was built, so that sources that no longer compile show their error now, and
    /// sources that do show their code now, instead of the old build running unremarked
    /// until the next save.
    func buildIfSourcesChanged(since executable: String) {
        guard let built = WatchedPackage.modificationTime(executable) else { return }
        let changed = watcher.swiftFiles(changedAfter: built)
        guard !changed.isEmpty else { return }
        let names = changed.sorted().map { String($0.split(separator: "/").last ?? "") }
        let shown = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
        printError(
            "\(PlaygroundCommand.commandName): note: \(shown) changed since this build was made: building them now")
        unbuiltChanges.formUnion(changed)
        changeTime = SpawnedProcess.now()
        wantsBuild = true
    }

    /// The window's pixels per point.
    var scale: Double { Double(options.scale) }

    // MARK: Input

    /// Where an event from the window goes: this process's own keys, or the children.
    enum Route: Equatable {
        /// End the watch.
        case quit
        /// Rebuild now and start a new child even if nothing changed.
        case restart
        /// Show the rectangle again.
        case redraw(PixelRect)
        /// Input for the demo: logged for replay and sent to every child.
        case children
    }

    /// The route of `event` while a build is (or is not) on screen.
    ///
    /// `q` goes to the build on screen, whose session offers it to its text-editing first
    /// responder before its quit key, as a single run does, and which answers `quit` when
    /// it was not typed; with no build on screen there is nothing to type into and the key
    /// quits here. Closing the window always quits. Shift+R is this process's own.
    nonisolated static func route(_ event: WindowEvent, buildShown: Bool) -> Route {
        switch event {
        case .close: return .quit
        case .key("q", _): return buildShown ? .children : .quit
        case .shiftedKey("r", _): return .restart
        case .expose(let r): return .redraw(r)
        default: return .children
        }
    }

    func handle(_ event: WindowEvent) {
        switch Self.route(event, buildShown: current != nil) {
        case .quit:
            quits = true
        case .restart:
            // Shift+R: rebuild now and start a new child from it even if nothing changed
            // (a change outside the watched sources, a wish to start over with the same
            // input); the child never sees the key.
            changeTime = SpawnedProcess.now()
            wantsBuild = true
            restartAsked = true
        case .redraw(let r):
            try? window.present(damage: [r])
        case .children:
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

    // MARK: Waiting and ending

    func waitForSomething() {
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

    func shutDown() {
        builder?.terminate(signal: SIGINT, grace: 2)
        builder = nil
        buildFolderLock = nil
        pending = nil
        current = nil
        builds.remove()
    }
}
