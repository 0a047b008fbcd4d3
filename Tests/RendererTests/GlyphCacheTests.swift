import XCTest

@testable import Renderer

/// The glyph cache is bounded in bytes as well as entries: text of screens no longer shown
/// ages out, the glyphs drawn every frame stay.
final class GlyphCacheTests: XCTestCase {
    private func key(_ glyph: UInt32) -> GlyphKey {
        GlyphKey(face: 0, glyph: glyph, xx: 65536, xy: 0, yx: 0, yy: 65536, subX: 0, subY: 0)
    }
    private func bitmap(bytes: Int) -> GlyphBitmap {
        GlyphBitmap(left: 0, top: 0, width: bytes, height: 1, coverage: Array(repeating: 1, count: bytes))
    }

    func testBytesStayWithinTwoGenerationsAndAGlyphInUseSurvives() {
        var cache = GlyphCache(generationLimit: 10_000, generationBytes: 10_000)
        var held = 0
        for glyph in 1...500 as ClosedRange<UInt32> {
            if cache.lookup(key(glyph)) == nil { cache.insert(bitmap(bytes: 1_000), for: key(glyph)) }
            // Glyph 0 is drawn every frame, as a screen's own text is.
            if cache.lookup(key(0)) == nil { cache.insert(bitmap(bytes: 1_000), for: key(0)) }
            held = max(held, cache.count)
        }
        // Two generations of at most 10 KB: 20 glyphs of 1 KB, where a count limit alone kept 501.
        XCTAssertLessThanOrEqual(held, 20)
        XCTAssertNotNil(cache.lookup(key(0)), "the glyph in use stays")
        XCTAssertNil(cache.lookup(key(1)), "a glyph of a screen long gone ages out")
    }

    /// A scale animation renders every glyph afresh each frame. The default generations hold
    /// 1536 entries, what 2048 buckets hold at Swift's three-quarter load, so their tables
    /// never double to 4096 buckets (about 295 KB each) for the last few hundred glyphs.
    func testDefaultGenerationsStayInATableOf2048Buckets() {
        var cache = GlyphCache()
        for glyph in 1...5_000 as ClosedRange<UInt32> where cache.lookup(key(glyph)) == nil {
            cache.insert(bitmap(bytes: 16), for: key(glyph))
        }
        XCTAssertLessThanOrEqual(cache.tableCapacity, 1536)
        XCTAssertGreaterThan(cache.count, 1536, "both generations hold glyphs")
    }
}
