import CRenderKernels
import Geometry
import LayerTree

/// One horizontal band's drawing state: its own compositor (shadow cache, group images) and
/// canvas (scan converter scratch), so bands drawn at the same time share nothing mutable.
final class BandWorker {
    let compositor: Compositor
    var canvas: Canvas?

    init(compositor: Compositor = Compositor(), canvas: Canvas? = nil) {
        self.compositor = compositor
        self.canvas = canvas
    }

    /// The canvas for `framebuffer`, kept while it stays the same.
    func canvas(for framebuffer: Framebuffer) -> Canvas {
        if let canvas, canvas.framebuffer === framebuffer { return canvas }
        let made = Canvas(framebuffer: framebuffer)
        canvas = made
        return made
    }
}

/// What the band threads read and write: each band writes only its own rows of the
/// framebuffer and its `cleared` slot, each thread only its own worker, and all read the
/// (immutable) tree.
private struct BandJob: @unchecked Sendable {
    let workers: [BandWorker]
    let bands: [PixelRect]
    let root: Layer
    let framebuffer: Framebuffer
    let scale: Double
    let background: Color
    let cleared: UnsafeMutablePointer<Int>
    let covers: OpaqueCovers
}

extension Renderer {
    /// Processors this process may run on, at most 8: the default number of band threads.
    /// Not the processors online: in a container limited to fewer, more threads than
    /// processors would only take turns.
    static var defaultThreads: Int {
        min(Int(rk_available_processors()), 8)
    }

    /// `clip` cut into at most `threads * bandsPerThread` horizontal bands of nearly equal
    /// height, none shorter than `minimumBandRows` (a small rectangle stays whole).
    package static func bands(of clip: PixelRect, threads: Int) -> [PixelRect] {
        let wanted = threads > 1 ? threads * bandsPerThread : 1
        let n = max(1, min(wanted, clip.height / minimumBandRows))
        if n == 1 || clip.area < minimumBandedArea { return [clip] }
        return (0..<n).map { i in
            let y0 = clip.y + clip.height * i / n
            let y1 = clip.y + clip.height * (i + 1) / n
            return PixelRect(x: clip.x, y: y0, width: clip.width, height: y1 - y0)
        }
    }

    static let minimumBandRows = 32
    /// Bands per thread: a thread that finishes early (its processor not shared with another
    /// program) claims the bands left of another's share.
    /// Where the shares' borders lie is learned from the frames before (`BandBalance`).
    static let bandsPerThread = 2

    /// Band threads allocate masks in their own malloc arenas, and glibc's adaptive mmap
    /// threshold lets freed megabyte blocks stay in each arena for good (popping at 2560x1600
    /// peaked 21 MB higher on two threads). A fixed 1 MB threshold hands every larger block
    /// back to the system when it is freed, whichever thread freed it.
    static func returnLargeBlocksToTheSystem() {
        rk_return_large_blocks_to_the_system()
    }
    /// Gives the memory the allocator holds free back to the system: for an app going idle
    /// after frames, so an idle window does not keep the slack of its last transition (a band
    /// thread's arena keeps what its frames freed) and the next transition starts from what
    /// is live. A few hundred microseconds; call it when nothing is drawn, not every frame.
    package static func giveBackFreeMemory() {
        rk_give_back_free_memory()
    }

    /// Below this many pixels, starting threads costs more than it saves.
    static let minimumBandedArea = 128 * 1024

    /// Draws `clip` in horizontal bands on `threads`, worker `w` drawing with `workers[w]`;
    /// returns the pixels cleared. Every band draws the whole tree clipped to its rows,
    /// exactly as a damaged rectangle of the same rows would be drawn, so the frame is the
    /// same for any number of bands or threads.
    func drawBands(
        _ root: Layer, into framebuffer: Framebuffer, scale: Double, background: Color,
        bands: [PixelRect], workers: [BandWorker], threads: BandThreads, covers: OpaqueCovers
    ) -> Int {
        let cleared = UnsafeMutablePointer<Int>.allocate(capacity: bands.count)
        cleared.initialize(repeating: 0, count: bands.count)
        defer { cleared.deallocate() }
        let job = BandJob(
            workers: workers, bands: bands, root: root, framebuffer: framebuffer, scale: scale,
            background: background, cleared: cleared, covers: covers)
        threads.run(bands: bands) { band, i, w in
            let worker = job.workers[w]
            job.cleared[i] = Renderer.drawClip(
                job.root, on: worker.canvas(for: job.framebuffer),
                compositor: worker.compositor, scale: job.scale,
                background: job.background, clip: band, covers: job.covers)
        }
        return (0..<bands.count).reduce(0) { $0 + cleared[$1] }
    }

    /// One rectangle: the clear (unless an opaque layer of `covers` covers it all) and the
    /// tree; returns the pixels cleared. A layer covering a large part of it (`pieces`) has
    /// that part drawn apart, with neither the clear nor what lies beneath it.
    static func drawClip(
        _ root: Layer, on canvas: Canvas, compositor: Compositor, scale: Double,
        background: Color, clip: PixelRect, covers: OpaqueCovers
    ) -> Int {
        var cleared = 0
        for piece in compositor.splitsClipsByCover ? covers.pieces(of: clip) : [(clip, covers.cover(for: clip))] {
            canvas.clipMask = nil
            canvas.clip = piece.rect
            // The background of the first layer drawn whole (the cover, or the root under
            // none) leaves out what an opaque page turned in depth stores over later.
            canvas.hidden =
                compositor.skipsBackgroundUnderProjectedPages
                ? covers.hiddenSpans(in: piece.rect, after: piece.cover ?? []) : nil
            defer { canvas.hidden = nil }
            // Under a layer that paints the whole rectangle opaque, neither the clear nor what
            // lies beneath it can show.
            if let cover = piece.cover {
                compositor.draw(root, on: canvas, scale: scale, cover: cover)
                continue
            }
            canvas.clear(to: background)
            compositor.draw(root, on: canvas, scale: scale)
            cleared += canvas.clip.area
        }
        return cleared
    }
}
