import CRenderKernels

/// Draws a `BackdropImage` into a framebuffer through the scan converter's coverage (and a
/// clip mask, when set): each device row is first interpolated between the two texel rows
/// around it, once, then each span of it between texels (`rk_blur_upsample_span`).
struct BackdropSink: CoverageSink {
    let framebuffer: Framebuffer
    let backdrop: BackdropImage
    let clip: CoverageMask?
    /// Where the framebuffer's pixel (0, 0) lies in device space (a group image's offset).
    let offsetX: Int
    let offsetY: Int
    /// Coverage scale for an inherited opacity (255: none).
    let alpha: UInt8
    /// One interpolated texel row, `backdrop.image.width` long.
    let row: UnsafeMutablePointer<UInt32>
    var rowY = Int.min

    /// Interpolates the texel row for device row `y` unless it is the last one made.
    private mutating func prepareRow(_ y: Int) {
        if y == rowY { return }
        rowY = y
        let image = backdrop.image
        let s = 1 << backdrop.shift
        let n = 2 * (y + offsetY - backdrop.originY) + 1 - s
        let k = n >= 0 ? n / (2 * s) : -((-n + 2 * s - 1) / (2 * s))
        let w = UInt32(n - k * 2 * s) << (7 - backdrop.shift)
        let last = image.height - 1
        let top = min(max(k, 0), last)
        let bottom = min(max(k + 1, 0), last)
        rk_blur_lerp_rows(row, image.row(top), image.row(bottom), image.width, w, PixelMath.kernelLevel)
    }

    private mutating func draw(y: Int, x: Int, coverage: UnsafePointer<UInt8>?, step: Int, count: Int) {
        prepareRow(y)
        rk_blur_upsample_span(
            framebuffer.row(y) + x, coverage, step, count, row, backdrop.image.width,
            x + offsetX - backdrop.originX, Int32(backdrop.shift), PixelMath.kernelLevel)
    }

    mutating func blendSpan(y: Int, x: Int, count: Int, coverage: UInt8) {
        var c = alpha == 255 ? coverage : UInt8(PixelMath.multiply8(UInt32(coverage), UInt32(alpha)))
        if let clip {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { buffer in
                applyClip(buffer.baseAddress!, from: &c, step: 0, y: y, x: x, count: count, mask: clip)
                draw(y: y, x: x, coverage: buffer.baseAddress!, step: 1, count: count)
            }
            return
        }
        if c == 0 { return }
        if c == 255 {
            draw(y: y, x: x, coverage: nil, step: 0, count: count)
        } else {
            withUnsafePointer(to: &c) { draw(y: y, x: x, coverage: $0, step: 0, count: count) }
        }
    }

    mutating func blend(y: Int, x: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        if clip == nil && alpha == 255 {
            draw(y: y, x: x, coverage: coverage, step: 1, count: count)
            return
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { buffer in
            let b = buffer.baseAddress!
            if let clip {
                applyClip(b, from: coverage, step: 1, y: y, x: x, count: count, mask: clip)
            } else {
                for i in 0..<count { b[i] = coverage[i] }
            }
            if alpha != 255 {
                for i in 0..<count { b[i] = UInt8(PixelMath.multiply8(UInt32(b[i]), UInt32(alpha))) }
            }
            draw(y: y, x: x, coverage: b, step: 1, count: count)
        }
    }
}
