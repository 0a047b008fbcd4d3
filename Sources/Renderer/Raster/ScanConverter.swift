import CRenderKernels
import Geometry

/// Turns an `EdgeList` into exact per-pixel area coverage (non-zero winding), the signed-area
/// accumulation method of font-rs and tiny-skia's analytic path: every segment deposits, in
/// the cells it crosses, the area it adds to the pixels at its right; a running sum along a
/// row then gives each pixel's covered area.
///
/// Rows are sparse: the converter remembers which cells the downward and upward edges of
/// each row touched, and when those two ranges do not overlap, the stretch between them has
/// one coverage and goes out as a single span. So a large shape costs its edges plus a fill.
///
/// Because coverage is the exact covered area, a pixel-aligned edge gives 0 or 255 and two
/// shapes meeting along one edge split a pixel's coverage so that it sums to full.
final class ScanConverter {
    private var acc: UnsafeMutablePointer<Float>
    private var accCapacity: Int
    /// Per row: min and max cell touched by downward edges, then by upward edges.
    private var ranges: UnsafeMutablePointer<Int32>
    private var rangeCapacity: Int
    private var rowCoverage: UnsafeMutablePointer<UInt8>
    private var rowCapacity: Int

    // The area being converted: its width and height, and the buffer's row length.
    private var areaWidth = 0, areaHeight = 0, bufferWidth = 0
    /// The largest accumulation buffer a fill needed since the last `releaseSpike`.
    private var peakNeed = 0

    /// A converter whose scratch holds at most `chunkCells` accumulator cells at a time
    /// (tests compare small chunks with one chunk for the whole area).
    init(chunkCells: Int = ScanConverter.defaultChunkCells) {
        self.chunkCells = max(1, chunkCells)
        accCapacity = 4096
        acc = .allocate(capacity: accCapacity)
        rk_zero(acc, accCapacity * 4)  // 0.0 is all zero bits
        rangeCapacity = 256
        ranges = .allocate(capacity: rangeCapacity * 4)
        rowCapacity = 1024
        rowCoverage = .allocate(capacity: rowCapacity)
    }

    deinit {
        acc.deallocate()
        ranges.deallocate()
        rowCoverage.deallocate()
    }

    /// Converts `edges`, restricted to `clip`, and hands the coverage to `sink`.
    ///
    /// A large area goes through in horizontal chunks of at most `chunkCells` accumulator
    /// cells (256 KB), each converted as if the clip were its rows, so a window-sized shape
    /// needs a quarter of a megabyte of scratch per band thread instead of four bytes a pixel.
    func fill<S: CoverageSink>(_ edges: EdgeList, clip: PixelRect, into sink: inout S) {
        guard !edges.isEmpty else { return }
        let area = PixelRect(covering: edges.bounds, within: clip)
        if area.isEmpty { return }
        let rowsPerChunk = max(1, chunkCells / (area.width + 2))
        var top = area.y
        while top < area.maxY {
            let rows = min(rowsPerChunk, area.maxY - top)
            fill(edges, area: PixelRect(x: area.x, y: top, width: area.width, height: rows), into: &sink)
            top += rows
        }
    }

    /// How a pixel's winding sum becomes coverage; the non-zero rule unless a fill asks otherwise.
    var fillRule: FillRule = .nonZero

    /// Accumulator cells converted at a time: 256 KB of them, 25 rows of a 2560-pixel-wide
    /// window. Each chunk walks the outline again, which for the outlines drawn here (a few
    /// hundred segments at most) costs less than the megabyte per band thread it saves.
    static let defaultChunkCells = 1 << 16
    let chunkCells: Int

    private func fill<S: CoverageSink>(_ edges: EdgeList, area: PixelRect, into sink: inout S) {
        prepare(width: area.width, height: area.height)
        let ox = Double(area.x)
        let oy = Double(area.y)
        edges.segments.withUnsafeBufferPointer { s in
            var i = 0
            while i + 3 < s.count {
                addLine(s[i] - ox, s[i + 1] - oy, s[i + 2] - ox, s[i + 3] - oy)
                i += 4
            }
        }
        // A solid fill with no clip mask (the shapes of a frame, most of its corner rows) is
        // swept by the C kernel; masks, clips and the even-odd rule by the Swift below.
        if usesKernels, fillRule == .nonZero, let solid = sink as? SolidSink, solid.clip == nil {
            let framebuffer = solid.framebuffer
            rk_scan_sweep_solid(
                acc, bufferWidth, ranges, areaWidth, areaHeight, rowCoverage, framebuffer.row(area.y) + area.x,
                framebuffer.rowPixels, rk_paint(source: solid.source, blend: solid.blend.kernel),
                PixelMath.kernelLevel)
            return
        }
        emit(originX: area.x, originY: area.y, into: &sink)
    }

    /// True: segments are deposited (`rk_scan_line`), and a solid fill with no clip mask is
    /// swept (`rk_scan_sweep_solid`), by the C kernels, which give the bytes of `line` and
    /// `emit` below at a fraction of their unoptimised cost. Tests turn it off to compare.
    var usesKernels = true

    private func prepare(width: Int, height: Int) {
        areaWidth = width
        areaHeight = height
        bufferWidth = width + 2
        let need = bufferWidth * height
        peakNeed = max(peakNeed, need)
        if need > accCapacity {
            acc.deallocate()
            accCapacity = need
            acc = .allocate(capacity: need)
            rk_zero(acc, need * 4)
        }
        if height > rangeCapacity {
            ranges.deallocate()
            rangeCapacity = height
            ranges = .allocate(capacity: height * 4)
        }
        if bufferWidth > rowCapacity {
            rowCoverage.deallocate()
            rowCapacity = bufferWidth
            rowCoverage = .allocate(capacity: rowCapacity)
        }
        // Stored properties read once into locals: unoptimised, each read of one is a
        // dynamic exclusivity check.
        let ranges = self.ranges
        for r in 0..<height {
            ranges[r * 4] = Int32.max
            ranges[r * 4 + 1] = -1
            ranges[r * 4 + 2] = Int32.max
            ranges[r * 4 + 3] = -1
        }
    }

    /// Bytes of scratch memory held now.
    var scratchBytes: Int { accCapacity * 4 + rangeCapacity * 16 + rowCapacity }

    /// Gives back the accumulation buffer when it is more than twice what fills needed since
    /// the last call (a full-window shape drawn once must not pin megabytes for good), keeping
    /// at least the initial 16 KB. Every cell is zero between fills, so a fresh zeroed buffer
    /// is equivalent.
    func releaseSpike() {
        let keep = max(peakNeed, 4096)
        peakNeed = 0
        if accCapacity > 2 * keep && accCapacity > 65536 {
            acc.deallocate()
            accCapacity = keep
            acc = .allocate(capacity: keep)
            rk_zero(acc, keep * 4)
        }
    }

    /// Clips a segment (area coordinates) to the area: above and below it is cut away, left
    /// of it is pressed onto x = 0 (it still changes the winding of everything to its right),
    /// right of it is dropped (it changes only pixels outside).
    private func addLine(_ xa0: Double, _ ya0: Double, _ xb0: Double, _ yb0: Double) {
        if ya0 == yb0 { return }
        let dir: Float = ya0 < yb0 ? 1 : -1
        var xa = xa0
        var ya = ya0
        var xb = xb0
        var yb = yb0
        if ya > yb {
            swap(&xa, &xb)
            swap(&ya, &yb)
        }
        let h = Double(areaHeight)
        if yb <= 0 || ya >= h { return }
        if ya < 0 {
            xa += (xb - xa) * (0 - ya) / (yb - ya)
            ya = 0
        }
        if yb > h {
            xb = xa + (xb - xa) * (h - ya) / (yb - ya)
            yb = h
        }
        if !(xa.isFinite && xb.isFinite && ya.isFinite && yb.isFinite) { return }
        clipX(xa, ya, xb, yb, dir)
    }

    private func clipX(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double, _ dir: Float) {
        let w = Double(areaWidth)
        if xa >= w && xb >= w { return }
        if xa <= 0 && xb <= 0 {
            line(0, ya, 0, yb, dir)
            return
        }
        if (xa < 0) != (xb < 0) {
            let ym = ya + (yb - ya) * (0 - xa) / (xb - xa)
            clipX(xa, ya, 0, ym, dir)
            clipX(0, ym, xb, yb, dir)
            return
        }
        if (xa > w) != (xb > w) {
            let ym = ya + (yb - ya) * (w - xa) / (xb - xa)
            if xa < w { line(xa, ya, w, ym, dir) } else { line(w, ym, xb, yb, dir) }
            return
        }
        line(xa, ya, xb, yb, dir)
    }

    /// Deposits one segment with `ya < yb`, all inside the area, as font-rs does (the
    /// reference `rk_scan_line` was written from).
    private func line(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double, _ dir: Float) {
        if usesKernels {
            rk_scan_line(acc, bufferWidth, ranges, areaHeight, xa, ya, xb, yb, dir)
            return
        }
        let dxdy = (xb - xa) / (yb - ya)
        var x = xa
        let rowStart = Int(ya)
        let rowEnd = min(areaHeight, Int(yb.rounded(.up)))
        let rangeOffset = dir > 0 ? 0 : 2
        let bw = bufferWidth
        let acc = self.acc  // one exclusivity check, not one a row, when unoptimised
        let ranges = self.ranges
        for y in rowStart..<rowEnd {
            let base = acc + y * bw
            let dy = min(Double(y + 1), yb) - max(Double(y), ya)
            let xnext = x + dxdy * dy
            let d = Float(dy) * dir
            // Stepping x row by row can overshoot an end at the area's left side by a
            // rounding error (an arc ending on x = 0 reaches -1e-16): cell -1 would then be
            // deposited into, which is the previous row's padding, and its pixel handed to
            // the sink at x = -1, which a mask stores as the previous row's last byte.
            let (x0, x1) = x < xnext ? (max(x, 0), max(xnext, 0)) : (max(xnext, 0), max(x, 0))
            let x0floor = x0.rounded(.down)
            let x0i = Int(x0floor)
            let x1ceil = x1.rounded(.up)
            let x1i = Int(x1ceil)
            let last: Int
            if x1i <= x0i + 1 {
                let xmf = Float(0.5 * (x + xnext) - x0floor)
                base[x0i] += d - d * xmf
                base[x0i + 1] += d * xmf
                last = x0i + 1
            } else {
                let s = 1 / (x1 - x0)
                let x0f = x0 - x0floor
                let a0 = 0.5 * s * (1 - x0f) * (1 - x0f)
                let x1f = x1 - x1ceil + 1
                let am = 0.5 * s * x1f * x1f
                base[x0i] += d * Float(a0)
                if x1i == x0i + 2 {
                    base[x0i + 1] += d * Float(1 - a0 - am)
                } else {
                    let a1 = s * (1.5 - x0f)
                    base[x0i + 1] += d * Float(a1 - a0)
                    let ds = d * Float(s)
                    var xi = x0i + 2
                    while xi < x1i - 1 {
                        base[xi] += ds
                        xi += 1
                    }
                    let a2 = a1 + Double(x1i - x0i - 3) * s
                    base[x1i - 1] += d * Float(1 - a2 - am)
                }
                base[x1i] += d * Float(am)
                last = x1i
            }
            let r = ranges + y * 4 + rangeOffset
            if Int32(x0i) < r[0] { r[0] = Int32(x0i) }
            if Int32(last) > r[1] { r[1] = Int32(last) }
            x = xnext
        }
    }

    @inline(__always) private static func quantise(_ sum: Float) -> UInt8 {
        let v = min(abs(sum), 1)
        return UInt8(v * 255 + 0.5)
    }

    /// Runs the sums along a stretch of cells, emits the pixels, clears the cells; returns
    /// the sum carried past the stretch.
    @inline(__always)
    private func accumulate<S: CoverageSink>(
        row: UnsafeMutablePointer<Float>, from a: Int, through b: Int,
        carry: Float, y: Int, originX: Int, into sink: inout S
    ) -> Float {
        // The sums in C (`quantise` per pixel); cells past the right edge only hold what those
        // pixels would have received, and are cleared with the rest.
        let end = min(b, areaWidth - 1)
        if fillRule == .evenOdd {
            return accumulateEvenOdd(row, a, end, b, carry, y: y, originX: originX, coverage: rowCoverage, into: &sink)
        }
        let sum = rk_accumulate_row(row, a, end, b, carry, rowCoverage)
        if a <= end { sink.blend(y: y, x: originX + a, coverage: rowCoverage, count: end - a + 1) }
        return sum
    }

    /// Coverage left over at the end of the touched cells reaches the area's right side:
    /// the shape's right edge lies beyond the clip.
    @inline(__always)
    private func trail<S: CoverageSink>(_ carry: Float, after x: Int, y: Int, originX: Int, into sink: inout S) {
        let c = fillRule == .evenOdd ? ScanConverter.quantiseEvenOdd(carry) : ScanConverter.quantise(carry)
        if c != 0 && x + 1 < areaWidth {
            sink.blendSpan(y: y, x: originX + x + 1, count: areaWidth - x - 1, coverage: c)
        }
    }

    private func emit<S: CoverageSink>(originX: Int, originY: Int, into sink: inout S) {
        // Read once: unoptimised, each read of a stored property is an exclusivity check.
        let ranges = self.ranges
        let acc = self.acc
        let bufferWidth = self.bufferWidth
        let areaWidth = self.areaWidth
        for y in 0..<areaHeight {
            let r = ranges + y * 4
            let dMin = Int(r[0])
            let dMax = Int(r[1])
            let uMin = Int(r[2])
            let uMax = Int(r[3])
            let hasDown = dMax >= 0
            let hasUp = uMax >= 0
            if !hasDown && !hasUp { continue }
            let row = acc + y * bufferWidth
            let py = originY + y
            if hasDown && hasUp && (dMax < uMin || uMax < dMin) {
                let (f0, f1, s0, s1) = dMax < uMin ? (dMin, dMax, uMin, uMax) : (uMin, uMax, dMin, dMax)
                let carry = accumulate(row: row, from: f0, through: f1, carry: 0, y: py, originX: originX, into: &sink)
                let gapStart = f1 + 1
                let gapEnd = min(s0, areaWidth)
                let c = fillRule == .evenOdd ? ScanConverter.quantiseEvenOdd(carry) : ScanConverter.quantise(carry)
                if gapEnd > gapStart && c != 0 {
                    sink.blendSpan(y: py, x: originX + gapStart, count: gapEnd - gapStart, coverage: c)
                }
                let rest = accumulate(
                    row: row, from: s0, through: s1, carry: carry, y: py, originX: originX, into: &sink)
                trail(rest, after: s1, y: py, originX: originX, into: &sink)
            } else {
                let lo = min(hasDown ? dMin : Int.max, hasUp ? uMin : Int.max)
                let hi = max(dMax, uMax)
                let rest = accumulate(row: row, from: lo, through: hi, carry: 0, y: py, originX: originX, into: &sink)
                trail(rest, after: hi, y: py, originX: originX, into: &sink)
            }
        }
    }
}
