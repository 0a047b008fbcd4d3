import Foundation
import Geometry
import LayerTree
import Renderer
import XCTest

/// The layer-tree rules: group opacity, rounded clipping, transforms, shadows.
final class CompositorTests: XCTestCase {
    private func render(_ root: Layer, width: Int = 64, height: Int = 64, scale: Double = 1) -> Framebuffer {
        let fb = Framebuffer(width: width, height: height)
        Renderer().renderFull(root, into: fb, scale: scale, background: .white)
        return fb
    }

    private func overlappingPair(groupOpacity: Double, childAlpha: Double) -> Layer {
        Layer(
            bounds: Rect(x: 0, y: 0, width: 64, height: 64), opacity: groupOpacity,
            sublayers: [
                Layer(
                    frame: Rect(x: 0, y: 0, width: 40, height: 40),
                    backgroundColor: Color(red: 1, green: 0, blue: 0, alpha: childAlpha)),
                Layer(
                    frame: Rect(x: 20, y: 20, width: 40, height: 40),
                    backgroundColor: Color(red: 0, green: 0, blue: 1, alpha: childAlpha)),
            ])
    }

    func testGroupOpacityHidesTheOverlapUnlikePerChildAlpha() {
        let group = render(overlappingPair(groupOpacity: 0.5, childAlpha: 1))
        let perChild = render(overlappingPair(groupOpacity: 1, childAlpha: 0.5))
        // Where the two overlap, the group shows only the top (blue) child, faded over white.
        let g = group[30, 30]
        XCTAssertEqual(g.red8, 128, accuracy: 1)
        XCTAssertEqual(g.green8, 128, accuracy: 1)
        XCTAssertEqual(g.blue8, 255)
        // Per-child alpha lets the red child show through the blue one.
        let p = perChild[30, 30]
        XCTAssertEqual(p.red8, 128, accuracy: 1)
        XCTAssertEqual(p.green8, 64, accuracy: 1)
        XCTAssertEqual(p.blue8, 191, accuracy: 1)
        // Outside the overlap both agree.
        XCTAssertEqual(group[10, 10], perChild[10, 10])
    }

    func testFadedGroupInsideARoundedClipKeepsBothRules() {
        var clipper = Layer(
            bounds: Rect(x: 0, y: 0, width: 64, height: 64), cornerRadius: 20,
            sublayers: [overlappingPair(groupOpacity: 0.5, childAlpha: 1)])
        clipper.masksToBounds = true
        let fb = render(clipper)
        XCTAssertEqual(fb[1, 1], 0xFFFF_FFFF, "corner clipped away")
        let p = fb[30, 30]
        XCTAssertEqual(p.red8, 128, accuracy: 1, "overlap shows only the top child, faded")
        XCTAssertEqual(p.blue8, 255)
    }

    func testSinglePrimitiveOpacityFoldsIntoAlpha() {
        let layer = Layer(bounds: Rect(x: 0, y: 0, width: 64, height: 64), opacity: 0.5, backgroundColor: .black)
        let p = render(layer)[5, 5]
        XCTAssertEqual(p.red8, 128, accuracy: 1)
    }

    func testMasksToBoundsRemovesCornersOfSublayers() {
        let child = Layer(frame: Rect(x: -10, y: -10, width: 80, height: 80), backgroundColor: .black)
        var clipper = Layer(
            bounds: Rect(x: 0, y: 0, width: 40, height: 40),
            transform: AffineTransform(translationX: 10, y: 10), cornerRadius: 12, sublayers: [child])
        clipper.masksToBounds = true
        let fb = render(clipper)
        XCTAssertEqual(fb[11, 11], 0xFFFF_FFFF, "corner removed")
        XCTAssertEqual(fb[30, 30], 0xFF00_0000, "inside clipped")
        XCTAssertEqual(fb[30, 11], 0xFF00_0000, "edge away from the corner kept")
        XCTAssertEqual(fb[5, 30], 0xFFFF_FFFF, "outside the bounds removed")
        let arc = fb[13, 13]
        XCTAssertTrue(arc.red8 > 0 && arc.red8 < 255, "corner edge is anti-aliased, got \(arc.red8)")
        clipper.masksToBounds = false
        XCTAssertEqual(render(clipper)[11, 11], 0xFF00_0000, "without masksToBounds the child covers the corner")
    }

    func testTransformsPlacePixelsWhereTheMatrixSays() {
        let square = Rect(x: 0, y: 0, width: 10, height: 10)
        // Scale 2 then translate (20, 8): the square covers x 20..<40, y 8..<28.
        let t = AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(translationX: 20, y: 8))
        let fb = render(Layer(bounds: square, transform: t, backgroundColor: .black))
        XCTAssertEqual(fb[20, 8], 0xFF00_0000)
        XCTAssertEqual(fb[39, 27], 0xFF00_0000)
        XCTAssertEqual(fb[40, 27], 0xFFFF_FFFF)
        XCTAssertEqual(fb[19, 8], 0xFFFF_FFFF)
        // Rotation by 90 degrees about the origin, then translate: (x, y) -> (-y + 40, x + 5).
        let r = AffineTransform(rotationAngle: .pi / 2).concatenating(AffineTransform(translationX: 40, y: 5))
        let rect = Rect(x: 0, y: 0, width: 20, height: 4)
        let rotated = render(Layer(bounds: rect, transform: r, backgroundColor: .black))
        let p = Point(x: 15, y: 2).applying(r)
        XCTAssertEqual(rotated[Int(p.x), Int(p.y)].red8, 0, "(15, 2) maps to \(p)")
        XCTAssertEqual(rotated[38, 15].red8, 0)
        XCTAssertEqual(rotated[30, 15].red8, 255, "left of the rotated bar is empty")
        XCTAssertEqual(rotated[38, 30].red8, 255, "below the rotated bar is empty")
        // Scale factor (HiDPI): a 10pt square at scale 2 is 20 device pixels.
        let hi = render(Layer(frame: Rect(x: 1, y: 1, width: 10, height: 10), backgroundColor: .black), scale: 2)
        XCTAssertEqual(hi[2, 2], 0xFF00_0000)
        XCTAssertEqual(hi[21, 21], 0xFF00_0000)
        XCTAssertEqual(hi[22, 22], 0xFFFF_FFFF)
    }

    func testShadowIsSoftAndFallsOffMonotonically() {
        var layer = Layer(frame: Rect(x: 40, y: 40, width: 40, height: 40), backgroundColor: .white)
        layer.shadow = Shadow(color: .black, opacity: 1, radius: 10, offset: Size(width: 0, height: 0))
        let fb = render(layer, width: 120, height: 120)
        // Walk right from the shape's edge: darkness falls off step by step, not at once.
        var last = 0
        var sawPartial = false
        for x in 80..<105 {
            let darkness = 255 - fb[x, 60].red8
            XCTAssertLessThanOrEqual(darkness, max(last, darkness), "")
            if x > 80 { XCTAssertLessThanOrEqual(darkness, last, "falls off at \(x)") }
            if darkness > 0 && darkness < 200 { sawPartial = true }
            last = darkness
        }
        XCTAssertTrue(sawPartial)
        XCTAssertGreaterThan(255 - fb[84, 60].red8, 10, "shadow visible outside the shape")
        XCTAssertEqual(fb[115, 60], 0xFFFF_FFFF, "far away is untouched")
        XCTAssertEqual(fb[60, 60], 0xFFFF_FFFF, "the layer itself covers its shadow")
    }

    func testHiddenLayersAreSkipped() {
        var layer = Layer(frame: Rect(x: 0, y: 0, width: 64, height: 64), backgroundColor: .black)
        layer.isHidden = true
        XCTAssertEqual(render(layer)[10, 10], 0xFFFF_FFFF)
    }

    func testBorderIsDrawnInsideTheBounds() {
        var layer = Layer(frame: Rect(x: 10, y: 10, width: 40, height: 40), backgroundColor: .white)
        layer.border = Border(width: 3, color: .black)
        let fb = render(layer)
        XCTAssertEqual(fb[10, 30], 0xFF00_0000)
        XCTAssertEqual(fb[12, 30], 0xFF00_0000)
        XCTAssertEqual(fb[13, 30], 0xFFFF_FFFF)
        XCTAssertEqual(fb[9, 30], 0xFFFF_FFFF)
    }
}

/// Runaway values from an animation draw nothing (or something), never trap.
final class RobustnessTests: XCTestCase {
    func testNonFiniteAndHugeGeometryDoesNotCrash() {
        let fb = Framebuffer(width: 32, height: 32)
        let renderer = Renderer()
        let bad: [Geometry.AffineTransform] = [
            AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0),
            AffineTransform(translationX: .infinity, y: 3),
            AffineTransform(scaleX: 1e200, y: 1e200),
            AffineTransform(rotationAngle: 0.3).concatenating(AffineTransform(scaleX: 1e9, y: 1e9)),
        ]
        for t in bad {
            var layer = Layer(
                bounds: Rect(x: 0, y: 0, width: 10, height: 10), transform: t,
                backgroundColor: .black, cornerRadius: 3)
            layer.shadow = Shadow(opacity: 1, radius: 1e12)
            layer.border = Border(width: 2, color: .white)
            renderer.render(
                Layer(bounds: Rect(x: 0, y: 0, width: 32, height: 32), sublayers: [layer]),
                into: fb, scale: 1, background: .white)
        }
    }
}

/// The shadow follows Core Animation's convention: a Gaussian of sigma = shadowRadius / 2.
final class ShadowProfileTests: XCTestCase {
    func testStraightEdgeFalloffIsAGaussianOfHalfTheRadius() {
        var layer = Layer(frame: Rect(x: 50, y: 50, width: 200, height: 200), backgroundColor: .white)
        layer.shadow = Shadow(color: .black, opacity: 1, radius: 20)
        let fb = Framebuffer(width: 320, height: 300)
        Renderer().renderFull(
            Layer(bounds: Rect(x: 0, y: 0, width: 320, height: 300), sublayers: [layer]),
            into: fb, scale: 1, background: .white)
        let sigma = 10.0
        for i in [0, 3, 6, 10, 15, 20, 28] {
            let distance = Double(i) + 0.5
            let expected = 0.5 * erfc(distance / (sigma * 2.0.squareRoot()))
            let darkness = Double(255 - Int(fb[250 + i, 150] >> 16 & 0xFF)) / 255
            XCTAssertEqual(darkness, expected, accuracy: 0.03, "at \(distance) px outside the edge")
        }
    }
}
