import Geometry
import LayerTree
import Renderer
import TestSupport
import XCTest

/// Text content of several lines: split at newlines, one line height apart, the block
/// centred vertically as a multi-line `UILabel` draws it.
final class MultilineTextTests: XCTestCase {
    private func render(_ string: String, alignment: TextAlignment = .center) throws -> Framebuffer {
        var text = Layer(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        text.content = .text(TextContent(string: string, fontSize: 20, color: .black, alignment: alignment))
        let fb = Framebuffer(width: 200, height: 120)
        Renderer(textMasks: try TextRasterizer.makeDefault())
            .renderFull(
                Layer(bounds: Rect(x: 0, y: 0, width: 200, height: 120), sublayers: [text]), into: fb, scale: 1,
                background: .white)
        return fb
    }

    /// The rows holding any ink, grouped into runs of consecutive rows.
    private func inkBands(_ fb: Framebuffer) -> [ClosedRange<Int>] {
        var bands: [ClosedRange<Int>] = []
        for y in 0..<fb.height where (0..<fb.width).contains(where: { fb[$0, y] & 0xFF_FFFF != 0xFF_FFFF }) {
            if let last = bands.last, last.upperBound == y - 1 {
                bands[bands.count - 1] = last.lowerBound...y
            } else {
                bands.append(y...y)
            }
        }
        return bands
    }

    func testTheMiddleOfThreeLinesDrawsExactlyWhereOneLineWould() throws {
        // Three lines centred as a block put the middle one's line box where a single
        // line's centred box is: the same pixels, to the bit.
        let three = try render("Alpha\nBeta\nGamma")
        let one = try render("Beta")
        let middle = try XCTUnwrap(inkBands(one).first)
        for y in middle { for x in 0..<200 { XCTAssertEqual(three[x, y], one[x, y], "pixel \(x),\(y)") } }
    }

    func testLinesStackOneLineHeightApart() throws {
        let measurer = try FontMeasurer.makeDefault()
        let lineHeight = measurer.size(of: "X", fontSize: 20, weight: .regular).height
        let bands = inkBands(try render("HHH\nHHH\nHHH"))
        XCTAssertEqual(bands.count, 3, "three separate lines of ink")
        // Capital H has a flat top and bottom, so its ink starts a line height after the last.
        XCTAssertEqual(Double(bands[1].lowerBound - bands[0].lowerBound), lineHeight, accuracy: 1)
        XCTAssertEqual(Double(bands[2].lowerBound - bands[1].lowerBound), lineHeight, accuracy: 1)
        let centre = Double(bands[0].lowerBound + bands[2].upperBound + 1) / 2
        XCTAssertEqual(centre, 60, accuracy: lineHeight / 2, "the block sits about the box's middle")
    }

    func testAnEmptyLineKeepsItsPlace() throws {
        let bands = inkBands(try render("HHH\n\nHHH"))
        XCTAssertEqual(bands.count, 2)
        let lineHeight = try FontMeasurer.makeDefault().size(of: "X", fontSize: 20, weight: .regular).height
        XCTAssertEqual(Double(bands[1].lowerBound - bands[0].lowerBound), 2 * lineHeight, accuracy: 1)
    }
}
