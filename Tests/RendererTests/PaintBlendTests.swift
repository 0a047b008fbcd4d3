import CRenderKernels
import Geometry
import XCTest

@testable import Renderer

/// A paint's blend mode reaches every kernel a fill goes through (span, coverage row,
/// rectangle rows) and gives, for a second mode (multiply), exactly the bytes of a scalar
/// reference written here from the W3C compositing spec's premultiplied formula, on random
/// pixels and coverage at every kernel level; source-over through `Paint` stays what it was.
final class PaintBlendTests: XCTestCase {
    typealias Random = OverlayBlendTests.Random

    /// Multiply, premultiplied (W3C Compositing and Blending, "multiply" with source-over
    /// compositing): co = cs * cb + cs * (1 - ab) + cb * (1 - as) per channel, alpha the same
    /// formula with the alphas; each product rounded as pixman rounds x * y / 255, clamped.
    static func multiply(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let sa = s >> 24
        let da = d >> 24
        var out: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let sc = s >> shift & 0xFF
            let dc = d >> shift & 0xFF
            let v =
                OverlayBlendTests.mul(sc, dc) + OverlayBlendTests.mul(sc, 255 - da)
                + OverlayBlendTests.mul(dc, 255 - sa)
            out |= min(v, 255) << shift
        }
        return out
    }

    private var levels: [Int32] { Array(0...max(0, PixelMath.kernelLevel)) }

    func testMultiplyThroughEveryKernelMatchesTheReference() {
        var random = Random(state: 21)
        for level in levels {
            for count in 0...40 {
                let row = (0..<count).map { _ in random.premultiplied() }
                let source = random.premultiplied()
                let coverage = (0..<count).map { _ in UInt8([0, 255, random.below(256)][Int(random.below(3))]) }

                var span = row
                span.withUnsafeMutableBufferPointer {
                    PixelMath.blendSpan($0.baseAddress!, count: count, source: source, blend: .multiply, level: level)
                }
                XCTAssertEqual(span, row.map { Self.multiply(source, $0) }, "span level \(level) count \(count)")

                var covered = row
                covered.withUnsafeMutableBufferPointer { r in
                    coverage.withUnsafeBufferPointer {
                        PixelMath.blendCoverage(
                            r.baseAddress!, coverage: $0.baseAddress!, count: count, source: source,
                            blend: .multiply, level: level)
                    }
                }
                let expected = zip(row, coverage).map { d, c in
                    c == 0 ? d : Self.multiply(PixelKernelTests.multiply(source, UInt32(c)), d)
                }
                XCTAssertEqual(covered, expected, "coverage level \(level) count \(count)")

                // Two rows of a rectangle with partial edge pixels.
                guard count >= 2 else { continue }
                var rect = row + row
                let edge = PixelKernelTests.multiply(source, random.below(256))
                rect.withUnsafeMutableBufferPointer {
                    PixelMath.blendRectRows(
                        $0.baseAddress!, stride: count, rows: 2, left: 0, leftSource: edge, start: 1,
                        end: count - 1, right: count - 1, rightSource: edge, source: source, blend: .multiply,
                        level: level)
                }
                let one = row.enumerated().map { i, d in
                    i == 0 || i == count - 1 ? (edge == 0 ? d : Self.multiply(edge, d)) : Self.multiply(source, d)
                }
                XCTAssertEqual(rect, one + one, "rect level \(level) count \(count)")
            }
        }
    }

    /// White multiplied leaves the destination as it was; a source-over `Paint` fills as the
    /// colour-and-opacity form does.
    func testCanvasPaintsWithTheBlendModeItIsGiven() {
        let under = Color(red: 0.2, green: 0.6, blue: 0.9, alpha: 1)
        let a = Framebuffer(width: 20, height: 10)
        let canvas = Canvas(framebuffer: a)
        canvas.clear(to: under)
        let before = (0..<10).flatMap { y in (0..<20).map { a.row(y)[$0] } }
        canvas.fillRoundedRect(
            Rect(x: 2.3, y: 1.5, width: 14.4, height: 7), cornerRadius: 3,
            paint: Paint(Color(red: 1, green: 1, blue: 1), blendMode: .multiply))
        XCTAssertEqual((0..<10).flatMap { y in (0..<20).map { a.row(y)[$0] } }, before)

        canvas.fillRoundedRect(
            Rect(x: 2.3, y: 1.5, width: 14.4, height: 7), cornerRadius: 3,
            paint: Paint(Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 1), blendMode: .multiply))
        XCTAssertLessThan(a.row(5)[8] & 0xFF, before[5 * 20 + 8] & 0xFF, "multiply by grey darkens")

        let b = Framebuffer(width: 20, height: 10)
        let c = Framebuffer(width: 20, height: 10)
        for (fb, viaPaint) in [(b, true), (c, false)] {
            let canvas = Canvas(framebuffer: fb)
            canvas.clear(to: under)
            let colour = Color(red: 1, green: 0.3, blue: 0.1, alpha: 0.7)
            if viaPaint {
                canvas.fillRoundedRect(
                    Rect(x: 1.2, y: 0.7, width: 15, height: 8), cornerRadius: 2.5, paint: Paint(colour, opacity: 0.8))
            } else {
                canvas.fillRoundedRect(
                    Rect(x: 1.2, y: 0.7, width: 15, height: 8), cornerRadius: 2.5, color: colour, opacity: 0.8)
            }
        }
        XCTAssertEqual(
            (0..<10).flatMap { y in (0..<20).map { b.row(y)[$0] } },
            (0..<10).flatMap { y in (0..<20).map { c.row(y)[$0] } })
    }
}
