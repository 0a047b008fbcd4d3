import CRenderKernels
import Geometry

/// Soft shadows: the shape's coverage blurred by an approximate Gaussian.
///
/// `CALayer.shadowRadius` is taken as twice the Gaussian's standard deviation
/// (sigma = radius / 2), the convention Core Animation is generally measured to follow.
/// The Gaussian is approximated by three successive box blurs (the central limit theorem
/// makes three boxes within a few per cent of a Gaussian), which costs O(pixels) whatever
/// the radius. The blur reaches `extent(sigma:)` pixels beyond the shape.
enum ShadowMask {
    /// How far, in device pixels, a blur of `sigma` spreads the shape.
    static func extent(sigma: Double) -> Int { sigma < 0.3 ? 1 : Int((3 * sigma).rounded(.up)) + 1 }

    /// The blurred coverage of `edges` over the whole shadow, nil when none of it reaches `clip`.
    ///
    /// The blur is computed over the whole shadow whatever the clip, so a damaged redraw
    /// gets exactly the pixels of a full redraw, and the mask can be reused for later
    /// frames. A shadow of more than `wholeArea` pixels (16 million unless the caller says
    /// otherwise) comes back cut down to the clip: every pixel of it has the same value as
    /// in the whole mask (each is computed from the same blurred grid at its own place), but
    /// no memory is spent on pixels the clip leaves out.
    static func make(
        _ edges: EdgeList, sigma: Double, clip: PixelRect, scanConverter: ScanConverter,
        wholeArea: Int = 1 << 24
    ) -> CoverageMask? {
        if edges.isEmpty { return nil }
        let pad = extent(sigma: sigma)
        let shape = PixelRect(covering: edges.bounds, within: .everything)
        var out = PixelRect(
            x: shape.x - pad, y: shape.y - pad, width: shape.width + 2 * pad,
            height: shape.height + 2 * pad)
        if out.intersection(clip).isEmpty { return nil }
        if out.area > wholeArea { out = out.intersection(clip) }
        // The blur needs the shape up to `pad` pixels beyond what it outputs.
        var source = PixelRect(
            x: shape.x - 2 * pad, y: shape.y - 2 * pad, width: shape.width + 4 * pad,
            height: shape.height + 4 * pad)
        if source.area > 1 << 26 {
            source = source.intersection(
                PixelRect(
                    x: out.x - pad, y: out.y - pad, width: out.width + 2 * pad,
                    height: out.height + 2 * pad))
        }
        // A wide blur is smooth, so it is computed on a grid `step` times coarser and sampled
        // back bilinearly: the cost drops by step squared at an error under a level.
        let step = sigma >= 5 ? min(8, Int(sigma / 2.5)) : 1
        if step > 1 {
            return downsampled(edges, sigma: sigma, step: step, source: source, out: out, scanConverter: scanConverter)
        }
        var sink = MaskSink(
            mask: CoverageMask(
                originX: source.x, originY: source.y,
                width: source.width, height: source.height))
        scanConverter.fill(edges, clip: source, into: &sink)
        var values = floats(sink.mask.coverage)
        if sigma >= 0.3 {
            for box in boxSizes(sigma: sigma) {
                boxBlur(&values, width: source.width, height: source.height, radius: box)
            }
        }
        var mask = CoverageMask(originX: out.x, originY: out.y, width: out.width, height: out.height)
        mask.coverage.withUnsafeMutableBufferPointer { m in
            values.withUnsafeBufferPointer { v in
                for y in 0..<out.height {
                    let from = (out.y - source.y + y) * source.width + (out.x - source.x)
                    // UInt8(min(max(value, 0), 255) + 0.5) per pixel, in C.
                    rk_floats_to_bytes(m.baseAddress! + y * out.width, v.baseAddress! + from, out.width)
                }
            }
        }
        return mask
    }

    /// The coverage bytes as floats, in C (a per-element closure is slow unoptimised).
    private static func floats(_ bytes: [UInt8]) -> [Float] {
        if bytes.isEmpty { return [] }
        return [Float](unsafeUninitializedCapacity: bytes.count) { out, initialized in
            bytes.withUnsafeBufferPointer { rk_bytes_to_floats(out.baseAddress!, $0.baseAddress!, bytes.count) }
            initialized = bytes.count
        }
    }

    private static func downsampled(
        _ edges: EdgeList, sigma: Double, step: Int, source: PixelRect, out: PixelRect,
        scanConverter: ScanConverter
    ) -> CoverageMask {
        let k = Double(step)
        let lw = (source.width + step - 1) / step + 1
        let lh = (source.height + step - 1) / step + 1
        let small = edges.scaled(by: 1 / k, origin: Point(x: Double(source.x), y: Double(source.y)))
        var sink = MaskSink(mask: CoverageMask(originX: 0, originY: 0, width: lw, height: lh))
        scanConverter.fill(small, clip: PixelRect(x: 0, y: 0, width: lw, height: lh), into: &sink)
        var values = floats(sink.mask.coverage)
        for box in boxSizes(sigma: sigma / k) { boxBlur(&values, width: lw, height: lh, radius: box) }
        var mask = CoverageMask(originX: out.x, originY: out.y, width: out.width, height: out.height)
        // Column sample positions and weights are the same on every row.
        var columns = [Int32](repeating: 0, count: out.width)
        var weights = [Float](repeating: 0, count: out.width)
        for x in 0..<out.width {
            let fx = (Double(out.x + x - source.x) + 0.5) / k - 0.5
            let c = min(max(Int(fx.rounded(.down)), 0), lw - 2)
            columns[x] = Int32(c)
            weights[x] = Float(min(max(fx - Double(c), 0), 1))
        }
        // In C (eight pixels a step with AVX2), the same float operations. A grid row is
        // interpolated across once (`rk_lerp_columns`) for all the `step` output rows that
        // use it, then each output row blends its two (`rk_lerp_rows`).
        let level = PixelMath.kernelLevel
        var lerped = [Float](repeating: 0, count: 2 * out.width)
        mask.coverage.withUnsafeMutableBufferPointer { m in
            values.withUnsafeBufferPointer { v in
                columns.withUnsafeBufferPointer { c in
                    weights.withUnsafeBufferPointer { w in
                        lerped.withUnsafeMutableBufferPointer { l in
                            var top = l.baseAddress!
                            var bottom = top + out.width
                            var current = -1
                            for y in 0..<out.height {
                                let fy = (Double(out.y + y - source.y) + 0.5) / k - 0.5
                                let y0 = min(max(Int(fy.rounded(.down)), 0), lh - 2)
                                let wy = Float(min(max(fy - Double(y0), 0), 1))
                                if y0 != current {
                                    if y0 == current + 1 {
                                        swap(&top, &bottom)  // the old bottom row is the new top
                                    } else {
                                        rk_lerp_columns(
                                            top, v.baseAddress! + y0 * lw, c.baseAddress!, w.baseAddress!,
                                            out.width, level)
                                    }
                                    rk_lerp_columns(
                                        bottom, v.baseAddress! + (y0 + 1) * lw, c.baseAddress!,
                                        w.baseAddress!, out.width, level)
                                    current = y0
                                }
                                rk_lerp_rows(m.baseAddress! + y * out.width, top, bottom, out.width, wy, level)
                            }
                        }
                    }
                }
            }
        }
        return mask
    }

    /// Half-widths of three boxes whose successive blurs match a Gaussian of `sigma`
    /// (the ideal width sqrt(12 sigma^2 / n + 1), split between two odd sizes).
    static func boxSizes(sigma: Double) -> [Int] {
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let l = Double(lower)
        let m = ((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded()
        return (0..<3).map { Double($0) < m ? (lower - 1) / 2 : (upper - 1) / 2 }
    }

    /// One horizontal and one vertical running-sum box blur of half-width `radius`,
    /// treating pixels outside as empty.
    static func boxBlur(_ v: inout [Float], width: Int, height: Int, radius: Int) {
        if radius <= 0 { return }
        let scale = 1 / Float(2 * radius + 1)
        var line = [Float](repeating: 0, count: max(width, 8 * height))
        v.withUnsafeMutableBufferPointer { p in
            line.withUnsafeMutableBufferPointer { l in
                for y in 0..<height {
                    rk_box_blur_row(p.baseAddress! + y * width, width, radius, scale, l.baseAddress!)
                }
                // Down the columns in C, eight at a time with AVX2: rows read whole, not one
                // float a row apart; the same additions per column as `blurLine`.
                rk_box_blur_columns(p.baseAddress!, width, height, radius, scale, l.baseAddress!, PixelMath.kernelLevel)
            }
        }
    }

    /// The scalar reference of `rk_box_blur_row` (step 1) and of one column of
    /// `rk_box_blur_columns` (step `width`); tests compare them.
    static func blurLine(
        _ p: UnsafeMutablePointer<Float>, step: Int, count: Int, radius: Int,
        scale: Float, scratch: UnsafeMutablePointer<Float>
    ) {
        for i in 0..<count { scratch[i] = p[i * step] }
        var sum: Float = 0
        for i in 0..<min(radius, count) { sum += scratch[i] }
        for i in 0..<count {
            let enter = i + radius
            let leave = i - radius - 1
            if enter < count { sum += scratch[enter] }
            if leave >= 0 { sum -= scratch[leave] }
            p[i * step] = sum * scale
        }
    }
}
