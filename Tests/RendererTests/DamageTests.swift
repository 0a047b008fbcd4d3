import Geometry
import LayerTree
import Renderer
import TestSupport
import XCTest

/// Damage: only changed pixels are redrawn, and the result equals a full redraw.
final class DamageTests: XCTestCase {
    private func scene(cardX: Double, angle: Double = 0, alpha: Double = 1) -> Layer {
        var card = Layer(
            bounds: Rect(x: 0, y: 0, width: 60, height: 40),
            transform: AffineTransform(rotationAngle: angle).concatenating(AffineTransform(translationX: cardX, y: 50)),
            backgroundColor: Color(red: 0.2, green: 0.5, blue: 0.9), cornerRadius: 10)
        card.shadow = Shadow(opacity: 0.5, radius: 8, offset: Size(width: 0, height: 4))
        card.opacity = alpha
        card.sublayers = [
            Layer(frame: Rect(x: 10, y: 10, width: 20, height: 20), backgroundColor: .white, cornerRadius: 4)
        ]
        var clip = Layer(
            frame: Rect(x: 150, y: 20, width: 80, height: 80), backgroundColor: .black, cornerRadius: 20,
            sublayers: [Layer(frame: Rect(x: -5, y: 30, width: 100, height: 20), backgroundColor: .white)])
        clip.masksToBounds = true
        return Layer(bounds: Rect(x: 0, y: 0, width: 300, height: 160), sublayers: [card, clip])
    }

    func testMovedLayerDamagesOldAndNewBoundsOnly() {
        let rects = DamageTracker.damage(
            from: scene(cardX: 20), to: scene(cardX: 40), scale: 1,
            bounds: PixelRect(x: 0, y: 0, width: 300, height: 160))
        func covered(_ x: Int, _ y: Int) -> Bool {
            rects.contains { $0.intersection(PixelRect(x: x, y: y, width: 1, height: 1)).area == 1 }
        }
        XCTAssertTrue(covered(21, 51), "old position")
        XCTAssertTrue(covered(99, 89), "new position")
        XCTAssertTrue(covered(50, 96), "shadow below the card")
        XCTAssertFalse(covered(190, 60), "the untouched clip layer")
        XCTAssertFalse(covered(280, 10))
        XCTAssertTrue(
            DamageTracker.damage(
                from: scene(cardX: 20), to: scene(cardX: 20), scale: 1,
                bounds: PixelRect(x: 0, y: 0, width: 300, height: 160)
            ).isEmpty)
    }

    func testDamagedRenderEqualsFullRender() {
        let frames = [
            scene(cardX: 20), scene(cardX: 33.3), scene(cardX: 47.9, angle: 0.3),
            scene(cardX: 47.9, angle: 0.3, alpha: 0.6), scene(cardX: 120, angle: -0.2, alpha: 0.6),
        ]
        let renderer = Renderer()
        let incremental = Framebuffer(width: 300, height: 160)
        for (i, frame) in frames.enumerated() {
            let rects = renderer.render(frame, into: incremental, scale: 1, background: .white)
            if i > 0 { XCTAssertFalse(rects.isEmpty) }
            if i > 0 { XCTAssertLessThan(rects.reduce(0) { $0 + $1.area }, 300 * 160, "frame \(i) redrew everything") }
            let full = Framebuffer(width: 300, height: 160)
            Renderer().renderFull(frame, into: full, scale: 1, background: .white)
            assertSamePixels(incremental, full, "frame \(i)")
        }
        XCTAssertTrue(
            renderer.render(frames.last!, into: incremental, scale: 1, background: .white).isEmpty,
            "an unchanged tree redraws nothing")
    }
}

/// Damaged redraws over a longer animation with wide (downsampled) shadows, text, a fading
/// group and a turning clip, at 2x: every frame must equal a full redraw exactly.
final class DamageAnimationTests: XCTestCase {
    private func frame(_ t: Double) -> Layer {
        var card = Layer(
            bounds: Rect(x: 0, y: 0, width: 140, height: 90),
            transform: AffineTransform(translationX: 20 + 97.3 * t, y: 30 + 11.7 * t),
            backgroundColor: .white, cornerRadius: 14)
        card.shadow = Shadow(opacity: 0.4, radius: 16, offset: Size(width: 0, height: 6))
        var label = Layer(frame: Rect(x: 10, y: 30, width: 120, height: 30))
        label.content = .text(TextContent(string: "Slide over", fontSize: 17, color: .systemBlue))
        card.sublayers = [label]
        let group = Layer(
            bounds: Rect(x: 0, y: 0, width: 80, height: 80), transform: AffineTransform(translationX: 200, y: 140),
            opacity: 1 - 0.6 * t,
            sublayers: [
                Layer(frame: Rect(x: 0, y: 0, width: 50, height: 50), backgroundColor: .black, cornerRadius: 8),
                Layer(frame: Rect(x: 25, y: 25, width: 50, height: 50), backgroundColor: .systemBlue, cornerRadius: 25),
            ])
        var clip = Layer(
            bounds: Rect(x: -40, y: -40, width: 80, height: 80),
            transform: AffineTransform(rotationAngle: 1.3 * t).concatenating(AffineTransform(translationX: 80, y: 180)),
            backgroundColor: Color(white: 0.3), cornerRadius: 18,
            sublayers: [Layer(frame: Rect(x: -60, y: -10, width: 120, height: 20), backgroundColor: .white)])
        clip.masksToBounds = true
        // A still card whose wide shadow a small dot crosses: damage cuts through the shadow.
        var still = Layer(frame: Rect(x: 180, y: 20, width: 100, height: 60), backgroundColor: .white, cornerRadius: 10)
        still.shadow = Shadow(opacity: 0.5, radius: 20, offset: Size(width: 3, height: 5))
        let dot = Layer(
            frame: Rect(x: 160 + 150 * t, y: 70 + 13 * t, width: 7, height: 7), backgroundColor: .black,
            cornerRadius: 3.5)
        return Layer(bounds: Rect(x: 0, y: 0, width: 320, height: 240), sublayers: [group, clip, card, still, dot])
    }

    func testEveryDamagedFrameEqualsAFullRedraw() throws {
        let text = try TextRasterizer.makeDefault()
        let renderer = Renderer(textMasks: text)
        let reference = Renderer(textMasks: text)
        let incremental = Framebuffer(width: 640, height: 480)
        for i in 0...24 {
            let t = Double(i) / 24
            renderer.render(frame(t), into: incremental, scale: 2, background: Color(white: 0.9))
            let full = Framebuffer(width: 640, height: 480)
            reference.renderFull(frame(t), into: full, scale: 2, background: Color(white: 0.9))
            assertSamePixels(incremental, full, "frame \(i)")
        }
    }
}
