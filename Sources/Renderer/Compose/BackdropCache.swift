import CRenderKernels
import Geometry
import LayerTree

/// Makes every material layer's blurred backdrop ready before a frame is drawn, and keeps
/// what it can for the next frame.
///
/// A material's backdrop is the part of the tree painted before it (the layers behind, its
/// ancestors' own bodies) drawn over the window background, never the framebuffer's pixels:
/// those hold last frame's blur where the material was, and a band or damaged rectangle
/// sees only its own rows. That backdrop is drawn once into the first pyramid level (each
/// strip of rows halved as soon as it is drawn, so no full-size copy is held) and kept,
/// with its deeper levels, while the tree below the material, the scale and the background
/// stay the same and its region still covers what the blur reads; the blurred, saturated
/// and tinted level is kept while the material's values stay the same too. An animated
/// radius so costs only a small blur per frame, an unchanged screen nothing.
final class BackdropCache {
    private struct Entry {
        var below: Layer
        var scale: Double
        var background: Color
        /// Device pixels held by the pyramid, on the grid of `alignment`.
        var region: PixelRect
        /// Level `i` is the backdrop halved `firstShift + i` times: the finer levels no
        /// blur of this region can use (`BackdropBlurPlan.texelBudget`) are never kept.
        var levels: [PixelImage]
        var firstShift: Int
        var blurred: (plan: BackdropBlurPlan, material: Material, image: BackdropImage)?
        /// Every pixel of the backdrop is opaque, and so every pixel of its blur: the
        /// material then hides what is below it as an opaque background does.
        var isOpaque: Bool
        /// Frames prepared since its material was last visible (0: visible in this one).
        var framesUnseen = 0
    }

    private var entries: [[Int]: Entry] = [:]
    /// Backdrops drawn (pyramids built) so far: stays put while what is below is still.
    private(set) var renders = 0
    /// Blurs computed so far: stays put while the material and what is below are still.
    private(set) var blurs = 0
    /// Backdrop strips read from the last frame's framebuffer instead of drawn (`DrawnFrame`).
    private(set) var stripsRead = 0
    /// Blur images no backdrop shows any more, kept for the next blur of their size: a blur
    /// animating frame after frame otherwise took fresh memory each frame (at most
    /// `BackdropBlurPlan.texelBudget` texels an image, above the allocator's trim threshold)
    /// and gave it back, faulting it in page by page every frame.
    private var spares: [PixelImage] = []
    /// Spare images kept at most: the blur's scratch and the image it replaced.
    static let maxSpares = 2
    /// Images blurs had to allocate (none free in `spares`).
    private(set) var blurImagesMade = 0
    /// Each drawing thread's strip memory (by its slot in `BackdropWorkers`), kept while
    /// backdrops are drawn over a changing tree and the strips are small (`keptStripBytes`),
    /// freed after any other draw and when the last kept backdrop retires (`retire()`):
    /// kept longer (a full window's strips after a blur's first frame), it raised the peak
    /// of whatever came next; freed on the first frame that drew none, the next alert's
    /// first frames faulted the same strips in again.
    private var stripScratch: [BackdropStripScratch] = []
    /// Bytes of strip memory a thread keeps from frame to frame, at most.
    static let keptStripBytes = 512 << 10
    /// Bytes of strip memory the threads keep now.
    var stripBytes: Int { stripScratch.reduce(0) { $0 + $1.bytes } }

    /// Regions start on multiples of this many device pixels, so every level's texel grid
    /// lines up with the device pixels (the deepest texel is 16 pixels wide).
    static let alignment = 16
    /// Extra pixels drawn around what a blur needs, so a radius that grows frame by frame
    /// does not redraw the backdrop each time.
    static let slack = 128
    /// Rows of backdrop drawn at a time before being halved: each strip walks the whole
    /// tree below and outlines again every shape crossing it, so taller strips cost less
    /// work (a full window of discs drew in 32-row strips with twice the work of one whole
    /// frame) and more memory (a strip of a full-window backdrop is 640 KB a thread at 64).
    static let stripRows = 64

    /// Bytes held by the pyramids and blurred images.
    var bytes: Int {
        entries.values.reduce(0) { sum, e in
            sum + e.levels.reduce(0) { $0 + $1.bytes } + (e.blurred?.image.image.bytes ?? 0)
        } + spares.reduce(0) { $0 + $1.bytes } + stripScratch.reduce(0) { $0 + $1.bytes }
    }

    /// The backdrops of every visible material in `root` drawn at `scale` over `background`
    /// into a framebuffer of `bounds`, in painting order; draws what it must with
    /// `compositor` (whose `backdrops` it fills as it goes, for materials over materials),
    /// a new backdrop's strips on `workers` (the compositor alone when nil), reading the
    /// strips that `drawn`, the last frame, already holds from its framebuffer.
    func prepare(
        _ root: Layer, scale: Double, background: Color, bounds: PixelRect, compositor: Compositor,
        workers: BackdropWorkers? = nil, drawn: DrawnFrame? = nil
    ) {
        compositor.backdrops = []
        var found: [(path: [Int], transform: AffineTransform, layer: Layer)] = []
        Self.findMaterials(root, path: [], parent: AffineTransform(scaleX: scale, y: scale), into: &found)
        for key in entries.keys { entries[key]?.framesUnseen += 1 }
        for (path, t, layer) in found {
            guard let material = layer.material else { continue }
            let shape = PixelRect(covering: layer.bounds.applying(t)).intersection(bounds)
            if shape.isEmpty { continue }
            let sigma = LayerExtent.materialSigma(material, t)
            let plan = BackdropBlurPlan(sigma: sigma, pixels: shape.area)
            let needed = Self.aligned(Self.grown(shape, by: plan.reach)).intersection(bounds)
            // The finest level any radius can use for this shape.
            let firstShift = BackdropBlurPlan(sigma: 0, pixels: shape.area).shift
            let below = root.backdrop(below: path[...])
            var entry: Entry
            let kept = entries[path]
            if let kept, kept.below == below, kept.scale == scale, kept.background == background,
                kept.region.intersection(needed) == needed, kept.firstShift >= firstShift,
                kept.firstShift <= plan.shift
            {
                entry = kept
            } else {
                // A tree below that changed since it was last drawn (since the kept backdrop,
                // or since the last frame: a dimming view fading in under an alert's card)
                // will most likely change again next frame: then draw only what this blur
                // reads, at its own level, rather than a margin and finer levels for a radius
                // that may change over a still page (the level is the same either way: it
                // depends only on the pixels it halves).
                let changing =
                    kept.map { $0.below != below } ?? drawn.map { $0.tree.backdrop(below: path[...]) != below }
                    ?? false
                let shift = changing ? plan.shift : firstShift
                let region =
                    changing ? needed : Self.aligned(Self.grown(needed, by: Self.slack)).intersection(bounds)
                let reading = drawn.flatMap { frame in
                    frame.strips(holding: below, at: path, region: region, stripRows: Self.stripRows).map {
                        (frame.framebuffer, $0)
                    }
                }
                let level = draw(
                    below, region: region, shift: shift, scale: scale, background: background,
                    workers: workers ?? .serial(compositor), reading: reading)
                entry = Entry(
                    below: below, scale: scale, background: background, region: region, levels: [level],
                    firstShift: shift,
                    isOpaque: rk_blur_is_opaque(level.pixels, level.stride, level.width, level.height) != 0)
                renders += 1
                if !changing || stripScratch.contains(where: { $0.bytes > Self.keptStripBytes }) {
                    stripScratch = []
                }
            }
            entry.framesUnseen = 0
            while entry.firstShift + entry.levels.count <= plan.shift {
                entry.levels.append(entry.levels[entry.levels.count - 1].halved())
            }
            let image: BackdropImage
            if let b = entry.blurred, b.plan == plan, b.material == material {
                image = b.image
            } else {
                let level = entry.levels[plan.shift - entry.firstShift]
                let sparesBefore = spares.count
                image = BackdropImage(
                    image: level.blurred(plan, material: material, spares: &spares), shift: plan.shift,
                    originX: entry.region.x, originY: entry.region.y)
                // A blur takes two images (the result and its scratch) and puts the scratch back.
                blurImagesMade += 2 - (sparesBefore - (spares.count - 1))
                if let replaced = entry.blurred?.image.image { spares.append(replaced) }
                spares.removeFirst(max(0, spares.count - Self.maxSpares))
                entry.blurred = (plan, material, image)
                blurs += 1
            }
            entries[path] = entry
            compositor.backdrops.append(
                PreparedBackdrop(
                    transform: t, bounds: layer.bounds, image: image,
                    isOpaque: entry.isOpaque))
        }
        retire()
        if entries.isEmpty { stripScratch = [] }
    }

    /// Frames a backdrop is kept after its material stops showing.
    static let retiredFrames = 120

    /// Keeps the backdrop of a material that stopped showing (a blur flung out, a sheet
    /// dismissed) for `retiredFrames` frames, at its finest level only, then frees it: a
    /// material that comes back over the same tree within them (flung in again, presented
    /// again) finds its backdrop and costs a small blur, not a whole window drawn again. The
    /// frames counted are frames drawn, so an idle window keeps it while nothing changes.
    private func retire() {
        entries = entries.filter { $0.value.framesUnseen <= Self.retiredFrames }
        if !entries.values.contains(where: { $0.framesUnseen == 0 }) { spares = [] }
        for (key, entry) in entries where entry.framesUnseen > 0 && (entry.levels.count > 1 || entry.blurred != nil) {
            entries[key]?.levels = [entry.levels[0]]
            entries[key]?.blurred = nil
        }
    }

    /// Draws `below` over `background` within `region` and returns it halved `shift` times,
    /// a strip of rows at a time: each strip is halved down to the level before the next is
    /// drawn (its rows are a multiple of every level's texel, so no 2x2 block straddles two
    /// strips and the level is the one the whole image would give), so no finer level is
    /// ever held whole.
    ///
    /// The strips are shared out in runs among `workers`, each with a strip of its own: a
    /// strip's level rows are its own, and a strip's pixels do not depend on which compositor
    /// draws it, so the level is the same for any number of threads. A backdrop's first frame
    /// so takes the time of a half-window on two threads, not of a whole one.
    ///
    /// The strips `reading` marks are halved straight from its framebuffer, which holds
    /// them already (`DrawnFrame`): the same pixels, not drawn again.
    private func draw(
        _ below: Layer, region: PixelRect, shift: Int, scale: Double, background: Color, workers: BackdropWorkers,
        reading: (framebuffer: Framebuffer, strips: [Bool])? = nil
    ) -> PixelImage {
        let level = PixelImage(
            width: (region.width + (1 << shift) - 1) >> shift, height: (region.height + (1 << shift) - 1) >> shift)
        // The tree moved so that the region's corner is the strip's (0, 0), in points.
        let shifted = Layer(
            bounds: .zero,
            transform: AffineTransform(translationX: -Double(region.x) / scale, y: -Double(region.y) / scale),
            sublayers: [below])
        let strips = (region.height + Self.stripRows - 1) / Self.stripRows
        // Two runs a thread, so one that finishes early takes another.
        let jobs = min(strips, max(1, workers.count * 2))
        while stripScratch.count < workers.count { stripScratch.append(BackdropStripScratch()) }
        let scratches = stripScratch
        workers.run(jobs) { job, slot, compositor in
            let run = (strips * job / jobs)..<(strips * (job + 1) / jobs)
            let drawsAny = run.contains { reading?.strips[$0] != true }
            // The thread's strip to draw into (none when every strip of the run is read) and
            // its halving rows, with one scan converter (and its scratch) for all its strips.
            let scratch = scratches[slot]
            let (strip, halves) = scratch.layout(
                width: region.width, rows: Self.stripRows, shift: shift, drawing: drawsAny)
            let saved = compositor.deviceOffset
            defer { compositor.deviceOffset = saved }
            for index in run {
                let top = index * Self.stripRows
                let rows = min(Self.stripRows, region.height - top)
                if let reading, reading.strips[index] {
                    // The region starts at the device origin, so its rows are the framebuffer's.
                    Self.halve(
                        (reading.framebuffer.row(top), reading.framebuffer.rowPixels, region.width, rows),
                        into: level, top: top, shift: shift, halves: halves)
                    continue
                }
                let whole = Framebuffer(
                    wrapping: strip.pixels - top * strip.rowPixels, width: region.width, height: region.height,
                    stride: strip.stride)
                let canvas = Canvas(framebuffer: whole, sharing: scratch.canvas)
                canvas.clip = PixelRect(x: 0, y: top, width: region.width, height: rows)
                canvas.clear(to: background)
                compositor.deviceOffset = (region.x, region.y)
                compositor.draw(shifted, on: canvas, scale: scale)
                Self.halve(
                    (strip.pixels, strip.rowPixels, region.width, rows), into: level, top: top, shift: shift,
                    halves: halves)
            }
        }
        if let reading { stripsRead += reading.strips.filter { $0 }.count }
        return level
    }

    /// Halves a strip of rows starting at row `top` of the region `shift` times, through
    /// the scratch rows `halves`, the last time into `level`'s rows.
    private static func halve(
        _ strip: (pixels: UnsafeMutablePointer<UInt32>, stride: Int, width: Int, height: Int), into level: PixelImage,
        top: Int, shift: Int, halves: [(pixels: UnsafeMutablePointer<UInt32>, stride: Int)]
    ) {
        var source = strip
        for k in 1...shift {
            let target = k == shift ? level.row(top >> k) : halves[k - 1].pixels
            let stride = k == shift ? level.stride : halves[k - 1].stride
            rk_blur_downsample2(
                target, stride, source.pixels, source.stride, source.width, source.height, PixelMath.kernelLevel)
            source = (target, stride, (source.width + 1) / 2, (source.height + 1) / 2)
        }
    }

    private static func findMaterials(
        _ layer: Layer, path: [Int], parent: AffineTransform,
        into found: inout [(path: [Int], transform: AffineTransform, layer: Layer)]
    ) {
        if layer.isHidden || layer.opacity <= 0 { return }
        let t = layer.transform.concatenating(parent)
        if t.determinant == 0 || !t.determinant.isFinite { return }
        if let m = layer.material, m.isVisible { found.append((path, t, layer)) }
        for (i, child) in layer.sublayers.enumerated() {
            findMaterials(child, path: path + [i], parent: t, into: &found)
        }
    }

    static func grown(_ r: PixelRect, by d: Int) -> PixelRect {
        PixelRect(x: r.x - d, y: r.y - d, width: r.width + 2 * d, height: r.height + 2 * d)
    }

    /// `r` widened outwards to the alignment grid.
    static func aligned(_ r: PixelRect) -> PixelRect {
        let a = alignment
        func down(_ v: Int) -> Int { v >= 0 ? v / a * a : -((-v + a - 1) / a * a) }
        func up(_ v: Int) -> Int { -down(-v) }
        let x0 = down(r.x)
        let y0 = down(r.y)
        return PixelRect(x: x0, y: y0, width: up(r.maxX) - x0, height: up(r.maxY) - y0)
    }
}

extension Layer {
    /// What is painted before the sublayer at `path` (index by index from this layer): the
    /// earlier siblings at every level and the ancestors' own bodies, not their borders
    /// (drawn over their sublayers) nor anything after.
    func backdrop(below path: ArraySlice<Int>) -> Layer {
        var out = self
        out.border = nil
        guard let i = path.first, i < sublayers.count else { return out }
        var kept = Array(sublayers[..<i])
        if path.count > 1 { kept.append(sublayers[i].backdrop(below: path.dropFirst())) }
        out.sublayers = kept
        return out
    }
}
