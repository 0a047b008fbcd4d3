import CRenderKernels

/// One thread's memory for drawing backdrop strips: the strip a run of rows is drawn into,
/// the partly halved rows on their way to the pyramid level, and a canvas whose scan
/// converter every strip of the thread shares.
///
/// Kept from run to run and from frame to frame while backdrops are drawn every frame
/// (`BackdropCache` frees it on the first frame that draws none): a material over a tree
/// that changes every frame (an alert's card over a dimming view fading in) draws its
/// backdrop every frame, and fresh strips each time were faulted in page by page, frame
/// after frame. The block only grows, to the widest strip
/// asked for; every pixel a strip's halving reads is cleared and drawn first, so what the
/// block held before never reaches a level.
final class BackdropStripScratch {
    /// Lends its scan converter (and that scratch memory) to every strip canvas.
    let canvas = Canvas(framebuffer: Framebuffer(width: 0, height: 0))
    private var memory: UnsafeMutableRawPointer?
    /// Bytes of `memory`.
    private var capacity = 0

    deinit { memory?.deallocate() }

    /// Bytes held: the block and the scan converter's scratch.
    var bytes: Int { capacity + canvas.scanConverter.scratchBytes }

    /// Row stride in pixels for `width` pixels: rows start on 64-byte boundaries.
    private static func rowPixels(_ width: Int) -> Int { max(16, (width + 15) / 16 * 16) }

    /// A strip `width` pixels wide and `rows` high (none when `drawing` is false: every
    /// strip of the run is read, not drawn), and the rows of each halving but the last
    /// (`shift - 1` of them, each half the size of the one before), carved from the kept
    /// block; valid until the next call.
    func layout(width: Int, rows: Int, shift: Int, drawing: Bool) -> (
        strip: Framebuffer, halves: [(pixels: UnsafeMutablePointer<UInt32>, stride: Int)]
    ) {
        var sizes = [(stride: Self.rowPixels(width), rows: drawing ? rows : 0)]
        for k in 1..<max(shift, 1) {
            sizes.append((Self.rowPixels((width + (1 << k) - 1) >> k), rows >> k))
        }
        let need = max(64, sizes.reduce(0) { $0 + $1.stride * $1.rows * 4 })
        if need > capacity {
            memory?.deallocate()
            memory = .allocate(byteCount: need, alignment: 64)
            capacity = need
        }
        let base = memory!.assumingMemoryBound(to: UInt32.self)
        var offset = 0
        var parts: [(pixels: UnsafeMutablePointer<UInt32>, stride: Int)] = []
        for size in sizes {
            parts.append((base + offset, size.stride))
            offset += size.stride * size.rows
        }
        let strip = Framebuffer(
            wrapping: parts[0].pixels, width: drawing ? width : 0, height: sizes[0].rows, stride: parts[0].stride * 4)
        return (strip, Array(parts.dropFirst()))
    }
}
