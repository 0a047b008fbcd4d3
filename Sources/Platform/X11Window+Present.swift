import CX11
import Renderer

extension X11Window {
    /// Sends the damaged rectangles. Over SHM only the last request asks for a completion
    /// event: the server handles requests in order, so its arrival means all were read.
    package func present(damage: [PixelRect]) throws {
        let rects = damage.map { $0.intersection(surface.framebuffer.bounds) }.filter { !$0.isEmpty }
        guard !rects.isEmpty else { return }
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
    }

    /// Blocks until the server has read the shared buffer, leaving other events queued.
    func waitForTransfer() {
        guard transferInFlight, let type = shmCompletionType else { return }
        var event = XEvent()
        XIfEvent(
            display, &event,
            { _, event, arg in
                guard let event else { return 0 }
                return Int(event.pointee.type) == Int(bitPattern: arg) ? 1 : 0
            }, XPointer(bitPattern: Int(type)))
        transferInFlight = false
    }
}
