import Geometry
import LayerTree
import XCTest

@testable import Renderer

/// A faded group's rows that hold only its root's opaque body are blended from the body's
/// colour instead of through the group image. Random faded cards and screens (upright,
/// evenly scaled by fractions, moved by fractions of a pixel, rounded or square, with
/// labels, rotated and shadowed children in some rows, under a rounded clip or not, in
/// bands) drawn frame after frame must give the bytes of every row drawn through the image.
final class SolidGroupRowsTests: XCTestCase {
    private func scene(_ frame: Int, seed: UInt64) -> Layer {
        var random = FrameRandom(seed: seed, frame: frame)
        let children: [Layer] = (0..<Int(random.range(0, 4))).map { i in
            var l = Layer(
                bounds: Rect(x: 0, y: 0, width: random.range(10, 160), height: random.range(4, 40)),
                transform: AffineTransform(rotationAngle: i % 3 == 2 ? random.range(-1, 1) : 0)
                    .concatenating(AffineTransform(translationX: random.range(-30, 200), y: random.range(-30, 300))),
                backgroundColor: random.color(alpha: i % 2 == 0 ? 1 : random.range(0.2, 1)),
                cornerRadius: random.range(0, 8))
            if i == 1 { l.shadow = Shadow(opacity: 0.6, radius: 8, offset: Size(width: 0, height: 4)) }
            l.isHidden = i == 3
            return l
        }
        let scale = frame % 3 == 0 ? 1 : random.range(0.7, 1.1)
        let size = Size(width: random.range(60, 240), height: random.range(60, 300))
        let background = random.color(alpha: frame % 7 == 3 ? 0.8 : 1)
        // A content view of the card's colour and width over part of it (a screen's content
        // below its bar), with a label of its own; in some frames a shade off, narrower or
        // rounded, which must go through the image.
        var content = Layer(
            bounds: Rect(
                x: 0, y: 0, width: frame % 8 == 6 ? size.width - 0.5 : size.width,
                height: random.range(10, size.height)),
            transform: AffineTransform(translationX: 0, y: random.range(0, size.height / 2)),
            backgroundColor: frame % 8 == 2 ? Color(red: 0.5, green: 0.5, blue: 0.5) : background,
            cornerRadius: frame % 8 == 7 ? 6 : 0,
            sublayers: [
                Layer(
                    bounds: Rect(x: 0, y: 0, width: 40, height: random.range(2, 30)),
                    transform: AffineTransform(translationX: random.range(0, 100), y: random.range(0, 120)),
                    backgroundColor: random.color(alpha: 1))
            ])
        content.opacity = frame % 8 == 5 ? 0.7 : 1
        var card = Layer(
            bounds: Rect(origin: .zero, size: size),
            transform: AffineTransform(scaleX: scale, y: scale)
                .concatenating(AffineTransform(translationX: random.range(-20, 40), y: random.range(-20, 40))),
            backgroundColor: background,
            cornerRadius: frame % 2 == 0 ? random.range(0, 30) : 0,
            sublayers: frame % 3 == 1 ? children : [content] + children)
        card.opacity = frame % 5 == 4 ? 0.002 : random.range(0.05, 0.95)
        card.masksToBounds = frame % 4 == 1
        let behind = Layer(
            bounds: Rect(x: 0, y: 0, width: 140, height: 330), backgroundColor: random.color(alpha: 1), cornerRadius: 30
        )
        var holder = Layer(
            bounds: Rect(x: 0, y: 0, width: 260, height: 330), cornerRadius: frame % 6 == 5 ? 40 : 0,
            sublayers: [behind, card])
        holder.masksToBounds = frame % 6 == 5
        return Layer(bounds: Rect(x: 0, y: 0, width: 260, height: 330), sublayers: [holder])
    }

    func testSolidRowsGiveTheBytesOfRowsDrawnThroughTheImage() {
        for seed: UInt64 in [1, 7, 42, 1001] {
            for threads in [1, 2] {
                let fast = Renderer(threads: threads)
                let plain = Renderer(threads: threads)
                plain.compositor.drawsSolidGroupRowsDirectly = false
                let a = Framebuffer(width: 260, height: 330)
                let b = Framebuffer(width: 260, height: 330)
                for frame in 0..<16 {
                    let tree = scene(frame, seed: seed)
                    let scale = frame % 2 == 0 ? 1 : 1.5
                    fast.renderFull(tree, into: a, scale: scale, background: .white)
                    plain.renderFull(tree, into: b, scale: scale, background: .white)
                    for y in 0..<330 {
                        for x in 0..<260 where a[x, y] != b[x, y] {
                            XCTFail("seed \(seed), frame \(frame): pixel (\(x), \(y)) is \(a[x, y]), not \(b[x, y])")
                            return
                        }
                    }
                }
            }
        }
    }

    /// A faded full-window screen with a label band in its middle: every row above and below
    /// the label is solid, the label's rows (grown a pixel for anti-aliasing) are not.
    func testRowsAboveAndBelowTheChildrenAreSolid() {
        let label = Layer(
            bounds: Rect(x: 0, y: 0, width: 100, height: 20), transform: AffineTransform(translationX: 50, y: 40),
            backgroundColor: .black)
        let screen = Layer(
            bounds: Rect(x: 0, y: 0, width: 200, height: 100), backgroundColor: .white, sublayers: [label])
        let rows = Compositor().solidGroupRows(screen, transform: .identity, width: 200, height: 100)
        XCTAssertEqual(rows?.ranges, [0..<39, 61..<100])
        XCTAssertEqual(rows?.row.start, 0)
        XCTAssertEqual(rows?.row.end, 200)
        XCTAssertEqual(rows?.row.leftSource, 0)
        XCTAssertEqual(rows?.source, 0xFFFF_FFFF)
    }

    /// A page whose content view of the same colour and width lies over it below a bar:
    /// the content's rows are solid too (its edge pixels over the page's), apart from its
    /// fractional top row and its label.
    func testAContentViewOfThePagesColourIsSolidToo() {
        let label = Layer(
            bounds: Rect(x: 0, y: 0, width: 100, height: 20), transform: AffineTransform(translationX: 50, y: 40),
            backgroundColor: .black)
        let content = Layer(
            bounds: Rect(x: 0, y: 0, width: 200, height: 70), transform: AffineTransform(translationX: 0, y: 30.5),
            backgroundColor: .white, sublayers: [label])
        let page = Layer(
            bounds: Rect(x: 0, y: 0, width: 200, height: 100), backgroundColor: .white, sublayers: [content])
        let rows = Compositor().solidGroupRows(
            page, transform: AffineTransform(translationX: 0.5, y: 0), width: 201, height: 100)
        // Page alone above the content's top row (30, grown a pixel), the content over it down to its label
        // (grown a pixel: 69..<92), and below.
        XCTAssertEqual(rows?.ranges, [0..<29, 31..<69, 92..<100])
        let alone = rows?.runs[0].row
        let both = rows?.runs[1].row
        // Half a pixel of white over transparency, then a second half over that.
        XCTAssertEqual(alone?.leftSource, 0x8080_8080)
        XCTAssertEqual(both?.leftSource, 0xC0C0_C0C0)
        XCTAssertEqual(both?.start, alone?.start)
        // A content view a shade off the page's colour keeps its rows in the image.
        var grey = content
        grey.backgroundColor = Color(white: 0.5, alpha: 1)
        var other = page
        other.sublayers = [grey]
        XCTAssertEqual(
            Compositor().solidGroupRows(other, transform: .identity, width: 200, height: 100)?.ranges, [0..<29])
    }

    /// What the image path must keep: a translucent body, a shadow, a border or content of
    /// the root's own, a rotation.
    func testOnlyAnOpaqueUprightBareBodyIsSolid() {
        let body = Layer(bounds: Rect(x: 0, y: 0, width: 200, height: 100), backgroundColor: .white)
        let compositor = Compositor()
        XCTAssertNotNil(compositor.solidGroupRows(body, transform: .identity, width: 200, height: 100))
        var translucent = body
        translucent.backgroundColor = Color(white: 1, alpha: 0.9)
        var shadowed = body
        shadowed.shadow = Shadow(opacity: 0.3, radius: 4, offset: Size(width: 0, height: 2))
        var bordered = body
        bordered.border = Border(width: 2, color: .black)
        for layer in [translucent, shadowed, bordered] {
            XCTAssertNil(compositor.solidGroupRows(layer, transform: .identity, width: 200, height: 100))
        }
        XCTAssertNil(
            compositor.solidGroupRows(body, transform: AffineTransform(rotationAngle: 0.1), width: 220, height: 140))
    }
}
