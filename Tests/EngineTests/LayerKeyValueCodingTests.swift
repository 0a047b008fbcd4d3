import Geometry
import LayerTree
import XCTest

@testable import Engine
@testable import Renderer

/// The Core Animation names that layer code reaches by key or copies: key-path access,
/// `copy()` of every animation class, `contentsRect`, the drawing hints and the delegate,
/// each against Apple's words for it.
final class LayerKeyValueCodingTests: XCTestCase {
    private static let black: UInt32 = 0xFF00_0000
    private static let white: UInt32 = 0xFFFF_FFFF

    /// `setValue(_:forKeyPath:)`: "Sets the value for the property identified by a given key
    /// path to a given value." and `value(forKeyPath:)`: "Returns the value for the derived
    /// property identified by a given key path." Every geometry key path a layer shares with
    /// its view reaches the view when set and reads back what was set; a key the layer does
    /// not draw is stored and read back too.
    func testSetValueForKeyPathSetsTheNamedPropertyAndReadsItBack() {
        MainActor.assumeIsolated {
            let cases: [(String, Any, (View) -> Bool)] = [
                ("position", Point(x: 30, y: 40), { $0.center == Point(x: 30, y: 40) }),
                ("position.x", 12.0, { $0.center.x == 12 }),
                ("position.y", Float(7), { $0.center.y == 7 }),
                ("bounds", Rect(x: 0, y: 0, width: 50, height: 60), { $0.bounds.size == Size(width: 50, height: 60) }),
                ("bounds.size", Size(width: 8, height: 9), { $0.bounds.size == Size(width: 8, height: 9) }),
                ("opacity", 0.25, { $0.alpha == 0.25 }),
                ("cornerRadius", 6, { $0.cornerRadius == 6 }),
                ("backgroundColor", Color.black, { $0.backgroundColor == .black }),
                ("transform", AffineTransform(scaleX: 2, y: 3), { $0.transform == AffineTransform(scaleX: 2, y: 3) }),
            ]
            for (keyPath, value, holds) in cases {
                let view = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
                view.layer.setValue(value, forKeyPath: keyPath)
                XCTAssertTrue(holds(view), "\(keyPath) reaches the view")
                XCTAssertNotNil(view.layer.value(forKeyPath: keyPath), keyPath)
            }
            let view = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
            view.layer.setValue(0.5, forKeyPath: "opacity")
            XCTAssertEqual(view.layer.value(forKeyPath: "opacity") as? Double, 0.5)
            view.layer.setValue("hero", forKeyPath: "heroID")
            XCTAssertEqual(view.layer.value(forKeyPath: "heroID") as? String, "hero")
            view.layer.setValue("not a number", forKeyPath: "opacity")
            XCTAssertEqual(view.alpha, 0.5, "a value of the wrong type leaves the view alone")
        }
    }

    /// `NSCopying`: "a copy must be a functionally independent object with values identical
    /// to the original at the time the copy was made." Every animation class copies to its
    /// own class with the same timing, and a later change to the original leaves the copy.
    func testCopyIsOfTheSameClassAndIndependentOfTheOriginal() {
        MainActor.assumeIsolated {
            let originals: [LayerAnimation] = [
                LayerAnimation(), BasicAnimation(keyPath: "opacity"), KeyframeAnimation(keyPath: "position"),
                SpringAnimation(keyPath: "bounds"), LayerAnimationGroup(), LayerTransition(),
            ]
            for original in originals {
                original.duration = 0.7
                original.beginTime = 0.2
                let copy = original.copy()
                XCTAssertFalse(copy === original)
                XCTAssertTrue(type(of: copy) == type(of: original), "\(type(of: original))")
                XCTAssertEqual(copy.duration, 0.7)
                XCTAssertEqual(copy.beginTime, 0.2)
                original.duration = 3
                XCTAssertEqual(copy.duration, 0.7, "\(type(of: original)): later changes stay on the original")
                if let basic = original as? BasicAnimation {
                    XCTAssertEqual((copy as? BasicAnimation)?.keyPath, basic.keyPath)
                }
            }
        }
    }

    /// `contentsRect`: "The rectangle, in the unit coordinate space, that defines the portion
    /// of the layer's contents that should be used." "Defaults to the unit rectangle (0.0,
    /// 0.0, 1.0, 1.0)." With an image whose left half is black, the left half of the unit
    /// square fills the layer with black and the right half with white, at every pixel
    /// sampled; the default shows both halves.
    func testContentsRectDrawsThatPartOfTheContentsOverTheBounds() {
        MainActor.assumeIsolated {
            let image = ImageDrawing.image(size: Size(width: 20, height: 10), scale: 1) { context in
                context.setFillColor(.black)
                context.fill(Rect(x: 0, y: 0, width: 10, height: 10))
            }
            let view = View(frame: Rect(x: 0, y: 0, width: 40, height: 20))
            view.layer.contents = image
            XCTAssertEqual(view.layer.contentsRect, Rect(x: 0, y: 0, width: 1, height: 1))
            @MainActor func render() -> Framebuffer {
                let fb = Framebuffer(width: 40, height: 20)
                Renderer().renderFull(view.makeLayer(), into: fb, scale: 1, background: .white)
                return fb
            }
            var fb = render()
            XCTAssertEqual(fb[5, 10], Self.black)
            XCTAssertEqual(fb[35, 10], Self.white)
            let samples = stride(from: 2, to: 40, by: 6).flatMap { x in [(x, 3), (x, 16)] }
            view.layer.contentsRect = Rect(x: 0, y: 0, width: 0.5, height: 1)
            XCTAssertEqual(view.layer.value(forKey: "contentsRect") as? Rect, Rect(x: 0, y: 0, width: 0.5, height: 1))
            fb = render()
            for (x, y) in samples { XCTAssertEqual(fb[x, y], Self.black, "left half at (\(x), \(y))") }
            view.layer.contentsRect = Rect(x: 0.5, y: 0, width: 0.5, height: 1)
            fb = render()
            for (x, y) in samples { XCTAssertEqual(fb[x, y], Self.white, "right half at (\(x), \(y))") }
            view.layer.contentsRect = Rect(x: 0.25, y: 0, width: 0.5, height: 1)
            fb = render()
            XCTAssertEqual(fb[18, 10], Self.black, "the quarter left of the middle lands on the layer's left half")
            XCTAssertEqual(fb[22, 10], Self.white)
        }
    }

    /// `isOpaque`: "The default value of this property is false." `allowsGroupOpacity`: "the
    /// default value is true for apps linked against the iOS 7 SDK or later".
    /// `magnificationFilter` and `minificationFilter`: "The default value of this property is
    /// linear." `minificationFilterBias`: "The default value of this property is 0.0." Each
    /// keeps what is set; as hints the renderer does not need, none changes a pixel.
    func testDrawingHintsHaveCoreAnimationsDefaultsAndChangeNoPixel() {
        MainActor.assumeIsolated {
            let view = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
            view.backgroundColor = .black
            view.alpha = 0.5
            let layer = view.layer
            XCTAssertFalse(layer.isOpaque)
            XCTAssertTrue(layer.allowsGroupOpacity)
            XCTAssertEqual(layer.magnificationFilter, .linear)
            XCTAssertEqual(layer.minificationFilter, .linear)
            XCTAssertEqual(layer.minificationFilterBias, 0)
            @MainActor func render() -> [UInt32] {
                let fb = Framebuffer(width: 20, height: 20)
                Renderer().renderFull(view.makeLayer(), into: fb, scale: 1, background: .white)
                return (0..<20).map { fb[$0, $0] }
            }
            let before = render()
            layer.isOpaque = true
            layer.allowsGroupOpacity = false
            layer.magnificationFilter = .nearest
            layer.minificationFilter = .trilinear
            layer.minificationFilterBias = 0.5
            XCTAssertTrue(layer.isOpaque)
            XCTAssertFalse(layer.allowsGroupOpacity)
            XCTAssertEqual(layer.magnificationFilter, .nearest)
            XCTAssertEqual(layer.minificationFilter, .trilinear)
            XCTAssertEqual(layer.minificationFilterBias, 0.5)
            XCTAssertEqual(render(), before)
        }
    }

    /// `UIView.layer`: "The view is the layer's delegate." `CALayer.delegate`: "In iOS, if
    /// the layer is associated with a UIView object, this property must be set to the view
    /// that owns the layer." A view's layer answers with its view, a layer made on its own
    /// with nil.
    func testAViewsLayerHasTheViewAsItsDelegate() {
        MainActor.assumeIsolated {
            let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            XCTAssertTrue(view.layer.delegate === view)
            XCTAssertNil(ViewLayer().delegate)
        }
    }
}
