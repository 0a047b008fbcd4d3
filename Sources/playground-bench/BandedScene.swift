import Geometry
import Renderer

/// The scene drawn on every core the way `Renderer` draws a large frame: the frame cut into
/// the renderer's horizontal bands (`Renderer.bands(of:threads:)`, the threads' shares moved
/// where the frames before took equal time, see `BandBalance`), one canvas per band clipped
/// to its rows, the bands claimed by the renderer's kind of thread pool (`BandThreads`), every
/// band drawing the whole scene. Each pixel gets the same operations in the same order as on
/// one canvas, so the frame is byte-identical to the one-thread frame (checked before timing).
final class BandedScene: @unchecked Sendable {
    /// One canvas per band, its clip set to the band's rows before each frame.
    let canvases: [Canvas]
    let threads: BandThreads
    /// The bands before balancing: the whole frame cut at equal heights.
    let bands: [PixelRect]
    /// Where the overlay's rows are cut between the threads, learned from the overlay's
    /// own band times (the scene's cut is learned by `threads`).
    private var overlayBalance = BandBalance()

    init(framebuffer: Framebuffer, threads: Int) {
        self.threads = BandThreads(threads: threads)
        bands = Renderer.bands(of: framebuffer.bounds, threads: threads)
        canvases = bands.map { Canvas(framebuffer: framebuffer, clip: $0) }
    }

    /// Runs `body` on every band's canvas, the bands spread over the threads, and returns
    /// when all are done; `overlay` for the overlay pass.
    func run(overlay: Bool = false, _ body: @Sendable (Canvas) -> Void) {
        let draw: @Sendable (PixelRect, Int, Int) -> Void = { band, i, _ in
            self.canvases[i].clip = band
            body(self.canvases[i])
        }
        if overlay {
            // Every row of the overlay costs the same, so its cut settles at equal heights.
            // The scene's cut (heavier rows lower down) left the caller a tenth more rows than
            // the other thread, which it then waited for; the rows each thread just drew are
            // not in its own cache anyway (a share of the frame is twice a core's L2).
            threads.run(bands: bands, balance: &overlayBalance, draw)
        } else {
            threads.run(bands: bands, draw)
        }
    }
}
