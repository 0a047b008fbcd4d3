import Sharing
import XCTest

/// Choosing a frame's 256 colours.
final class PaletteTests: XCTestCase {
    /// Few colours (a flat UI frame): the palette is those colours exactly, no dithering needed.
    func testFewColoursAreKeptExactly() {
        let pixels: [UInt32] = [0x007AFF, 0xFFFFFF, 0x007AFF, 0x8E8E93]
        let palette = Palette(for: pixels, limit: 255)
        XCTAssertTrue(palette.isExact)
        XCTAssertEqual(palette.colors, [0x007AFF, 0x8E8E93, 0xFFFFFF])
    }

    /// A full grey ramp (256 greys) in 16 colours: median cut spreads them evenly, so no grey
    /// is farther than about half a step (256 / 16 / 2 = 8 levels) from a palette colour.
    func testMedianCutSpreadsColoursOverTheRange() {
        let ramp = (0..<256).map { UInt32($0) * 0x010101 }
        let palette = Palette(for: ramp, limit: 16)
        XCTAssertFalse(palette.isExact)
        XCTAssertLessThanOrEqual(palette.colors.count, 16)
        XCTAssertGreaterThanOrEqual(palette.colors.count, 14)
        for grey in 0..<256 {
            let nearest = palette.colors.map { abs(Int($0 & 0xFF) - grey) }.min()!
            XCTAssertLessThanOrEqual(nearest, 12, "grey \(grey) is near a palette colour \(palette.colors)")
        }
    }

    /// Dithering keeps a region's average colour: a flat colour between two palette entries
    /// comes out as a mix of both whose mean is the colour.
    func testDitheringKeepsTheAverageColour() {
        let palette = Palette(for: [0x000000, 0xFFFFFF], limit: 2)
        var indexer = FrameIndexer(palette: palette)
        let grey = [UInt32](repeating: 0x404040, count: 64 * 64)
        let indices = indexer.indices(
            grey, changed: .init(repeating: true, count: grey.count), width: 64, height: 64,
            dither: true, transparent: 255)
        let white = indices.filter { $0 == 1 }.count
        XCTAssertEqual(Double(white) / Double(indices.count), 64.0 / 255, accuracy: 0.01)
    }

    /// A white page with anti-aliased text on it holds more colours than a palette has, many
    /// of them a level or a few below white. The white itself stays exact, where the mean of
    /// its histogram cell (248...255 a channel) would be a level or two off and show as a
    /// faint trace wherever text has moved; and white pixels index to it, dithered or not.
    func testAFlatColourAmongManyNearOnesStaysExact() throws {
        var pixels = [UInt32](repeating: 0xFFFFFF, count: 6000)
        for i in 0..<3000 {
            // Distinct near-whites, 248...254 in each channel: the same histogram cell as white.
            let r = UInt32(248 + i % 7)
            let g = UInt32(248 + (i / 7) % 7)
            let b = UInt32(248 + (i / 49) % 7)
            pixels.insert(r << 16 | g << 8 | b, at: i * 2)
        }
        for i in 0..<600 { pixels.append(UInt32(i % 256) * 0x010101 + UInt32(i / 256)) }
        // The cell's mean is not white: the rule this test checks is what keeps it exact.
        let cell = pixels.filter { $0 >> 19 & 31 == 31 && $0 >> 11 & 31 == 31 && $0 >> 3 & 31 == 31 }
        let mean = (cell.map { Int($0 & 0xFF) }.reduce(0, +) + cell.count / 2) / cell.count
        XCTAssertLessThan(mean, 255)
        let palette = Palette(for: pixels, limit: 255)
        XCTAssertFalse(palette.isExact)
        XCTAssertTrue(palette.colors.contains(0xFFFFFF), "\(palette.colors.suffix(4))")
        let white = try XCTUnwrap(palette.colors.firstIndex(of: 0xFFFFFF))
        for dither in [false, true] {
            var indexer = FrameIndexer(palette: palette)
            let page = [UInt32](repeating: 0xFFFFFF, count: 32 * 32)
            let indices = indexer.indices(
                page, changed: .init(repeating: true, count: page.count), width: 32, height: 32, dither: dither,
                transparent: 255)
            XCTAssertEqual(Set(indices), [UInt8(white)], "dither \(dither)")
        }
    }
}
