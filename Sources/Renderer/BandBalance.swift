/// Where a frame's rows are cut between the band threads: at equal heights at first, then,
/// for as long as frames keep drawing the same rectangle, where the last frames' bands took
/// equal time.
///
/// Equal heights are not equal work (a scene is densest in the middle, a sheet covers the
/// lower half), and the remedy of many small bands claimed dynamically costs twice: every
/// band walks the whole tree, and a band claimed by a different thread each frame finds
/// its rows in the other processor's cache. So each thread keeps one contiguous share of
/// rows, frame after frame, and the shares' borders move to where the measured times say
/// the work divides evenly; the shares are still cut into `Renderer.bandsPerThread` bands,
/// so a thread held up by another program is still helped by the others.
package struct BandBalance {
    /// The rectangle the cuts were learned on.
    private var clip: PixelRect?
    /// Where each thread's share after the first begins, as a fraction of the clip's height.
    private var cuts: [Double] = []

    /// A balance with nothing learned: equal heights.
    package init() {}

    /// `even` (the bands `Renderer.bands(of:threads:)` cut for `threads` threads) with the
    /// threads' shares moved to the learned cuts; `even` itself when nothing was learned for
    /// its rectangle (or it is not cut into every thread's bands).
    package func bands(replacing even: [PixelRect], threads: Int) -> [PixelRect] {
        let perThread = Renderer.bandsPerThread
        guard let clip = Self.union(even), clip == self.clip, even.count == threads * perThread,
            cuts.count == threads - 1
        else { return even }
        var bands: [PixelRect] = []
        var top = clip.y
        for w in 0..<threads {
            let bottom = w == threads - 1 ? clip.maxY : clip.y + Int((cuts[w] * Double(clip.height)).rounded())
            for k in 0..<perThread {
                let y0 = top + (bottom - top) * k / perThread
                let y1 = top + (bottom - top) * (k + 1) / perThread
                bands.append(PixelRect(x: clip.x, y: y0, width: clip.width, height: y1 - y0))
            }
            top = bottom
        }
        return bands
    }

    /// Learns from the seconds each of `bands` took (whichever thread drew it): the next
    /// cuts lie halfway between the last ones and the rows where the times, spread evenly
    /// over each band's rows, divide into equal shares. Halfway, so that one noisy frame
    /// moves the borders only a little.
    package mutating func record(_ bands: [PixelRect], seconds: [Double], threads: Int) {
        guard let clip = Self.union(bands), threads > 1, bands.count == seconds.count,
            bands.count == threads * Renderer.bandsPerThread
        else { return }
        let total = seconds.reduce(0, +)
        if clip != self.clip {
            self.clip = clip
            cuts = (1..<threads).map { Double($0) / Double(threads) }
        }
        guard total > 0, total.isFinite else { return }
        var targets: [Double] = []
        var before = 0.0
        for (band, time) in zip(bands, seconds) {
            while targets.count < threads - 1 {
                let share = total * Double(targets.count + 1) / Double(threads)
                if before + time < share { break }
                let within = time > 0 ? (share - before) / time : 0
                targets.append((Double(band.y - clip.y) + within * Double(band.height)) / Double(clip.height))
            }
            before += time
        }
        while targets.count < threads - 1 { targets.append(1) }
        // Every band keeps at least the renderer's shortest band height.
        let least = Double(Renderer.minimumBandRows * Renderer.bandsPerThread) / Double(clip.height)
        var previous = 0.0
        for w in 0..<(threads - 1) {
            let highest = 1 - least * Double(threads - 1 - w)
            let cut = min(max(0.5 * (cuts[w] + targets[w]), previous + least), highest)
            cuts[w] = cut
            previous = cut
        }
    }

    /// The rectangle `bands` (consecutive, top to bottom) make up.
    private static func union(_ bands: [PixelRect]) -> PixelRect? {
        guard let first = bands.first, let last = bands.last else { return nil }
        return PixelRect(x: first.x, y: first.y, width: first.width, height: last.maxY - first.y)
    }
}
