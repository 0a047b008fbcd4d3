import CRenderKernels

extension CoverageMask {
    /// Coverage at a device pixel; 0 outside the mask's rectangle.
    @inline(__always) func value(atX x: Int, y: Int) -> UInt8 {
        let lx = x - originX
        let ly = y - originY
        if lx < 0 || ly < 0 || lx >= width || ly >= height { return 0 }
        return coverage[ly * width + lx]
    }

    /// A mask of `rows` rows, each a copy of this mask's first row, from the same origin.
    func repeatingRow(_ rows: Int) -> CoverageMask {
        var out = CoverageMask(originX: originX, originY: originY, width: width, height: height > 0 ? rows : 0)
        if out.coverage.isEmpty { return out }
        coverage.withUnsafeBufferPointer { row in
            out.coverage.withUnsafeMutableBufferPointer { m in
                rk_copy_rows(m.baseAddress!, width, row.baseAddress!, 0, width, rows)
            }
        }
        return out
    }

    /// This mask multiplied by `other`, pixel by pixel: the region inside both clips.
    func intersected(with other: CoverageMask) -> CoverageMask {
        var out = self
        if width == 0 { return out }
        // Row by row in C: each byte times `other`'s at the same device pixel, 0 outside it.
        out.coverage.withUnsafeMutableBufferPointer { m in
            for y in 0..<height {
                let row = m.baseAddress! + y * width
                applyClip(row, from: row, step: 1, y: originY + y, x: originX, count: width, mask: other)
            }
        }
        return out
    }
}

/// Writes coverage into a `CoverageMask` (used to build rounded clips and shadow shapes).
struct MaskSink: CoverageSink {
    var mask: CoverageMask

    mutating func blend(y: Int, x: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        let base = (y - mask.originY) * mask.width + (x - mask.originX)
        mask.coverage.withUnsafeMutableBufferPointer { m in
            rk_copy_rows(m.baseAddress! + base, count, coverage, count, count, 1)
        }
    }

    mutating func blendSpan(y: Int, x: Int, count: Int, coverage: UInt8) {
        let base = (y - mask.originY) * mask.width + (x - mask.originX)
        mask.coverage.withUnsafeMutableBufferPointer { m in
            rk_fill_bytes(m.baseAddress! + base, count, coverage)
        }
    }
}
