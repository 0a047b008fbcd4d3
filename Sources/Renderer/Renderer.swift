import Geometry
import LayerTree

/// Renders successive frames of a layer tree into one framebuffer, redrawing only what changed.
///
/// The first frame, and any frame after the framebuffer, scale or background changed (or
/// `invalidate()`), is drawn in full. After that, `render` compares the new tree with the
/// last one (`DamageTracker`), clears each damaged rectangle to the background and draws the
/// tree clipped to it; everything outside keeps last frame's pixels, so the caller must not
/// draw into the framebuffer between frames. The result equals a full redraw pixel for pixel.
package final class Renderer {
    /// Draws the trees; its text provider draws text content.
    package let compositor: Compositor
    private var previous: Layer?
    /// `previous`'s damage records once it has been compared with a newer tree.
    private var previousSnapshot: DamageTracker.Snapshot?
    private var previousTarget: (ObjectIdentifier, Int, Int)?
    private var previousScale = 0.0
    private var previousBackground: Color?
    /// Kept while the framebuffer stays the same: a canvas owns its scan converter's scratch
    /// memory, which every frame would otherwise allocate again.
    private var canvas: Canvas?

    /// Threads drawing a large rectangle at once, each a horizontal band of it (1: no
    /// threads). The frame is byte-identical for any number.
    package var threads: Int
    /// The other threads' drawing state (the caller's thread uses `compositor` and `canvas`).
    private var workers: [BandWorker] = []
    /// The band threads, started with the first banded frame and again when `threads` changes.
    private var bandThreads: (pool: BandThreads, asked: Int)?
    /// Material backdrops, made ready before each frame's drawing.
    let backdropCache = BackdropCache()
    /// `compositor.textMasks` made safe for the band threads, remade when that changes.
    private var sharedText: SerializedTextMasks?

    /// A renderer drawing text through `textMasks` (nil draws no text), in bands on
    /// `threads` threads (default: the processors online, at most 8).
    package init(textMasks: TextMaskProviding? = nil, threads: Int? = nil) {
        compositor = Compositor(textMasks: textMasks)
        self.threads = max(1, threads ?? Renderer.defaultThreads)
        if self.threads > 1 { Renderer.returnLargeBlocksToTheSystem() }
    }

    /// What the band threads have done since they started (zero before the first banded
    /// frame), for `--log-frames`.
    package var bandThreadCounters: BandThreadCounters {
        bandThreads?.pool.counters ?? BandThreadCounters()
    }

    /// Pixels the last `render` or `renderFull` cleared to the background: none where an
    /// opaque layer covers the damage (it hides the clear), for diagnostics and tests.
    package private(set) var clearedPixels = 0

    /// Draws `root` at `scale` device pixels per point over `background`, redrawing only the
    /// damage since the last call; returns the device rectangles it redrew (empty when
    /// nothing changed), which are what needs presenting.
    @discardableResult
    package func render(_ root: Layer, into framebuffer: Framebuffer, scale: Double, background: Color) -> [PixelRect] {
        let target = (ObjectIdentifier(framebuffer), framebuffer.width, framebuffer.height)
        guard let previous, let previousTarget, previousTarget == target, previousScale == scale,
            previousBackground == background
        else {
            renderFull(root, into: framebuffer, scale: scale, background: background)
            return framebuffer.bounds.isEmpty ? [] : [framebuffer.bounds]
        }
        var rects: [PixelRect] = []
        clearedPixels = 0
        var drawn: DrawnFrame?
        if previous != root {
            let old = previousSnapshot ?? DamageTracker.Snapshot(of: previous, scale: scale)
            let snapshot = DamageTracker.Snapshot(of: root, scale: scale)
            rects = DamageTracker.damage(from: old, to: snapshot, bounds: framebuffer.bounds)
            previousSnapshot = snapshot
            drawn = DrawnFrame(tree: previous, snapshot: old, framebuffer: framebuffer)
        }
        if !rects.isEmpty {
            // Before the backdrops, which are drawn in bands too.
            prepareText(root)
            prepareBackdrops(root, framebuffer: framebuffer, scale: scale, background: background, drawn: drawn)
        }
        if !rects.isEmpty {
            let covers = compositor.opaqueCovers(root, scale: scale)
            for rect in rects {
                draw(root, into: framebuffer, scale: scale, background: background, clip: rect, covers: covers)
            }
        }
        self.previous = root
        endFrame()
        return rects
    }

    /// Draws the whole frame and remembers `root` as the base for the next `render`.
    package func renderFull(_ root: Layer, into framebuffer: Framebuffer, scale: Double, background: Color) {
        clearedPixels = 0
        prepareText(root)
        prepareBackdrops(root, framebuffer: framebuffer, scale: scale, background: background)
        draw(
            root, into: framebuffer, scale: scale, background: background, clip: framebuffer.bounds,
            covers: compositor.opaqueCovers(root, scale: scale))
        previous = root
        previousSnapshot = nil
        previousTarget = (ObjectIdentifier(framebuffer), framebuffer.width, framebuffer.height)
        previousScale = scale
        previousBackground = background
        endFrame()
    }

    /// Has the text provider read, on this thread, the files the frame's labels need (a
    /// fallback face opened for a character first seen), before the band threads start: a
    /// band reading a cold file holds the text lock, and every other band waits behind it.
    /// Without band threads the frame is drawn here anyway.
    private func prepareText(_ root: Layer) {
        guard threads > 1, let provider = compositor.textMasks else { return }
        func visit(_ layer: Layer) {
            if layer.isHidden || layer.opacity <= 0 { return }
            if case .text(let text) = layer.content { provider.prepare(text) }
            for sublayer in layer.sublayers { visit(sublayer) }
        }
        visit(root)
    }

    /// Scratch memory held between frames: offscreen group images and the scan converter's
    /// buffers. It follows what recent frames needed, not the largest frame ever drawn.
    package var scratchBytes: Int {
        compositor.offscreenBytes + (canvas?.scanConverter.scratchBytes ?? 0)
            + workers.reduce(0) { $0 + $1.compositor.offscreenBytes + ($1.canvas?.scanConverter.scratchBytes ?? 0) }
    }

    /// Gives back scratch memory the frame just drawn did not need.
    private func endFrame() {
        compositor.endFrame()
        sharedText?.endFrame()
        canvas?.scanConverter.releaseSpike()
        for w in workers {
            w.compositor.endFrame()
            w.canvas?.scanConverter.releaseSpike()
        }
    }

    /// Forgets the last frame, so the next `render` draws everything.
    package func invalidate() {
        previous = nil
    }

    /// Draws `clip` of the frame; `covers` are `root`'s opaque layers (`Compositor.opaqueCovers`),
    /// found once for every rectangle and band of the frame.
    private func draw(
        _ root: Layer, into framebuffer: Framebuffer, scale: Double, background: Color, clip: PixelRect,
        covers: OpaqueCovers
    ) {
        let canvas: Canvas
        if let kept = self.canvas, kept.framebuffer === framebuffer {
            canvas = kept
        } else {
            canvas = Canvas(framebuffer: framebuffer)
            self.canvas = canvas
        }
        let bands = Renderer.bands(of: clip.intersection(framebuffer.bounds), threads: threads)
        if bands.count == 1 {
            clearedPixels += Renderer.drawClip(
                root, on: canvas, compositor: compositor, scale: scale,
                background: background, clip: clip, covers: covers)
            return
        }
        clearedPixels += withBandWorkers(canvas: canvas) { pool, workers in
            drawBands(
                root, into: framebuffer, scale: scale, background: background, bands: bands,
                workers: workers, threads: pool, covers: covers)
        }
    }

    /// Calls `body` with the band threads and one worker per thread, the caller's (this
    /// renderer's own compositor and `canvas`) first.
    ///
    /// The other workers' compositors share the text provider through a lock (which keeps
    /// the masks it made for the frame after, see `SerializedTextMasks`) and see the
    /// material backdrops prepared so far; the renderer's own compositor draws text through
    /// that lock too until `body` returns.
    func withBandWorkers<T>(canvas: Canvas?, _ body: (BandThreads, [BandWorker]) -> T) -> T {
        if bandThreads?.asked != threads { bandThreads = (BandThreads(threads: threads), threads) }
        let pool = bandThreads!.pool
        while workers.count < pool.count - 1 { workers.append(BandWorker()) }
        let text: TextMaskProviding?
        if let provider = compositor.textMasks {
            if sharedText?.base !== provider { sharedText = SerializedTextMasks(provider) }
            text = sharedText
        } else {
            text = nil
        }
        let main = BandWorker(compositor: compositor, canvas: canvas)
        let saved = compositor.textMasks
        compositor.textMasks = text
        defer { compositor.textMasks = saved }
        for w in workers {
            w.compositor.textMasks = text
            w.compositor.backdrops = compositor.backdrops
        }
        return body(pool, [main] + workers.prefix(pool.count - 1))
    }
}
