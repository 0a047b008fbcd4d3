import Foundation
import Geometry
import LayerTree
import XCTest

@testable import Renderer

/// A card turned in perspective, drawn by `ProjectiveWarp`, against the closed-form projection.
final class ProjectiveWarpTests: XCTestCase {
    private let red: UInt32 = 0xFFFF_0000
    private let blue: UInt32 = 0xFF00_00FF
    private let (theta, distance, centreX, centreY) = (Double.pi / 3, 500.0, 160.0, 100.0)

    /// A 200x120 card, red on its left half and blue on its right.
    private func card() -> Framebuffer {
        let fb = Framebuffer(width: 200, height: 120)
        for y in 0..<120 { for x in 0..<200 { fb[x, y] = x < 100 ? red : blue } }
        return fb
    }

    /// The card about its centre, turned `angle` about y, `m34 = -1/500`, centred at (160, 100).
    private func matrix(angle: Double) -> Transform3D {
        Transform3D(translationX: -100, y: -60, z: 0)
            .concatenating(Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0))
            .concatenating(Transform3D(perspectiveDistance: distance))
            .concatenating(Transform3D(translationX: centreX, y: centreY, z: 0))
    }

    /// Core Animation's `m34 = -1/500` card at 60 degrees, every pixel of a 320x200 frame
    /// against the closed form. Inverting X = x cosθ / (1 + x sinθ / d) gives
    /// x = X / (cosθ - X sinθ / d) and y = Y (1 + x sinθ / d), card coordinates about its centre.
    /// Tolerance: a pixel whose centre maps more than one card pixel inside the card is exactly
    /// the card's colour (red or blue by side, one pixel of bilinear blend at the seam); more
    /// than one pixel outside, untouched; the one-pixel ramp between is the anti-aliased edge.
    func testACardAtSixtyDegreesMatchesTheClosedFormProjection() throws {
        let target = Framebuffer(width: 320, height: 200)
        let damage = ProjectiveWarp.draw(card(), matrix: matrix(angle: theta), into: target, clip: target.bounds)
        let (c, s) = (cos(theta), sin(theta))
        var inside = 0
        for py in 0..<200 {
            for px in 0..<320 {
                let (sx, sy) = (Double(px) + 0.5 - centreX, Double(py) + 0.5 - centreY)
                let x = sx / (c - sx * s / distance)
                let y = sy * (1 + x * s / distance)
                let pixel = target[px, py]
                if abs(x) < 99 && abs(y) < 59 {
                    inside += 1
                    if abs(x) > 1 { XCTAssertEqual(pixel, x < 0 ? red : blue, "pixel \(px),\(py)") }
                } else if abs(x) > 101 || abs(y) > 61 || c - sx * s / distance <= 0 {
                    XCTAssertEqual(pixel, 0, "pixel \(px),\(py)")
                    XCTAssertTrue(
                        pixel == 0 || damage.intersection(PixelRect(x: px, y: py, width: 1, height: 1)).area == 1)
                }
            }
        }
        // The near (left) edge is taller than the far one: the perspective is there.
        XCTAssertEqual(target[102, 30], red)
        XCTAssertEqual(target[200, 30], 0)
        XCTAssertGreaterThan(inside, 10_000)
        // Damage is the projected quad's bounds: left edge at -50 / (1 - 0.1732) + 160 = 99.5,
        // right at 50 / 1.1732 + 160 = 202.6, top at 100 - 60 / 0.8268 = 27.4.
        XCTAssertEqual(damage, PixelRect(x: 98, y: 26, width: 106, height: 148))
        if let dir = ProcessInfo.processInfo.environment["WARP_PNG_DIR"] {
            try PNGFile.write(target, to: dir + "/card-60.png")
        }
    }

    /// Core Animation, `isDoubleSided`: "When this property is set to false, the layer hides
    /// its content when it faces away from the viewer." Turned 150 degrees the card shows its
    /// back: nothing drawn when single-sided, the mirrored card (red now on the right) when not.
    func testTheBackFaceIsHiddenWhenTheLayerIsSingleSided() {
        let hidden = Framebuffer(width: 320, height: 200)
        let damage = ProjectiveWarp.draw(
            card(), matrix: matrix(angle: 150 * .pi / 180), into: hidden, clip: hidden.bounds, isDoubleSided: false)
        XCTAssertTrue(damage.isEmpty)
        for y in 0..<200 { for x in 0..<320 where hidden[x, y] != 0 { return XCTFail("drew pixel \(x),\(y)") } }

        let shown = Framebuffer(width: 320, height: 200)
        ProjectiveWarp.draw(card(), matrix: matrix(angle: 150 * .pi / 180), into: shown, clip: shown.bounds)
        XCTAssertEqual(shown[centreX.int + 40, centreY.int], red)
        XCTAssertEqual(shown[centreX.int - 40, centreY.int], blue)
        // Facing the viewer, single-sided draws as usual.
        let front = Framebuffer(width: 320, height: 200)
        ProjectiveWarp.draw(card(), matrix: matrix(angle: 0.3), into: front, clip: front.bounds, isDoubleSided: false)
        XCTAssertEqual(front[centreX.int - 40, centreY.int], red)
    }

    /// The part of the plane at or behind the eye is clipped, not wrapped round: with the eye
    /// 50 points away and the card turned 80 degrees, its points left of x = -50.8 (about its
    /// centre) swing past the eye (w = 1 + x sin80° / 50 <= 0). The card's left 40 pixels
    /// (x < -60) are green: wrapped, x = -80 would land at 80 cos80° / 0.576 + 160 = 184, in frame;
    /// clipped, no green pixel appears.
    func testThePartBehindTheEyeIsClipped() {
        let source = card()
        for y in 0..<120 { for x in 0..<40 { source[x, y] = 0xFF00_FF00 } }
        let target = Framebuffer(width: 320, height: 200)
        let m = Transform3D(translationX: -100, y: -60, z: 0)
            .concatenating(Transform3D(rotationAngle: 80 * .pi / 180, x: 0, y: 1, z: 0))
            .concatenating(Transform3D(perspectiveDistance: 50))
            .concatenating(Transform3D(translationX: centreX, y: centreY, z: 0))
        ProjectiveWarp.draw(source, matrix: m, into: target, clip: target.bounds)
        var drawn = 0
        for y in 0..<200 {
            for x in 0..<320 where target[x, y] != 0 {
                drawn += 1
                XCTAssertEqual(target[x, y] & 0x0000_FF00, 0, "green (behind the eye) at \(x),\(y)")
            }
        }
        XCTAssertGreaterThan(drawn, 1000)
    }

    /// With an affine matrix the warp is a plain placement: a whole-pixel translation copies
    /// the source exactly, so the projective path agrees with the 2D one where they overlap.
    func testAWholePixelTranslationCopiesTheSourceExactly() {
        let target = Framebuffer(width: 320, height: 200)
        let source = card()
        ProjectiveWarp.draw(
            source, matrix: Transform3D(translationX: 30, y: 40, z: 0), into: target, clip: target.bounds)
        for y in 0..<200 {
            for x in 0..<320 {
                let inCard = x >= 30 && x < 230 && y >= 40 && y < 160
                XCTAssertEqual(target[x, y], inCard ? source[x - 30, y - 40] : 0, "pixel \(x),\(y)")
            }
        }
    }

    /// Bilinear weights stay premultiplied and exact at the ends.
    func testLerpKeepsItsEnds() {
        XCTAssertEqual(ProjectiveWarp.lerp(0xFF00_0000, 0, 0), 0xFF00_0000)
        XCTAssertEqual(ProjectiveWarp.lerp(0xFF00_0000, 0, 256), 0)
        XCTAssertEqual(ProjectiveWarp.lerp(0xFFFF_FFFF, 0, 128), 0x8080_8080)
    }
}

extension Double {
    fileprivate var int: Int { Int(self) }
}

/// A layer with a projection, through the compositor and the damage tracker.
final class ProjectedLayerTests: XCTestCase {
    private func card(projection: Transform3D?, transform: Geometry.AffineTransform = .identity, green: Double = 0)
        -> Layer
    {
        var card = Layer(
            bounds: Rect(x: 0, y: 0, width: 200, height: 120), transform: transform,
            backgroundColor: Color(red: 1, green: green, blue: 0, alpha: 1))
        card.sublayers = [
            Layer(
                frame: Rect(x: 100, y: 0, width: 100, height: 120),
                backgroundColor: .init(red: 0, green: 0, blue: 1, alpha: 1))
        ]
        card.projection = projection
        return Layer(bounds: Rect(x: 0, y: 0, width: 320, height: 200), sublayers: [card])
    }

    private func render(_ root: Layer) -> Framebuffer {
        let fb = Framebuffer(width: 320, height: 200)
        Compositor().draw(root, into: fb, scale: 1)
        return fb
    }

    /// The card at 60 degrees with `m34 = -1/500`, drawn from the layer tree: the same closed
    /// form as `ProjectiveWarpTests` (near edge at x = 99.5, far edge at 202.6, the near edge
    /// 145 tall, the far 102), checked at points two pixels inside and outside those edges.
    func testAProjectedLayerDrawsInPerspective() {
        let m = Transform3D(translationX: -100, y: -60, z: 0)
            .concatenating(Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0))
            .concatenating(Transform3D(perspectiveDistance: 500))
            .concatenating(Transform3D(translationX: 160, y: 100, z: 0))
        let fb = render(card(projection: m, transform: m.affineTransform))
        XCTAssertEqual(fb[102, 100], 0xFFFF_0000)
        XCTAssertEqual(fb[97, 100], 0)
        XCTAssertEqual(fb[200, 100], 0xFF00_00FF)
        XCTAssertEqual(fb[205, 100], 0)
        XCTAssertEqual(fb[102, 30], 0xFFFF_0000, "the near edge is tall")
        XCTAssertEqual(fb[200, 30], 0, "the far edge is short")
        // A colour change of the turned card damages the projected quad's bounds (x 99.5 to
        // 202.6, y 27.4 to 172.6, one pixel of ramp around, within a pixel), not the flat card's
        // affine place (y 40 to 160).
        let rects = DamageTracker.damage(
            from: card(projection: m, transform: m.affineTransform),
            to: card(projection: m, transform: m.affineTransform, green: 1), scale: 1,
            bounds: PixelRect(x: 0, y: 0, width: 320, height: 200))
        let union = rects.reduce(rects[0]) { $0.union($1) }
        XCTAssertEqual(union.intersection(PixelRect(x: 99, y: 28, width: 103, height: 144)).area, 103 * 144)
        XCTAssertEqual(union.intersection(PixelRect(x: 96, y: 24, width: 110, height: 152)), union)
    }

    /// A projection that keeps the plane affine (a turn about z) takes the 2D path: its frame
    /// is byte-identical to the same layer's with no projection.
    func testAnAffineProjectionIsByteIdenticalToTheTwoDimensionalPath() {
        let t = Geometry.AffineTransform(rotationAngle: 0.3).concatenating(
            Geometry.AffineTransform(translationX: 80, y: 30))
        let flat = render(card(projection: nil, transform: t))
        let projected = render(card(projection: Transform3D(t), transform: t))
        for y in 0..<200 { for x in 0..<320 where flat[x, y] != projected[x, y] { return XCTFail("pixel \(x),\(y)") } }
        XCTAssertNotEqual(flat[100, 100], 0)
    }
}

/// A projected layer among the renderer's shortcuts, which reason from affine rectangles.
final class ProjectedLayerShortcutTests: XCTestCase {
    private let background = Color(red: 0.3, green: 0.3, blue: 0.35)

    /// A full-window opaque card turned `angle` about y about its centre, `m34 = -1/500`,
    /// placed as the engine places a view's `layer.transform`: the matrix's affine part about
    /// the anchor as the node's transform (upright for a turn about y), the whole matrix as
    /// its projection.
    private func scene(angle: Double) -> Layer {
        let turn = Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
            .concatenating(Transform3D(perspectiveDistance: 500))
        let m = Transform3D(translationX: -160, y: -100, z: 0).concatenating(turn)
            .concatenating(Transform3D(translationX: 160, y: 100, z: 0))
        let placed = Geometry.AffineTransform(translationX: -160, y: -100)
            .concatenating(turn.affineTransform).concatenating(Geometry.AffineTransform(translationX: 160, y: 100))
        var card = Layer(
            bounds: Rect(x: 0, y: 0, width: 320, height: 200), transform: placed,
            backgroundColor: Color(red: 0.35, green: 0.34, blue: 0.84, alpha: 1))
        card.projection = angle == 0 ? nil : m
        card.sublayers = [
            Layer(frame: Rect(x: 20, y: 20, width: 60, height: 40), backgroundColor: Color(red: 1, green: 1, blue: 1))
        ]
        return Layer(bounds: Rect(x: 0, y: 0, width: 320, height: 200), sublayers: [card])
    }

    private func placedIsUpright() -> Bool {
        let t = scene(angle: .pi / 9).sublayers[0].transform
        return t.b == 0 && t.c == 0 && t.a > 0 && t.d > 0
    }

    private func pixels(_ fb: Framebuffer) -> [UInt32] {
        (0..<fb.height).flatMap { Array(UnsafeBufferPointer(start: fb.row($0), count: fb.width)) }
    }

    /// An opaque layer whose affine part is upright is an "opaque cover" the renderer fills
    /// and skips everything below for; a turned card's affine part (x scaled by cos 20°, 9.6 to
    /// 310.4) is wider than its far edge in perspective (24.5 or 295.5 by the closed form
    /// X = x cosθ / (1 + x sinθ / d)), so the cover must not count: between the two the window
    /// background shows. And frames drawn with damage, turning further each frame, equal the
    /// same frames drawn whole, as the damage tracker promises.
    func testATurnedCardIsNoOpaqueCoverAndItsDamagedFramesMatchWholeOnes() {
        let full = Framebuffer(width: 320, height: 200)
        let whole = Renderer(threads: 1)
        whole.renderFull(scene(angle: .pi / 9), into: full, scale: 1, background: background)
        let clear = Paint(background).source
        let sides = [full[17, 100], full[303, 100]]
        XCTAssertEqual(sides.filter { $0 == clear }.count, 1, "one side's strip shows the background: \(sides)")
        XCTAssertTrue(placedIsUpright(), "the scene must offer the cover it tests")

        for threads in [1, 2] {
            let renderer = Renderer(threads: threads)
            let fb = Framebuffer(width: 320, height: 200)
            renderer.renderFull(scene(angle: 0), into: fb, scale: 1, background: background)
            for step in 1...6 {
                let tree = scene(angle: Double(step) * 0.12)
                renderer.render(tree, into: fb, scale: 1, background: background)
                let reference = Framebuffer(width: 320, height: 200)
                Renderer(threads: 1).renderFull(tree, into: reference, scale: 1, background: background)
                let (drawn, expected) = (pixels(fb), pixels(reference))
                if let i = drawn.indices.first(where: { drawn[$0] != expected[$0] }) {
                    XCTFail("step \(step), \(threads) thread(s): pixel \(i % 320),\(i / 320) differs")
                }
            }
        }
    }
}
