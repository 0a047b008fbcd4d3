import Geometry
import LayerTree
import Renderer
import XCTest

/// Drawn content (what `draw(_:)` records) rendered against closed-form expectations: black
/// paint on white, so a pixel's coverage is 255 minus its red channel.
final class DrawingRenderingTests: XCTestCase {
    private func render(_ drawing: DrawingContent, bounds: Rect? = nil, scale: Double = 1) -> Framebuffer {
        let fb = Framebuffer(width: 100, height: 100)
        let layerBounds = bounds ?? drawing.rect
        let root = Layer(
            bounds: Rect(x: 0, y: 0, width: 100, height: 100),
            sublayers: [Layer(bounds: layerBounds, content: .drawing(drawing))])
        Renderer().renderFull(root, into: fb, scale: scale, background: .white)
        return fb
    }

    private func fill(_ path: Path, _ rule: FillRule = .nonZero, clips: [DrawingClip] = []) -> DrawingCommand {
        DrawingCommand(path: path, operation: .fill(rule), paint: .color(.black), clips: clips)
    }

    private func canvas(_ commands: [DrawingCommand], size: Double = 100) -> DrawingContent {
        DrawingContent(size: Size(width: size, height: size), commands: commands)
    }

    private func coverage(_ fb: Framebuffer, _ x: Int, _ y: Int) -> Int { 255 - fb[x, y].red8 }

    private func inked(_ fb: Framebuffer, columns: Range<Int> = 0..<100, rows: Range<Int> = 0..<100) -> Double {
        var sum = 0.0
        for y in rows { for x in columns { sum += Double(coverage(fb, x, y)) / 255 } }
        return sum
    }

    /// A filled circle covers pi r^2 pixels (within half a percent), every pixel whose square
    /// lies inside it fully and none outside it, at scales 1 and 2.
    func testFilledCircleCoversItsAreaAndOnlyIt() {
        for (r, scale) in [(30.0, 1.0), (15.0, 2.0)] {
            let c = 50 / scale
            let circle = Path(ovalIn: Rect(x: c - r, y: c - r, width: 2 * r, height: 2 * r))
            let fb = render(canvas([fill(circle)], size: 100 / scale), scale: scale)
            let deviceRadius = r * scale
            XCTAssertEqual(
                inked(fb), Double.pi * deviceRadius * deviceRadius,
                accuracy: Double.pi * deviceRadius * deviceRadius * 0.005)
            for y in 0..<100 {
                for x in 0..<100 {
                    let far = hypot(
                        max(abs(Double(x) - 50), abs(Double(x + 1) - 50)),
                        max(abs(Double(y) - 50), abs(Double(y + 1) - 50)))
                    let nx = max(0, max(Double(x) - 50, 50 - Double(x + 1)))
                    let ny = max(0, max(Double(y) - 50, 50 - Double(y + 1)))
                    if far < deviceRadius - 0.2 { XCTAssertEqual(coverage(fb, x, y), 255) }
                    if hypot(nx, ny) > deviceRadius + 0.2 { XCTAssertEqual(coverage(fb, x, y), 0) }
                }
            }
        }
    }

    /// A stroked horizontal line of width w inks w pixels in every column away from its butt
    /// ends (within 2 %), centred on the line, and nothing beyond its ends.
    func testStrokedLineHasItsWidth() {
        for width in [1.0, 3.0, 6.5] {
            var line = Path()
            line.move(to: Point(x: 10, y: 50.25))
            line.addLine(to: Point(x: 90, y: 50.25))
            let fb = render(
                canvas([
                    DrawingCommand(path: line, operation: .stroke(StrokeStyle(lineWidth: width)), paint: .color(.black))
                ]))
            for x in 12..<88 {
                XCTAssertEqual(inked(fb, columns: x..<(x + 1)), width, accuracy: width * 0.02, "column \(x)")
            }
            XCTAssertEqual(inked(fb, columns: 0..<10), 0)
            XCTAssertEqual(inked(fb, columns: 90..<100), 0)
        }
    }

    /// A dashed stroke paints only its dashes: [10, 10] along a 4-wide line from x = 10 inks
    /// 4 pixels in each column of 10..<20, 30..<40, ... and none between.
    func testDashedStrokePaintsOnlyItsDashes() {
        var line = Path()
        line.move(to: Point(x: 10, y: 50))
        line.addLine(to: Point(x: 90, y: 50))
        let fb = render(
            canvas([
                DrawingCommand(
                    path: line, operation: .stroke(StrokeStyle(lineWidth: 4)), paint: .color(.black),
                    dash: LineDash(lengths: [10, 10]))
            ]))
        for x in 10..<90 {
            let on = (x - 10) % 20 < 10
            XCTAssertEqual(inked(fb, columns: x..<(x + 1)), on ? 4 : 0, accuracy: 0.02, "column \(x)")
        }
    }

    /// A stroke scales with the context's transform, as Core Graphics strokes in user space:
    /// a 2-point line under a scale of 3 inks 6 pixels a column.
    func testStrokeWidthScalesWithTheTransform() {
        var line = Path()
        line.move(to: Point(x: 5, y: 10))
        line.addLine(to: Point(x: 25, y: 10))
        let fb = render(
            canvas([
                DrawingCommand(
                    path: line, transform: AffineTransform(scaleX: 3, y: 3),
                    operation: .stroke(StrokeStyle(lineWidth: 2)),
                    paint: .color(.black))
            ]))
        XCTAssertEqual(inked(fb, columns: 40..<41), 6, accuracy: 0.1)
    }

    /// A self-crossing star: the pentagon in its middle is wound twice, so the non-zero rule
    /// fills it and the even-odd rule leaves it empty; its tips fill under both.
    func testEvenOddLeavesTheStarsMiddleEmpty() {
        var star = Path()
        for i in 0..<5 {
            let a = -Double.pi / 2 + Double(i * 2) * 2 * Double.pi / 5
            let p = Point(x: 50 + 45 * cos(a), y: 50 + 45 * sin(a))
            if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.close()
        let nonZero = render(canvas([fill(star, .nonZero)]))
        let evenOdd = render(canvas([fill(star, .evenOdd)]))
        XCTAssertEqual(coverage(nonZero, 50, 52), 255)
        XCTAssertEqual(coverage(evenOdd, 50, 52), 0)
        XCTAssertEqual(coverage(nonZero, 50, 10), 255)
        XCTAssertEqual(coverage(evenOdd, 50, 10), 255)
    }

    /// A clip limits a fill to the clip's inside: a full-canvas fill clipped to a circle inks
    /// the circle's area, and two clips ink only their intersection.
    func testClipLimitsTheFill() {
        let circle = DrawingClip(path: Path(ovalIn: Rect(x: 20, y: 20, width: 60, height: 60)))
        let everything = Path(rect: Rect(x: 0, y: 0, width: 100, height: 100))
        let one = render(canvas([fill(everything, clips: [circle])]))
        XCTAssertEqual(inked(one), Double.pi * 900, accuracy: Double.pi * 900 * 0.005)
        let leftHalf = DrawingClip(path: Path(rect: Rect(x: 0, y: 0, width: 50, height: 100)))
        let two = render(canvas([fill(everything, clips: [circle, leftHalf])]))
        XCTAssertEqual(inked(two), Double.pi * 450, accuracy: Double.pi * 450 * 0.01)
        XCTAssertEqual(inked(two, columns: 50..<100), 0)
    }

    /// Nothing drawn shows outside the drawn rectangle, as nothing outside a backing image does.
    func testDrawingStaysInsideItsRectangle() {
        let fb = render(
            DrawingContent(
                origin: Point(x: 0, y: 0), size: Size(width: 40, height: 40),
                commands: [fill(Path(rect: Rect(x: -50, y: -50, width: 500, height: 500)))]))
        XCTAssertEqual(inked(fb), 1600, accuracy: 0.5)
    }

    /// A drawing made at one size and shown at another is stretched to fill the bounds (the
    /// default content mode): a circle drawn in 50x50 covers four times its area in 100x100.
    func testDrawingStretchesToTheBounds() {
        let fb = render(
            canvas([fill(Path(ovalIn: Rect(x: 10, y: 10, width: 30, height: 30)))], size: 50),
            bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(inked(fb), Double.pi * 900, accuracy: Double.pi * 900 * 0.005)
    }

    /// A linear gradient from black at x = 0 to white at x = 100, painted everywhere, gives
    /// each pixel the grey of its centre's parameter, (x + 0.5) / 100, within 1/255.
    func testLinearGradientValueAtEveryColumn() {
        let g = GradientPaint(
            kind: .linear, stops: [GradientStop(color: .black, location: 0), GradientStop(color: .white, location: 1)],
            start: Point(x: 0, y: 0), end: Point(x: 100, y: 0))
        let fb = render(
            canvas([
                DrawingCommand(
                    path: Path(rect: Rect(x: 0, y: 0, width: 100, height: 100)), operation: .fill(.nonZero),
                    paint: .gradient(g))
            ]))
        for x in 0..<100 {
            let expected = (Double(x) + 0.5) / 100 * 255
            for y in [0, 37, 99] {
                XCTAssertEqual(Double(fb[x, y].red8), expected, accuracy: 1, "x \(x)")
            }
        }
    }

    /// Stops at inner locations: before the first and after the last the end colours hold
    /// (when extended), and without the options Core Graphics paints nothing there.
    func testLinearGradientExtendsOnlyWithTheOptions() {
        let stops = [
            GradientStop(color: .black, location: 0.25), GradientStop(color: Color(white: 0.5), location: 0.75),
        ]
        func draw(extending: Bool) -> Framebuffer {
            let g = GradientPaint(
                kind: .linear, stops: stops, start: Point(x: 20, y: 0), end: Point(x: 80, y: 0),
                extendsBeforeStart: extending, extendsAfterEnd: extending)
            return render(
                canvas([
                    DrawingCommand(
                        path: Path(rect: Rect(x: 0, y: 0, width: 100, height: 100)), operation: .fill(.nonZero),
                        paint: .gradient(g))
                ]))
        }
        let extended = draw(extending: true)
        XCTAssertEqual(extended[5, 50].red8, 0)
        XCTAssertEqual(Double(extended[95, 50].red8), 127.5, accuracy: 1)
        // t = 0.25 at x = 35, 0.75 at x = 65; between, grey rises linearly.
        XCTAssertEqual(Double(extended[50, 50].red8), (50.5 - 35) / 30 * 0.5 * 255, accuracy: 1)
        let bare = draw(extending: false)
        XCTAssertEqual(bare[5, 50].red8, 255)
        XCTAssertEqual(bare[95, 50].red8, 255)
        XCTAssertEqual(bare[30, 50].red8, 0)
    }

    /// A radial gradient between concentric circles of radius 0 and 40: a pixel at distance
    /// d from the centre is grey d / 40, within 1/255; beyond 40, unextended, nothing.
    func testRadialGradientValueByDistance() {
        let g = GradientPaint(
            kind: .radial, stops: [GradientStop(color: .black, location: 0), GradientStop(color: .white, location: 1)],
            start: Point(x: 50, y: 50), end: Point(x: 50, y: 50), startRadius: 0, endRadius: 40)
        let fb = render(
            canvas([
                DrawingCommand(
                    path: Path(rect: Rect(x: 0, y: 0, width: 100, height: 100)), operation: .fill(.nonZero),
                    paint: .gradient(
                        GradientPaint(
                            kind: .radial, stops: g.stops, start: g.start, end: g.end, startRadius: 0, endRadius: 40)))
            ]))
        for (x, y) in [(50, 50), (60, 50), (50, 75), (70, 70), (20, 50)] {
            let d = hypot(Double(x) + 0.5 - 50, Double(y) + 0.5 - 50)
            XCTAssertEqual(Double(fb[x, y].red8), d / 40 * 255, accuracy: 1, "(\(x), \(y))")
        }
        XCTAssertEqual(fb[2, 2].red8, 255)
    }

    /// Two-point radial: circles from (30, 50) r 10 to (70, 50) r 20, painted from t = 0 to
    /// t = 1 each over the last. The rightmost point of circle t lies on circle t and on
    /// circle (20 + 50 t) / 30, which is out of range for t above 0.2: there it shows t; at
    /// t = 0 the later circle 2/3 is on top.
    func testTwoPointRadialGradientPaintsEachCircleItsParameter() {
        let g = GradientPaint(
            kind: .radial, stops: [GradientStop(color: .black, location: 0), GradientStop(color: .white, location: 1)],
            start: Point(x: 30, y: 50), end: Point(x: 70, y: 50), startRadius: 10, endRadius: 20)
        XCTAssertEqual(g.parameter(at: Point(x: 40, y: 50)) ?? -1, 2.0 / 3, accuracy: 1e-9)
        for t in [0.3, 0.5, 0.9, 1.0] {
            let c = Point(x: 30 + 40 * t, y: 50)
            let r = 10 + 10 * t
            let p = Point(x: c.x + r, y: c.y)
            XCTAssertEqual(g.parameter(at: p) ?? -1, t, accuracy: 1e-9)
        }
        // Extended past the end, the larger circle (t = 17/15) is in range and on top.
        var extended = g
        extended.extendsAfterEnd = true
        XCTAssertEqual(extended.parameter(at: Point(x: 55, y: 50)), 1)
    }

    /// The gradient span, which steps the gradient-space point along the row, agrees with
    /// each pixel computed from its own centre within one level per channel (the step adds
    /// rounding only) on random gradients, transforms and rows.
    func testGradientSpanMatchesScalarReference() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let n = Int.random(in: 1...5, using: &rng)
            let stops = (0..<n).map { _ in
                GradientStop(
                    color: Color(
                        red: .random(in: 0...1, using: &rng), green: .random(in: 0...1, using: &rng),
                        blue: .random(in: 0...1, using: &rng), alpha: .random(in: 0...1, using: &rng)),
                    location: .random(in: 0...1, using: &rng))
            }
            let kind: GradientPaint.Kind = Bool.random(using: &rng) ? .linear : .radial
            let g = GradientPaint(
                kind: kind, stops: stops,
                start: Point(x: .random(in: -50...150, using: &rng), y: .random(in: -50...150, using: &rng)),
                end: Point(x: .random(in: -50...150, using: &rng), y: .random(in: -50...150, using: &rng)),
                startRadius: .random(in: 0...30, using: &rng), endRadius: .random(in: 0...80, using: &rng),
                extendsBeforeStart: Bool.random(using: &rng), extendsAfterEnd: Bool.random(using: &rng))
            let t = AffineTransform(rotationAngle: .random(in: -3...3, using: &rng))
                .concatenating(
                    AffineTransform(scaleX: .random(in: 0.3...3, using: &rng), y: .random(in: 0.3...3, using: &rng)))
            guard let source = GradientSource(g, gradientToDevice: t, opacity: .random(in: 0...1, using: &rng)) else {
                continue
            }
            let y = Int.random(in: -20...120, using: &rng)
            let x = Int.random(in: -20...120, using: &rng)
            var row = [UInt32](repeating: 0, count: 64)
            row.withUnsafeMutableBufferPointer { source.fillSpan($0.baseAddress!, x: x, y: y, count: 64) }
            for i in 0..<64 {
                let ref = source.referencePixel(x: x + i, y: y)
                let got = row[i]
                for shift in [0, 8, 16, 24] as [UInt32] {
                    let a = Int(ref >> shift & 0xFF)
                    let b = Int(got >> shift & 0xFF)
                    XCTAssertLessThanOrEqual(abs(a - b), 1, "channel \(shift) at \(x + i), \(y)")
                }
            }
        }
    }

    /// A drawing is rasterized once and its pixels reused: frames that show it unchanged,
    /// moved by whole pixels or faded rasterize nothing, and show the same pixels as a fresh
    /// renderer does; a new drawing or a sub-pixel move rasterizes again.
    func testDrawingIsRasterizedOncePerPlacement() {
        let renderer = Renderer(threads: 1)
        let drawing = canvas([fill(Path(ovalIn: Rect(x: 5, y: 5, width: 30, height: 30)))], size: 40)
        func frame(_ x: Double, _ d: DrawingContent = drawing) -> Framebuffer {
            let fb = Framebuffer(width: 100, height: 100)
            let root = Layer(
                bounds: Rect(x: 0, y: 0, width: 100, height: 100),
                sublayers: [Layer(frame: Rect(x: x, y: 10, width: 40, height: 40)).with(content: .drawing(d))])
            renderer.renderFull(root, into: fb, scale: 1, background: .white)
            return fb
        }
        _ = frame(10)
        XCTAssertEqual(renderer.compositor.drawingRasterizations, 1)
        _ = frame(10)
        let moved = frame(30)
        XCTAssertEqual(renderer.compositor.drawingRasterizations, 1)
        let fresh = Framebuffer(width: 100, height: 100)
        Renderer(threads: 1).renderFull(
            Layer(
                bounds: Rect(x: 0, y: 0, width: 100, height: 100),
                sublayers: [Layer(frame: Rect(x: 30, y: 10, width: 40, height: 40)).with(content: .drawing(drawing))]),
            into: fresh, scale: 1, background: .white)
        for y in 0..<100 { for x in 0..<100 { XCTAssertEqual(moved[x, y], fresh[x, y]) } }
        _ = frame(30.5)
        XCTAssertEqual(renderer.compositor.drawingRasterizations, 2)
        var other = drawing
        other.commands.append(fill(Path(rect: Rect(x: 0, y: 0, width: 4, height: 4))))
        _ = frame(30, other)
        XCTAssertEqual(renderer.compositor.drawingRasterizations, 3)
    }
}
