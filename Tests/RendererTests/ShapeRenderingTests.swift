import Foundation
import Geometry
import LayerTree
import Renderer
import XCTest

/// Shape layers drawn by the renderer, checked against closed-form areas and known points:
/// black shapes on white, so a pixel's coverage is 255 minus its red channel.
final class ShapeRenderingTests: XCTestCase {
    private func render(_ root: Layer, size: Int = 100, scale: Double = 1) -> Framebuffer {
        let fb = Framebuffer(width: size, height: size)
        Renderer().renderFull(root, into: fb, scale: scale, background: .white)
        return fb
    }

    /// A root holding one shape layer at the origin with zero bounds (the path is not
    /// clipped to the bounds, as a `CAShapeLayer`'s is not).
    private func scene(_ shape: ShapeContent, size: Double = 100) -> Layer {
        Layer(
            bounds: Rect(x: 0, y: 0, width: size, height: size),
            sublayers: [Layer(frame: .zero, sublayers: []).with(content: .shape(shape))])
    }

    private func coverage(_ fb: Framebuffer, _ x: Int, _ y: Int) -> Int { 255 - fb[x, y].red8 }

    private func inkedArea(_ fb: Framebuffer) -> Double {
        var sum = 0.0
        for y in 0..<fb.height { for x in 0..<fb.width { sum += Double(coverage(fb, x, y)) / 255 } }
        return sum
    }

    /// A filled circle covers pi r^2 pixels (within half a percent: the chords are within a
    /// tenth of a pixel of the circle and pushed neither in nor out), every pixel whose
    /// square lies inside it fully, and none outside it.
    func testFilledCircleCoversItsAreaAndOnlyIt() {
        for (r, scale) in [(30.0, 1.0), (12.5, 2.0), (7.25, 3.0)] {
            let c = 50.0 / scale
            let fb = render(
                scene(ShapeContent(path: Path(ovalIn: Rect(x: c - r, y: c - r, width: 2 * r, height: 2 * r)))),
                scale: scale)
            let deviceRadius = r * scale
            XCTAssertEqual(
                inkedArea(fb), Double.pi * deviceRadius * deviceRadius,
                accuracy: Double.pi * deviceRadius * deviceRadius * 0.005, "r = \(deviceRadius) px")
            for y in 0..<100 {
                for x in 0..<100 {
                    // The pixel square's farthest and nearest points from the centre.
                    let dx = max(abs(Double(x) - 50), abs(Double(x + 1) - 50))
                    let dy = max(abs(Double(y) - 50), abs(Double(y + 1) - 50))
                    let nx = max(0, max(Double(x) - 50, 50 - Double(x + 1)))
                    let ny = max(0, max(Double(y) - 50, 50 - Double(y + 1)))
                    if (dx * dx + dy * dy).squareRoot() < deviceRadius - 0.2 { XCTAssertEqual(coverage(fb, x, y), 255) }
                    if (nx * nx + ny * ny).squareRoot() > deviceRadius + 0.2 { XCTAssertEqual(coverage(fb, x, y), 0) }
                }
            }
        }
    }

    /// A self-crossing star: the pentagon in its middle is wound twice, so the non-zero
    /// rule fills it and the even-odd rule leaves it empty; the tips fill under both.
    func testEvenOddLeavesTheStarsMiddleEmptyAndNonZeroFillsIt() {
        var star = Path()
        for i in 0..<5 {
            let a = -Double.pi / 2 + Double(i * 2) * 2 * Double.pi / 5
            let p = Point(x: 50 + 45 * cos(a), y: 50 + 45 * sin(a))
            if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.close()
        let nonZero = render(scene(ShapeContent(path: star, fillRule: .nonZero)))
        let evenOdd = render(scene(ShapeContent(path: star, fillRule: .evenOdd)))
        XCTAssertEqual(coverage(nonZero, 50, 50), 255)
        XCTAssertEqual(coverage(evenOdd, 50, 50), 0)
        XCTAssertEqual(coverage(nonZero, 49, 12), 255, "top tip")
        XCTAssertEqual(coverage(evenOdd, 49, 12), 255, "top tip")
        XCTAssertEqual(coverage(evenOdd, 2, 2), 0)
        // The inner pentagon's circumradius is deviceRadius cos(72°) / cos(36°); its area is what the
        // even-odd fill leaves out: 5/2 r^2 sin 72°.
        let r = 45 * cos(72 * Double.pi / 180) / cos(36 * Double.pi / 180)
        let pentagon = 2.5 * r * r * sin(72 * Double.pi / 180)
        XCTAssertEqual(inkedArea(nonZero) - inkedArea(evenOdd), pentagon, accuracy: pentagon * 0.01)
    }

    /// A horizontal line stroked 6 wide: butt caps end at the end points, square caps 3 px
    /// past them, round caps a half disc past them; the stroke's area is the closed form.
    func testStrokeCapsReachWhereCoreAnimationPutsThem() {
        var line = Path()
        line.move(to: Point(x: 20, y: 50))
        line.addLine(to: Point(x: 80, y: 50))
        func stroked(_ cap: LineCap) -> Framebuffer {
            render(
                scene(
                    ShapeContent(
                        path: line, fillColor: nil, strokeColor: .black,
                        stroke: StrokeStyle(lineWidth: 6, lineCap: cap))))
        }
        let butt = stroked(.butt)
        XCTAssertEqual(inkedArea(butt), 60 * 6, accuracy: 0.5)
        XCTAssertEqual(coverage(butt, 20, 48), 255)
        XCTAssertEqual(coverage(butt, 19, 48), 0)
        XCTAssertEqual(coverage(butt, 50, 46), 0)
        XCTAssertEqual(coverage(butt, 50, 47), 255)
        let square = stroked(.square)
        XCTAssertEqual(inkedArea(square), 66 * 6, accuracy: 0.5)
        XCTAssertEqual(coverage(square, 17, 48), 255)
        XCTAssertEqual(coverage(square, 16, 48), 0)
        let round = stroked(.round)
        XCTAssertEqual(inkedArea(round), 60 * 6 + Double.pi * 9, accuracy: 1)
        XCTAssertGreaterThan(coverage(round, 17, 49), 0)
        XCTAssertEqual(coverage(round, 17, 46), 0, "the cap's corner is round")
    }

    /// A stroked circle is a ring: pi((r + w/2)^2 - (r - w/2)^2) = 2 pi r w, empty inside.
    func testStrokedCircleIsARing() {
        let fb = render(
            scene(
                ShapeContent(
                    path: Path(ovalIn: Rect(x: 20, y: 20, width: 60, height: 60)), fillColor: nil,
                    strokeColor: .black, stroke: StrokeStyle(lineWidth: 4))))
        XCTAssertEqual(inkedArea(fb), 2 * Double.pi * 30 * 4, accuracy: 2 * Double.pi * 30 * 4 * 0.01)
        XCTAssertEqual(coverage(fb, 50, 50), 0)
        XCTAssertEqual(coverage(fb, 50, 20), 255)
        XCTAssertEqual(coverage(fb, 50, 79), 255)
    }

    /// A stroke wider than the circle it follows covers the whole disc of radius r + w/2:
    /// every point inside is within half the width of the circle, the centre included.
    func testAStrokeWiderThanItsCircleFillsTheMiddle() {
        let fb = render(
            scene(
                ShapeContent(
                    path: Path(ovalIn: Rect(x: 47, y: 47, width: 6, height: 6)), fillColor: nil,
                    strokeColor: .black, stroke: StrokeStyle(lineWidth: 10))))
        XCTAssertEqual(coverage(fb, 49, 49), 255)
        XCTAssertEqual(coverage(fb, 50, 50), 255)
        XCTAssertEqual(inkedArea(fb), Double.pi * 64, accuracy: Double.pi * 64 * 0.01)
        // A rounded rectangle whose corner radius is below half the width keeps solid corners.
        let card = render(
            scene(
                ShapeContent(
                    path: Path(roundedRect: Rect(x: 20, y: 20, width: 60, height: 60), cornerRadius: 2),
                    fillColor: nil, strokeColor: .black, stroke: StrokeStyle(lineWidth: 12))))
        for (x, y) in [(21, 21), (23, 23), (24, 20), (20, 24), (77, 77), (74, 78)] {
            XCTAssertEqual(coverage(card, x, y), 255, "(\(x), \(y))")
        }
        XCTAssertEqual(coverage(card, 50, 50), 0)
        // The inner corner: the straight sides' inner edges meet square at (26, 26). Core
        // Graphics' stroke reaches a little further there (up to 6 from the arc's middle,
        // (27.6, 27.6)): where half the width exceeds a curve's radius this outline falls
        // short on the inside of the turn by up to that much.
        XCTAssertEqual(coverage(card, 25, 25), 255)
        XCTAssertEqual(coverage(card, 29, 29), 0)
    }

    /// Corners: a miter reaches the corner of the offset edges, a bevel cuts it off half a
    /// line width in along the diagonal, a round join keeps its distance.
    func testJoinsAtARightAngle() {
        var corner = Path()
        corner.move(to: Point(x: 20, y: 80))
        corner.addLine(to: Point(x: 20, y: 20))
        corner.addLine(to: Point(x: 80, y: 20))
        func stroked(_ join: LineJoin) -> Framebuffer {
            render(
                scene(
                    ShapeContent(
                        path: corner, fillColor: nil, strokeColor: .black,
                        stroke: StrokeStyle(lineWidth: 10, lineJoin: join))))
        }
        let miter = stroked(.miter)
        let bevel = stroked(.bevel)
        let round = stroked(.round)
        XCTAssertEqual(coverage(miter, 15, 15), 255, "the miter fills the outer corner")
        XCTAssertEqual(coverage(bevel, 15, 15), 0, "the bevel cuts it")
        XCTAssertEqual(coverage(round, 15, 15), 0, "so does the round join, 7 px from the corner")
        XCTAssertEqual(coverage(round, 17, 17), 255)
        // The miter adds the corner square, the bevel half of it, the round join a quarter disc.
        XCTAssertEqual(inkedArea(miter) - inkedArea(bevel), 12.5, accuracy: 0.5)
        XCTAssertEqual(inkedArea(round) - inkedArea(bevel), Double.pi * 25 / 4 - 12.5, accuracy: 0.5)
    }

    /// strokeEnd 0.5 draws the first half of the path's length, strokeStart 0.5 the rest.
    func testStrokeEndDrawsPartOfThePath() {
        var line = Path()
        line.move(to: Point(x: 10, y: 50))
        line.addLine(to: Point(x: 90, y: 50))
        func stroked(_ start: Double, _ end: Double) -> Framebuffer {
            render(
                scene(
                    ShapeContent(
                        path: line, fillColor: nil, strokeColor: .black, stroke: StrokeStyle(lineWidth: 4),
                        strokeStart: start, strokeEnd: end)))
        }
        let first = stroked(0, 0.5)
        XCTAssertEqual(inkedArea(first), 40 * 4, accuracy: 0.5)
        XCTAssertEqual(coverage(first, 49, 50), 255)
        XCTAssertEqual(coverage(first, 50, 50), 0)
        let rest = stroked(0.5, 1)
        XCTAssertEqual(coverage(rest, 49, 50), 0)
        XCTAssertEqual(coverage(rest, 50, 50), 255)
        XCTAssertEqual(inkedArea(stroked(0.3, 0.3)), 0)
    }

    /// A red layer masked by a circle: red inside the circle, the white background outside,
    /// and as many red pixels as the circle's area. Sublayers are masked too.
    func testMaskCoverageMultipliesTheLayersContent() {
        var layer = Layer(
            frame: Rect(x: 10, y: 10, width: 80, height: 80), backgroundColor: Color(red: 1, green: 0, blue: 0),
            sublayers: [Layer(frame: Rect(x: 0, y: 40, width: 80, height: 40), backgroundColor: .black)])
        layer.mask = LayerMask(
            transform: AffineTransform(translationX: 10, y: 10),
            shape: ShapeContent(path: Path(ovalIn: Rect(x: 0, y: 0, width: 60, height: 60))))
        let fb = render(Layer(bounds: Rect(x: 0, y: 0, width: 100, height: 100), sublayers: [layer]))
        // Mask centre: (10 + 10 + 30) = 50 in the root.
        XCTAssertEqual(fb[50, 40], 0xFFFF_0000, "red inside")
        XCTAssertEqual(fb[50, 60], 0xFF00_0000, "the black sublayer, masked too, inside")
        XCTAssertEqual(fb[15, 15], 0xFFFF_FFFF, "outside: the layer's corner is masked away")
        XCTAssertEqual(fb[50, 85], 0xFFFF_FFFF, "outside the circle, inside the layer")
        var ink = 0.0
        for y in 0..<100 { for x in 0..<100 { ink += Double(255 - fb[x, y].green8) / 255 } }
        XCTAssertEqual(ink, Double.pi * 900, accuracy: Double.pi * 900 * 0.005)
    }

    /// The bottom-sheet idiom: a card masked by a rect with only its top corners rounded.
    func testTopCornersMaskLeavesTheBottomCornersSquare() {
        var card = Layer(frame: Rect(x: 0, y: 20, width: 100, height: 80), backgroundColor: .black)
        card.mask = LayerMask(
            shape: ShapeContent(
                path: Path(
                    roundedRect: Rect(x: 0, y: 0, width: 100, height: 80), byRoundingCorners: [.topLeft, .topRight],
                    cornerRadii: Size(width: 20, height: 20))))
        let fb = render(Layer(bounds: Rect(x: 0, y: 0, width: 100, height: 100), sublayers: [card]))
        XCTAssertEqual(coverage(fb, 1, 21), 0, "top left rounded away")
        XCTAssertEqual(coverage(fb, 98, 21), 0, "top right rounded away")
        XCTAssertEqual(coverage(fb, 0, 99), 255, "bottom left square")
        XCTAssertEqual(coverage(fb, 99, 99), 255, "bottom right square")
        XCTAssertEqual(coverage(fb, 50, 20), 255, "top edge between the corners")
        // Within 2 px^2: the chords' inward sag (under 0.02 px along 63 px of arc) and the
        // rounding of the mask's and the fill's coverage bytes.
        XCTAssertEqual(inkedArea(fb), 8000 - 2 * (400 - Double.pi * 100), accuracy: 2)
    }

    /// A shape layer usually has zero bounds and a path around it: damage covers the path
    /// (grown by its stroke), where it was and where it is, not the empty bounds.
    func testDamageCoversTheShapeNotItsBounds() {
        func tree(_ x: Double) -> Layer {
            scene(
                ShapeContent(
                    path: Path(rect: Rect(x: x, y: 40, width: 10, height: 10)), strokeColor: .black,
                    stroke: StrokeStyle(lineWidth: 4, lineJoin: .bevel)))
        }
        let damage = DamageTracker.damage(
            from: tree(10), to: tree(60), scale: 1, bounds: PixelRect(x: 0, y: 0, width: 100, height: 100))
        let covered = damage.reduce(into: Set<Int>()) { set, r in
            for y in r.y..<r.maxY { for x in r.x..<r.maxX { set.insert(y * 100 + x) } }
        }
        for (x, y) in [(8, 38), (21, 51), (58, 38), (71, 51), (15, 45), (65, 45)] {
            XCTAssertTrue(covered.contains(y * 100 + x), "(\(x), \(y)) damaged")
        }
        XCTAssertFalse(covered.contains(50 * 100 + 40), "between the two places")
    }

    /// A layer with no shape and no mask draws the same bytes as before shapes existed: the
    /// shape path adds a case and leaves the others alone (a regression guard beside the
    /// reference images, which hold the older content).
    func testShapeContentBesideOtherContentLeavesItAlone() {
        let base = Layer(
            bounds: Rect(x: 0, y: 0, width: 100, height: 100),
            sublayers: [
                Layer(frame: Rect(x: 10.5, y: 10.25, width: 50, height: 40), backgroundColor: .black, cornerRadius: 8)
            ])
        var withShape = base
        withShape.sublayers.append(
            Layer(frame: .zero).with(
                content: .shape(ShapeContent(path: Path(rect: Rect(x: 70, y: 70, width: 10, height: 10))))))
        let a = render(base)
        let b = render(withShape)
        for y in 0..<60 { for x in 0..<65 { XCTAssertEqual(a[x, y], b[x, y]) } }
    }
}

extension Layer {
    /// The layer with `content` replaced.
    func with(content: LayerContent) -> Layer {
        var copy = self
        copy.content = content
        return copy
    }
}
