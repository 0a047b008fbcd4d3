import Dispatch
import Geometry
import Renderer

/// The scene drawn on every core the way `Renderer` draws a large frame: the frame cut into
/// horizontal bands of nearly equal height, one canvas per band clipped to its rows, every
/// band drawing the whole scene at once on its own thread. Each pixel gets the same
/// operations in the same order as on one canvas, so the frame is byte-identical to the
/// one-thread frame (checked before timing).
final class BandedScene: @unchecked Sendable {
    /// One canvas per band, each clipped to its rows of the shared framebuffer.
    let canvases: [Canvas]

    init(framebuffer: Framebuffer, threads: Int) {
        let n = max(1, min(threads, framebuffer.height))
        canvases = (0..<n).map { i in
            let y0 = framebuffer.height * i / n, y1 = framebuffer.height * (i + 1) / n
            return Canvas(framebuffer: framebuffer, clip: PixelRect(x: 0, y: y0, width: framebuffer.width, height: y1 - y0))
        }
    }

    /// Runs `body` on every band's canvas at the same time and returns when all are done.
    func run(_ body: @Sendable (Canvas) -> Void) {
        if canvases.count == 1 { body(canvases[0]); return }
        DispatchQueue.concurrentPerform(iterations: canvases.count) { body(canvases[$0]) }
    }
}
