import Geometry
import XCTest

@testable import Renderer

/// Shadows that do not take the nine-slice path (a card scaled unevenly, as popping's card
/// lands, or rotated) go through the shape cache. Each frame of such an animation is a new
/// shape, so the cache never hits; at 2560x1600 sixteen whole masks per band thread held
/// about 100 MB. The cache keeps at most `ShadowCache.cachedBytes`, and a shadow larger
/// than `ShadowCache.wholeMaskArea` is built only inside the clip, with the same bytes there
/// as the whole blur.
final class ShadowCacheMemoryTests: XCTestCase {
    private func card(width: Double, height: Double, at x: Double = 40, _ y: Double = 30) -> EdgeList {
        var edges = EdgeList()
        edges.addRoundedRect(
            Rect(x: 0, y: 0, width: width, height: height), cornerRadius: 12,
            transform: AffineTransform(a: 1.2, b: 0, c: 0, d: 1.4, tx: x, ty: y))
        return edges
    }

    func testTheShapeCacheStaysWithinItsByteBudget() {
        let cache = ShadowCache()
        let converter = ScanConverter()
        for i in 0..<20 {  // a card growing frame by frame: every shape new
            _ = cache.mask(
                card(width: 400 + Double(i), height: 420), sigma: 8, clip: .everything,
                scanConverter: converter)
        }
        XCTAssertEqual(cache.blurs, 20)
        XCTAssertGreaterThan(cache.cachedMaskBytes, 0, "recent shadows are still kept")
        XCTAssertLessThanOrEqual(cache.cachedMaskBytes, ShadowCache.cachedBytes)
        // The newest shadow is still a hit: a card that stops stops blurring.
        _ = cache.mask(card(width: 419, height: 420), sigma: 8, clip: .everything, scanConverter: converter)
        XCTAssertEqual(cache.blurs, 20)
    }

    func testALargeShadowIsBuiltOnlyInsideTheClipWithTheWholeBlursBytes() {
        let cache = ShadowCache()
        let converter = ScanConverter()
        for sigma in [3.0, 16.0] {  // the full-resolution blur and the coarse-grid one
            let edges = card(width: 900, height: 700)
            let clip = PixelRect(x: 100, y: 600, width: 700, height: 200)
            guard let whole = ShadowMask.make(edges, sigma: sigma, clip: .everything, scanConverter: converter),
                let part = cache.mask(edges, sigma: sigma, clip: clip, scanConverter: converter)
            else {
                return XCTFail("no shadow")
            }
            XCTAssertGreaterThan(whole.width * whole.height, ShadowCache.wholeMaskArea)
            XCTAssertEqual(part.rect, whole.rect.intersection(clip), "sigma \(sigma): only the clipped part is built")
            XCTAssertEqual(cache.cachedMaskBytes, 0, "a cut-down mask is not kept")
            for y in part.originY..<(part.originY + part.height) {
                for x in part.originX..<(part.originX + part.width)
                where part.value(atX: x, y: y) != whole.value(atX: x, y: y) {
                    return XCTFail(
                        "sigma \(sigma) pixel (\(x), \(y)): \(part.value(atX: x, y: y)) != \(whole.value(atX: x, y: y))"
                    )
                }
            }
        }
    }
}
