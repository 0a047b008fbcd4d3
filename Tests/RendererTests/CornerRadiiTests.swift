import Geometry
import LayerTree
import XCTest

@testable import Renderer

/// Rounded rectangles whose corners differ (`CALayer.maskedCorners`, or four radii): the
/// outline's area, the upright fast path against the scan converter, and the uniform case
/// unchanged to the byte.
///
/// Core Animation, `maskedCorners`: "Defines which of the four corners receives the masking
/// when using cornerRadius property. Defaults to all four corners."
final class CornerRadiiTests: XCTestCase {
    private var state: UInt64 = 0x5851_F42D_4C95_7F2D
    private func unit() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(state >> 33) / Double(1 << 31)
    }

    /// Random radii for a rectangle of `size`: the same on every corner, `maskedCorners`
    /// rounding a random subset, or four of their own (some square), each up to past half
    /// the shorter side (clamped).
    private func radii(for size: Size, kind: Int) -> CornerRadii {
        let side = min(size.width, size.height) * 0.6
        switch kind % 3 {
        case 0: return CornerRadii(unit() * side)
        case 1: return CornerRadii(unit() * side, corners: RectCorner(rawValue: UInt(unit() * 16) & 15))
        default:
            func one() -> Double { unit() < 0.25 ? 0 : unit() * side }
            return CornerRadii(topLeft: one(), topRight: one(), bottomRight: one(), bottomLeft: one())
        }
    }

    /// The covered area is the rectangle's less each rounded corner's `(1 - pi / 4) r^2`,
    /// with each radius clamped to half the shorter side; square corners take nothing off.
    func testTheAreaIsTheRectangleLessEachRoundedCorner() {
        for trial in 0..<60 {
            let rect = Rect(x: 3 + unit() * 4, y: 3 + unit() * 4, width: 8 + unit() * 48, height: 8 + unit() * 48)
            let r = radii(for: rect.size, kind: trial)
            var edges = EdgeList()
            edges.addRoundedRect(rect, radii: r, transform: .identity)
            let area = Canvas(framebuffer: Framebuffer(width: 64, height: 64)).coverage(of: edges).area
            let limit = min(rect.width, rect.height) / 2
            let cut = r.clockwiseFromTopRight.reduce(0.0) { $0 + (1 - Double.pi / 4) * pow(min($1, limit), 2) }
            let exact = rect.width * rect.height - cut
            XCTAssertEqual(area, exact, accuracy: max(1, exact * 0.003), "trial \(trial): \(rect) \(r)")
        }
    }

    /// The upright fast path (rows between the corners computed directly, corner rows scan
    /// converted) draws what scan converting the whole outline draws, within one level per
    /// channel, as the uniform fast path does; with an even scale and a translation.
    func testTheUprightFastPathMatchesTheScanConverter() {
        for trial in 0..<80 {
            let rect = Rect(x: unit() * 20 - 5, y: unit() * 20 - 5, width: 1 + unit() * 40, height: 1 + unit() * 40)
            let r = radii(for: rect.size, kind: trial)
            let scale = [1.0, 1.5, 2.0, 1.25][trial % 4]
            let t = AffineTransform(scaleX: scale, y: scale)
                .concatenating(AffineTransform(translationX: unit() * 6, y: unit() * 6))
            let color = Color(red: unit(), green: unit(), blue: unit(), alpha: 0.3 + 0.7 * unit())
            let fast = Framebuffer(width: 96, height: 96)
            let general = Framebuffer(width: 96, height: 96)
            let clip = PixelRect(x: 3, y: 2, width: 88, height: 90)
            Canvas(framebuffer: fast, clip: clip).fillRoundedRect(rect, radii: r, transform: t, paint: Paint(color))
            var edges = EdgeList()
            edges.addRoundedRect(rect, radii: r, transform: t)
            Canvas(framebuffer: general, clip: clip).fill(edges, color: color)
            var worst = 0
            for y in 0..<96 {
                for x in 0..<96 {
                    let a = fast[x, y]
                    let b = general[x, y]
                    worst = max(
                        worst, abs(a.alpha8 - b.alpha8), abs(a.red8 - b.red8), abs(a.green8 - b.green8),
                        abs(a.blue8 - b.blue8))
                }
            }
            XCTAssertLessThanOrEqual(worst, 1, "trial \(trial): \(rect) \(r)")
        }
    }

    /// Four equal radii are the uniform rounded rectangle: the same outline points, and the
    /// same bytes from a fill, under random transforms (upright, uneven, rotated, flipped).
    func testEqualRadiiAreTheUniformRoundedRectToTheByte() {
        for trial in 0..<60 {
            let rect = Rect(x: unit() * 20, y: unit() * 20, width: 1 + unit() * 40, height: 1 + unit() * 40)
            let radius = trial % 5 == 0 ? 0 : unit() * 25
            let s = 0.5 + unit() * 2
            let t = [
                AffineTransform(scaleX: s, y: s), AffineTransform(scaleX: s, y: s * 1.3),
                AffineTransform(rotationAngle: unit()), AffineTransform(a: s, b: 0, c: 0, d: -s, tx: 0, ty: 90),
            ][trial % 4].concatenating(AffineTransform(translationX: 4, y: 4))
            var uniform = EdgeList()
            uniform.addRoundedRect(rect, cornerRadius: radius, transform: t)
            var equal = EdgeList()
            equal.addRoundedRect(rect, radii: CornerRadii(radius), transform: t)
            XCTAssertEqual(equal.segments, uniform.segments, "trial \(trial)")
            let color = Color(red: unit(), green: unit(), blue: unit(), alpha: 0.3 + 0.7 * unit())
            let a = Framebuffer(width: 96, height: 96)
            let b = Framebuffer(width: 96, height: 96)
            Canvas(framebuffer: a).fillRoundedRect(rect, cornerRadius: radius, transform: t, paint: Paint(color))
            Canvas(framebuffer: b).fillRoundedRect(rect, radii: CornerRadii(radius), transform: t, paint: Paint(color))
            for y in 0..<96 {
                for x in 0..<96 where a[x, y] != b[x, y] {
                    XCTFail("trial \(trial): pixel (\(x), \(y))")
                    return
                }
            }
        }
    }

    /// A clipping layer that rounds only some corners (`maskedCorners`) clips its sublayers
    /// as the same layer rounding all four does in the quarter of each named corner, and as
    /// the same layer with no radius in the quarter of each other corner, byte for byte: at
    /// fractional positions and at scales 1 and 2, through the clip's strips and interior.
    func testTheClipRoundsOnlyTheMaskedCorners() {
        for trial in 0..<16 {
            let frame = Rect(
                x: 10 + unit() * 20, y: 10 + unit() * 20, width: 80 + unit() * 60, height: 80 + unit() * 60)
            let corners = RectCorner(rawValue: UInt(1 + unit() * 14))
            let radius = 8 + unit() * 24
            let scale = trial % 2 == 0 ? 1.0 : 2.0
            func render(_ corners: RectCorner, radius: Double) -> Framebuffer {
                var card = Layer(frame: frame, cornerRadius: radius)
                card.masksToBounds = true
                card.maskedCorners = corners
                card.sublayers = [
                    Layer(
                        frame: Rect(x: -10, y: -10, width: frame.width + 20, height: frame.height + 20),
                        backgroundColor: Color(red: 0.1, green: 0.4, blue: 0.9))
                ]
                let root = Layer(bounds: Rect(x: 0, y: 0, width: 180, height: 180), sublayers: [card])
                let fb = Framebuffer(width: Int(180 * scale), height: Int(180 * scale))
                Renderer(threads: 1).renderFull(root, into: fb, scale: scale, background: .black)
                return fb
            }
            let some = render(corners, radius: radius)
            let all = render(.allCorners, radius: radius)
            let none = render(.allCorners, radius: 0)
            let midX = frame.midX * scale
            let midY = frame.midY * scale
            var worst = 0
            for y in 0..<some.height {
                for x in 0..<some.width {
                    let left = Double(x) + 0.5 < midX
                    let top = Double(y) + 0.5 < midY
                    let corner: RectCorner =
                        top ? (left ? .topLeft : .topRight) : (left ? .bottomLeft : .bottomRight)
                    let a = some[x, y]
                    let b = corners.contains(corner) ? all[x, y] : none[x, y]
                    worst = max(
                        worst, abs(a.alpha8 - b.alpha8), abs(a.red8 - b.red8), abs(a.green8 - b.green8),
                        abs(a.blue8 - b.blue8))
                }
            }
            XCTAssertEqual(worst, 0, "trial \(trial): corners \(corners.rawValue)")
        }
    }

    /// A material that rounds only some corners cuts its blurred backdrop to that outline
    /// (through a mask: the backdrop's own fill is a uniform rounded rectangle): square
    /// where a corner is not named, rounded away where it is.
    func testAMaterialRoundsOnlyItsMaskedCorners() {
        func render(_ corners: RectCorner, radius: Double) -> Framebuffer {
            let stripes = (0..<12).map { i in
                Layer(
                    frame: Rect(x: Double(i) * 20, y: 0, width: 10, height: 160),
                    backgroundColor: i % 2 == 0
                        ? Color(red: 1, green: 0.2, blue: 0.2) : Color(red: 0.2, green: 0.4, blue: 1))
            }
            var card = Layer(frame: Rect(x: 40, y: 30, width: 140, height: 90), cornerRadius: radius)
            card.material = Material(blurRadius: 8, saturation: 1, tint: Color(red: 1, green: 1, blue: 1, alpha: 0.5))
            card.maskedCorners = corners
            let fb = Framebuffer(width: 220, height: 160)
            Renderer(threads: 1).renderFull(
                Layer(bounds: Rect(x: 0, y: 0, width: 220, height: 160), sublayers: stripes + [card]), into: fb,
                scale: 1, background: .white)
            return fb
        }
        let some = render([.bottomRight], radius: 16)
        let all = render(.allCorners, radius: 16)
        let square = render(.allCorners, radius: 0)
        XCTAssertNotEqual(all[40, 30], square[40, 30], "the top-left pixel is rounded away with all four corners")
        XCTAssertEqual(some[40, 30], square[40, 30], "top left: square")
        XCTAssertEqual(some[179, 119], all[179, 119], "bottom right: rounded away")
        XCTAssertNotEqual(some[179, 119], square[179, 119], "bottom right: not square")
    }
}
