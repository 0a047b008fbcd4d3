import CRenderKernels
import Geometry
import LayerTree
import XCTest

@testable import Renderer

/// Core Graphics' blend modes (`CGBlendMode`) through the kernels, each against pixels
/// worked out by hand from its formula. Apple's `CGBlendMode` documents the Porter-Duff ones
/// by their equations ("R = S*Da" for `sourceIn`, "R = D*(1 - Sa)" for `destinationOut`,
/// "R = MIN(1, S + D)" for `plusLighter`, "R = MAX(0, 1 - ((1 - D) + (1 - S)))" for
/// `plusDarker`) and the rest as the PDF/W3C blend modes; the W3C compositing spec gives
/// those as `co = cs * (1 - ab) + cb * (1 - as) + as * ab * B(Cb, Cs)` on premultiplied
/// colours, `ao = as + ab - as * ab`.
final class PaintBlendModeTests: XCTestCase {
    /// An opaque source (0.8, 0.4, 0.2) over an opaque destination (0.4, 0.6, 0.8), and a
    /// half-transparent source over a three-quarters opaque destination (premultiplied).
    static let pairs: [(source: UInt32, destination: UInt32)] = [
        (0xFFCC_6633, 0xFF66_99CC), (0x8060_2000, 0xC030_6090),
    ]

    /// The expected result of each mode on each pair. With both opaque, the separable modes
    /// are B(Cb, Cs) per channel; e.g. screen's red 0.4 + 0.8 - 0.32 = 0.88 (0xE0), colour
    /// dodge's blue 0.8 / (1 - 0.2) = 1 (0xFF) and red min(1, 0.4 / 0.2) = 1, colour burn's
    /// red 1 - min(1, 0.6 / 0.8) = 0.25 (0x40), hard light's red (source 0.8 > 0.5) the
    /// screen of 0.4 and 0.6 = 0.76 (0xC2), difference |0.4 - 0.8| = 0.4 (0x66). The second
    /// pair's alpha is 0.502 + 0.753 - 0.378 = 0.878 (0xE0) in every W3C mode.
    static let expected: [(DrawingBlendMode, [UInt32])] = [
        (.screen, [0xFFE0_C2D6, 0xE07E_7490]),
        (.overlay, [0xFFA3_85AD, 0xE054_5078]),
        (.darken, [0xFF66_6633, 0xE048_5048]),
        (.lighten, [0xFFCC_99CC, 0xE078_6890]),
        (.colorDodge, [0xFFFF_FFFF, 0xE090_7890]),
        (.colorBurn, [0xFF40_0000, 0xE030_3848]),
        (.softLight, [0xFF8A_8DB4, 0xE054_5C7E]),
        (.hardLight, [0xFFC2_7A52, 0xE06C_5048]),
        (.difference, [0xFF66_3399, 0xE060_5090]),
        (.exclusion, [0xFF8F_85AD, 0xE06C_6890]),
        (.hue, [0xFFC3_7F5D, 0xE073_5B5B]),
        (.saturation, [0xFF51_9EEA, 0xE03E_6A9E]),
        (.color, [0xFFDC_7643, 0xE080_584F]),
        (.luminosity, [0xFF56_89BC, 0xE040_6088]),
        (.clear, [0x0000_0000, 0x0000_0000]),
        (.copy, [0xFFCC_6633, 0x8060_2000]),
        (.sourceIn, [0xFFCC_6633, 0x6048_1800]),
        (.sourceOut, [0x0000_0000, 0x2018_0800]),
        (.sourceAtop, [0xFFCC_6633, 0xC060_4848]),
        (.destinationOver, [0xFF66_99CC, 0xE048_6890]),
        (.destinationIn, [0xFF66_99CC, 0x6018_3048]),
        (.destinationOut, [0x0000_0000, 0x6018_3048]),
        (.destinationAtop, [0xFF66_99CC, 0x8030_3848]),
        (.xor, [0x0000_0000, 0x7F30_3848]),
        (.plusDarker, [0xFF33_0000, 0xFF4F_3F4F]),
        (.plusLighter, [0xFFFF_FFFF, 0xFF90_8090]),
    ]

    func testEveryModeGivesTheHandComputedPixels() {
        for (mode, results) in Self.expected {
            for ((source, destination), result) in zip(Self.pairs, results) {
                XCTAssertEqual(
                    rk_blend_pixel(mode.rawValue, source, destination), result,
                    "\(mode): \(String(source, radix: 16)) on \(String(destination, radix: 16))")
            }
        }
        XCTAssertEqual(
            Set(Self.expected.map(\.0)).count + 2, DrawingBlendMode.allCases.count, "all but normal, multiply")
    }

    /// Every row kernel runs a mode as its one-pixel function: a span is that function on
    /// each pixel, a coverage row the source scaled by coverage for the modes that scale, or
    /// the destination mixed towards the result for those that mix; coverage 0 leaves the
    /// pixel alone in every mode.
    func testTheRowKernelsRunTheModeOnEveryPixel() {
        var random = OverlayBlendTests.Random(state: 24)
        for mode in DrawingBlendMode.allCases where mode != .normal && mode != .multiply {
            let paint = Paint.BlendMode(mode)
            let source = random.premultiplied()
            let row = (0..<37).map { _ in random.premultiplied() }
            var span = row
            span.withUnsafeMutableBufferPointer {
                PixelMath.blendSpan($0.baseAddress!, count: $0.count, source: source, blend: paint)
            }
            XCTAssertEqual(span, row.map { rk_blend_pixel(mode.rawValue, source, $0) }, "span \(mode)")

            let coverage = (0..<37).map { _ in UInt8([0, 255, random.below(256)][Int(random.below(3))]) }
            var covered = row
            covered.withUnsafeMutableBufferPointer { r in
                coverage.withUnsafeBufferPointer {
                    PixelMath.blendCoverage(
                        r.baseAddress!, coverage: $0.baseAddress!, count: 37, source: source, blend: paint)
                }
            }
            let expected = zip(row, coverage).map { d, c -> UInt32 in
                if c == 0 { return d }
                if !paint.changesUnderTransparentSource {
                    return rk_blend_pixel(mode.rawValue, PixelKernelTests.multiply(source, UInt32(c)), d)
                }
                let full = rk_blend_pixel(mode.rawValue, source, d)
                var out: UInt32 = 0
                for shift: UInt32 in [0, 8, 16, 24] {
                    let t = (full >> shift & 0xFF) * UInt32(c) + (d >> shift & 0xFF) * (255 - UInt32(c)) + 128
                    out |= ((t + (t >> 8)) >> 8) << shift
                }
                return out
            }
            XCTAssertEqual(covered, expected, "coverage \(mode)")
        }
    }

    /// The modes that change pixels under a transparent source are exactly the ones whose
    /// formula leaves something other than the destination when S = 0.
    func testWhichModesChangePixelsUnderATransparentSource() {
        for mode in DrawingBlendMode.allCases {
            let untouched = rk_blend_pixel(mode.rawValue, 0, 0xC030_6090) == 0xC030_6090
            XCTAssertEqual(Paint.BlendMode(mode).changesUnderTransparentSource, !untouched, "\(mode)")
        }
    }

    /// A drawing's commands blend with what the same drawing drew before: a destination-out
    /// disc punches a hole in a square, and the hole shows the layer under the drawing; a
    /// copy of a transparent colour clears its rectangle the same way.
    func testADrawingsModesMeetOnlyItsOwnPixels() {
        let square = DrawingCommand(
            path: Path(rect: Rect(x: 0, y: 0, width: 20, height: 20)), operation: .fill(.nonZero),
            paint: .color(Color(red: 1, green: 0, blue: 0)))
        let hole = DrawingCommand(
            path: Path(ovalIn: Rect(x: 5, y: 5, width: 10, height: 10)), operation: .fill(.nonZero),
            paint: .color(Color(red: 0, green: 0, blue: 1)), blendMode: .destinationOut)
        let cleared = DrawingCommand(
            path: Path(rect: Rect(x: 0, y: 0, width: 4, height: 4)), operation: .fill(.nonZero),
            paint: .color(.clear), blendMode: .copy)
        let drawing = DrawingContent(size: Size(width: 20, height: 20), commands: [square, hole, cleared])
        let bounds = Rect(x: 0, y: 0, width: 20, height: 20)
        let root = Layer(
            bounds: bounds, backgroundColor: Color(red: 0, green: 1, blue: 0),
            sublayers: [Layer(bounds: bounds, content: .drawing(drawing))])
        let framebuffer = Framebuffer(width: 20, height: 20)
        Renderer().renderFull(root, into: framebuffer, scale: 1, background: .white)
        XCTAssertEqual(framebuffer[10, 10], 0xFF00_FF00, "the hole shows the green layer below")
        XCTAssertEqual(framebuffer[2, 2], 0xFF00_FF00, "the cleared corner too")
        XCTAssertEqual(framebuffer[18, 10], 0xFFFF_0000, "the square around the hole")
        XCTAssertEqual(framebuffer[2, 10], 0xFFFF_0000)
    }
}
