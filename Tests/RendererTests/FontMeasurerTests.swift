import Geometry
import LayerTree
import Renderer
import XCTest

final class FontMeasurerTests: XCTestCase {
    private var measurer: FontMeasurer!

    override func setUpWithError() throws {
        measurer = try FontMeasurer.makeDefault()
    }

    func testSizeGrowsInProportionToFontSize() {
        let small = measurer.size(of: "Hello", fontSize: 12, weight: .regular)
        let large = measurer.size(of: "Hello", fontSize: 36, weight: .regular)
        XCTAssertGreaterThan(small.width, 20)
        XCTAssertEqual(large.width, small.width * 3, accuracy: 1e-9)
        XCTAssertEqual(large.height, small.height * 3, accuracy: 1e-9)
    }

    func testLineHeightIsTheFontsAscenderPlusDescender() {
        // DejaVu Sans: ascender 1901, descender 483, 2048 units per em (its hhea table).
        let size = measurer.size(of: "x", fontSize: 20, weight: .regular)
        XCTAssertEqual(size.height, 20 * (1901.0 + 483.0) / 2048.0, accuracy: 1e-9)
    }

    func testBoldIsWiderThanRegular() {
        let regular = measurer.size(of: "Hello", fontSize: 17, weight: .regular)
        let bold = measurer.size(of: "Hello", fontSize: 17, weight: .bold)
        XCTAssertGreaterThan(bold.width, regular.width * 1.05)
    }

    func testLongerStringsAreWiderAndEmptyIsZero() {
        let hello = measurer.size(of: "Hello", fontSize: 17, weight: .regular).width
        XCTAssertGreaterThan(measurer.size(of: "Hello, world", fontSize: 17, weight: .regular).width, hello)
        XCTAssertEqual(measurer.size(of: "", fontSize: 17, weight: .regular), .zero)
    }

    func testMeasuredWidthIsTheWidthTheRasterizerDraws() throws {
        let rasterizer = try TextRasterizer.makeDefault()
        let measurer = rasterizer.makeMeasurer()
        let content = TextContent(string: "Dismiss", fontSize: 17, weight: .bold, alignment: .left)
        let measured = measurer.size(of: content.string, fontSize: 17, weight: .bold)
        let metrics = rasterizer.lineMetrics(for: content, box: Size(width: 200, height: 40))
        XCTAssertEqual(metrics.width, measured.width, accuracy: 1e-12)
        XCTAssertEqual(metrics.lineHeight, measured.height, accuracy: 1e-12)
        // The ink of a left-aligned label ends within a side bearing of the measured advance.
        let mask = try XCTUnwrap(rasterizer.mask(for: content, box: Size(width: 200, height: 40), transform: .identity))
        var maxX = 0
        for y in 0..<mask.height {
            for x in 0..<mask.width where mask.coverage[y * mask.width + x] > 0 {
                maxX = max(maxX, mask.originX + x + 1)
            }
        }
        XCTAssertEqual(Double(maxX), measured.width, accuracy: 3)
    }

    func testKerningTightensPairsThatHaveIt() throws {
        // "AV" is the classic kerned pair; without kerning it would be A's advance plus V's.
        let pair = measurer.size(of: "AV", fontSize: 100, weight: .regular).width
        let apart =
            measurer.size(of: "A", fontSize: 100, weight: .regular).width
            + measurer.size(of: "V", fontSize: 100, weight: .regular).width
        XCTAssertLessThan(pair, apart - 1)
    }
}
