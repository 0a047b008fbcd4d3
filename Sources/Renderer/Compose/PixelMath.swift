import CRenderKernels
import Geometry

/// Arithmetic on ARGB32 premultiplied pixels: the only place that knows the byte layout.
///
/// Products of 8-bit values are divided by 255 with rounding (`(x + 128 + ((x + 128) >> 8)) >> 8`),
/// as pixman does, so results agree with cairo to the last bit in the common cases.
enum PixelMath {
    /// The premultiplied pixel for a straight colour whose alpha is further scaled by
    /// `opacity`; channels go through 16 bits first, the way cairo turns a colour into a pixel.
    static func pixel(_ color: Color, opacity: Double = 1) -> UInt32 {
        let a = clamp01(color.alpha * opacity)
        func short(_ v: Double) -> UInt32 { UInt32(clamp01(v) * 65535 + 0.5) >> 8 }
        return short(a) << 24 | short(color.red * a) << 16 | short(color.green * a) << 8 | short(color.blue * a)
    }

    @inline(__always) static func clamp01(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }

    /// Every channel of `p` times `a / 255`, rounded.
    @inline(__always) static func multiply(_ p: UInt32, by a: UInt32) -> UInt32 {
        var rb = (p & 0x00FF_00FF) &* a &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((p >> 8) & 0x00FF_00FF) &* a &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// `src` over `dst`, both premultiplied.
    @inline(__always) static func over(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        src &+ multiply(dst, by: 255 &- (src >> 24))
    }

    /// `a * b / 255`, rounded, for coverage values.
    @inline(__always) static func multiply8(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let t = a &* b &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// The kernel level this processor runs (`rk_cpu_level`: 3 AVX-512, 2 AVX2, 1 SSE2,
    /// 0 scalar), asked once.
    static let kernelLevel = Int32(rk_cpu_level())

    /// One constant premultiplied pixel blended across `count` pixels. For source-over the C
    /// kernel stores an opaque source and otherwise runs sixteen pixels a step (eight to an
    /// AVX2 register, four to an SSE2 one): every pixel gets exactly `over(source, pixel)`.
    /// A source of 0 changes nothing, except in the modes that change a pixel under a
    /// transparent source (`changesUnderTransparentSource`).
    static func blendSpan(
        _ row: UnsafeMutablePointer<UInt32>, count: Int, source: UInt32,
        blend: Paint.BlendMode = .sourceOver, level: Int32 = kernelLevel
    ) {
        if count <= 0 || (source == 0 && !blend.changesUnderTransparentSource) { return }
        rk_blend_span(row, count, rk_paint(source: source, blend: blend.kernel), level)
    }

    /// The rows of an upright rectangle, `rows` rows `stride` pixels apart from `first`: in
    /// each (for source-over), `over(leftSource, row[left])`, `over(source, row[i])` for
    /// `start..<end` and `over(rightSource, row[right])`; an edge source of 0 leaves its pixel
    /// alone. One C
    /// call for all of them (`rk_blend_rect_rows`), so per-row overhead stays out of Swift.
    static func blendRectRows(
        _ first: UnsafeMutablePointer<UInt32>, stride: Int, rows: Int,
        left: Int, leftSource: UInt32, start: Int, end: Int,
        right: Int, rightSource: UInt32, source: UInt32, blend: Paint.BlendMode = .sourceOver,
        level: Int32 = kernelLevel
    ) {
        if rows <= 0 { return }
        rk_blend_rect_rows(
            first, stride, rows, left, leftSource, start,
            source == 0 && !blend.changesUnderTransparentSource ? start : end,
            right, rightSource, rk_paint(source: source, blend: blend.kernel), level)
    }

    /// `source` scaled by per-pixel coverage, blended: for source-over each pixel gets
    /// `over(multiply(source, by: c), pixel)`, which leaves it alone where c is 0.
    static func blendCoverage(
        _ row: UnsafeMutablePointer<UInt32>, coverage: UnsafePointer<UInt8>,
        count: Int, source: UInt32, blend: Paint.BlendMode = .sourceOver, level: Int32 = kernelLevel
    ) {
        if count <= 0 || (source == 0 && !blend.changesUnderTransparentSource) { return }
        rk_blend_coverage(row, coverage, count, rk_paint(source: source, blend: blend.kernel), level)
    }

    /// Source-over of a row of premultiplied pixels faded by `alpha` (0...255): the group
    /// opacity blend. Every pixel gets exactly `blendImagePixel`.
    static func blendImageRow(
        _ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>,
        count: Int, alpha: UInt32, level: Int32 = kernelLevel
    ) {
        if count <= 0 || alpha == 0 { return }
        rk_blend_image_row(dst, src, count, alpha, level)
    }

    /// The scalar reference of `blendImageRow` for one pixel.
    @inline(__always) static func blendImagePixel(_ s: UInt32, _ d: UInt32, alpha: UInt32) -> UInt32 {
        if s == 0 { return d }
        if alpha == 255 { return s >> 24 == 255 ? s : over(s, d) }
        return over(multiply(s, by: alpha), d)
    }
}
