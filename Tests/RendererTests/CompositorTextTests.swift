import Geometry
import LayerTree
import Renderer
import TestSupport
import XCTest

/// Text through the compositor: FreeType masks take the layer's colour, opacity and clip.
final class CompositorTextTests: XCTestCase {
    private func label(opacity: Double, clipWidth: Double) throws -> Framebuffer {
        var text = Layer(frame: Rect(x: 0, y: 0, width: 200, height: 40))
        text.content = .text(TextContent(string: "Present Modally", fontSize: 24, color: .black))
        text.opacity = opacity
        var clipper = Layer(frame: Rect(x: 10, y: 10, width: clipWidth, height: 40), sublayers: [text])
        clipper.masksToBounds = true
        let fb = Framebuffer(width: 220, height: 60)
        Renderer(textMasks: try TextRasterizer.makeDefault())
            .renderFull(
                Layer(bounds: Rect(x: 0, y: 0, width: 220, height: 60), sublayers: [clipper]),
                into: fb, scale: 1, background: .white)
        return fb
    }

    private func darkest(_ fb: Framebuffer, columns: Range<Int>) -> Int {
        var low = 255
        for y in 0..<fb.height { for x in columns { low = min(low, Int(fb[x, y] >> 16 & 0xFF)) } }
        return low
    }

    func testTextTakesOpacityAndIsClipped() throws {
        let full = try label(opacity: 1, clipWidth: 200)
        let faded = try label(opacity: 0.5, clipWidth: 200)
        XCTAssertLessThan(darkest(full, columns: 10..<210), 10, "solid black glyph cores")
        XCTAssertEqual(Double(darkest(faded, columns: 10..<210)), 128, accuracy: 3, "half-opaque black over white")
        let clipped = try label(opacity: 1, clipWidth: 100)
        XCTAssertLessThan(darkest(clipped, columns: 10..<110), 10, "visible part still drawn")
        XCTAssertEqual(darkest(clipped, columns: 111..<220), 255, "text past the clip is removed")
        XCTAssertLessThan(darkest(full, columns: 111..<210), 10, "there was text there to remove")
    }
}

/// The compositor's features together, pinned by a committed reference picture.
final class CompositorReferenceTests: XCTestCase {
    func testCardsSceneAtTwoX() throws {
        var card = Layer(
            bounds: Rect(x: 0, y: 0, width: 120, height: 80),
            transform: AffineTransform(rotationAngle: 0.25).concatenating(AffineTransform(translationX: 60, y: 30)),
            backgroundColor: Color(red: 0.2, green: 0.5, blue: 0.9), cornerRadius: 16)
        card.shadow = Shadow(opacity: 0.5, radius: 10, offset: Size(width: 0, height: 6))
        card.border = Border(width: 3, color: .black)
        var title = Layer(frame: Rect(x: 10, y: 46, width: 100, height: 24))
        title.content = .text(TextContent(string: "Card", fontSize: 17, weight: .bold, color: .white))
        card.sublayers = [
            Layer(frame: Rect(x: 10, y: 10, width: 40, height: 30), backgroundColor: .white, cornerRadius: 6), title,
        ]
        var clip = Layer(
            frame: Rect(x: 220, y: 20, width: 100, height: 100), backgroundColor: .black, cornerRadius: 30,
            sublayers: [Layer(frame: Rect(x: -5, y: 40, width: 120, height: 20), backgroundColor: .white)])
        clip.masksToBounds = true
        let group = Layer(
            bounds: Rect(x: 0, y: 0, width: 120, height: 100), transform: AffineTransform(translationX: 20, y: 140),
            opacity: 0.5,
            sublayers: [
                Layer(
                    frame: Rect(x: 0, y: 0, width: 70, height: 70), backgroundColor: Color(red: 1, green: 0, blue: 0),
                    cornerRadius: 10),
                Layer(
                    frame: Rect(x: 40, y: 30, width: 70, height: 70),
                    backgroundColor: Color(red: 0, green: 0.6, blue: 0), cornerRadius: 35),
            ])
        let root = Layer(bounds: Rect(x: 0, y: 0, width: 360, height: 260), sublayers: [card, clip, group])
        let fb = Framebuffer(width: 720, height: 520)
        Renderer(textMasks: try TextRasterizer.makeDefault()).renderFull(
            root, into: fb, scale: 2, background: Color(white: 0.95))
        assertMatchesReference(
            fb, named: "compositor/cards-2x",
            tolerance: ReferenceTolerance(maxChannelDelta: 2, maxDifferingPixelFraction: 0.001))
    }
}
