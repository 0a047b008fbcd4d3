import Geometry
import LayerTree

extension Renderer {
    /// Material backdrops drawn so far (the tree below a material redrawn into its cache):
    /// stays put while what is below every material is still.
    package var backdropRenders: Int { backdropCache.renders }
    /// Material blurs computed so far: stays put while the materials and what is below them
    /// are still (an animated radius adds one a frame).
    package var backdropBlurs: Int { backdropCache.blurs }
    /// Bytes the material backdrops hold between frames.
    package var backdropBytes: Int { backdropCache.bytes }

    /// Backdrop strips read from the last frame's framebuffer instead of drawn again.
    package var backdropStripsRead: Int { backdropCache.stripsRead }

    /// Makes the backdrops of `root`'s materials ready for this frame's drawing; `drawn`,
    /// the last frame still in `framebuffer`, lends the rows it already holds.
    func prepareBackdrops(
        _ root: Layer, framebuffer: Framebuffer, scale: Double, background: Color, drawn: DrawnFrame? = nil
    ) {
        backdropCache.prepare(
            root, scale: scale, background: background, bounds: framebuffer.bounds, compositor: compositor,
            workers: BackdropWorkers(count: threads) { jobs, body in self.runOnBandThreads(jobs, body) },
            drawn: drawn)
    }

    /// Calls `body(job, slot, compositor)` for every job in `0..<jobs`, on the band threads
    /// when there are several, each call with a slot (below `threads`) and a compositor no
    /// call running beside it uses.
    private func runOnBandThreads(_ jobs: Int, _ body: (Int, Int, Compositor) -> Void) {
        if threads <= 1 || jobs <= 1 {
            for job in 0..<jobs { body(job, 0, compositor) }
            return
        }
        withBandWorkers(canvas: nil) { pool, workers in
            withoutActuallyEscaping(body) { body in
                let shared = BackdropJobs(body: body, compositors: workers.map(\.compositor))
                pool.run(jobs) { job, worker in shared.body(job, worker, shared.compositors[worker]) }
            }
        }
    }
}

/// What the band threads share while drawing backdrop strips: each job writes only its own
/// rows of the pyramid level, and each thread uses only its own compositor.
private struct BackdropJobs: @unchecked Sendable {
    let body: (Int, Int, Compositor) -> Void
    let compositors: [Compositor]
}

/// Where `BackdropCache` may draw a backdrop's strips at once: `count` threads, and `run`,
/// which calls its body for every job index with the slot (below `count`) and a compositor
/// of the thread running it; no two calls running at once share a slot.
struct BackdropWorkers {
    var count: Int
    var run: (_ jobs: Int, _ body: (_ job: Int, _ slot: Int, Compositor) -> Void) -> Void

    /// Every job on the calling thread with `compositor`.
    static func serial(_ compositor: Compositor) -> BackdropWorkers {
        BackdropWorkers(count: 1) { jobs, body in
            for job in 0..<jobs { body(job, 0, compositor) }
        }
    }
}
