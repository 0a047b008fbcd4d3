import Geometry
import LayerTree
import XCTest

@testable import Renderer

/// A large redraw is split into horizontal bands drawn on several threads at once. Every
/// band draws the tree clipped to its rows, so the frame must not depend on the number of
/// threads: 1, 2, 3 and 8 threads give the same bytes, full frames and damaged ones, with
/// fills at sub-pixel positions, rotation, rounded clips, group opacity, shadows and text.
final class BandedRenderingTests: XCTestCase {
    /// The benchmark's fifty rounded rectangles (its LCG), shifted by a fraction of a pixel.
    private func rectangles(frame: Int, width: Double, height: Double) -> [Layer] {
        var state: UInt64 = 1
        func unit() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(UInt32(truncatingIfNeeded: state >> 32)) / 4294967296.0
        }
        func range(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * unit() }
        let dx = Double(frame % 16) / 16
        let dy = Double(frame % 8) / 8
        return (0..<50).map { _ in
            let w = min(range(40, 600), width)
            let h = min(range(40, 600), height)
            let x = range(0, width - w)
            let y = range(0, height - h)
            let r = min(range(12, 24), min(w, h) / 2)
            let color = Color(red: unit(), green: unit(), blue: unit(), alpha: range(0.3, 1))
            return Layer(
                bounds: Rect(x: 0, y: 0, width: w, height: h),
                transform: AffineTransform(translationX: x + dx, y: y + dy), backgroundColor: color, cornerRadius: r)
        }
    }

    /// A transition-like frame: the rectangles, a faded group, a rotated clipping card with a
    /// shadow and children, and text.
    private func scene(frame: Int, text: Bool) -> Layer {
        var card = Layer(
            bounds: Rect(x: 0, y: 0, width: 360, height: 260),
            transform: AffineTransform(rotationAngle: 0.05 * Double(frame))
                .concatenating(AffineTransform(translationX: 300.3 + Double(frame) * 7.1, y: 200.6)),
            backgroundColor: .white, cornerRadius: 18, masksToBounds: true,
            sublayers: [
                Layer(
                    frame: Rect(x: -20, y: 40.5, width: 200, height: 80),
                    backgroundColor: Color(red: 0.1, green: 0.5, blue: 0.9), cornerRadius: 10)
            ])
        card.shadow = Shadow(opacity: 0.4, radius: 12, offset: Size(width: 0, height: 6))
        var upright = Layer(
            bounds: Rect(x: 0, y: 0, width: 500, height: 120),
            transform: AffineTransform(translationX: 80.25, y: 560.5 - Double(frame) * 3.3),
            backgroundColor: Color(red: 0.95, green: 0.9, blue: 0.8), cornerRadius: 14)
        upright.shadow = Shadow(opacity: 0.5, radius: 20, offset: Size(width: 0, height: 10))
        if text {
            var label = Layer(frame: Rect(x: 20, y: 30, width: 460, height: 60))
            label.content = .text(TextContent(string: "Banded text \(frame)", fontSize: 30, color: .black))
            upright.sublayers.append(label)
        }
        let group = Layer(
            bounds: Rect(x: 0, y: 0, width: 700, height: 400),
            transform: AffineTransform(translationX: 500.5, y: 300.75), opacity: 0.6,
            sublayers: [
                Layer(frame: Rect(x: 0, y: 0, width: 400, height: 300), backgroundColor: .black, cornerRadius: 30),
                Layer(
                    frame: Rect(x: 200.5, y: 100.5, width: 480, height: 280),
                    backgroundColor: Color(red: 1, green: 0.2, blue: 0.3), cornerRadius: 40),
            ])
        return Layer(
            bounds: Rect(x: 0, y: 0, width: 1280, height: 800),
            sublayers: rectangles(frame: frame, width: 1280, height: 800) + [group, upright, card])
    }

    private func frames(threads: Int, text: TextMaskProviding?) -> [[UInt32]] {
        let fb = Framebuffer(width: 1280, height: 800)
        let renderer = Renderer(textMasks: text, threads: threads)
        var out: [[UInt32]] = []
        for frame in 0..<4 {
            // Frame 0 in full, then damage only (the card moves, the strip slides, the text changes).
            renderer.render(scene(frame: frame, text: text != nil), into: fb, scale: 1, background: .white)
            out.append((0..<fb.height).flatMap { y in Array(UnsafeBufferPointer(start: fb.row(y), count: fb.width)) })
        }
        return out
    }

    func testOneTwoThreeAndEightThreadsGiveTheSameBytes() throws {
        let text = try? TextRasterizer.makeDefault()
        let one = frames(threads: 1, text: text)
        for threads in [2, 3, 8] {
            let many = frames(threads: threads, text: text)
            for (i, (a, b)) in zip(one, many).enumerated() where a != b {
                let first = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }!.offset
                XCTFail("\(threads) threads, frame \(i): first difference at \(first % 1280),\(first / 1280)")
            }
        }
    }

    func testALargeRectangleIsCutIntoBandsAndASmallOneIsNot() {
        // Two bands a thread, so a thread that finishes early takes over a slower one's rows.
        let big = Renderer.bands(of: PixelRect(x: 0, y: 0, width: 2560, height: 1600), threads: 3)
        XCTAssertEqual(big.count, 6)
        XCTAssertEqual(big.map(\.height).reduce(0, +), 1600)
        XCTAssertEqual(big[1].y, big[0].maxY)
        XCTAssertEqual(Renderer.bands(of: PixelRect(x: 0, y: 0, width: 100, height: 100), threads: 8).count, 1)
    }
}
