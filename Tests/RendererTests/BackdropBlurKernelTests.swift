import CRenderKernels
import Foundation
import XCTest

@testable import Renderer

/// Each backdrop blur kernel (`blur.c`, linked as its -O2 assembly on x86-64 Linux) gives
/// exactly the bytes of a scalar reference written here channel by channel, the long way
/// (direct sums rather than running ones, no packed channel pairs), on random images,
/// sizes, radii and coverage.
final class BackdropBlurKernelTests: XCTestCase {
    typealias Random = OverlayBlendTests.Random

    static func channel(_ p: UInt32, _ c: Int) -> UInt32 { p >> UInt32(8 * c) & 0xFF }
    static func pack(_ ch: [UInt32]) -> UInt32 { ch[0] | ch[1] << 8 | ch[2] << 16 | ch[3] << 24 }
    static func mul(_ x: UInt32, _ y: UInt32) -> UInt32 { OverlayBlendTests.mul(x, y) }

    private func image(_ random: inout Random, _ w: Int, _ h: Int) -> [UInt32] {
        (0..<(w * h)).map { _ in random.premultiplied() }
    }

    /// Every level (the vector ones take eight or four blocks at a time, the rest of a row
    /// per pixel) against the direct mean of each block, on widths on both sides of a
    /// vector's reach, odd and even.
    func testHalvingMatchesTheMeanOfEachBlockAtEveryLevel() {
        var random = Random(state: 7)
        for level in 0...max(0, PixelMath.kernelLevel) {
            for _ in 0..<40 {
                let w = Int(random.below(70)) + 1
                let h = Int(random.below(23)) + 1
                let src = image(&random, w, h)
                let w2 = (w + 1) / 2
                let h2 = (h + 1) / 2
                var out = [UInt32](repeating: 0, count: w2 * h2)
                rk_blur_downsample2(&out, w2, src, w, w, h, level)
                for y in 0..<h2 {
                    for x in 0..<w2 {
                        let xs = [2 * x, min(2 * x + 1, w - 1)]
                        let ys = [2 * y, min(2 * y + 1, h - 1)]
                        let expected = Self.pack(
                            (0..<4).map { c in
                                let sum = ys.flatMap { yy in xs.map { xx in Self.channel(src[yy * w + xx], c) } }
                                    .reduce(0, +)
                                return (sum + 2) >> 2
                            })
                        XCTAssertEqual(out[y * w2 + x], expected, "level \(level) \(w)x\(h) at \(x),\(y)")
                    }
                }
            }
        }
    }

    /// The box of `2r + 1` along a line of values, the ends repeated; each mean is
    /// `sum * m + 2^23 >> 24`, m = (2^24 + d / 2) / d.
    static func boxLine(_ line: [UInt32], radius r: Int) -> [UInt32] {
        let d = UInt32(2 * r + 1)
        let m = ((1 << 24) + d / 2) / d
        return line.indices.map { x in
            let sum = (-r...r).reduce(UInt32(0)) { $0 + line[min(max(x + $1, 0), line.count - 1)] }
            return (sum * m + (1 << 23)) >> 24
        }
    }

    /// Every level of the row pass (the vector one keeps a row's middle in a register; rows
    /// up to 120 wide, so radii both wider than the row and well inside it) and of the
    /// column pass (eight channels at a time, the rest one by one) gives the direct sums'
    /// bytes.
    func testBoxBlursMatchTheDirectSums() {
        var random = Random(state: 11)
        for _ in 0..<60 {
            let w = Int(random.below(120)) + 1
            let h = Int(random.below(30)) + 1
            let r = Int(random.below(25))
            let src = image(&random, w, h)
            let levels = 0...max(0, Int(PixelMath.kernelLevel))
            var rows = [[UInt32]](repeating: [UInt32](repeating: 0, count: w * h), count: levels.count)
            var columns = rows
            var sums = [UInt32](repeating: 0, count: w * 4)
            for level in levels {
                rk_blur_box_rows(&rows[level], w, src, w, w, h, r, Int32(level))
                rk_blur_box_columns(&columns[level], w, src, w, w, h, r, &sums, Int32(level))
            }
            for c in 0..<4 {
                for y in 0..<h {
                    let line = (0..<w).map { Self.channel(src[y * w + $0], c) }
                    let expected = Self.boxLine(line, radius: r)
                    for level in levels {
                        XCTAssertEqual(
                            (0..<w).map { Self.channel(rows[level][y * w + $0], c) }, expected,
                            "rows r=\(r) level \(level)")
                    }
                }
                for x in 0..<w {
                    let line = (0..<h).map { Self.channel(src[$0 * w + x], c) }
                    let expected = Self.boxLine(line, radius: r)
                    for level in levels {
                        XCTAssertEqual(
                            (0..<h).map { Self.channel(columns[level][$0 * w + x], c) }, expected,
                            "columns r=\(r) level \(level)")
                    }
                }
            }
        }
    }

    /// At every level (the vector one takes eight pixels at a time, the rest of a row one
    /// by one), on rows on both sides of a register's width.
    func testSaturationAndTintMatchTheReference() {
        var random = Random(state: 5)
        for iteration in 0..<400 {
            let level = Int32(iteration % (Int(max(0, PixelMath.kernelLevel)) + 1))
            let saturation = Double(random.below(400)) / 100
            let m = saturationMatrix(saturation)
            let tint = random.premultiplied()
            let width = Int(random.below(40)) + 1
            var pixels = image(&random, width, 1)
            let src = pixels
            rk_blur_saturate_tint(&pixels, width, width, 1, m, tint, level)
            for (i, p) in src.enumerated() {
                let a = Int32(p >> 24)
                let rgb = [Int32(p >> 16 & 0xFF), Int32(p >> 8 & 0xFF), Int32(p & 0xFF)]
                let out: [UInt32] = (0..<3).map { row in
                    let v = (0..<3).reduce(Int32(0)) { $0 + m[row * 3 + $1] * rgb[$1] }
                    return UInt32(min(v < 0 ? 0 : (v + 2048) >> 12, a))
                }
                let q = UInt32(a) << 24 | out[0] << 16 | out[1] << 8 | out[2]
                let expected = Self.pack(
                    (0..<4).map { c in Self.channel(tint, c) + Self.mul(Self.channel(q, c), 255 - (tint >> 24)) })
                XCTAssertEqual(pixels[i], expected, "level \(level) saturation \(saturation) pixel \(i)")
            }
        }
    }

    /// Linear interpolation of one channel with an 8-bit weight out of 256, rounded.
    static func lerp(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
        pack((0..<4).map { c in (channel(a, c) * (256 - w) + channel(b, c) * w + 128) >> 8 })
    }

    /// At every level (the vector ones take four or eight pixels at a time, the rest of a
    /// row one by one), for every weight and row lengths around the vector widths.
    func testRowInterpolationMatchesTheReference() {
        var random = Random(state: 3)
        for level in 0...max(0, PixelMath.kernelLevel) {
            for w in 0...256 {
                let count = Int(random.below(40))
                let top = image(&random, max(count, 1), 1)
                let bottom = image(&random, max(count, 1), 1)
                var out = [UInt32](repeating: 0, count: max(count, 1))
                rk_blur_lerp_rows(&out, top, bottom, count, UInt32(w), level)
                XCTAssertEqual(
                    Array(out.prefix(count)), (0..<count).map { Self.lerp(top[$0], bottom[$0], UInt32(w)) },
                    "level \(level) w \(w) count \(count)")
            }
        }
    }

    /// Each device pixel's centre, `(x + 1/2) / s - 1/2` texels, lies between texels
    /// `floor` of it and the next (clamped at the ends) at the fraction left over.
    func testUpsampledSpansMatchTheReferenceAtEveryLevel() {
        var random = Random(state: 9)
        for level in 0...max(0, PixelMath.kernelLevel) {
            upsampledSpansMatchTheReference(level: level, &random)
        }
    }

    private func upsampledSpansMatchTheReference(level: Int32, _ random: inout Random) {
        for _ in 0..<400 {
            // Every shift the kernel takes (1...6), and spans long enough for several whole
            // vector registers (sixteen pixels an AVX-512 one, up to four intervals in it).
            let shift = Int(random.below(6)) + 1
            let s = 1 << shift
            let texelCount = Int(random.below(40)) + 1
            let texels = image(&random, texelCount, 1)
            let count = Int(random.below(UInt32(min(texelCount * s + 20, 400))))
            let first = Int(random.below(UInt32(texelCount * s + 10)))
            let mode = random.below(3)  // 0: full, 1: one byte repeated, 2: per pixel
            let coverage = (0..<max(count, 1)).map { _ in UInt8([0, 255, random.below(256)][Int(random.below(3))]) }
            let dst = image(&random, count, 1)
            var out = dst
            coverage.withUnsafeBufferPointer { c in
                rk_blur_upsample_span(
                    &out, mode == 0 ? nil : c.baseAddress, mode == 2 ? 1 : 0, count, texels, texelCount, first,
                    Int32(shift), level)
            }
            for i in 0..<count {
                let centre = (Double(first + i) + 0.5) / Double(s) - 0.5
                let k = Int(centre.rounded(.down))
                let w = UInt32(((centre - Double(k)) * 256).rounded())
                let p = Self.lerp(
                    texels[min(max(k, 0), texelCount - 1)], texels[min(max(k + 1, 0), texelCount - 1)], w)
                let c = UInt32(mode == 0 ? 255 : mode == 1 ? coverage[0] : coverage[i])
                let expected =
                    c == 255
                    ? p
                    : c == 0
                        ? dst[i]
                        : Self.pack(
                            (0..<4).map {
                                Self.mul(Self.channel(p, $0), c) + Self.mul(Self.channel(dst[i], $0), 255 - c)
                            })
                XCTAssertEqual(out[i], expected, "level \(level) shift \(shift) first \(first) pixel \(i)")
            }
        }
    }

    /// A rectangle drawn in one call (a full-window material) gives, at every level, the
    /// bytes of the scalar row interpolation and span drawn row by row: each device row
    /// from the two texel rows whose centres bracket its centre (clamped at the ends), at
    /// any opacity, with the rectangle anywhere over or beyond the texel grid.
    func testUpsampledRectanglesMatchRowByRowDrawing() {
        var random = Random(state: 13)
        for iteration in 0..<200 {
            let level = Int32(iteration % (Int(max(0, PixelMath.kernelLevel)) + 1))
            let shift = Int(random.below(4)) + 1
            let s = 1 << shift
            let tw = Int(random.below(12)) + 1
            let th = Int(random.below(8)) + 1
            let texels = image(&random, tw, th)
            let rows = Int(random.below(UInt32(th * s + 8))) + 1
            let count = Int(random.below(UInt32(tw * s + 8))) + 1
            let firstX = Int(random.below(UInt32(tw * s + 8))) - 4
            let firstY = Int(random.below(UInt32(th * s + 8))) - 4
            let alpha = UInt8([255, 0, random.below(256)][Int(random.below(3))])
            let dst = image(&random, count, rows)
            var out = dst
            var expected = dst
            var row = [UInt32](repeating: 0, count: tw)
            rk_blur_upsample_rect(
                &out, count, rows, count, texels, tw, tw, th, firstX, firstY, Int32(shift), alpha, &row, level)
            for y in 0..<rows {
                let centre = (Double(firstY + y) + 0.5) / Double(s) - 0.5
                let k = Int(centre.rounded(.down))
                let w = UInt32(((centre - Double(k)) * 256).rounded())
                let top = min(max(k, 0), th - 1) * tw
                let bottom = min(max(k + 1, 0), th - 1) * tw
                rk_blur_lerp_rows(&row, Array(texels[top..<top + tw]), Array(texels[bottom..<bottom + tw]), tw, w, 0)
                expected.withUnsafeMutableBufferPointer { e in
                    withUnsafePointer(to: alpha) { a in
                        rk_blur_upsample_span(
                            e.baseAddress! + y * count, alpha == 255 ? nil : a, 0, count, row, tw, firstX,
                            Int32(shift), 0)
                    }
                }
            }
            XCTAssertEqual(out, expected, "level \(level) shift \(shift) \(count)x\(rows) at \(firstX),\(firstY)")
        }
    }

    /// The three boxes and the pyramid together blur with the variance asked for: within
    /// 5% for any sigma from 2 pixels up (the smallest blurs on a large area come out wider:
    /// the coarsest level's own filtering, stated in `BackdropBlurPlan`).
    func testThePlanBlursWithTheAskedVariance() {
        for tenths in stride(from: 20, through: 1200, by: 7) {
            let sigma = Double(tenths) / 10
            let plan = BackdropBlurPlan(sigma: sigma, pixels: 300 * 300)
            let achieved = plan.deviceVariance.squareRoot()
            XCTAssertEqual(achieved, sigma, accuracy: sigma * 0.05 + 0.5, "sigma \(sigma): \(plan)")
        }
        // A full 2560x1600 window never blurs more than 2^16 texels at a time.
        for sigma in [0.5, 3.0, 10.0, 60.0] {
            let plan = BackdropBlurPlan(sigma: sigma, pixels: 2560 * 1600)
            XCTAssertLessThanOrEqual((2560 >> plan.shift) * (1600 >> plan.shift), BackdropBlurPlan.texelBudget)
        }
    }
}
