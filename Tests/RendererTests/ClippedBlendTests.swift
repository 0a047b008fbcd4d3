import XCTest

@testable import Renderer

/// Drawing through a clip mask (inside a rounded `masksToBounds` layer) reads the mask's rows
/// in place instead of a pixel at a time; against the scalar rule on random masks, spans,
/// coverage and colours: coverage c times the mask's m (0 outside the mask, pixman's rounding),
/// then source-over of the source times that.
final class ClippedBlendTests: XCTestCase {
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }

    /// The rule, one pixel at a time.
    static func expected(_ dst: UInt32, coverage: UInt8, mask: UInt8, source: UInt32) -> UInt32 {
        let c = PixelMath.multiply8(UInt32(coverage), UInt32(mask))
        if c == 0 { return dst }
        return PixelMath.over(c == 255 ? source : PixelMath.multiply(source, by: c), dst)
    }

    func testSpansAndCoverageRowsThroughAClipMaskMatchTheScalarRule() {
        var g = Generator(state: 7)
        let width = 97
        let height = 9
        for round in 0..<400 {
            // A mask placed anywhere around the row, with 0, 255 and partial values.
            var mask = CoverageMask(
                originX: Int.random(in: -10...60, using: &g), originY: Int.random(in: -3...5, using: &g),
                width: Int.random(in: 1...80, using: &g), height: Int.random(in: 1...8, using: &g))
            for i in mask.coverage.indices {
                mask.coverage[i] = [0, 255, UInt8.random(in: 0...255, using: &g)][Int.random(in: 0...2, using: &g)]
            }
            let fb = Framebuffer(width: width, height: height)
            for y in 0..<height {
                for x in 0..<width { fb[x, y] = premultiplied(UInt32.random(in: 0...UInt32.max, using: &g)) }
            }
            let before = fb.copy()
            let source = premultiplied(UInt32.random(in: 0...UInt32.max, using: &g))
            let y = Int.random(in: 0..<height, using: &g)
            let x = Int.random(in: 0..<width, using: &g)
            let count = Int.random(in: 1...(width - x), using: &g)
            var sink = SolidSink(framebuffer: fb, source: source, clip: mask)
            var coverage = [UInt8](repeating: 0, count: count)
            let uniform = round % 2 == 0
            if uniform {
                let c: UInt8 = [255, 0, UInt8.random(in: 1...254, using: &g)][Int.random(in: 0...2, using: &g)]
                coverage = Array(repeating: c, count: count)
                sink.blendSpan(y: y, x: x, count: count, coverage: c)
            } else {
                for i in coverage.indices { coverage[i] = UInt8.random(in: 0...255, using: &g) }
                coverage.withUnsafeBufferPointer { sink.blend(y: y, x: x, coverage: $0.baseAddress!, count: count) }
            }
            for py in 0..<height {
                for px in 0..<width {
                    let want =
                        py == y && px >= x && px < x + count
                        ? Self.expected(
                            before[px, py], coverage: coverage[px - x], mask: mask.value(atX: px, y: py), source: source
                        )
                        : before[px, py]
                    if fb[px, py] != want {
                        return XCTFail(
                            "round \(round) (\(uniform ? "span" : "coverage row")): pixel \(px),\(py) is "
                                + "\(String(fb[px, py], radix: 16)), the rule gives \(String(want, radix: 16))")
                    }
                }
            }
        }
    }

    private func premultiplied(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        return a << 24 | PixelMath.multiply(p & 0x00FF_FFFF, by: a) & 0x00FF_FFFF
    }
}

extension Framebuffer {
    fileprivate func copy() -> Framebuffer {
        let out = Framebuffer(width: width, height: height)
        for y in 0..<height { out.row(y).update(from: row(y), count: width) }
        return out
    }
}
