import CRenderKernels
import Geometry

extension Compositor {
    /// Draws `body` through the straight middle `rows` of a rounded clip whose device outline
    /// is `edges`: the columns the clip covers whole through a plain rectangle clip, the
    /// partly covered columns at each side through a coverage mask of just those columns.
    /// Returns false, drawing nothing, when no pixel of those rows is covered whole (the
    /// caller then masks them as usual); the caller restores the canvas.
    ///
    /// Every row of the straight middle has the same coverage (the two sides cross each row
    /// whole), so one converted row tells which columns are covered whole. A mask of 255
    /// multiplies nothing, so drawing those columns with no mask gives the same pixels, and
    /// it lets the fills under the clip take their unmasked fast paths: a clipped list or
    /// sheet spends its time in the span kernels instead of multiplying every pixel by a mask.
    func drawClipInterior(
        _ canvas: Canvas, edges: EdgeList, rows: Range<Int>, outerClip: PixelRect, _ body: () -> Void
    ) -> Bool {
        canvas.clipMask = nil
        canvas.clip = PixelRect(x: outerClip.x, y: rows.lowerBound, width: outerClip.width, height: 1)
        let row = canvas.coverage(of: edges)
        // In C: unoptimised, the generic scan cost some 600 instructions a pixel, a quarter of
        // a sheet's frame at 2560 pixels a row.
        var start = 0
        let count = row.coverage.withUnsafeBufferPointer { rk_full_run($0.baseAddress, $0.count, &start) }
        guard count > 0 else { return false }
        let first = row.coverage.startIndex + start
        let last = first + count - 1
        canvas.clip = PixelRect(x: row.originX + first, y: rows.lowerBound, width: last - first + 1, height: rows.count)
        body()
        for side in [row.coverage.startIndex..<first, (last + 1)..<row.coverage.endIndex] where !side.isEmpty {
            var column = CoverageMask(
                originX: row.originX + side.lowerBound, originY: rows.lowerBound, width: side.count, height: 1)
            column.coverage = Array(row.coverage[side])
            column = column.repeatingRow(rows.count)
            canvas.clip = column.rect
            canvas.clipMask = column
            body()
        }
        return true
    }
}
