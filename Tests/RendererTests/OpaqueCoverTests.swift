import Geometry
import LayerTree
import Renderer
import XCTest

/// Under a layer whose opaque background covers a redrawn rectangle fully, the renderer
/// neither clears to the window background nor draws what lies beneath: it cannot show,
/// because full coverage of an opaque colour replaces the pixel. The frames stay equal,
/// byte for byte, to a full redraw that clears and draws everything.
final class OpaqueCoverTests: XCTestCase {
    /// A translucent window background, an opaque rounded card with a shadow, and a small
    /// square inside the card whose colour changes from frame to frame.
    private func tree(squareRed: Double, cardOpacity: Double = 1, squareX: Double = 120) -> Layer {
        var card = Layer(
            bounds: Rect(x: 0, y: 0, width: 300, height: 200),
            transform: AffineTransform(translationX: 50.5, y: 40.25), opacity: cardOpacity,
            backgroundColor: Color(red: 0.9, green: 0.9, blue: 1), cornerRadius: 16,
            sublayers: [
                Layer(
                    frame: Rect(x: squareX, y: 80, width: 30, height: 30),
                    backgroundColor: Color(red: squareRed, green: 0.2, blue: 0.1, alpha: 0.7))
            ])
        card.shadow = Shadow(opacity: 0.4, radius: 10, offset: Size(width: 0, height: 6))
        return Layer(
            bounds: Rect(x: 0, y: 0, width: 400, height: 300),
            backgroundColor: Color(red: 0.2, green: 0.3, blue: 0.4, alpha: 0.5), sublayers: [card])
    }

    private func assertEqualsFullRedraw(
        _ fb: Framebuffer, _ root: Layer, file: StaticString = #filePath, line: UInt = #line
    ) {
        let fresh = Framebuffer(width: fb.width, height: fb.height)
        Renderer().renderFull(root, into: fresh, scale: 1, background: .clear)
        for y in 0..<fb.height {
            for x in 0..<fb.width where fb[x, y] != fresh[x, y] {
                XCTFail("differs from a full redraw at \(x),\(y)", file: file, line: line)
                return
            }
        }
    }

    func testDamageInsideAnOpaqueCardIsNotCleared() {
        let fb = Framebuffer(width: 400, height: 300)
        let renderer = Renderer()
        renderer.render(tree(squareRed: 0.2), into: fb, scale: 1, background: .clear)
        XCTAssertEqual(renderer.clearedPixels, 400 * 300, "nothing covers the whole window: cleared")
        let damage = renderer.render(tree(squareRed: 0.9), into: fb, scale: 1, background: .clear)
        XCTAssertFalse(damage.isEmpty)
        XCTAssertEqual(renderer.clearedPixels, 0, "the square's damage lies inside the opaque card")
        assertEqualsFullRedraw(fb, tree(squareRed: 0.9))
    }

    func testAFadingCardOrDamageOverItsCornerStillClears() {
        let fb = Framebuffer(width: 400, height: 300)
        let renderer = Renderer()
        renderer.render(tree(squareRed: 0.2, cardOpacity: 0.99), into: fb, scale: 1, background: .clear)
        renderer.render(tree(squareRed: 0.9, cardOpacity: 0.99), into: fb, scale: 1, background: .clear)
        XCTAssertGreaterThan(renderer.clearedPixels, 0, "a card below full opacity lets the background through")
        assertEqualsFullRedraw(fb, tree(squareRed: 0.9, cardOpacity: 0.99))

        // The square moved to the card's top-left corner: damage reaches the rounded corner.
        let other = Renderer()
        let fb2 = Framebuffer(width: 400, height: 300)
        other.render(tree(squareRed: 0.2, squareX: 0), into: fb2, scale: 1, background: .clear)
        let moved = tree(squareRed: 0.2, squareX: 0)
        var up = moved
        up.sublayers[0].sublayers[0].transform = AffineTransform(translationX: 0, y: 0)
        other.render(up, into: fb2, scale: 1, background: .clear)
        XCTAssertGreaterThan(other.clearedPixels, 0, "the corner pixels are not fully covered")
        assertEqualsFullRedraw(fb2, up)
    }

    func testAnOpaqueWindowBackgroundNeedsNoClearAtAll() {
        let root = Layer(
            bounds: Rect(x: 0, y: 0, width: 200, height: 100), backgroundColor: .white,
            sublayers: [
                Layer(frame: Rect(x: 10.5, y: 10.5, width: 50, height: 50), backgroundColor: .black, cornerRadius: 8)
            ])
        let fb = Framebuffer(width: 400, height: 200)
        let renderer = Renderer()
        renderer.renderFull(root, into: fb, scale: 2, background: Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(renderer.clearedPixels, 0)
        XCTAssertEqual(fb[0, 0], 0xFFFF_FFFF, "the root's white, not the red background")
    }

    /// A sheet that rounds its content (`masksToBounds`, no background of its own) over a
    /// square that changes colour, with an opaque content layer filling the sheet at a
    /// fractional offset, scaled by 2 as on the demos' window.
    private func clippedSheet(squareRed: Double, squareY: Double = 150) -> Layer {
        var sheet = Layer(
            bounds: Rect(x: 0, y: 0, width: 300, height: 220),
            transform: AffineTransform(translationX: 50.25, y: 60.5), cornerRadius: 18,
            sublayers: [
                Layer(
                    frame: Rect(x: -0.5, y: -0.5, width: 301, height: 221),
                    backgroundColor: Color(red: 0.95, green: 0.95, blue: 0.9))
            ])
        sheet.masksToBounds = true
        return Layer(
            bounds: Rect(x: 0, y: 0, width: 400, height: 300),
            backgroundColor: Color(red: 0.2, green: 0.3, blue: 0.4, alpha: 0.5),
            sublayers: [
                Layer(
                    frame: Rect(x: 160, y: squareY, width: 40, height: 40),
                    backgroundColor: Color(red: squareRed, green: 0.2, blue: 0.1, alpha: 0.7)),
                sheet,
            ])
    }

    /// Under an opaque layer inside a rounded clip, damage within the clip's corner-free
    /// bands is neither cleared nor drawn beneath: the clip's mask is whole there, so the
    /// content still replaces every pixel. Damage reaching the clip's rounded corner is.
    func testAnOpaqueLayerInsideARoundedClipCoversWithinTheClipsBands() {
        let fb = Framebuffer(width: 800, height: 600)
        let renderer = Renderer()
        renderer.render(clippedSheet(squareRed: 0.2), into: fb, scale: 2, background: .clear)
        renderer.render(clippedSheet(squareRed: 0.9), into: fb, scale: 2, background: .clear)
        XCTAssertEqual(renderer.clearedPixels, 0, "the square's damage lies inside the sheet's content")
        let fresh = Framebuffer(width: 800, height: 600)
        Renderer().renderFull(clippedSheet(squareRed: 0.9), into: fresh, scale: 2, background: .clear)
        XCTAssertEqual((0..<600).first { memcmp(fb.row($0), fresh.row($0), 800 * 4) != 0 }, nil)

        // The square under the sheet's top edge, across its rounded corner's rows.
        let other = Renderer()
        let fb2 = Framebuffer(width: 800, height: 600)
        other.render(clippedSheet(squareRed: 0.2, squareY: 50), into: fb2, scale: 2, background: .clear)
        other.render(clippedSheet(squareRed: 0.9, squareY: 50), into: fb2, scale: 2, background: .clear)
        XCTAssertGreaterThan(other.clearedPixels, 0, "the rows of the clip's corners are not wholly covered")
        let fresh2 = Framebuffer(width: 800, height: 600)
        Renderer().renderFull(clippedSheet(squareRed: 0.9, squareY: 50), into: fresh2, scale: 2, background: .clear)
        XCTAssertEqual((0..<600).first { memcmp(fb2.row($0), fresh2.row($0), 800 * 4) != 0 }, nil)
    }
}
