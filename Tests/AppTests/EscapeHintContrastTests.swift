import Geometry
import LayerTree
import Renderer
import TestSupport
import XCTest

@testable import PlaygroundKit

/// The `Esc · catalog` hint must read on whatever colour a demo puts behind it: its text
/// against its own pill, and the pill against the screen, measured on drawn pixels.
final class EscapeHintContrastTests: XCTestCase {
    /// WCAG relative luminance of an opaque pixel.
    private func luminance(_ c: Color) -> Double {
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }

    private func contrast(_ a: Color, _ b: Color) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    private func assertHintReads(on background: Color, _ name: String, pillStandsOut: Bool = true) throws {
        let rasterizer = try TextRasterizer.makeDefault()
        let size = Size(width: 200, height: 40)
        let hint = OverlayLayers.escapeHint(in: size, measurer: rasterizer.makeMeasurer())
        let root = Layer(frame: Rect(origin: .zero, size: size), backgroundColor: background, sublayers: [hint])
        let fb = Framebuffer(width: Int(size.width), height: Int(size.height))
        Renderer(textMasks: rasterizer).renderFull(root, into: fb, scale: 1, background: background)
        let probe = PixelProbe(fb)
        let pill = Point.zero.applying(hint.transform)
        // Inside the pill's rounded left end, left of the text.
        let fill = probe.color(x: Int(pill.x) + 5, y: Int(pill.y + hint.bounds.height / 2))
        let screen = probe.color(x: 190, y: 35)
        let label = try XCTUnwrap(hint.sublayers.first)
        let origin = Point.zero.applying(label.transform).applying(hint.transform)
        var ink = fill
        var best = 1.0
        for y in Int(origin.y)..<Int(origin.y + label.bounds.height) {
            for x in Int(origin.x)..<Int(origin.x + label.bounds.width) {
                let c = probe.color(x: x, y: y)
                if contrast(c, fill) > best {
                    best = contrast(c, fill)
                    ink = c
                }
            }
        }
        XCTAssertGreaterThanOrEqual(best, 4.5, "\(name): text \(ink) on pill \(fill) is too faint")
        guard pillStandsOut else { return }
        XCTAssertGreaterThanOrEqual(contrast(fill, screen), 2, "\(name): pill \(fill) hardly stands out from \(screen)")
    }

    func testHintReadsOnTheDirectionDemosPurple() throws {
        // Palette.purple, the Direction screen's colour.
        try assertHintReads(on: Color(r8: 175, g8: 82, b8: 222), "purple")
    }

    func testHintReadsOnWhite() throws {
        try assertHintReads(on: .white, "white")
    }

    func testHintReadsOnBlack() throws {
        // A dark pill melts into black; its white text still reads.
        try assertHintReads(on: .black, "black", pillStandsOut: false)
    }
}
