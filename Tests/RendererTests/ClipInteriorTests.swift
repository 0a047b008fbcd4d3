import Geometry
import LayerTree
import XCTest

@testable import Renderer

/// A rounded clip's straight middle drawn with no mask where it covers whole pixels.
final class ClipInteriorTests: XCTestCase {
    private var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    private func unit() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(state >> 33) / Double(1 << 31)
    }

    /// A random tree of rounded clips (nested, fractional, some scaled), with rounded and
    /// square children, borders, shadows, faded groups and shapes under them; with
    /// `unevenCorners`, many round only some corners (`maskedCorners`) and the top clip may
    /// be flipped upside down.
    private func scene(unevenCorners: Bool = false) -> Layer {
        func corners() -> RectCorner { RectCorner(rawValue: UInt(unit() * 16) & 15) }
        func color() -> Color { Color(red: unit(), green: unit(), blue: unit(), alpha: unit() < 0.5 ? 1 : unit()) }
        func child(depth: Int) -> Layer {
            let frame = Rect(
                x: unit() * 300 - 40, y: unit() * 260 - 40, width: 20 + unit() * 300, height: 20 + unit() * 260)
            var layer = Layer(frame: frame, backgroundColor: color(), cornerRadius: unit() < 0.5 ? 0 : unit() * 30)
            if unevenCorners, unit() < 0.6 { layer.maskedCorners = corners() }
            if unit() < 0.3 { layer.border = Border(width: 1 + unit() * 4, color: color()) }
            if unit() < 0.2 {
                layer.shadow = Shadow(opacity: 0.5, radius: 2 + unit() * 8, offset: Size(width: 0, height: 3))
            }
            if depth < 2 {
                layer.masksToBounds = unit() < 0.7
                layer.sublayers = (0..<Int(1 + unit() * 4)).map { _ in child(depth: depth + 1) }
                if unit() < 0.3 { layer.opacity = 0.3 + unit() * 0.6 }
            }
            return layer
        }
        var top = child(depth: 0)
        top.masksToBounds = true
        top.cornerRadius = 8 + unit() * 40
        if unit() < 0.3 { top.transform = top.transform.concatenating(AffineTransform(scaleX: 1.5, y: 1.5)) }
        if unevenCorners {
            top.maskedCorners = corners()
            if unit() < 0.3 {
                top.transform = top.transform.concatenating(AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 400))
            }
        }
        return Layer(bounds: Rect(x: 0, y: 0, width: 480, height: 400), sublayers: [top, child(depth: 1)])
    }

    private func render(_ root: Layer, scale: Double, unmasked: Bool, threads: Int) -> [UInt32] {
        let fb = Framebuffer(width: Int(480 * scale), height: Int(400 * scale))
        let renderer = Renderer(threads: threads)
        renderer.compositor.drawsClipInteriorUnmasked = unmasked
        renderer.renderFull(root, into: fb, scale: scale, background: Color(red: 0.3, green: 0.3, blue: 0.35))
        return (0..<fb.height).flatMap { Array(UnsafeBufferPointer(start: fb.row($0), count: fb.width)) }
    }

    /// A coverage of 255 multiplies nothing: the whole pixels drawn with no mask, the edge
    /// columns through their own mask, give every pixel of every frame the bytes the masked
    /// rows give.
    func testTheUnmaskedInteriorDrawsTheMaskedPixels() {
        assertInteriorDrawsTheMaskedPixels(unevenCorners: false)
    }

    /// The same with corners of different radii: a clip rounded on some corners only (a
    /// sheet's top two) has straight rows from below its larger top corner to above its
    /// larger bottom one, and the fast path draws in them what masking every row draws.
    func testTheUnmaskedInteriorDrawsTheMaskedPixelsWithUnevenCorners() {
        assertInteriorDrawsTheMaskedPixels(unevenCorners: true)
    }

    /// 24 random scenes, at scale 1 or 2: every row masked, then the interior unmasked on
    /// one thread and in bands, byte for byte.
    private func assertInteriorDrawsTheMaskedPixels(unevenCorners: Bool) {
        for trial in 0..<24 {
            let root = scene(unevenCorners: unevenCorners)
            let scale = trial % 3 == 0 ? 1.0 : 2.0
            let masked = render(root, scale: scale, unmasked: false, threads: 1)
            XCTAssertGreaterThan(Set(masked).count, 20, "trial \(trial) draws its layers")
            XCTAssert(render(root, scale: scale, unmasked: true, threads: 1) == masked, "trial \(trial)")
            XCTAssert(render(root, scale: scale, unmasked: true, threads: 3) == masked, "trial \(trial), bands")
        }
    }
}
