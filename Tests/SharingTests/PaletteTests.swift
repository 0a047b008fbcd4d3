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
}
