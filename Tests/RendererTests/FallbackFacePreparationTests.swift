import Foundation
import Geometry
import LayerTree
import XCTest

@testable import Renderer

/// A frame that first shows a character only a fallback font has opens that font on the
/// renderer's own thread before the band threads start (`TextMaskProviding.prepare(_:)`):
/// a band opening it would read the file while holding the text lock every other band
/// waits on, which on a cold page cache stalled a frame for a second. Opening it earlier
/// changes no pixel.
final class FallbackFacePreparationTests: XCTestCase {
    private func rasterizer() throws -> TextRasterizer {
        let cjk = TextShapingTests.cjkFont
        guard FileManager.default.fileExists(atPath: cjk) else {
            throw XCTSkip("\(cjk) missing: make test installs fonts-wqy-microhei")
        }
        return try TextRasterizer(fontDirectory: FontLocator.fontDirectory(), fallback: .files([(cjk, 0)]))
    }

    /// A page of Latin labels; from `chinese` on, one of them (across the middle of the
    /// window, so several bands draw part of it) is in Chinese.
    private func scene(chinese: Bool) -> Layer {
        var labels: [Layer] = (0..<6).map { row in
            var label = Layer(frame: Rect(x: 40, y: 40 + Double(row) * 120, width: 900, height: 90))
            label.content = .text(TextContent(string: "Row \(row) of the list", fontSize: 44, color: .black))
            return label
        }
        if chinese {
            var label = Layer(frame: Rect(x: 100, y: 330, width: 1000, height: 140))
            label.content = .text(TextContent(string: "选择地址 北京市 朝阳区", fontSize: 120, color: .black))
            labels.append(label)
        }
        return Layer(bounds: Rect(x: 0, y: 0, width: 1280, height: 800), sublayers: labels)
    }

    /// Draws the Latin page, then the page with the Chinese label (a damaged frame), on
    /// `threads` threads; returns the last frame's pixels and the rasterizer.
    private func draw(threads: Int) throws -> (pixels: [UInt32], text: TextRasterizer) {
        let text = try rasterizer()
        let fb = Framebuffer(width: 1280, height: 800)
        let renderer = Renderer(textMasks: text, threads: threads)
        renderer.render(scene(chinese: false), into: fb, scale: 1, background: .white)
        XCTAssertEqual(text.faces.count, 2, "the Latin page needs no fallback face")
        renderer.render(scene(chinese: true), into: fb, scale: 1, background: .white)
        let pixels = (0..<fb.height).flatMap { y in Array(UnsafeBufferPointer(start: fb.row(y), count: fb.width)) }
        return (pixels, text)
    }

    func testBandedFrameOpensTheFallbackFaceBeforeTheBandsStart() throws {
        let banded = try draw(threads: 4)
        XCTAssertEqual(banded.text.faces.count, 3, "the CJK face was opened")
        XCTAssertEqual(banded.text.statistics.facesOpenedWhileMasking, 0, "no band thread opened a face")

        // On one thread nothing prepares: the face is opened while the label's mask is made,
        // which is what the counter catches.
        let single = try draw(threads: 1)
        XCTAssertEqual(single.text.statistics.facesOpenedWhileMasking, 1)
        XCTAssertEqual(banded.pixels, single.pixels, "opening the face earlier changes no pixel")
        XCTAssertTrue(banded.pixels.contains { $0 != banded.pixels[0] }, "something was drawn")
    }

    /// Hidden labels are not drawn, so they need no face: preparing skips them.
    func testHiddenLabelsOpenNoFace() throws {
        let text = try rasterizer()
        let fb = Framebuffer(width: 1280, height: 800)
        let renderer = Renderer(textMasks: text, threads: 4)
        var page = scene(chinese: true)
        page.sublayers[page.sublayers.count - 1].isHidden = true
        renderer.render(page, into: fb, scale: 1, background: .white)
        XCTAssertEqual(text.faces.count, 2)
    }
}
