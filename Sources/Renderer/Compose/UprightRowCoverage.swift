import Geometry

/// How an upright rounded rectangle in device pixels covers the rows clear of its corners
/// (and of a fractional top or bottom edge): every such row alike, one partial pixel, a span
/// of full coverage and one partial pixel, each coverage the exact area inside the edge.
///
/// The canvas's upright fast path fills those rows from it, and a faded group's rows that
/// hold nothing but its root's body are blended from it (`Compositor.solidGroupRows`), so the
/// two put down the same bytes.
struct UprightRowCoverage {
    /// The first row clear of the corners.
    let top: Int
    /// The row after the last one clear of the corners; at or above `top` when there is none.
    let bottom: Int
    /// The column of the left partial pixel and its coverage (0: none).
    let leftPixel: Int
    let leftCoverage: UInt8
    /// The columns of full coverage, `spanStart..<spanEnd`.
    let spanStart: Int
    let spanEnd: Int
    /// The column of the right partial pixel and its coverage (0: none).
    let rightPixel: Int
    let rightCoverage: UInt8

    /// The middle rows of `r` (device pixels) with corners of `radius` device pixels.
    init(_ r: Rect, radius: Double) {
        self.init(r, topRadius: radius, bottomRadius: radius)
    }

    /// The middle rows of `r` (device pixels) whose top corners have radii of at most
    /// `topRadius` device pixels and bottom corners at most `bottomRadius`: a row below the
    /// larger top corner and above the larger bottom one crosses only the straight sides,
    /// whatever each corner's own radius.
    init(_ r: Rect, topRadius: Double, bottomRadius: Double) {
        top = Int((r.minY + topRadius).rounded(.up))
        bottom = Int((r.maxY - bottomRadius).rounded(.down))
        // Columns: a partial pixel at each side (unless the edge is pixel-aligned), full between.
        leftPixel = Int(r.minX.rounded(.down))
        rightPixel = Int(r.maxX.rounded(.down))
        if leftPixel == rightPixel {
            leftCoverage = Self.quantise(r.maxX - r.minX)
            rightCoverage = 0
            spanStart = leftPixel + 1
            spanEnd = spanStart
        } else {
            let left = Self.quantise(Double(leftPixel + 1) - r.minX)
            rightCoverage = Self.quantise(r.maxX - Double(rightPixel))
            spanEnd = rightPixel
            // A pixel-aligned left edge: its pixel is the span's first.
            leftCoverage = left == 255 ? 0 : left
            spanStart = left == 255 ? leftPixel : leftPixel + 1
        }
    }

    /// One middle row inside `area`'s columns as the arguments of `PixelMath.blendRectRows`
    /// for `source`: an edge pixel outside the area, or of no coverage, has source 0 (left
    /// alone), and the span is clamped to the area (`end` no less than `start`).
    func row(within area: PixelRect, source: UInt32) -> (
        left: Int, leftSource: UInt32, start: Int, end: Int, right: Int, rightSource: UInt32
    ) {
        let drawLeft = leftCoverage != 0 && leftPixel >= area.x && leftPixel < area.maxX
        let drawRight = rightCoverage != 0 && rightPixel >= area.x && rightPixel < area.maxX
        let start = max(spanStart, area.x)
        let end = min(spanEnd, area.maxX)
        return (
            drawLeft ? leftPixel : 0, drawLeft ? PixelMath.multiply(source, by: UInt32(leftCoverage)) : 0,
            start, max(start, end),
            drawRight ? rightPixel : 0, drawRight ? PixelMath.multiply(source, by: UInt32(rightCoverage)) : 0
        )
    }

    private static func quantise(_ v: Double) -> UInt8 { UInt8(min(max(v, 0), 1) * 255 + 0.5) }
}
