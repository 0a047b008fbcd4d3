/// Blends one premultiplied colour into a framebuffer through the scan converter's coverage,
/// optionally through a clip mask (coverage times clip).
struct SolidSink: CoverageSink {
    let framebuffer: Framebuffer
    let source: UInt32
    let clip: CoverageMask?

    mutating func blendSpan(y: Int, x: Int, count: Int, coverage: UInt8) {
        let row = framebuffer.row(y) + x
        if let clip {
            var c = [UInt8](repeating: coverage, count: count)
            c.withUnsafeMutableBufferPointer { applyClip($0.baseAddress!, y: y, x: x, count: count, mask: clip) }
            c.withUnsafeBufferPointer { PixelMath.blendCoverage(row, coverage: $0.baseAddress!, count: count, source: source) }
            return
        }
        let s = coverage == 255 ? source : PixelMath.multiply(source, by: UInt32(coverage))
        PixelMath.blendSpan(row, count: count, source: s)
    }

    mutating func blend(y: Int, x: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        let row = framebuffer.row(y) + x
        if let clip {
            let c = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
            defer { c.deallocate() }
            c.update(from: coverage, count: count)
            applyClip(c, y: y, x: x, count: count, mask: clip)
            PixelMath.blendCoverage(row, coverage: c, count: count, source: source)
            return
        }
        PixelMath.blendCoverage(row, coverage: coverage, count: count, source: source)
    }
}

/// Multiplies a row of coverage by the clip mask's coverage at the same device pixels.
@inline(__always)
func applyClip(_ c: UnsafeMutablePointer<UInt8>, y: Int, x: Int, count: Int, mask: CoverageMask) {
    for i in 0..<count where c[i] != 0 {
        c[i] = UInt8(PixelMath.multiply8(UInt32(c[i]), UInt32(mask.value(atX: x + i, y: y))))
    }
}
