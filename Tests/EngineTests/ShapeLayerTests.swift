import Geometry
import LayerTree
import Renderer
import XCTest

@testable import Engine

private let square = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 0)
private let rounded = Path(roundedRect: Rect(x: 10, y: 20, width: 60, height: 40), cornerRadius: 12)

/// The largest distance between corresponding points of two paths of the same elements
/// (infinity when either is missing or they differ): clock steps add rounding to the fraction.
private func gap(_ a: Path?, _ b: Path?) -> Double {
    guard let a, let b, a.elements.count == b.elements.count else { return .infinity }
    func points(_ e: Path.Element) -> [Point] {
        switch e {
        case .move(let p), .line(let p): [p]
        case .quadCurve(let p, let c): [p, c]
        case .curve(let p, let c1, let c2): [p, c1, c2]
        case .closeSubpath: []
        }
    }
    var worst = 0.0
    for (x, y) in zip(a.elements, b.elements) {
        let p = points(x)
        let q = points(y)
        guard p.count == q.count else { return .infinity }
        for (u, v) in zip(p, q) { worst = max(worst, u.distance(to: v)) }
    }
    return worst
}

/// A view whose layer is a shape layer, as UIKit code declares one.
private final class ShapeView: View {
    override class var layerClass: AnyClass { ShapeLayer.self }
    var shapeLayer: ShapeLayer { layer as! ShapeLayer }
}

/// Shape layers, masks and explicit animations in the engine, on a virtual clock.
final class ShapeLayerTests: XCTestCase {

    /// UIKit: "layerClass: Returns the class used to create the layer for instances of this
    /// class." A subclass that names the shape layer class gets one, created once and kept;
    /// a plain view gets a plain layer.
    func testLayerClassPicksTheLayersClass() {
        MainActor.assumeIsolated {
            let view = ShapeView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            XCTAssertTrue(view.layer is ShapeLayer)
            XCTAssertTrue(view.layer === view.layer, "one layer for the view's life")
            XCTAssertTrue(view.layer.view === view)
            XCTAssertFalse(View().layer is ShapeLayer)
            view.layer.cornerRadius = 6
            XCTAssertEqual(view.cornerRadius, 6, "the layer's properties are the view's")
        }
    }

    /// The frozen node of a shape-layer view carries its path and colours; CAShapeLayer's
    /// defaults: "fillColor ... Defaults to opaque black", "strokeColor ... Defaults to nil",
    /// "lineWidth ... Defaults to 1.0", "strokeEnd ... Defaults to 1.0".
    func testShapeViewFreezesItsShapeWithCoreAnimationsDefaults() {
        MainActor.assumeIsolated {
            let view = ShapeView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            XCTAssertEqual(view.makeLayer().content, .none, "no path, nothing drawn")
            view.shapeLayer.path = rounded
            guard case .shape(let shape) = view.makeLayer().content else { return XCTFail("no shape") }
            XCTAssertEqual(shape.path, rounded)
            XCTAssertEqual(shape.fillColor, .black)
            XCTAssertNil(shape.strokeColor)
            XCTAssertEqual(shape.stroke, StrokeStyle(lineWidth: 1, lineCap: .butt, lineJoin: .miter, miterLimit: 10))
            XCTAssertEqual(shape.strokeStart, 0)
            XCTAssertEqual(shape.strokeEnd, 1)
        }
    }

    /// `layer.mask = shapeLayer`: the masked view's node carries the mask's path, placed by
    /// the mask layer's frame in the view's bounds; a change to the mask asks for a frame.
    func testMaskIsFrozenWithTheMaskedViewAndRedrawsIt() {
        MainActor.assumeIsolated {
            let h = Harness()
            let card = View(frame: Rect(x: 0, y: 100, width: 400, height: 200))
            h.root.addSubview(card)
            let mask = ShapeLayer()
            mask.frame = Rect(x: 5, y: 7, width: 400, height: 200)
            mask.path = rounded
            card.layer.mask = mask
            let node = card.makeLayer()
            XCTAssertEqual(node.mask?.shape.path, rounded)
            XCTAssertEqual(node.mask?.transform, AffineTransform(translationX: 5, y: 7))
            _ = h.window.layerTree()
            XCTAssertFalse(h.window.needsDisplay)
            mask.path = square
            XCTAssertTrue(h.window.needsDisplay, "the mask's change redraws the view it masks")
            card.layer.mask = nil
            XCTAssertNil(card.makeLayer().mask)
        }
    }

    /// CABasicAnimation of "path": halfway through a linear 0.4 s animation the path drawn is
    /// the point-by-point interpolation at 0.5, while the model keeps its own value; at any
    /// time t it is the interpolation at the timing function's value for t / duration.
    func testPathAnimationInterpolatesAtTheClocksTime() {
        MainActor.assumeIsolated {
            let h = Harness()
            let view = ShapeView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            h.root.addSubview(view)
            view.shapeLayer.path = rounded
            let animation = BasicAnimation(keyPath: "path")
            animation.fromValue = square
            animation.toValue = rounded
            animation.duration = 0.4
            view.shapeLayer.add(animation, forKey: "morph")
            XCTAssertTrue(h.window.isAnimating, "the run loop keeps ticking")
            for step in 1...5 {
                h.advance(0.05)
                let t = Double(step) * 0.05 / 0.4
                let drawn = view.shapeLayer.presentation()?.path
                XCTAssertLessThan(gap(drawn, square.interpolated(to: rounded, fraction: t)), 1e-9, "t = \(t)")
                guard case .shape(let shape) = view.makeLayer().content else { return XCTFail("no shape") }
                XCTAssertLessThan(gap(shape.path, drawn), 1e-9, "what is drawn is the presentation")
            }
            XCTAssertEqual(view.shapeLayer.path, rounded, "the model is not animated")
            // An ease-in-ease-out animation follows its curve.
            let eased = BasicAnimation(keyPath: "path")
            eased.fromValue = square
            eased.toValue = rounded
            eased.duration = 1
            eased.timingFunction = MediaTimingFunction(name: .easeInEaseOut)
            view.shapeLayer.add(eased, forKey: "morph")
            h.advance(0.3)
            let f = CubicBezier(0.42, 0, 0.58, 1).value(at: 0.3)
            XCTAssertLessThan(
                gap(view.shapeLayer.presentation()?.path, square.interpolated(to: rounded, fraction: f)), 1e-9)
            XCTAssertEqual(view.shapeLayer.animationKeys(), ["morph"], "the same key replaces the animation")
        }
    }

    /// At its end the animation is removed (`isRemovedOnCompletion`, true by default) and the
    /// model shows; with it false and `fillMode = .forwards` the end value stays.
    func testAnimationEndsOnTheModelOrHoldsItsEnd() {
        MainActor.assumeIsolated {
            let h = Harness()
            let view = ShapeView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            h.root.addSubview(view)
            let layer = view.shapeLayer
            layer.path = square
            layer.strokeEnd = 1
            let draw = BasicAnimation(keyPath: "strokeEnd")
            draw.fromValue = 0
            draw.toValue = 0.5
            draw.duration = 0.2
            layer.add(draw, forKey: "draw")
            h.advance(0.1)
            XCTAssertEqual(layer.presentation()?.strokeEnd ?? -1, 0.25, accuracy: 1e-9)
            h.advance(0.15)
            XCTAssertNil(layer.animationKeys(), "removed on completion")
            XCTAssertEqual(layer.presentation()?.strokeEnd, 1)
            XCTAssertFalse(h.window.isAnimating)
            draw.isRemovedOnCompletion = false
            draw.fillMode = .forwards
            layer.add(draw, forKey: "draw")
            h.advance(0.5)
            XCTAssertEqual(layer.animationKeys(), ["draw"])
            XCTAssertEqual(layer.presentation()?.strokeEnd ?? -1, 0.5, accuracy: 1e-9)
            layer.removeAnimation(forKey: "draw")
            XCTAssertEqual(layer.presentation()?.strokeEnd, 1)
        }
    }

    /// A nil `fromValue` starts from what is drawn when the animation is added; paths made
    /// of different elements (Core Animation: "If the two paths have a different number of
    /// control points or segments, the results are undefined") switch half way.
    func testMissingFromValueAndMismatchedPaths() {
        MainActor.assumeIsolated {
            let h = Harness()
            let view = ShapeView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            h.root.addSubview(view)
            let layer = view.shapeLayer
            layer.path = square
            let grow = BasicAnimation(keyPath: "path")
            grow.toValue = rounded
            grow.duration = 1
            layer.add(grow, forKey: nil)
            h.advance(0.25)
            XCTAssertEqual(layer.presentation()?.path, square.interpolated(to: rounded, fraction: 0.25))
            layer.removeAllAnimations()
            let oval = Path(ovalIn: Rect(x: 0, y: 0, width: 50, height: 50))
            let jump = BasicAnimation(keyPath: "path")
            jump.fromValue = square
            jump.toValue = oval
            jump.duration = 1
            layer.add(jump, forKey: "jump")
            h.advance(0.4)
            XCTAssertEqual(layer.presentation()?.path, square)
            h.advance(0.2)
            XCTAssertEqual(layer.presentation()?.path, oval)
        }
    }

    /// An animated mask: the masked view's frozen mask follows the animation.
    func testAnimatedMaskReachesTheMaskedViewsNode() {
        MainActor.assumeIsolated {
            let h = Harness()
            let card = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            h.root.addSubview(card)
            let mask = ShapeLayer()
            mask.path = square
            card.layer.mask = mask
            let animation = BasicAnimation(keyPath: "path")
            animation.fromValue = square
            animation.toValue = rounded
            animation.duration = 1
            mask.add(animation, forKey: "path")
            h.advance(0.5)
            XCTAssertLessThan(
                gap(card.makeLayer().mask?.shape.path, square.interpolated(to: rounded, fraction: 0.5)), 1e-9)
            XCTAssertTrue(h.window.isAnimating)
        }
    }

    /// `addSublayer` draws the layer above the subviews the view has then and below those
    /// added later; `insertSublayer(_:at: 0)` below them all; `removeFromSuperlayer` takes it
    /// out; a change to an added layer redraws the window.
    func testAddedSublayersSitAmongTheSubviewsWhereTheyWereAdded() {
        MainActor.assumeIsolated {
            let h = Harness()
            let card = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            h.root.addSubview(card)
            let below = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            below.accessibilityIdentifier = "below"
            card.addSubview(below)
            let ring = ShapeLayer()
            ring.path = rounded
            card.layer.addSublayer(ring)
            let above = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            above.accessibilityIdentifier = "above"
            card.addSubview(above)
            let base = ShapeLayer()
            base.path = square
            card.layer.insertSublayer(base, at: 0)
            @MainActor func order() -> [String] {
                card.makeLayer().sublayers.map { node in
                    if case .shape(let shape) = node.content { return shape.path == square ? "base" : "ring" }
                    return node.id ?? "?"
                }
            }
            XCTAssertEqual(order(), ["base", "below", "ring", "above"])
            XCTAssertTrue(card.layer.sublayers?.first === base)
            XCTAssertTrue(ring.superlayer === card.layer)
            _ = h.window.layerTree()
            ring.strokeColor = .black
            XCTAssertTrue(h.window.needsDisplay, "an added layer's change redraws")
            ring.removeFromSuperlayer()
            XCTAssertEqual(order(), ["base", "below", "above"])
            XCTAssertNil(ring.superlayer)
            card.layer.addSublayer(card.layer)
            card.layer.addSublayer(above.layer)
            XCTAssertEqual(card.layer.sublayers?.count, 1, "neither itself nor a view's layer is added")
        }
    }

    /// The frame drawn at time t of a path animation has the same pixels as the
    /// interpolated path drawn directly: the renderer draws the presentation, nothing else.
    func testAnimatedPathFrameMatchesTheInterpolationDrawnDirectly() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 120, height: 120))
            let view = ShapeView(frame: Rect(x: 0, y: 0, width: 120, height: 120))
            h.root.addSubview(view)
            view.shapeLayer.path = rounded
            view.shapeLayer.fillColor = Color(red: 0.2, green: 0.4, blue: 0.8)
            let morph = BasicAnimation(keyPath: "path")
            morph.fromValue = square
            morph.toValue = rounded
            morph.duration = 0.5
            view.shapeLayer.add(morph, forKey: "morph")
            h.advance(0.125)
            let frame = Framebuffer(width: 120, height: 120)
            Renderer().renderFull(h.window.layerTree(), into: frame, scale: 1, background: .white)
            var expected = h.window.layerTree()
            let middle = square.interpolated(to: rounded, fraction: 0.25)!
            expected.sublayers[0].content = .shape(
                ShapeContent(path: middle, fillColor: Color(red: 0.2, green: 0.4, blue: 0.8)))
            let direct = Framebuffer(width: 120, height: 120)
            Renderer().renderFull(expected, into: direct, scale: 1, background: .white)
            var differing = 0
            for y in 0..<120 { for x in 0..<120 where frame[x, y] != direct[x, y] { differing += 1 } }
            XCTAssertEqual(differing, 0)
            XCTAssertNotEqual(
                frame[85, 85], 0xFFFF_FFFF, "the quarter-way path reaches (85, 85), the model path does not")
        }
    }
}
