import Engine
import Platform
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
/// It sits between the frame loop and the window, so it sees the key before the session
/// and every presented frame whole (the window's buffer keeps the undamaged pixels). The
/// first `r` arms it; the first frame drawn while a transition runs starts the file; the
/// frame after the transition has ended (its final state) closes it. `r` again cancels an
/// armed recording or ends a running one early. Files go to `--gif FILE` (then `FILE-2.gif`,
/// ...), else `transition-1.gif`, `transition-2.gif`, ... in the current folder, never
/// over an existing file. Each step is one `playground-x11: note:` line on stderr.
final class LiveGIFRecorder: WindowBackend {
    private enum State {
        case idle, armed
        case recording(writer: GIFWriter, path: String, frames: Int, start: Double, last: Double)
    }

    private let inner: any WindowBackend
    private let clock: any Clock
    private let fps: Double
    private let isTransitionRunning: () -> Bool
    private let basePath: String?
    private var state = State.idle

    /// Wraps `inner`; `isTransitionRunning` says whether a transition runs in the frame just drawn.
    init(
        wrapping inner: any WindowBackend, clock: any Clock, fps: Double, basePath: String?,
        isTransitionRunning: @escaping () -> Bool
    ) {
        self.inner = inner
        self.clock = clock
        self.fps = fps
        self.basePath = basePath
        self.isTransitionRunning = isTransitionRunning
    }

    var pixelWidth: Int { inner.pixelWidth }
    var pixelHeight: Int { inner.pixelHeight }
    func framebufferForDrawing() -> Framebuffer { inner.framebufferForDrawing() }

    func events(timeout: Double?) -> [WindowEvent] {
        let events = inner.events(timeout: timeout)
        for event in events where event == .key("r") { toggle() }
        return events
    }

    /// The frame is handed to the GIF before the window takes it: once presented, a
    /// shared-memory buffer is the server's until the transfer completes.
    func present(damage: [PixelRect]) throws {
        record(inner.framebufferForDrawing())
        try inner.present(damage: damage)
    }

    private func toggle() {
        switch state {
        case .idle:
            state = .armed
            printError("\(PlaygroundCommand.commandName): note: recording the next transition (r again to cancel)")
        case .armed:
            state = .idle
            printError("\(PlaygroundCommand.commandName): note: recording cancelled")
        case .recording:
            close(at: clock.now)
        }
    }

    private func record(_ fb: Framebuffer) {
        let now = clock.now
        switch state {
        case .idle:
            return
        case .armed:
            guard isTransitionRunning() else { return }
            let path = nextPath()
            do {
                let writer = try GIFWriter(path: path, width: fb.width, height: fb.height)
                try writer.add(fb, time: now)
                state = .recording(writer: writer, path: path, frames: 1, start: now, last: now)
            } catch {
                state = .idle
                printError("\(PlaygroundCommand.commandName): error: \(error)")
            }
        case .recording(let writer, let path, let frames, let start, _):
            // A resize changes the buffer's size: the GIF ends with the last frame of the old size.
            guard fb.width == writer.width, fb.height == writer.height else { return close(at: now) }
            do {
                try writer.add(fb, time: now)
            } catch {
                state = .idle
                return printError("\(PlaygroundCommand.commandName): error: \(error)")
            }
            state = .recording(writer: writer, path: path, frames: frames + 1, start: start, last: now)
            if !isTransitionRunning() { close(at: now + 1 / fps) }
        }
    }

    private func close(at end: Double) {
        guard case .recording(let writer, let path, let frames, let start, _) = state else { return }
        state = .idle
        do {
            try writer.finish(endTime: end)
            printError(
                "\(PlaygroundCommand.commandName): note: wrote \(path) (\(frames) frames drawn, \(String(cFormat: "%.2f", end - start)) s)"
            )
        } catch {
            printError("\(PlaygroundCommand.commandName): error: \(error)")
        }
    }

    /// The first free name: `--gif`'s path, then `FILE-2.gif`, ...; else `transition-1.gif`, ...
    private func nextPath() -> String {
        let stem = basePath.map { $0.hasSuffix(".gif") ? String($0.dropLast(4)) : $0 }
        var n = 1
        while true {
            let candidate = stem.map { n == 1 ? basePath! : "\($0)-\(n).gif" } ?? "transition-\(n).gif"
            if !FileManager.default.fileExists(atPath: candidate) { return candidate }
            n += 1
        }
    }
}
