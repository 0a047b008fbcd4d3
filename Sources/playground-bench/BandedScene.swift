import Geometry
import Renderer

/// The scene drawn on every core the way `Renderer` draws a large frame: the frame cut into
/// the renderer's horizontal bands (`Renderer.bands(of:threads:)`), one canvas per band
/// clipped to its rows, the bands claimed by the renderer's kind of thread pool
/// (`BandThreads`), every band drawing the whole scene. Each pixel gets the same operations
/// in the same order as on one canvas, so the frame is byte-identical to the one-thread frame
/// (checked before timing).
final class BandedScene: @unchecked Sendable {
    /// One canvas per band, each clipped to its rows of the shared framebuffer.
    let canvases: [Canvas]
    let threads: BandThreads

    init(framebuffer: Framebuffer, threads: Int) {
        self.threads = BandThreads(threads: threads)
        canvases = Renderer.bands(of: framebuffer.bounds, threads: threads).map {
            Canvas(framebuffer: framebuffer, clip: $0)
        }
    }

    /// Runs `body` on every band's canvas, the bands spread over the threads, and returns
    /// when all are done.
    func run(_ body: @Sendable (Canvas) -> Void) {
        threads.run(canvases.count) { i, _ in body(canvases[i]) }
    }
}
