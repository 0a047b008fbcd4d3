import Geometry
import LayerTree
import Renderer
import TestSupport
import XCTest

/// Text pictures compared with committed references. The masks are painted with the plain
/// test loop (`TestPainting`), so these pin down FreeType rendering and layout alone.
final class TextReferenceTests: XCTestCase {
    func testLabelsAtTwoXOnWhite() throws {
        assertMatchesReference(try labels(scale: 2), named: "text/labels-2x")
    }

    func testLabelsAtOneXOnWhite() throws {
        assertMatchesReference(try labels(scale: 1), named: "text/labels-1x")
    }

    /// One of each kind of label: alignments, weights, colours, small size, kerning pairs,
    /// rotation, non-uniform scale and a missing glyph.
    private func labels(scale: Double) throws -> Framebuffer {
        let text = try TextRasterizer.makeDefault()
        let fb = Framebuffer(width: Int(320 * scale), height: Int(200 * scale))
        TestPainting.fill(fb, with: .white)

        func draw(_ content: TextContent, frame: Rect, extra: Geometry.AffineTransform = .identity) {
            // Layer space -> (extra about the box centre) -> frame position -> device scale.
            let centre = AffineTransform(translationX: -frame.width / 2, y: -frame.height / 2)
                .concatenating(extra)
                .concatenating(AffineTransform(translationX: frame.midX, y: frame.midY))
                .concatenating(AffineTransform(scaleX: scale, y: scale))
            if let mask = text.mask(for: content, box: frame.size, transform: centre) {
                TestPainting.paint(mask, color: content.color, into: fb)
            }
        }
        draw(
            TextContent(string: "Hello, Transition Playground", fontSize: 17, alignment: .left),
            frame: Rect(x: 10, y: 8, width: 300, height: 24))
        draw(
            TextContent(string: "Present", fontSize: 17, color: .systemBlue, alignment: .center),
            frame: Rect(x: 10, y: 36, width: 300, height: 24))
        draw(
            TextContent(string: "Dismiss", fontSize: 17, weight: .bold, alignment: .right),
            frame: Rect(x: 10, y: 64, width: 300, height: 24))
        draw(
            TextContent(string: "Small 11 pt: AVA Wave fi ffl 0123456789", fontSize: 11, alignment: .left),
            frame: Rect(x: 10, y: 92, width: 300, height: 16))
        draw(
            TextContent(string: "Rotated 30°", fontSize: 20, weight: .bold, color: Color(hex: 0x8E3B46)),
            frame: Rect(x: 40, y: 120, width: 160, height: 60), extra: AffineTransform(rotationAngle: .pi / 6))
        draw(
            TextContent(string: "Scaled 1.2 x 1.4", fontSize: 15, color: Color(hex: 0x2E7D32)),
            frame: Rect(x: 170, y: 130, width: 150, height: 40), extra: AffineTransform(scaleX: 1.2, y: 1.4))
        draw(
            TextContent(string: "Missing: \u{E000}", fontSize: 13, alignment: .left),
            frame: Rect(x: 10, y: 172, width: 200, height: 20))
        return fb
    }
}
