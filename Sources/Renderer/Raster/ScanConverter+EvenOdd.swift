extension ScanConverter {
    /// Coverage of a pixel whose winding sum is `sum` under the even-odd rule: the distance
    /// from the sum to the nearest even number, so a region wound twice is outside again.
    /// Exact inside a shape and wherever a pixel meets one edge; an approximation only in
    /// a pixel that two crossing edges share.
    @inline(__always) static func quantiseEvenOdd(_ sum: Float) -> UInt8 {
        let v = min(abs(sum - 2 * (sum / 2).rounded()), 1)
        return UInt8(v * 255 + 0.5)
    }

    /// The even-odd form of the row accumulation (`rk_accumulate_row` is the non-zero one):
    /// runs the sums over cells `a...end`, emits them, clears `a...b`; returns the running sum.
    /// In Swift, not C: only shapes that ask for the even-odd rule come here.
    func accumulateEvenOdd<S: CoverageSink>(
        _ row: UnsafeMutablePointer<Float>, _ a: Int, _ end: Int, _ b: Int, _ carry: Float,
        y: Int, originX: Int, coverage: UnsafeMutablePointer<UInt8>, into sink: inout S
    ) -> Float {
        var sum = carry
        if a <= end {
            for x in a...end {
                sum += row[x]
                coverage[x - a] = ScanConverter.quantiseEvenOdd(sum)
            }
            sink.blend(y: y, x: originX + a, coverage: coverage, count: end - a + 1)
        }
        if a <= b { for x in a...b { row[x] = 0 } }
        return sum
    }
}
