import CRenderKernels
import XCTest

@testable import Renderer

/// Every pixel kernel (solid span, coverage, group image), at every level this processor
/// runs (scalar, SSE2, AVX2), against a channel-by-channel scalar reference: random
/// premultiplied pixels, widths 0...70 (whole vectors plus every kind of remainder), start
/// offsets 0...7 pixels (every alignment to 16 and 32 bytes), random alphas including 0 and
/// 255, and coverage with runs of 0 and 255. Output must be byte-identical, and no pixel
/// outside the span may change.
final class PixelKernelTests: XCTestCase {
    typealias Random = OverlayBlendTests.Random

    /// Every channel of `p` times `a / 255`, rounded as pixman does.
    static func multiply(_ p: UInt32, _ a: UInt32) -> UInt32 {
        var out: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] { out |= OverlayBlendTests.mul(p >> shift & 0xFF, a) << shift }
        return out
    }

    private var levels: [Int32] { Array(0...max(0, PixelMath.kernelLevel)) }

    /// Runs `kernel` on a random row at each width and offset and compares with `reference`
    /// applied pixel by pixel (index within the span, old pixel) -> new pixel.
    private func check(
        _ name: String, seed: UInt64,
        kernel: (UnsafeMutablePointer<UInt32>, Int, inout Random, Int32) -> ((Int, UInt32) -> UInt32)
    ) {
        var random = Random(state: seed)
        for level in levels {
            for width in 0...70 {
                for offset in 0..<8 {
                    let total = width + 16
                    let memory = UnsafeMutablePointer<UInt32>.allocate(capacity: total)
                    defer { memory.deallocate() }
                    for i in 0..<total { memory[i] = random.premultiplied() }
                    let before = Array(UnsafeBufferPointer(start: memory, count: total))
                    let reference = kernel(memory + offset, width, &random, level)
                    for i in 0..<total {
                        let expected = i >= offset && i < offset + width ? reference(i - offset, before[i]) : before[i]
                        if memory[i] != expected {
                            XCTFail(
                                "\(name) level \(level) width \(width) offset \(offset) pixel \(i): "
                                    + "\(String(memory[i], radix: 16)) != \(String(expected, radix: 16))")
                            return
                        }
                    }
                }
            }
        }
    }

    func testTheProcessorRunsTheVectorLevels() {
        #if arch(x86_64)
            XCTAssertGreaterThanOrEqual(PixelMath.kernelLevel, 1, "every x86-64 has SSE2")
        #endif
    }

    /// The vector span kernels divide by 255 through a per-alpha factor that has no closed
    /// form (AVX2's rounding multiply-high), so every source alpha is checked over every
    /// destination byte, in whole vectors and in the masked and overlapping ends of a span,
    /// against the scalar source-over.
    func testSolidSpanIsExactForEverySourceAlphaAndDestinationByte() {
        let count = 256 + 5
        let row = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
        defer { row.deallocate() }
        for level in levels {
            for alpha: UInt32 in 1...255 {
                let source = alpha << 24 | (alpha / 2) << 16 | (alpha / 3) << 8 | alpha / 5
                for width in [count, 7, 13] {
                    for i in 0..<count { row[i] = UInt32(i & 0xFF) &* 0x0101_0101 }
                    PixelMath.blendSpan(row, count: width, source: source, level: level)
                    for i in 0..<count {
                        let d = UInt32(i & 0xFF) &* 0x0101_0101
                        let expected = i < width ? OverlayBlendTests.over(source, d) : d
                        if row[i] != expected {
                            XCTFail(
                                "level \(level) alpha \(alpha) width \(width) byte \(i & 0xFF): "
                                    + "\(String(row[i], radix: 16)) != \(String(expected, radix: 16))")
                            return
                        }
                    }
                }
            }
        }
    }

    func testSolidSpanEqualsTheScalarReference() {
        check("span", seed: 1) { row, width, random, level in
            let source =
                random.below(4) == 0
                ? (random.below(2) == 0 ? 0 : 0xFF00_0000 | random.below(1 << 24))
                : random.premultiplied()
            PixelMath.blendSpan(row, count: width, source: source, level: level)
            return { _, d in OverlayBlendTests.over(source, d) }
        }
    }

    func testCoverageEqualsTheScalarReference() {
        check("coverage", seed: 2) { row, width, random, level in
            let source = random.below(3) == 0 ? 0xFF00_0000 | random.below(1 << 24) : random.premultiplied()
            var coverage = [UInt8](repeating: 0, count: width)
            var i = 0
            while i < width {
                // Runs of empty, full and partial coverage, as a shape's row has.
                let run = 1 + Int(random.below(12))
                let kind = random.below(3)
                for j in i..<min(width, i + run) {
                    coverage[j] = kind == 0 ? 0 : kind == 1 ? 255 : UInt8(random.below(256))
                }
                i += run
            }
            coverage.withUnsafeBufferPointer {
                PixelMath.blendCoverage(row, coverage: $0.baseAddress!, count: width, source: source, level: level)
            }
            return { i, d in
                let c = UInt32(coverage[i])
                return c == 0 ? d : OverlayBlendTests.over(Self.multiply(source, c), d)
            }
        }
    }

    func testGroupImageEqualsTheScalarReference() {
        check("image", seed: 3) { row, width, random, level in
            let alpha: UInt32 = [0, 255, random.below(256)][Int(random.below(3))]
            var image = (0..<max(width, 1)).map { _ in GroupBlendKernelTests.sourcePixel(&random) }
            if random.below(4) == 0 { for j in 0..<min(width, 20) { image[j] = 0 } }  // a transparent stretch
            image.withUnsafeBufferPointer {
                PixelMath.blendImageRow(row, $0.baseAddress!, count: width, alpha: alpha, level: level)
            }
            return { i, d in alpha == 0 ? d : GroupBlendKernelTests.reference(image[i], d, alpha: alpha) }
        }
    }
    /// The rows of an upright rectangle in one call (`rk_blend_rect_rows`, the middle rows of
    /// a rounded rectangle and the dimming overlay): random strides, starts 0...7 pixels past
    /// a 32-byte boundary, span widths 0...70, opaque, translucent and empty sources, partial
    /// edge pixels present or absent. Each row must equal the scalar reference, and pixels
    /// outside the edges and span (and rows outside the run) stay as they were.
    func testRectangleRowsEqualTheScalarReference() {
        var random = Random(state: 4)
        for level in levels {
            for _ in 0..<600 {
                let width = Int(random.below(71))
                let offset = Int(random.below(8))
                let stride = offset + width + 2 + Int(random.below(9))
                let rows = 1 + Int(random.below(8))
                let total = stride * (rows + 2) + 8
                let memory = UnsafeMutablePointer<UInt32>.allocate(capacity: total)
                defer { memory.deallocate() }
                // 32-byte aligned base, so `offset` sets the alignment of the span's first pixel.
                let base = UnsafeMutablePointer<UInt32>(bitPattern: (Int(bitPattern: memory) + 31) & ~31)!
                for i in 0..<(stride * (rows + 2)) { base[i] = random.premultiplied() }
                let before = Array(UnsafeBufferPointer(start: base, count: stride * (rows + 2)))
                let kind = random.below(4)
                let source: UInt32 =
                    kind == 0
                    ? 0xFF00_0000 | random.below(1 << 24)
                    : kind == 1
                        ? 0
                        : random.premultiplied()
                let leftSource = random.below(2) == 0 ? 0 : random.premultiplied()
                let rightSource = random.below(2) == 0 ? 0 : random.premultiplied()
                let start = offset + 1
                let end = start + width
                let left = offset
                let right = end
                PixelMath.blendRectRows(
                    base + stride, stride: stride, rows: rows, left: left, leftSource: leftSource,
                    start: start, end: end, right: right, rightSource: rightSource,
                    source: source, level: level)
                for y in 0..<(rows + 2) {
                    for x in 0..<stride {
                        let d = before[y * stride + x]
                        var expected = d
                        if y >= 1 && y <= rows {
                            if x == left {
                                expected = OverlayBlendTests.over(leftSource, d)
                            } else if x >= start && x < end {
                                expected = OverlayBlendTests.over(source, d)
                            } else if x == right {
                                expected = OverlayBlendTests.over(rightSource, d)
                            }
                        }
                        if base[y * stride + x] != expected {
                            XCTFail(
                                "rect rows level \(level) width \(width) offset \(offset) row \(y) pixel \(x): "
                                    + "\(String(base[y * stride + x], radix: 16)) != \(String(expected, radix: 16))")
                            return
                        }
                    }
                }
            }
        }
    }
    /// The bilinear sampling of a shadow's coarse blurred grid (`rk_bilinear_row`, and its
    /// halves `rk_lerp_columns` and `rk_lerp_rows`): random
    /// grids of blurred values (0...255 and a little beyond, as a box blur's float sums can
    /// stray), random column maps and weights, widths 0...70, every level against the same
    /// float operations written in Swift. Byte-identical, and nothing past the row written.
    func testBilinearRowEqualsTheScalarReference() {
        var random = Random(state: 5)
        for level in levels {
            for _ in 0..<300 {
                let lw = 2 + Int(random.below(40))
                let width = Int(random.below(71))
                let grid = (0..<(2 * lw)).map { _ in Float(Int(random.below(2800)) - 20) / 10.5 }
                let columns = (0..<width).map { _ in Int32(random.below(UInt32(lw - 1))) }
                let weights = (0..<width).map { _ in Float(random.below(1001)) / 1000 }
                let wy = Float(random.below(1001)) / 1000
                var out = [UInt8](repeating: 0xAB, count: width + 8)
                // Half the cases in one call, half in the two halves ShadowMask uses.
                let split = random.below(2) == 0
                grid.withUnsafeBufferPointer { g in
                    out.withUnsafeMutableBufferPointer { o in
                        if split {
                            var top = [Float](repeating: 0, count: width)
                            var bottom = top
                            rk_lerp_columns(&top, g.baseAddress!, columns, weights, width, level)
                            rk_lerp_columns(&bottom, g.baseAddress! + lw, columns, weights, width, level)
                            rk_lerp_rows(o.baseAddress!, top, bottom, width, wy, level)
                        } else {
                            rk_bilinear_row(
                                o.baseAddress!, g.baseAddress!, g.baseAddress! + lw, columns, weights,
                                width, wy, level)
                        }
                    }
                }
                for x in 0..<(width + 8) {
                    var expected: UInt8 = 0xAB
                    if x < width {
                        let c = Int(columns[x])
                        let wx = weights[x]
                        let top = grid[c] + (grid[c + 1] - grid[c]) * wx
                        let bottom = grid[lw + c] + (grid[lw + c + 1] - grid[lw + c]) * wx
                        expected = UInt8(min(max(top + (bottom - top) * wy, 0), 255) + 0.5)
                    }
                    if out[x] != expected {
                        return XCTFail("bilinear level \(level) width \(width) pixel \(x): \(out[x]) != \(expected)")
                    }
                }
            }
        }
    }
    /// The vertical half of the shadow's box blur (`rk_box_blur_columns`, eight columns at a
    /// time with AVX2) against `ShadowMask.blurLine` run down each column: random grids of
    /// widths 1...40 (whole vectors and remainders) and heights 1...40, radii 0...12 (also
    /// larger than the column), every float bit for bit.
    func testBoxBlurColumnsEqualTheSwiftRunningSum() {
        var random = Random(state: 6)
        for level in levels {
            for _ in 0..<300 {
                let width = 1 + Int(random.below(40))
                let height = 1 + Int(random.below(40))
                let radius = Int(random.below(13))
                let scale = 1 / Float(2 * radius + 1)
                let grid = (0..<(width * height)).map { _ in Float(random.below(100_000)) / 391.7 }
                var expected = grid
                var actual = grid
                var scratch = [Float](repeating: 0, count: max(width, 8 * height))
                if radius > 0 {
                    expected.withUnsafeMutableBufferPointer { p in
                        scratch.withUnsafeMutableBufferPointer { l in
                            for x in 0..<width {
                                ShadowMask.blurLine(
                                    p.baseAddress! + x, step: width, count: height, radius: radius,
                                    scale: scale, scratch: l.baseAddress!)
                            }
                        }
                    }
                }
                actual.withUnsafeMutableBufferPointer { p in
                    scratch.withUnsafeMutableBufferPointer { l in
                        rk_box_blur_columns(p.baseAddress!, width, height, radius, scale, l.baseAddress!, level)
                    }
                }
                for i in 0..<grid.count where actual[i].bitPattern != expected[i].bitPattern {
                    return XCTFail(
                        "box columns level \(level) \(width)x\(height) radius \(radius) value \(i): "
                            + "\(actual[i]) != \(expected[i])")
                }
            }
        }
    }
}
