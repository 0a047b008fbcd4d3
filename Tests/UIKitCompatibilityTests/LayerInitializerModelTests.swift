import UIKitCompatibility
import XCTest

/// A layer subclass as Core Animation code writes one: its own set-up in `init()`, its own
/// state copied in `init(layer:)`, and the coder initializer the compiler asks for.
private final class RingLayer: CALayer {
    var ringWidth: CGFloat = 0
    var setUps = 0

    override init() {
        super.init()
        ringWidth = 4
        setUps += 1
        backgroundColor = .red
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let ring = layer as? RingLayer { ringWidth = ring.ringWidth }
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }
}

/// The same for a shape layer.
private final class ArcLayer: CAShapeLayer {
    override init() {
        super.init()
        lineWidth = 3
    }

    override init(layer: Any) {
        super.init(layer: layer)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A subclass with no initializers of its own inherits them all.
private final class PlainLayer: CALayer {
    var marker = "plain"
}

private final class RingView: UIView {
    override class var layerClass: AnyClass { RingLayer.self }
}

private final class ArcView: UIView {
    override class var layerClass: AnyClass { ArcLayer.self }
}

private final class PlainView: UIView {
    override class var layerClass: AnyClass { PlainLayer.self }
}

/// `CALayer`'s initializers, `actions` and coordinate conversions as UIKit code uses them.
final class LayerInitializerModelTests: XCTestCase {
    /// Core Animation, `init()`: "This is the designated initializer for layer objects that
    /// are not in the presentation layer." A view whose `layerClass` names a subclass gets
    /// its layer from the subclass's own `init()`, once; a subclass with none inherits it.
    func testAViewsLayerComesFromItsClasssOwnInit() {
        MainActor.assumeIsolated {
            let view = RingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            let ring = view.layer as? RingLayer
            XCTAssertNotNil(ring)
            XCTAssertEqual(ring?.setUps, 1)
            XCTAssertEqual(ring?.ringWidth, 4)
            XCTAssertEqual(view.backgroundColor, .red, "what init() set is the view's, as the layer's are")
            XCTAssertTrue(view.layer === view.layer, "made once")
            let blue = RingView(frame: .zero)
            blue.backgroundColor = .blue
            XCTAssertTrue(blue.layer is RingLayer)
            XCTAssertEqual(blue.backgroundColor, .blue, "what the view set after its layer was made stays")
            XCTAssertEqual((ArcView().layer as? ArcLayer)?.lineWidth, 3)
            XCTAssertEqual((PlainView().layer as? PlainLayer)?.marker, "plain")
        }
    }

    /// Core Animation, `init(layer:)`: "This initializer is used to create shadow copies of
    /// layers, for example, for the presentation() method." and "If you are implementing a
    /// custom layer subclass, you can override this method and use it to copy the values of
    /// instance variables into the new object." `presentation()` is made by the subclass's
    /// `init(layer:)` (not its `init()`), so it has the instance's own state and the values
    /// drawn now.
    func testPresentationIsMadeByTheSubclasssInitLayer() {
        MainActor.assumeIsolated {
            let ring = RingLayer()
            ring.ringWidth = 9
            ring.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
            ring.cornerRadius = 6
            let copy = ring.presentation()
            XCTAssertEqual(copy?.ringWidth, 9, "copied by the override")
            XCTAssertEqual(copy?.setUps, 0, "init() did not run for the copy")
            XCTAssertEqual(copy?.frame, CGRect(x: 10, y: 20, width: 30, height: 40))
            XCTAssertEqual(copy?.cornerRadius, 6)

            let arc = ArcLayer()
            arc.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
            arc.strokeEnd = 0.25
            let arcCopy = CAShapeLayer(layer: arc)
            XCTAssertEqual(arcCopy.lineWidth, 3)
            XCTAssertEqual(arcCopy.strokeEnd, 0.25)
            XCTAssertEqual(arcCopy.path, arc.path)
            XCTAssertEqual(CALayer(layer: "not a layer").frame, .zero, "anything else copies nothing")
        }
    }

    /// Core Animation, `actions`: "You can use this dictionary to store custom actions for
    /// your layer. The contents of this dictionary searched as part of the standard
    /// implementation of the action(forKey:) method." An animation stored under a key runs
    /// when that key changes; `NSNull()` under a key runs nothing, as UIKit code uses it.
    func testActionsAnswerForTheirKeysAndNullRunsNothing() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            let pulse = CABasicAnimation(keyPath: "glow")
            pulse.duration = 0.5
            layer.actions = ["glow": pulse, "position": NSNull(), "bounds": NSNull()]
            XCTAssertTrue(layer.action(forKey: "glow") === pulse)
            XCTAssertTrue(layer.action(forKey: "position") is NSNull)
            XCTAssertNil(layer.action(forKey: "opacity"), "no entry, no action")
            layer.setValue(1.0, forKey: "glow")
            XCTAssertEqual(layer.animationKeys(), ["glow"], "the stored animation ran")
            layer.setValue(2.0, forKey: "position")
            XCTAssertEqual(layer.animationKeys(), ["glow"], "NSNull ran nothing")
            XCTAssertEqual(layer.value(forKey: "position") as? Double, 2, "and the value is set")
            let copy = CALayer(layer: layer)
            XCTAssertEqual(copy.actions?.count, 3, "a copy keeps the actions")
        }
    }

    /// Core Animation, `convert(_:to:)`: "If you specify nil for the l parameter, this
    /// method returns the original point added to the layer's frame's origin", and
    /// `convert(_:from:)` with nil "returns the original point subtracted from the layer's
    /// frame's origin". Between two layers of one tree a point goes up through each
    /// layer's frame to the common space and down into the other; for random frames and
    /// points, from and to are inverses, and they agree with the views' own conversion.
    func testConversionsGoThroughTheFramesOfTheTree() {
        MainActor.assumeIsolated {
            let top = CALayer()
            top.frame = CGRect(x: 15, y: 25, width: 200, height: 200)
            XCTAssertEqual(top.convert(CGPoint(x: 1, y: 2), to: nil), CGPoint(x: 16, y: 27))
            XCTAssertEqual(top.convert(CGPoint(x: 16, y: 27), from: nil), CGPoint(x: 1, y: 2))

            var generator = SystemRandomNumberGenerator()
            func random() -> Double { Double.random(in: -50...50, using: &generator) }
            for _ in 0..<50 {
                let window = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
                let host = UIView(frame: CGRect(x: random() + 100, y: random() + 100, width: 100, height: 100))
                let other = UIView(frame: CGRect(x: random() + 200, y: random() + 200, width: 50, height: 50))
                window.addSubview(host)
                host.addSubview(other)
                let a = CALayer()
                a.frame = CGRect(x: random(), y: random(), width: 40, height: 40)
                let b = CALayer()
                b.frame = CGRect(x: random(), y: random(), width: 10, height: 10)
                host.layer.addSublayer(a)
                a.addSublayer(b)
                let p = CGPoint(x: random(), y: random())

                let inHost = b.convert(p, to: host.layer)
                XCTAssertEqual(inHost.x, p.x + b.frame.minX + a.frame.minX, accuracy: 1e-9)
                XCTAssertEqual(inHost.y, p.y + b.frame.minY + a.frame.minY, accuracy: 1e-9)
                let back = host.layer.convert(inHost, to: b)
                XCTAssertEqual(back.x, p.x, accuracy: 1e-9)
                XCTAssertEqual(back.y, p.y, accuracy: 1e-9)
                let inOther = other.layer.convert(p, from: b)
                let viaViews = other.convert(inHost, from: host)
                XCTAssertEqual(inOther.x, viaViews.x, accuracy: 1e-9)
                XCTAssertEqual(inOther.y, viaViews.y, accuracy: 1e-9)
                let rect = a.convert(CGRect(x: 1, y: 2, width: 3, height: 4), to: other.layer)
                let rectViaPoint = a.convert(CGPoint(x: 1, y: 2), to: other.layer)
                XCTAssertEqual(rect.minX, rectViaPoint.x, accuracy: 1e-9)
                XCTAssertEqual(rect.minY, rectViaPoint.y, accuracy: 1e-9)
                XCTAssertEqual(rect.width, 3, accuracy: 1e-9)
                let rectBack = other.layer.convert(rect, to: a)
                XCTAssertEqual(rectBack.minX, 1, accuracy: 1e-9)
                XCTAssertEqual(a.convert(rect, from: other.layer).minY, rectBack.minY, accuracy: 1e-9)
            }
        }
    }
}
