import Geometry
import LayerTree
import XCTest

@testable import Renderer

/// A projected layer drawn by the compositor, tile by tile with its shortcuts (no clear under
/// an opaque background, no image at all for a block of plain background), against what
/// Core Animation's model says it is: the whole layer drawn flat into a transparent image,
/// then that image warped by the scalar reference. Byte for byte.
final class ProjectedTilesTests: XCTestCase {
    private let size = (width: 160, height: 120)

    /// A page as the flip demo turns one: a background (opaque and whole-pixel most often, so
    /// blocks are plain; sometimes rounded, translucent or at a fractional place), cards on it
    /// (some rounded, some translucent, one sometimes reaching past the page), turned about x
    /// or y or both in perspective about the window's centre, at a random opacity.
    private func page(_ rng: inout Seeded) -> Layer {
        let w = Double(Int.random(in: 20...150, using: &rng))
        let h = Double(Int.random(in: 20...110, using: &rng))
        let fractional = Int.random(in: 0...3, using: &rng) == 0
        let x = Double(Int.random(in: 0...20, using: &rng)) + (fractional ? 0.37 : 0)
        let y = Double(Int.random(in: 0...20, using: &rng)) + (fractional ? 0.61 : 0)
        let backgrounds = [
            Color(r8: 88, g8: 86, b8: 214), Color(r8: 255, g8: 255, b8: 255),
            Color(red: 0.2, green: 0.6, blue: 0.3, alpha: 0.7),
        ]
        var card = Layer(
            bounds: Rect(x: 0, y: 0, width: w, height: h),
            backgroundColor: backgrounds[
                Int.random(in: 0...2, using: &rng) == 2 ? 2 : Int.random(in: 0...1, using: &rng)],
            cornerRadius: Int.random(in: 0...4, using: &rng) == 0 ? 8 : 0)
        for _ in 0..<Int.random(in: 0...3, using: &rng) {
            let cw = Double.random(in: 4...w / 2, using: &rng)
            let ch = Double.random(in: 4...h / 2, using: &rng)
            card.sublayers.append(
                Layer(
                    frame: Rect(
                        x: .random(in: -6...(w - cw), using: &rng), y: .random(in: 0...(h - ch), using: &rng),
                        width: cw,
                        height: ch),
                    backgroundColor: Color(
                        red: .random(in: 0...1, using: &rng), green: .random(in: 0...1, using: &rng),
                        blue: .random(in: 0...1, using: &rng), alpha: [1, 0.5][Int.random(in: 0...1, using: &rng)]),
                    cornerRadius: [0, 3][Int.random(in: 0...1, using: &rng)]))
        }
        let turn = Transform3D(rotationAngle: .random(in: -1.5...1.5, using: &rng), x: 0, y: 1, z: 0)
            .concatenating(
                Transform3D(
                    rotationAngle: Int.random(in: 0...2, using: &rng) == 0 ? .random(in: -1...1, using: &rng) : 0, x: 1,
                    y: 0, z: 0)
            )
            .concatenating(Transform3D(perspectiveDistance: .random(in: 150...600, using: &rng)))
        let centre = (x: x + w / 2, y: y + h / 2)
        let m = Transform3D(translationX: -w / 2, y: -h / 2, z: 0).concatenating(turn)
            .concatenating(Transform3D(translationX: centre.x, y: centre.y, z: 0))
        card.transform = m.affineTransform
        card.projection = m
        card.opacity = [1, 1, .random(in: 0.2...1, using: &rng)][Int.random(in: 0...2, using: &rng)]
        card.isDoubleSided = Int.random(in: 0...3, using: &rng) != 0
        return card
    }

    /// The model: the layer flat in a transparent image of its extent (as `drawProjected`
    /// places it at scale 1), warped by the scalar reference loop.
    private func model(_ layer: Layer, over target: Framebuffer, clip: PixelRect) throws {
        let extent = try XCTUnwrap(LayerExtent.flatExtent(layer))
        let origin = (x: extent.minX.rounded(.down), y: extent.minY.rounded(.down))
        let width = Int(extent.maxX.rounded(.up) - origin.x)
        let height = Int(extent.maxY.rounded(.up) - origin.y)
        let image = Framebuffer(width: width, height: height)
        var flat = layer
        flat.transform = .identity
        flat.projection = nil
        flat.opacity = 1
        Compositor().draw(
            flat, parent: AffineTransform(translationX: -origin.x, y: -origin.y), canvas: Canvas(framebuffer: image),
            alpha: 1)
        let toDevice = Transform3D(translationX: origin.x, y: origin.y, z: 0)
            .concatenating(LayerExtent.deviceProjection(layer, parent: .identity))
        ProjectiveWarp.draw(
            image, matrix: toDevice, into: target, clip: clip, opacity: layer.opacity,
            isDoubleSided: layer.isDoubleSided, reference: true)
    }

    private func backdrop(_ rng: inout Seeded) -> Framebuffer {
        let fb = Framebuffer(width: size.width, height: size.height)
        let (a, b) = (UInt32.random(in: 0...0xFF_FFFF, using: &rng), UInt32.random(in: 0...0xFF_FFFF, using: &rng))
        for y in 0..<size.height {
            for x in 0..<size.width { fb[x, y] = 0xFF00_0000 | ((x / 9 + y / 7) % 2 == 0 ? a : b) }
        }
        return fb
    }

    private func bytes(_ fb: Framebuffer) -> [UInt32] {
        (0..<fb.height).flatMap { y in (0..<fb.width).map { fb[$0, y] } }
    }

    /// 250 random pages drawn by one compositor (its pooled buffers keep the last page's
    /// pixels, so a block left uncleared shows), with tile budgets from 256 pixels to one
    /// block for the whole clip, into random clips: each frame equals the model's.
    func testTiledPagesDrawTheFlatImageWarped() throws {
        var rng = Seeded(state: 2026)
        let compositor = Compositor()
        var plainPages = 0
        for round in 0..<250 {
            let layer = page(&rng)
            let clip = PixelRect(
                x: .random(in: 0...100, using: &rng), y: .random(in: 0...80, using: &rng),
                width: .random(in: 8...160, using: &rng), height: .random(in: 8...120, using: &rng)
            )
            .intersection(PixelRect(x: 0, y: 0, width: size.width, height: size.height))
            compositor.projectedTileBudget = [256, 1024, 4096, Int.max][round % 4]
            let base = backdrop(&rng)
            let expected = Framebuffer(width: size.width, height: size.height)
            let drawn = Framebuffer(width: size.width, height: size.height)
            for y in 0..<size.height {
                for x in 0..<size.width {
                    expected[x, y] = base[x, y]
                    drawn[x, y] = base[x, y]
                }
            }
            try model(layer, over: expected, clip: clip)
            compositor.draw(layer, on: Canvas(framebuffer: drawn, clip: clip), scale: 1)
            compositor.endFrame()
            let (a, b) = (bytes(drawn), bytes(expected))
            if let i = a.indices.first(where: { a[$0] != b[$0] }) {
                XCTFail("round \(round): pixel \(i % size.width),\(i / size.width) is \(a[i]), not \(b[i])")
            }
            var flat = layer
            flat.transform = .identity
            flat.opacity = 1
            if PlainBody(flat, parent: .identity, image: PixelRect(x: 0, y: 0, width: 200, height: 200)) != nil {
                plainPages += 1
            }
        }
        XCTAssertGreaterThan(plainPages, 50, "the pages must offer plain blocks")
    }

    /// A label on the page decides which blocks are plain by its glyphs' ink, not its bounds
    /// (a label spans the page's width; its text does not): the page drawn tile by tile, the
    /// label's rows largely warped as plain background, equals the model's bytes at several
    /// turns and budgets, text and all.
    func testALabelsInkNotItsBoundsDecidesThePlainBlocks() throws {
        let text = try TextRasterizer.makeDefault()
        var label = Layer(frame: Rect(x: 0, y: 30, width: 150, height: 30))
        label.content = .text(TextContent(string: "Go", fontSize: 20, color: .black))
        let flat = Layer(
            bounds: Rect(x: 0, y: 0, width: 150, height: 100), backgroundColor: Color(r8: 255, g8: 255, b8: 255),
            sublayers: [label])
        let compositor = Compositor(textMasks: text)
        let plain = try XCTUnwrap(
            PlainBody(
                flat, parent: .identity, image: PixelRect(x: 0, y: 0, width: 150, height: 100),
                ink: { compositor.textInk($0, parent: $1) }))
        let ink = try XCTUnwrap(plain.others.first)
        XCTAssertEqual(ink.intersection(PixelRect(x: 0, y: 30, width: 150, height: 30)), ink, "inside the label")
        XCTAssertGreaterThan(ink.width, 10, "the glyphs")
        XCTAssertLessThan(ink.width, 50, "two glyphs, not the label's 150 pixels")
        for (round, angle) in [0.3, 0.9, -0.6, 1.3].enumerated() {
            var page = flat
            let turn = Transform3D(translationX: -75, y: -50, z: 0)
                .concatenating(Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0))
                .concatenating(Transform3D(perspectiveDistance: 400))
                .concatenating(Transform3D(translationX: 80, y: 60, z: 0))
            page.transform = turn.affineTransform
            page.projection = turn
            compositor.projectedTileBudget = [256, 1024, 64, 4096][round]
            let clip = PixelRect(x: 0, y: 0, width: size.width, height: size.height)
            let drawn = Framebuffer(width: size.width, height: size.height)
            compositor.draw(page, on: Canvas(framebuffer: drawn, clip: clip), scale: 1)
            compositor.endFrame()
            // The model: the whole page flat in one image, warped by the scalar reference.
            let extent = try XCTUnwrap(LayerExtent.flatExtent(page))
            let origin = (x: extent.minX.rounded(.down), y: extent.minY.rounded(.down))
            let image = Framebuffer(
                width: Int(extent.maxX.rounded(.up) - origin.x), height: Int(extent.maxY.rounded(.up) - origin.y))
            var still = page
            still.transform = .identity
            still.projection = nil
            Compositor(textMasks: text).draw(
                still, parent: AffineTransform(translationX: -origin.x, y: -origin.y),
                canvas: Canvas(framebuffer: image), alpha: 1)
            let expected = Framebuffer(width: size.width, height: size.height)
            ProjectiveWarp.draw(
                image,
                matrix: Transform3D(translationX: origin.x, y: origin.y, z: 0)
                    .concatenating(LayerExtent.deviceProjection(page, parent: .identity)),
                into: expected, clip: clip, reference: true)
            let (a, b) = (bytes(drawn), bytes(expected))
            XCTAssertTrue(b.contains { $0 != 0 && $0 & 0xFF < 0x80 }, "angle \(angle): the text shows")
            if let i = a.indices.first(where: { a[$0] != b[$0] }) {
                XCTFail("angle \(angle): pixel \(i % size.width),\(i / size.width) is \(a[i]), not \(b[i])")
            }
        }
    }
}
