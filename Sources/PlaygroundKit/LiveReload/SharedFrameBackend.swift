import Platform
import Renderer

#if canImport(Glibc)
    import Glibc
#endif

/// The window of a live-reload child: its framebuffer is shared memory the watching
/// process also maps, `present(damage:)` tells that process which rectangles to show in
/// the real X window, and `events(timeout:)` reads the input it forwards.
///
/// One buffer, handed back and forth: after a present the child may not draw until the
/// parent says `shown`, so the parent never copies a half-drawn frame.
final class SharedFrameBackend: WindowBackend {
    private let socket: Int32
    private let memory: SharedPixels
    private var framebuffer: Framebuffer
    /// Events received and not yet handed to the loop, with their sequence numbers.
    private var queued: [(sequence: Int, event: WindowEvent)] = []
    private var awaitingShown = false
    private var closed = false
    /// The sequence number of the last event handed to the loop.
    private(set) var lastSequence: Int
    /// Also ends the wait for input when readable (see `wakes(onReadable:)`).
    private var wakeDescriptor: Int32?
    /// Asked before each present: a `screen` message to send first when the screen changed.
    var screenReport: (@MainActor () -> WatchMessage?)?

    var pixelWidth: Int { framebuffer.width }
    var pixelHeight: Int { framebuffer.height }

    /// A backend on the inherited `socket` and shared memory `memoryFD` of `capacity`
    /// bytes, `width` x `height` pixels to start with; `lastSequence` is the last event a
    /// replay already gave.
    init(socket: Int32, memoryFD: Int32, capacity: Int, width: Int, height: Int, lastSequence: Int) throws {
        self.socket = socket
        self.memory = try SharedPixels(mapping: memoryFD, capacity: capacity)
        self.lastSequence = lastSequence
        framebuffer = Framebuffer(wrapping: memory.base, width: 1, height: 1, stride: 4)
        framebuffer = makeFramebuffer(width: width, height: height)
        WatchMessage.hello.send(on: socket)
    }

    /// The largest buffer of the requested size that fits the shared memory.
    private func makeFramebuffer(width: Int, height: Int) -> Framebuffer {
        let width = max(1, min(width, memory.capacity / 4))
        let height = max(1, min(height, memory.capacity / 4 / width))
        return Framebuffer(wrapping: memory.base, width: width, height: height, stride: width * 4)
    }

    func events(timeout: Double?) -> [WindowEvent] {
        if queued.isEmpty && !closed { wait(timeout: timeout, orWork: wakeDescriptor) }
        let out = queued
        queued = []
        // Handed over now and taken by the session before the next frame's present.
        if let last = out.last { lastSequence = max(lastSequence, last.sequence) }
        return out.map(\.event)
    }

    func framebufferForDrawing() -> Framebuffer {
        while awaitingShown && !closed { wait(timeout: nil) }
        return framebuffer
    }

    func present(damage: [PixelRect]) throws {
        // The frame loop, which presents, runs on the main actor, as the session does.
        if let report = screenReport, let screen = MainActor.assumeIsolated(report) { screen.send(on: socket) }
        let bounds = framebuffer.bounds
        let rects = damage.map { $0.intersection(bounds) }.filter { !$0.isEmpty }
        guard !rects.isEmpty else { return }
        if !WatchMessage.frame(width: framebuffer.width, height: framebuffer.height, damage: rects).send(on: socket) {
            closed = true
            queued.append((lastSequence, .close))
            return
        }
        awaitingShown = true
    }

    /// Waits on `descriptor` beside the socket while waiting for input (not for `shown`).
    func wakes(onReadable descriptor: Int32) -> Bool {
        wakeDescriptor = descriptor
        return true
    }

    /// Offers `text` on the clipboard of the window the parent owns.
    func copyToClipboard(_ text: String) -> Bool { WatchMessage.copy(text).send(on: socket) }

    /// Waits for messages up to `timeout` seconds (nil: for ever), or until `work` is
    /// readable, and takes in the messages that came.
    private func wait(timeout: Double?, orWork work: Int32? = nil) {
        var fds = [pollfd(fd: socket, events: Int16(POLLIN), revents: 0)]
        if let work { fds.append(pollfd(fd: work, events: Int16(POLLIN), revents: 0)) }
        let ms = timeout.map { Int32(min(max(0, $0 * 1000).rounded(.up), 3_600_000)) } ?? -1
        guard poll(&fds, nfds_t(fds.count), ms) > 0, fds[0].revents != 0 else { return }
        let (messages, isClosed) = WatchMessage.receive(on: socket)
        for message in messages {
            switch message {
            case .shown:
                awaitingShown = false
            case .ping(let serial):
                // Answered here, where the loop reads its input: a demo stuck in its own code
                // never gets here, and the parent's hang check sees no answer.
                WatchMessage.pong(serial).send(on: socket, waits: false)
            case .event(let sequence, let event):
                if case .resize(let width, let height) = event {
                    framebuffer = makeFramebuffer(width: width, height: height)
                    queued.append((sequence, .resize(width: framebuffer.width, height: framebuffer.height)))
                } else {
                    queued.append((sequence, event))
                }
            default:
                break
            }
        }
        if isClosed && !closed {
            // The watching process is gone: this child ends as its window would on close.
            closed = true
            queued.append((lastSequence, .close))
        }
    }
}
