import Geometry
import LayerTree
import Renderer
import XCTest

@testable import Engine

/// A view that counts its drawings and fills a circle in its bounds.
private final class DotView: View {
    var draws = 0
    var rects: [Rect] = []
    var sawContext: LayerDrawingContext?
    var color = Color.black

    override func draw(_ rect: Rect) {
        draws += 1
        rects.append(rect)
        sawContext = currentDrawingContext()
        guard let context = currentDrawingContext() else { return }
        context.setFillColor(color)
        context.addEllipse(in: bounds)
        context.fillPath()
    }
}

/// A layer drawn by its own `draw(in:)`, as a `CALayer` subclass draws.
private final class BarLayer: ViewLayer {
    var draws = 0
    override func draw(in context: LayerDrawingContext) {
        draws += 1
        context.setFillColor(.black)
        context.fill(Rect(x: 0, y: 0, width: view.bounds.width / 2, height: view.bounds.height))
    }
}

/// A bubble drawn as EasyTipView draws its tip: clip to the outline, then fill the bounds.
private final class ClippedBubbleView: View {
    override func draw(_ rect: Rect) {
        guard let context = currentDrawingContext() else { return }
        context.addEllipse(in: bounds)
        context.clip()
        context.setFillColor(Color(red: 0, green: 0.6, blue: 0.4))
        context.fill(bounds)
    }
}

/// The view's frozen tree rendered on white at scale 1.
@MainActor
private func pixels(_ view: View, size: Int = 40) -> Framebuffer {
    let fb = Framebuffer(width: size, height: size)
    Renderer().renderFull(view.makeLayer(), into: fb, scale: 1, background: .white)
    return fb
}

/// `draw(_:)` and `draw(in:)` in the engine: when they run, what they record, and the pixels.
final class ViewDrawingTests: XCTestCase {
    /// UIKit, `draw(_:)`: "This method is called when a view is first displayed or when an
    /// event occurs that invalidates a visible part of the view. You should never call this
    /// method directly yourself. To invalidate part of your view, and thus cause that portion
    /// to be redrawn, call the setNeedsDisplay() or setNeedsDisplay(_:) method instead."
    /// So: once on first display, not again per frame, once per invalidation however many
    /// calls marked it, and with the whole bounds the first time.
    func testDrawRunsOnFirstDisplayAndOncePerInvalidation() {
        MainActor.assumeIsolated {
            let view = DotView(frame: Rect(x: 0, y: 0, width: 40, height: 40))
            XCTAssertEqual(view.draws, 0, "nothing draws before the view is displayed")
            _ = view.makeLayer()
            XCTAssertEqual(view.draws, 1)
            XCTAssertEqual(view.rects.first, view.bounds)
            for _ in 0..<5 { _ = view.makeLayer() }
            XCTAssertEqual(view.draws, 1, "frames without an invalidation reuse the drawing")
            view.setNeedsDisplay()
            view.setNeedsDisplay()
            view.setNeedsDisplay(Rect(x: 0, y: 0, width: 4, height: 4))
            XCTAssertEqual(view.draws, 1, "drawing waits for the next frame")
            _ = view.makeLayer()
            _ = view.makeLayer()
            XCTAssertEqual(view.draws, 2, "one drawing for all the invalidations before a frame")
        }
    }

    /// UIKit, `setNeedsDisplay()`: "If you simply change the geometry of the view, the view
    /// is typically not redrawn. Instead, its existing content is adjusted based on the
    /// value in the view's contentMode property." Moving, fading or resizing does not call
    /// `draw(_:)`; the old drawing is stretched to the new bounds.
    func testGeometryAndStyleChangesDoNotRedraw() {
        MainActor.assumeIsolated {
            let view = DotView(frame: Rect(x: 0, y: 0, width: 20, height: 20))
            _ = view.makeLayer()
            view.center = Point(x: 30, y: 30)
            view.alpha = 0.5
            view.backgroundColor = .white
            view.bounds = Rect(x: 0, y: 0, width: 40, height: 40)
            view.isHidden = false
            let node = view.makeLayer()
            XCTAssertEqual(view.draws, 1)
            guard case .drawing(let drawing) = node.content else { return XCTFail("no drawing") }
            XCTAssertEqual(drawing.size, Size(width: 20, height: 20), "drawn at the old size, shown stretched")
        }
    }

    /// Core Animation, `needsDisplayOnBoundsChange`: "When this property is set to true, the
    /// layer automatically calls its setNeedsDisplay() method whenever its bounds property
    /// changes. The default value of this property is false." A new size redraws once, at
    /// that size; a move (the centre, not the bounds) does not.
    func testNeedsDisplayOnBoundsChangeRedrawsAtTheNewSize() {
        MainActor.assumeIsolated {
            let view = DotView(frame: Rect(x: 0, y: 0, width: 20, height: 20))
            XCTAssertFalse(view.layer.needsDisplayOnBoundsChange)
            view.layer.needsDisplayOnBoundsChange = true
            _ = view.makeLayer()
            view.center = Point(x: 40, y: 40)
            _ = view.makeLayer()
            XCTAssertEqual(view.draws, 1)
            view.bounds = Rect(x: 0, y: 0, width: 30, height: 30)
            let node = view.makeLayer()
            XCTAssertEqual(view.draws, 2)
            XCTAssertEqual(view.rects.last, Rect(x: 0, y: 0, width: 30, height: 30))
            guard case .drawing(let drawing) = node.content else { return XCTFail("no drawing") }
            XCTAssertEqual(drawing.size, Size(width: 30, height: 30))
        }
    }

    /// `UIView.ContentMode.redraw`: "The option to redisplay the view when the bounds change
    /// by invoking the setNeedsDisplay() method." Every other mode keeps the drawing and
    /// stretches it; going back to one of them stops the redrawing.
    func testContentModeRedrawRedrawsOnABoundsChangeAndOtherModesStretch() {
        MainActor.assumeIsolated {
            let view = DotView(frame: Rect(x: 0, y: 0, width: 20, height: 20))
            view.contentMode = .redraw
            XCTAssertTrue(view.layer.needsDisplayOnBoundsChange)
            _ = view.makeLayer()
            view.bounds = Rect(x: 0, y: 0, width: 30, height: 30)
            _ = view.makeLayer()
            XCTAssertEqual(view.draws, 2)
            XCTAssertEqual(view.rects.last, Rect(x: 0, y: 0, width: 30, height: 30))
            view.contentMode = .scaleAspectFit
            view.bounds = Rect(x: 0, y: 0, width: 40, height: 40)
            _ = view.makeLayer()
            XCTAssertEqual(view.draws, 2, "stretched, not drawn again")
        }
    }

    /// `UIGraphicsGetCurrentContext()` is the context being drawn into inside `draw(_:)` and
    /// nil outside it.
    func testCurrentContextOnlyWhileDrawing() {
        MainActor.assumeIsolated {
            XCTAssertNil(currentDrawingContext())
            let view = DotView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            _ = view.makeLayer()
            XCTAssertNotNil(view.sawContext)
            XCTAssertNil(currentDrawingContext())
        }
    }

    /// A view that does not override `draw(_:)` has no drawn content; one that does keeps
    /// its drawing as the content under its subviews, and the renderer shows it.
    /// Core Animation, `shadowPath`: "If you specify a value for this property, the layer
    /// creates its shadow using the specified path instead of the layer's composited alpha
    /// channel." With none, a view with a clear background that draws a round bubble casts
    /// a round shadow, not one of its rectangle; a view with a background still casts its
    /// bounds'.
    func testDrawnViewWithoutBackgroundCastsTheShadowOfWhatItDrew() {
        MainActor.assumeIsolated {
            let root = View(frame: Rect(x: 0, y: 0, width: 80, height: 80))
            let bubble = ClippedBubbleView(frame: Rect(x: 10, y: 10, width: 40, height: 40))
            bubble.shadow = Shadow(color: .black, opacity: 1, radius: 0, offset: Size(width: 0, height: 10))
            root.addSubview(bubble)
            var fb = pixels(root, size: 80)
            XCTAssertEqual(fb[11, 58], 0xFFFF_FFFF, "no shadow below the bubble's clear corner")
            XCTAssertEqual(fb[30, 58], 0xFF00_0000, "the round shadow below the bubble")
            XCTAssertEqual(fb[30, 30] & 0x00FF_FFFF, 0x00_9966, "the bubble over it")
            bubble.backgroundColor = Color(red: 1, green: 0, blue: 0)
            fb = pixels(root, size: 80)
            XCTAssertEqual(fb[11, 58], 0xFF00_0000, "a view with a background casts its bounds' shadow")
        }
    }

    func testDrawingIsTheContentBelowSubviews() {
        MainActor.assumeIsolated {
            let plain = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            XCTAssertEqual(plain.makeLayer().content, .none)
            let view = DotView(frame: Rect(x: 0, y: 0, width: 40, height: 40))
            view.color = Color(red: 1, green: 0, blue: 0)
            let cover = View(frame: Rect(x: 0, y: 0, width: 40, height: 10))
            cover.backgroundColor = Color(red: 0, green: 0, blue: 1)
            view.addSubview(cover)
            let fb = pixels(view)
            XCTAssertEqual(fb[20, 20], 0xFFFF_0000, "the circle's middle is the drawn red")
            XCTAssertEqual(fb[20, 2], 0xFF00_00FF, "the subview is drawn over the drawing")
            XCTAssertEqual(fb[1, 38], 0xFFFF_FFFF, "outside the circle nothing is drawn")
        }
    }

    /// Graphics state: `restoreGState()` brings back the colour and transform saved by
    /// `saveGState()`, and paths are placed by the transform in force when they are added.
    func testGraphicsStateStackAndTransform() {
        MainActor.assumeIsolated {
            let context = LayerDrawingContext(rect: Rect(x: 0, y: 0, width: 40, height: 40))
            context.setFillColor(.black)
            context.saveGState()
            context.setFillColor(.white)
            context.translateBy(x: 10, y: 5)
            context.scaleBy(x: 2, y: 2)
            context.fill(Rect(x: 0, y: 0, width: 5, height: 5))
            context.restoreGState()
            context.fill(Rect(x: 0, y: 0, width: 5, height: 5))
            context.restoreGState()  // unbalanced: ignored
            let commands = context.commands
            XCTAssertEqual(commands.count, 2)
            XCTAssertEqual(commands[0].path.controlPointBounds, Rect(x: 10, y: 5, width: 10, height: 10))
            XCTAssertEqual(commands[0].paint, .color(.white))
            XCTAssertEqual(commands[1].path.controlPointBounds, Rect(x: 0, y: 0, width: 5, height: 5))
            XCTAssertEqual(commands[1].paint, .color(.black))
        }
    }

    /// A clip set inside a saved state ends at `restoreGState()`.
    func testClipEndsWithItsState() {
        MainActor.assumeIsolated {
            let context = LayerDrawingContext(rect: Rect(x: 0, y: 0, width: 40, height: 40))
            context.saveGState()
            context.clip(to: Rect(x: 0, y: 0, width: 10, height: 10))
            context.fill(Rect(x: 0, y: 0, width: 40, height: 40))
            context.restoreGState()
            context.fill(Rect(x: 0, y: 0, width: 40, height: 40))
            XCTAssertEqual(context.commands[0].clips.count, 1)
            XCTAssertEqual(context.commands[1].clips.count, 0)
        }
    }

    /// Core Graphics' `clockwise` in UIKit's flipped context runs towards decreasing angles:
    /// an arc from 0 to pi/2 with `clockwise: true` goes the long way round, through the top.
    func testContextArcDirectionIsCoreGraphics() {
        MainActor.assumeIsolated {
            let context = LayerDrawingContext(rect: Rect(x: 0, y: 0, width: 40, height: 40))
            context.addArc(center: Point(x: 20, y: 20), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
            context.setStrokeColor(.black)
            context.strokePath()
            let bounds = context.commands[0].path.controlPointBounds
            XCTAssertLessThan(bounds.minY, 12, "passes above the centre (y - 10)")
            XCTAssertLessThan(bounds.minX, 12, "and left of it")
        }
    }

    /// A `CALayer` subclass drawing in `draw(in:)` draws as a view's layer and as a sublayer,
    /// once until `setNeedsDisplay()`.
    func testLayerSubclassDrawsInDrawIn() {
        MainActor.assumeIsolated {
            final class BarView: View {
                override class var layerClass: AnyClass { BarLayer.self }
            }
            let view = BarView(frame: Rect(x: 0, y: 0, width: 40, height: 40))
            var fb = pixels(view)
            XCTAssertEqual(fb[5, 20].red8, 0)
            XCTAssertEqual(fb[35, 20].red8, 255)
            _ = view.makeLayer()
            let bar = view.layer as! BarLayer
            XCTAssertEqual(bar.draws, 1)
            bar.setNeedsDisplay()
            _ = view.makeLayer()
            XCTAssertEqual(bar.draws, 2)

            let host = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
            let sub = BarLayer()
            sub.frame = Rect(x: 20, y: 0, width: 20, height: 40)
            host.layer.addSublayer(sub)
            fb = pixels(host)
            XCTAssertEqual(fb[25, 20].red8, 0, "the sublayer's left half is drawn")
            XCTAssertEqual(fb[35, 20].red8, 255)
            XCTAssertEqual(fb[5, 20].red8, 255)
        }
    }

    /// `CAGradientLayer`: colours along `startPoint`-`endPoint` in unit coordinates (default
    /// top to bottom); the top row is near the first colour, the bottom near the last, the
    /// middle their mix, within 1/255; radial spreads out from `startPoint`.
    func testGradientLayerAxialAndRadial() {
        MainActor.assumeIsolated {
            final class GradientView: View {
                override class var layerClass: AnyClass { GradientLayer.self }
            }
            let view = GradientView(frame: Rect(x: 0, y: 0, width: 40, height: 40))
            let gradient = view.layer as! GradientLayer
            gradient.colors = [.black, .white]
            var fb = pixels(view)
            for y in [0, 10, 20, 39] {
                XCTAssertEqual(Double(fb[7, y].red8), (Double(y) + 0.5) / 40 * 255, accuracy: 1, "row \(y)")
            }
            gradient.startPoint = Point(x: 0, y: 0.5)
            gradient.endPoint = Point(x: 1, y: 0.5)
            gradient.locations = [0.5, 1]
            fb = pixels(view)
            XCTAssertEqual(fb[10, 30].red8, 0, "before the first location the first colour holds")
            XCTAssertEqual(Double(fb[30, 30].red8), (30.5 / 40 - 0.5) / 0.5 * 255, accuracy: 1)

            gradient.type = .radial
            gradient.locations = nil
            gradient.startPoint = Point(x: 0.5, y: 0.5)
            gradient.endPoint = Point(x: 1, y: 1)
            fb = pixels(view)
            XCTAssertEqual(Double(fb[20, 20].red8), 0.5.squareRoot() / 20 * 255, accuracy: 1)
            XCTAssertEqual(Double(fb[30, 20].red8), (10.5 / 20) * 255, accuracy: 1)
            XCTAssertEqual(fb[0, 0].red8, 255, "beyond the ellipse the last colour holds")
        }
    }
}

extension UInt32 {
    /// The red channel of an ARGB32 pixel.
    fileprivate var red8: Int { Int(self >> 16 & 0xFF) }
}
