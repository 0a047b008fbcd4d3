import Geometry
import LayerTree
import XCTest

@testable import Renderer

/// Soft shadows of upright cards come from a cached blur cut into nine slices, so a card
/// that moves or resizes never re-blurs. Intended change: the shadow snaps to whole device
/// pixels (at most half a pixel, under a blur of sigma >= 1 px); against the exact blur of
/// the snapped shape it differs by at most one level (two for blurs of sigma >= 5, which run
/// on a coarser grid).
final class ShadowNineSliceTests: XCTestCase {
    private func card(x: Double, y: Double, width: Double, height: Double, radius: Double = 12) -> Layer {
        var card = Layer(
            bounds: Rect(x: 0, y: 0, width: width, height: height),
            transform: AffineTransform(translationX: x, y: y),
            backgroundColor: .white, cornerRadius: radius)
        card.shadow = Shadow(color: .black, opacity: 0.5, radius: 16, offset: Size(width: 0, height: 8))
        return Layer(bounds: Rect(x: 0, y: 0, width: 800, height: 600), sublayers: [card])
    }

    func testAMovingAndResizingCardNeverReblurs() {
        let fb = Framebuffer(width: 800, height: 600)
        let renderer = Renderer(threads: 1)  // counters of one compositor
        renderer.render(card(x: 100, y: 80, width: 300, height: 200), into: fb, scale: 1, background: .white)
        let first = renderer.compositor.shadowBlurs
        XCTAssertEqual(first, 1)
        for i in 1...20 {
            let d = Double(i) * 3.37
            renderer.render(
                card(x: 100 + d, y: 80 + d * 0.5, width: 300 + d, height: 200 + 2 * d),
                into: fb, scale: 1, background: .white)
        }
        XCTAssertEqual(renderer.compositor.shadowBlurs, first, "sub-pixel moves and new sizes reuse the one blur")
    }

    /// The nine-slice mask against the exact blur of the same (whole-pixel) rounded rectangle.
    func testNineSlicesMatchTheExactBlurWithinOneLevel() {
        let cache = ShadowCache()
        let converter = ScanConverter()
        for (w, h, r, sigma) in [
            (300.0, 200.0, 12.0, 8.0), (500, 90, 24, 16), (61, 400, 0, 3), (40, 40, 20, 6),
            (900, 700, 30, 20),
        ] {
            let device = Rect(x: 37, y: 21, width: w, height: h)
            guard
                let sliced = cache.nineSlice(
                    device, radiusX: r, radiusY: r, sigma: sigma, clip: .everything,
                    scanConverter: converter)?.mask
            else { return XCTFail("no mask") }
            var edges = EdgeList()
            edges.addRoundedRect(device, cornerRadius: r, transform: .identity)
            assertCloseToTheExactBlur(sliced, of: edges, sigma: sigma, converter, "\(w)x\(h) r \(r) sigma \(sigma)")
        }
    }

    func testASubPixelShadowSnapsToTheNearestWholePixel() {
        let cache = ShadowCache()
        let converter = ScanConverter()
        let snapped = cache.nineSlice(
            Rect(x: 50, y: 40, width: 200, height: 100), radiusX: 10, radiusY: 10, sigma: 6,
            clip: .everything, scanConverter: converter)?.mask
        let moved = cache.nineSlice(
            Rect(x: 50.3, y: 39.6, width: 200.1, height: 100.3), radiusX: 10, radiusY: 10, sigma: 6,
            clip: .everything, scanConverter: converter)?.mask
        XCTAssertEqual(snapped?.rect, moved?.rect)
        XCTAssert(snapped?.coverage == moved?.coverage, "the same pixels")
    }

    /// An unevenly scaled card (popping's grows faster one way) has elliptical corners; its
    /// nine slices match the exact blur of the same scaled shape as closely as round ones do.
    func testUnevenlyScaledCornersMatchTheExactBlurWithinOneLevel() {
        let cache = ShadowCache()
        let converter = ScanConverter()
        // Local size, corner radius, scale (whole-pixel device sizes), blur.
        for (w, h, r, sx, sy, sigma) in [
            (200.0, 100.0, 20.0, 1.5, 0.8, 4.0), (120, 300, 12, 0.5, 1.2, 8),
            (80, 80, 40, 2.0, 1.0, 3),
        ] {
            let t = AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: 37, ty: 21)
            let device = Rect(x: 0, y: 0, width: w, height: h).applying(t)
            guard
                let sliced = cache.nineSlice(
                    device, radiusX: r * sx, radiusY: r * sy, sigma: sigma,
                    clip: .everything, scanConverter: converter)?.mask
            else {
                return XCTFail("no mask")
            }
            var edges = EdgeList()
            edges.addRoundedRect(Rect(x: 0, y: 0, width: w, height: h), cornerRadius: r, transform: t)
            assertCloseToTheExactBlur(
                sliced, of: edges, sigma: sigma, converter,
                "\(w)x\(h) r \(r) scale \(sx)x\(sy) sigma \(sigma)")
        }
    }

    /// A card whose uneven scale changes every frame blurs only a corner-sized template per
    /// frame, never its whole shadow (which at 2560x1600 cost milliseconds in every band).
    func testAnUnevenlyScalingCardBlursOnlyCornerSizedTemplates() {
        let fb = Framebuffer(width: 800, height: 600)
        let renderer = Renderer(threads: 1)
        for i in 0..<10 {
            let s = 0.6 + Double(i) * 0.04
            var root = card(x: 100, y: 80, width: 500, height: 400, radius: 16)
            root.sublayers[0].transform = AffineTransform(a: s * 1.1, b: 0, c: 0, d: s, tx: 100, ty: 80)
            renderer.render(root, into: fb, scale: 1, background: .white)
        }
        let shadows =
            Mirror(reflecting: renderer.compositor).children.first { $0.label == "shadows" }?.value as? ShadowCache
        guard let cache = shadows else { return XCTFail("no shadow cache") }
        XCTAssertGreaterThan(cache.templates.count, 1, "the template follows the scale")
        XCTAssertEqual(cache.cachedMaskBytes, 0, "no whole-shape blur")
        // Shadow radius 16 is sigma 8 at scale 1, at most 8 * 1.06 here; corners of at most
        // 16 * 1.06 px: the template is two corners and their blur across, not the card's 530 px.
        let pad = ShadowMask.extent(sigma: 8 * 1.06)
        let corner = 17 + 2 * pad
        for entry in cache.templates {
            XCTAssertLessThanOrEqual(entry.mask.width, 2 * corner + 1 + 2 * pad)
            XCTAssertLessThanOrEqual(entry.mask.height, 2 * corner + 1 + 2 * pad)
        }
    }

    /// `sliced` covers the same pixels as the exact blur of `edges`, within one level (two for
    /// blurs of sigma >= 5, which run on a coarser grid whose alignment to the far corners
    /// differs between the template and the whole shape).
    private func assertCloseToTheExactBlur(
        _ sliced: CoverageMask, of edges: EdgeList, sigma: Double,
        _ converter: ScanConverter, _ message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let exact = ShadowMask.make(edges, sigma: sigma, clip: .everything, scanConverter: converter) else {
            return XCTFail("no exact mask", file: file, line: line)
        }
        XCTAssertEqual(sliced.rect, exact.rect, message, file: file, line: line)
        guard sliced.rect == exact.rect else { return }
        let worst = zip(sliced.coverage, exact.coverage).map { abs(Int($0) - Int($1)) }.max() ?? 0
        XCTAssertLessThanOrEqual(worst, sigma >= 5 ? 2 : 1, message, file: file, line: line)
    }
}
