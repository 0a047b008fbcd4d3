import Geometry
import XCTest

@testable import Renderer

/// The scan converter deposits segments (`rk_scan_line`) and sweeps a solid fill's rows
/// (`rk_scan_sweep_solid`) in C; the Swift it came from stays as the reference. Random
/// outlines (rounded rectangles moved, scaled and rotated by fractions, star polygons that
/// wind twice, shapes crossing every side of the clip, reversed ones) with random colours,
/// opacities and blend modes, over a random picture, must give the same bytes both ways, as
/// must the coverage masks (C deposits, Swift sweep) and the even-odd rule.
final class ScanKernelTests: XCTestCase {
    private struct Random {
        var state: UInt64
        mutating func unit() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(UInt32(truncatingIfNeeded: state >> 32)) / 4_294_967_296.0
        }
        mutating func range(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * unit() }
    }

    private func outline(_ r: inout Random, index: Int) -> EdgeList {
        var edges = EdgeList()
        let transform = AffineTransform(rotationAngle: index % 3 == 0 ? r.range(-3, 3) : 0)
            .concatenating(AffineTransform(scaleX: r.range(0.5, 2.5), y: r.range(0.5, 2.5)))
            .concatenating(AffineTransform(translationX: r.range(-60, 260), y: r.range(-60, 200)))
        switch index % 4 {
        case 0, 1:
            let rect = Rect(x: 0, y: 0, width: r.range(0.3, 140), height: r.range(0.3, 120))
            edges.addRoundedRect(
                rect, cornerRadius: r.range(0, 60), transform: transform, reversed: index % 8 == 1)
        case 2:
            // A five-pointed star drawn in one go: its middle winds twice.
            let radius = r.range(5, 90)
            let points = (0..<5).map { k -> Point in
                let angle = Double(k * 2) * 2 * Double.pi / 5
                return Point(x: radius * cos(angle), y: radius * sin(angle)).applying(transform)
            }
            edges.addPolygon(points)
        default:
            let points = (0..<Int(r.range(3, 12))).map { _ in
                Point(x: r.range(-40, 320), y: r.range(-40, 260))
            }
            edges.addPolygon(points)
        }
        return edges
    }

    private func picture(_ framebuffer: Framebuffer, _ r: inout Random) {
        for y in 0..<framebuffer.height {
            for x in 0..<framebuffer.width {
                let a = UInt32(r.range(0, 256))
                let c = UInt32(r.range(0, Double(a) + 1))
                framebuffer[x, y] = a << 24 | c << 16 | (c / 2) << 8 | (a - c)
            }
        }
    }

    func testSolidFillsGiveTheBytesOfTheSwiftReference() {
        for seed: UInt64 in 1...6 {
            var r = Random(state: seed)
            let fast = Framebuffer(width: 257, height: 203)
            let plain = Framebuffer(width: 257, height: 203)
            picture(fast, &r)
            for y in 0..<plain.height { for x in 0..<plain.width { plain[x, y] = fast[x, y] } }
            let kernels = ScanConverter(chunkCells: seed % 2 == 0 ? 1 << 16 : 900)
            let reference = ScanConverter(chunkCells: seed % 2 == 0 ? 1 << 16 : 900)
            reference.usesKernels = false
            for index in 0..<40 {
                let edges = outline(&r, index: index)
                let clip = PixelRect(
                    x: Int(r.range(0, 60)), y: Int(r.range(0, 50)), width: Int(r.range(1, 200)),
                    height: Int(r.range(1, 150)))
                let color = Color(red: r.unit(), green: r.unit(), blue: r.unit(), alpha: r.range(0, 1))
                let paint = Paint(
                    color, opacity: index % 5 == 0 ? 1 : r.range(0.2, 1),
                    blendMode: index % 7 == 3 ? .multiply : .sourceOver)
                var a = SolidSink(framebuffer: fast, source: paint.source, blend: paint.blendMode, clip: nil)
                var b = SolidSink(framebuffer: plain, source: paint.source, blend: paint.blendMode, clip: nil)
                kernels.fill(edges, clip: clip, into: &a)
                reference.fill(edges, clip: clip, into: &b)
                for y in 0..<fast.height {
                    for x in 0..<fast.width where fast[x, y] != plain[x, y] {
                        XCTFail("seed \(seed), shape \(index): pixel (\(x), \(y)) is \(fast[x, y]), not \(plain[x, y])")
                        return
                    }
                }
            }
        }
    }

    func testMasksAndTheEvenOddRuleGiveTheBytesOfTheSwiftReference() {
        var r = Random(state: 99)
        let framebuffer = Framebuffer(width: 240, height: 180)
        let fast = Canvas(framebuffer: framebuffer)
        let plain = Canvas(framebuffer: framebuffer)
        plain.scanConverter.usesKernels = false
        for index in 0..<60 {
            let edges = outline(&r, index: index)
            let rule: FillRule = index % 2 == 0 ? .evenOdd : .nonZero
            let a = fast.coverage(of: edges, fillRule: rule)
            let b = plain.coverage(of: edges, fillRule: rule)
            XCTAssertEqual(a.rect, b.rect, "shape \(index)")
            XCTAssertTrue(a.coverage == b.coverage, "shape \(index): the masks' bytes differ")
        }
    }
}
