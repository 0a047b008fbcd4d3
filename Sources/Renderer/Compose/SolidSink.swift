import CRenderKernels

/// Blends one premultiplied colour into a framebuffer through the scan converter's coverage,
/// optionally through a clip mask (coverage times clip), with a paint's blend mode.
struct SolidSink: CoverageSink {
    let framebuffer: Framebuffer
    let source: UInt32
    let blend: Paint.BlendMode
    let clip: CoverageMask?

    init(framebuffer: Framebuffer, source: UInt32, blend: Paint.BlendMode = .sourceOver, clip: CoverageMask?) {
        self.framebuffer = framebuffer
        self.source = source
        self.blend = blend
        self.clip = clip
    }

    mutating func blendSpan(y: Int, x: Int, count: Int, coverage: UInt8) {
        let row = framebuffer.row(y) + x
        if let clip {
            // Full coverage through the clip is the clip's own coverage (x * 255 / 255 = x with
            // this rounding): the mask's row goes to the kernel as it is, no copy.
            if coverage == 255 {
                clip.withRow(y: y, x: x, count: count) { start, mask, n in
                    PixelMath.blendCoverage(row + start, coverage: mask, count: n, source: source, blend: blend)
                }
                return
            }
            var constant = coverage
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { c in
                applyClip(c.baseAddress!, from: &constant, step: 0, y: y, x: x, count: count, mask: clip)
                PixelMath.blendCoverage(row, coverage: c.baseAddress!, count: count, source: source, blend: blend)
            }
            return
        }
        if coverage != 255, blend.changesUnderTransparentSource {
            // These modes mix by coverage, which a pre-scaled source cannot say.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { c in
                c.initialize(repeating: coverage)
                PixelMath.blendCoverage(row, coverage: c.baseAddress!, count: count, source: source, blend: blend)
            }
            return
        }
        let s = coverage == 255 ? source : PixelMath.multiply(source, by: UInt32(coverage))
        PixelMath.blendSpan(row, count: count, source: s, blend: blend)
    }

    mutating func blend(y: Int, x: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        let row = framebuffer.row(y) + x
        if let clip {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { c in
                applyClip(c.baseAddress!, from: coverage, step: 1, y: y, x: x, count: count, mask: clip)
                PixelMath.blendCoverage(row, coverage: c.baseAddress!, count: count, source: source, blend: blend)
            }
            return
        }
        PixelMath.blendCoverage(row, coverage: coverage, count: count, source: source, blend: blend)
    }
}

extension CoverageMask {
    /// Calls `body(start, coverage, n)` with the part of device row `y`, columns
    /// `x..<x + count`, that lies inside the mask: `start` columns after `x`, `n` bytes of the
    /// mask's row. Nothing when the row misses the mask (its coverage is 0 there).
    @inline(__always)
    func withRow(y: Int, x: Int, count: Int, _ body: (_ start: Int, _ coverage: UnsafePointer<UInt8>, _ n: Int) -> Void)
    {
        let ly = y - originY
        let lo = max(x, originX)
        let hi = min(x + count, originX + width)
        if ly < 0 || ly >= height || hi <= lo { return }
        coverage.withUnsafeBufferPointer { m in
            body(lo - x, m.baseAddress! + ly * width + (lo - originX), hi - lo)
        }
    }
}

/// Writes into `c` a row of coverage (`count` bytes from `source`, `step` 1, or one byte
/// repeated, `step` 0) times the clip mask's coverage at the same device pixels (0 where the
/// row leaves the mask), with the pixman rounding of `PixelMath.multiply8`, in C.
@inline(__always)
func applyClip(
    _ c: UnsafeMutablePointer<UInt8>, from source: UnsafePointer<UInt8>, step: Int,
    y: Int, x: Int, count: Int, mask: CoverageMask
) {
    var missed = true
    mask.withRow(y: y, x: x, count: count) { start, m, n in
        rk_clip_coverage(c, source, step, count, start, m, n)
        missed = false
    }
    if missed { rk_clip_coverage(c, source, step, count, 0, nil, 0) }
}
