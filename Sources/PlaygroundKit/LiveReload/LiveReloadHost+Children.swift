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

/// Children: starting a build as a child, reading what it says, swapping it in on its
/// first frame, and what happens when one ends or hangs.
extension LiveReloadHost {
    /// A child build and what the parent holds of it.
    final class Child {
        let process: SpawnedProcess
        let socket: Int32
        let pixels: SharedPixels
        let binary: String
        /// The replay file it reads at start; nil once it said hello and the file was removed.
        var replayPath: String?
        let started: Double
        var helloTime: Double?
        /// When it last said it is still replaying; the first-frame limit counts from here.
        var replayingTime: Double?
        var width: Int
        var height: Int
        var hasDrawn = false
        /// The number of the last ping sent, and when it went while still unanswered.
        var pingSerial = 0
        var unansweredSince: Double?
        var lastPing = 0.0

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

    // MARK: Children

    func startChild(binary: String) throws -> Child {
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
        let replayPath = "\(builds.path)/replay-\(binarySerial).txt"
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

    func checkChildren() throws {
        let now = SpawnedProcess.now()
        if let child = current {
            child.process.readOutput()
            let (messages, closed) = WatchMessage.receive(on: child.socket)
            for message in messages { take(message, from: child) }
            // Its session took `q` as the quit key: the loop ends the watch, child and all.
            if quits { return }
            if closed || child.process.checkExit() {
                child.process.terminate()
                current = nil
                try recoverFromCrash(of: child, what: "the build ended (\(child.process.endingDescription))")
            } else if let since = child.unansweredSince, now - since > Self.answerLimit,
                !CrashOutput.showsCrash(child.process.outputText) || now - since > Self.crashReportLimit
            {
                // Stuck in the demo's code (its loop reads no socket): as good as a crash.
                let crashed = CrashOutput.showsCrash(child.process.outputText)
                child.process.terminate(signal: SIGKILL)
                current = nil
                try recoverFromCrash(
                    of: child,
                    what: crashed
                        ? "the build crashed and was stopped while it reported it"
                        : "the build stopped answering for \(Int(Self.answerLimit)) s and was stopped")
            } else if child.unansweredSince == nil, now - child.lastPing >= Self.pingInterval {
                child.pingSerial += 1
                child.lastPing = now
                child.unansweredSince = now
                // Never waits: a full queue is itself no answer.
                WatchMessage.ping(child.pingSerial).send(on: child.socket, waits: false)
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
                now - (child.replayingTime ?? child.helloTime ?? child.started)
                    > (child.helloTime == nil ? Self.helloLimit : Self.firstFrameLimit)
            {
                child.process.terminate(signal: SIGKILL)
                pending = nil
                let tail = CrashOutput.summary(of: child.process.outputText)
                report("the new build drew no frame for \(Int(Self.firstFrameLimit)) s and was stopped", tail: tail)
            }
        }
    }

    /// The running build ended by itself or stopped answering (`what` says which): say so,
    /// and bring back the one before it in the same state (once; a build that also ends
    /// leaves the window as it is).
    func recoverFromCrash(of child: Child, what: String) throws {
        let tail = CrashOutput.summary(of: child.process.outputText)
        report(what, tail: tail)
        guard pending == nil, !restartedAfterCrash else { return }
        restartedAfterCrash = true
        pending = try startChild(binary: previousBinary ?? child.binary)
    }

    func report(_ what: String, tail: String) {
        let line = tail.isEmpty ? what : "\(what): \(tail)"
        printError("\(PlaygroundCommand.commandName): \(line)")
        setOverlay(.banner(line))
    }

    func take(_ message: WatchMessage, from child: Child) {
        switch message {
        case .hello:
            child.helloTime = SpawnedProcess.now()
            // Read before the hello was sent.
            if let path = child.replayPath { unlink(path) }
            child.replayPath = nil
        case .replaying:
            child.replayingTime = SpawnedProcess.now()
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
        case .pong(let serial):
            if serial == child.pingSerial { child.unansweredSince = nil }
        case .quit:
            // Only the build on screen was given `q` as the person saw it.
            if child === current { quits = true }
        case .event, .shown, .ping:
            break
        }
    }

    /// The new build drew its first frame: it replaces the running one on screen.
    func swapIn(_ child: Child) {
        if let old = current, old.binary != child.binary { previousBinary = old.binary }
        current = child
        pending = nil
        child.hasDrawn = true
        show([PixelRect(x: 0, y: 0, width: child.width, height: child.height)], of: child)
        WatchMessage.shown.send(on: child.socket)
        if restartedAfterCrash {
            // The crash's banner stays up over the build that came back, until the next reload.
            printError("\(PlaygroundCommand.commandName): the build before it is back, in the same state")
        } else if builtChangeTime > 0 {
            // From the save this build holds (a later save may be building already), to the
            // glass: until the build ended, then the swap (start, replay, first frame).
            let now = SpawnedProcess.now()
            let ms = Int(((now - builtChangeTime) * 1000).rounded())
            let swap = Int(((now - max(buildEndTime, builtChangeTime)) * 1000).rounded())
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
    func pruneBuilds() {
        let kept = Set([current?.binary, pending?.binary, previousBinary].compactMap { $0 })
        let prefix = "\(builds.path)/\(package.product)-"
        builds.removeFiles { $0.hasPrefix(prefix) && !kept.contains($0) }
    }
}
