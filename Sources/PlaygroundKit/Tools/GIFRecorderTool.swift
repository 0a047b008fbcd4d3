import Engine
import Renderer
import Sharing
import Transitions

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Key `r` in the live window: records the next transition as an animated GIF.
///
/// Rules: the first `r` arms it; the first frame drawn while a transition runs starts the
/// file; the frame after the transition has ended (its final state) closes it. `r` again
/// cancels an armed recording or ends a running one early; a held `r` (the keyboard's
/// repeat) is one press. The end of the run (`q`, closing the window) finishes a running
/// recording. Files go to `--gif FILE` (then `FILE-2.gif`, ...), else to
/// `transition-1.gif`, `transition-2.gif`, ... in `GIFRecorderTool.defaultFolder()`, never
/// the working folder (usually a checkout) and never over an existing file. Each step is
/// one `NAME: note:` line on stderr, and a written file's full path is also a toast.
/// SIGINT, SIGTERM or SIGHUP while a file is being written removes the unfinished file
/// (a previous file of that name stays as it was) and says so in one line before the
/// process dies of the signal (`UnfinishedFileRemoval`).
@MainActor
final class GIFRecorderTool: PlaygroundTool {
    private enum State {
        case idle, armed
        case recording(writer: GIFWriter, path: String, frames: Int, start: Double, last: Double)
    }

    private let clock: any Clock
    private let fps: Double
    private let basePath: String?
    private let folder: () -> String
    private let toast: ToastTool
    private var state = State.idle

    /// A recorder on `clock` at `fps` frames a second, writing to `basePath` (`--gif`) or
    /// into `folder()` (asked at the first recording, which creates it).
    init(
        clock: any Clock, fps: Double, basePath: String?, toast: ToastTool,
        folder: @escaping () -> String = { GIFRecorderTool.defaultFolder() }
    ) {
        self.clock = clock
        self.fps = fps
        self.basePath = basePath
        self.toast = toast
        self.folder = folder
    }

    /// True while a transition is being written.
    var isRecording: Bool {
        if case .recording = state { return true }
        return false
    }

    func handleKey(_ key: Key, in context: ToolContext) -> Bool {
        guard key.name == "r" else { return false }
        if !key.isRepeat { toggle() }
        return true
    }

    /// The frame is handed to the GIF before the window shows it: once shown, a
    /// shared-memory buffer is the server's until the transfer completes.
    func willPresent(_ framebuffer: Framebuffer, in context: ToolContext) {
        record(framebuffer, transitionRunning: context.window.currentTransition != nil)
    }

    func finish() { close(at: clock.now) }

    private func toggle() {
        switch state {
        case .idle:
            state = .armed
            note("recording the next transition (r again to cancel)")
        case .armed:
            state = .idle
            note("recording cancelled")
        case .recording:
            close(at: clock.now)
        }
    }

    private func record(_ fb: Framebuffer, transitionRunning: Bool) {
        let now = clock.now
        switch state {
        case .idle:
            return
        case .armed:
            guard transitionRunning else { return }
            do {
                let path = try nextPath()
                let writer = try GIFWriter(path: path, width: fb.width, height: fb.height)
                if let temporary = writer.temporaryPath {
                    UnfinishedFileRemoval.arm(removing: temporary) { signal in
                        "\(PlaygroundCommand.commandName): error: stopped by \(signal) during the recording: \(oneLine(path)) not written (unfinished, removed)"
                    }
                }
                try writer.add(fb, time: now)
                state = .recording(writer: writer, path: path, frames: 1, start: now, last: now)
            } catch {
                state = .idle
                UnfinishedFileRemoval.disarm()
                printError("\(PlaygroundCommand.commandName): error: \(error)")
            }
        case .recording(let writer, let path, let frames, let start, _):
            // A resize changes the buffer's size: the GIF ends with the last frame of the old size.
            guard fb.width == writer.width, fb.height == writer.height else { return close(at: now) }
            do {
                try writer.add(fb, time: now)
            } catch {
                state = .idle
                UnfinishedFileRemoval.disarm()
                return printError("\(PlaygroundCommand.commandName): error: \(error)")
            }
            state = .recording(writer: writer, path: path, frames: frames + 1, start: start, last: now)
            if !transitionRunning { close(at: now + 1 / fps) }
        }
    }

    private func close(at end: Double) {
        guard case .recording(let writer, let path, let frames, let start, _) = state else { return }
        state = .idle
        // Disarmed after the rename: a signal before it still removes the unfinished file.
        defer { UnfinishedFileRemoval.disarm() }
        do {
            try writer.finish(endTime: end)
            note("wrote \(path) (\(frames) frames drawn, \(String(cFormat: "%.2f", end - start)) s)")
            toast.show("wrote \(path)", now: clock.now)
        } catch {
            printError("\(PlaygroundCommand.commandName): error: \(error)")
        }
    }

    private func note(_ text: String) {
        printError("\(PlaygroundCommand.commandName): note: \(text)")
    }

    /// The first free name, as a full path: `--gif`'s path, then `FILE-2.gif`, ...; else
    /// `transition-1.gif`, ... in the default folder.
    private func nextPath() throws -> String {
        if let basePath {
            let full = Self.absolute(basePath)
            let stem = full.hasSuffix(".gif") ? String(full.dropLast(4)) : full
            return Self.firstFree { $0 == 1 ? full : "\(stem)-\($0).gif" }
        }
        let folder = folder()
        return Self.firstFree { "\(folder)/transition-\($0).gif" }
    }

    private static func firstFree(_ candidate: (Int) -> String) -> String {
        var n = 1
        while FileManager.default.fileExists(atPath: candidate(n)) { n += 1 }
        return candidate(n)
    }

    /// `path` from the working folder, as a full path (a relative `--gif` stays relative
    /// to where the command ran, as with every command-line tool).
    nonisolated static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        return FileManager.default.currentDirectoryPath + "/" + path
    }

    /// Where key `r` writes without `--gif`: `$XDG_VIDEOS_DIR/Playground`, else
    /// `$HOME/Videos/Playground`, the `Playground` folder made if missing but never the
    /// videos folder above it (`OutputFolder`'s rule); the temporary folder when neither
    /// videos folder is there. Never the working folder, which is usually the checkout.
    nonisolated static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String
    {
        var candidates: [String] = []
        if let videos = environment["XDG_VIDEOS_DIR"], videos.hasPrefix("/") {
            candidates.append(videos + "/Playground")
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            candidates.append(home + "/Videos/Playground")
        }
        for folder in candidates where (try? OutputFolder.prepare(folder)) != nil {
            return folder
        }
        let temporary = environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
        return temporary.hasSuffix("/") ? String(temporary.dropLast()) : temporary
    }
}
