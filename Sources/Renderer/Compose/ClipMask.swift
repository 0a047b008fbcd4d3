extension CoverageMask {
    /// Coverage at a device pixel; 0 outside the mask's rectangle.
    @inline(__always) func value(atX x: Int, y: Int) -> UInt8 {
        let lx = x - originX
        let ly = y - originY
        if lx < 0 || ly < 0 || lx >= width || ly >= height { return 0 }
        return coverage[ly * width + lx]
    }

    /// This mask multiplied by `other`, pixel by pixel: the region inside both clips.
    func intersected(with other: CoverageMask) -> CoverageMask {
        var out = self
        for y in 0..<height {
            for x in 0..<width where out.coverage[y * width + x] != 0 {
                let o = UInt32(other.value(atX: originX + x, y: originY + y))
                out.coverage[y * width + x] = UInt8(PixelMath.multiply8(UInt32(out.coverage[y * width + x]), o))
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
            for i in 0..<count { m[base + i] = coverage[i] }
        }
    }

    mutating func blendSpan(y: Int, x: Int, count: Int, coverage: UInt8) {
        let base = (y - mask.originY) * mask.width + (x - mask.originX)
        mask.coverage.withUnsafeMutableBufferPointer { m in
            for i in 0..<count { m[base + i] = coverage }
        }
    }
}
