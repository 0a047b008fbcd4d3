import Geometry
import LayerTree
import XCTest

@testable import Renderer

/// A faded group's image is drawn in strips; a strip that a layer of the group covers with
/// opaque pixels is neither cleared nor drawn below that layer (its pooled memory still holds
/// the last strip's pixels). Random faded screens (an opaque background, sometimes rounded,
/// moved by fractions of a pixel, with rounded, rotated, translucent and shadowed children,
/// over other layers) drawn frame after frame must give the bytes of every strip cleared
/// and drawn whole.
final class GroupCoverTests: XCTestCase {
    private func scene(_ frame: Int, seed: UInt64) -> Layer {
        var random = FrameRandom(seed: seed, frame: frame)
        let children: [Layer] = (0..<6).map { i in
            var l = Layer(
                bounds: Rect(x: 0, y: 0, width: random.range(10, 120), height: random.range(10, 120)),
                transform: AffineTransform(rotationAngle: i % 3 == 0 ? random.range(-1, 1) : 0)
                    .concatenating(AffineTransform(translationX: random.range(-20, 200), y: random.range(-20, 260))),
                backgroundColor: random.color(alpha: i % 2 == 0 ? 1 : random.range(0.2, 1)),
                cornerRadius: random.range(0, 20))
            if i % 4 == 1 { l.shadow = Shadow(opacity: 0.6, radius: 10, offset: Size(width: 0, height: 5)) }
            return l
        }
        var screen = Layer(
            bounds: Rect(x: 0, y: 0, width: 220, height: 280),
            transform: AffineTransform(translationX: random.range(-10, 30), y: random.range(-10, 30)),
            backgroundColor: random.color(alpha: 1), cornerRadius: frame % 3 == 0 ? 14 : 0, sublayers: children)
        screen.opacity = random.range(0.1, 0.9)
        if frame % 4 == 2 { screen.shadow = Shadow(opacity: 0.5, radius: 12, offset: Size(width: 0, height: 6)) }
        let behind = Layer(
            bounds: Rect(x: 0, y: 0, width: 120, height: 300), backgroundColor: random.color(alpha: 1), cornerRadius: 30
        )
        return Layer(bounds: Rect(x: 0, y: 0, width: 260, height: 330), sublayers: [behind, screen])
    }

    func testCoveredStripsGiveTheBytesOfStripsClearedAndDrawnWhole() {
        for seed: UInt64 in [1, 7, 42] {
            let fast = Renderer(threads: 1)
            let plain = Renderer(threads: 1)
            plain.compositor.skipsCoveredGroupClear = false
            let a = Framebuffer(width: 260, height: 330)
            let b = Framebuffer(width: 260, height: 330)
            for frame in 0..<12 {
                let tree = scene(frame, seed: seed)
                // Whole frames: every strip of the group image, from pooled memory after the first.
                fast.renderFull(tree, into: a, scale: frame % 2 == 0 ? 1 : 1.5, background: .white)
                plain.renderFull(tree, into: b, scale: frame % 2 == 0 ? 1 : 1.5, background: .white)
                for y in 0..<330 {
                    for x in 0..<260 where a[x, y] != b[x, y] {
                        XCTFail("seed \(seed), frame \(frame): pixel (\(x), \(y)) is \(a[x, y]), not \(b[x, y])")
                        return
                    }
                }
            }
        }
    }

    /// The cover is found in the group image's space: a faded full-window screen's strips
    /// are the case it exists for.
    func testAFadedOpaqueScreenCoversItsGroupStrips() {
        var screen = Layer(bounds: Rect(x: 0, y: 0, width: 200, height: 100), backgroundColor: .white)
        screen.transform = AffineTransform(translationX: 0, y: 0)
        let compositor = Compositor()
        let strip = PixelRect(x: 0, y: 16, width: 400, height: 32)
        var moved = screen
        moved.transform = screen.transform.concatenating(AffineTransform(scaleX: 2, y: 2))
        XCTAssertEqual(compositor.opaqueCover(moved, scale: 1, clip: strip), [])
    }
}
