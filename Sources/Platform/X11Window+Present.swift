import CX11
import Renderer

extension X11Window {
    /// Sends the damaged rectangles. Over SHM only the last request asks for a completion
    /// event: the server handles requests in order, so its arrival means all were read.
    package func present(damage: [PixelRect]) throws {
        _ = send(damage)
    }

    /// Sends the damage and waits for the server to have drawn it into the window.
    ///
    /// Over SHM the wait is for the `ShmCompletion` event of the last `XShmPutImage`: the
    /// server sends it once it has executed the put, i.e. copied our pixels into the
    /// window, which is the moment the frame is on the server's screen. An `XSync` after it
    /// would add a round trip that says nothing more. Without SHM there is no completion
    /// event, so `XSync`'s reply (every earlier request handled) is the confirmation.
    /// Neither sees what comes after the server (a compositor, the monitor's scan-out):
    /// under Xvfb the window's pixels are the screen; on a desktop a compositor may add a
    /// frame.
    package func presentConfirmed(damage: [PixelRect]) throws -> Double? {
        guard send(damage) else { return nil }
        if surface.isShared {
            waitForTransfer()
        } else {
            XSync(display, 0)
            stampQueuedEvents()
        }
        return MonotonicTime.now
    }

    /// Puts the damage on the wire; false when none of it lies in the buffer.
    private func send(_ damage: [PixelRect]) -> Bool {
        let rects = damage.map { $0.intersection(surface.framebuffer.bounds) }.filter { !$0.isEmpty }
        guard !rects.isEmpty else { return false }
        waitForTransfer()
        for (i, r) in rects.enumerated() {
            if surface.isShared {
                let last = i == rects.count - 1
                XShmPutImage(
                    display, window, gc, surface.image, Int32(r.x), Int32(r.y), Int32(r.x), Int32(r.y),
                    UInt32(r.width), UInt32(r.height), last ? 1 : 0)
            } else {
                XPutImage(
                    display, window, gc, surface.image, Int32(r.x), Int32(r.y), Int32(r.x), Int32(r.y),
                    UInt32(r.width), UInt32(r.height))
            }
        }
        if surface.isShared { transferInFlight = true }
        XFlush(display)
        return true
    }

    /// Blocks until the server has read the shared buffer. Every other event read
    /// meanwhile is kept, in order, with the time it was read, so input that came in
    /// during the wait is timed from then and not from the next drain.
    func waitForTransfer() {
        guard transferInFlight, let type = shmCompletionType else { return }
        while true {
            var event = XEvent()
            // Reads the socket when Xlib's queue is empty; a dead server ends in the I/O error handler.
            XNextEvent(display, &event)
            if event.type == type { break }
            readEvents.append((event, MonotonicTime.now))
        }
        transferInFlight = false
        stampQueuedEvents()
    }

    /// Moves what Xlib has already read into the stamped queue, with the time now: the
    /// read that brought a completion or a reply brought them too.
    func stampQueuedEvents() {
        let now = MonotonicTime.now
        while XEventsQueued(display, QueuedAlready) > 0 {
            var event = XEvent()
            XNextEvent(display, &event)
            readEvents.append((event, now))
        }
    }
}
