import Geometry
import XCTest

@testable import Engine

/// A layer subclass with an animatable property of its own, written as Core Animation code
/// writes one: the value through `value(forKey:)`/`setValue(_:forKey:)` (what `@NSManaged`
/// generates), redisplay asked by `needsDisplay(forKey:)`, the animation copied from the
/// one a view's layer answers for `backgroundColor` inside an animation block.
private final class RadiusLayer: ShapeLayer {
    static let radiusKey = "radius"
    var displays: [Double] = []
    var frameSets = 0

    var radius: Double {
        get { value(forKey: Self.radiusKey) as? Double ?? 0 }
        set { setValue(newValue, forKey: Self.radiusKey) }
    }

    override var frame: Rect {
        didSet { frameSets += 1 }
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == radiusKey ? true : super.needsDisplay(forKey: key)
    }

    override func action(forKey event: String) -> LayerAction? {
        guard event == Self.radiusKey, let action = super.action(forKey: "backgroundColor") as? LayerAnimation else {
            return super.action(forKey: event)
        }
        let animation = BasicAnimation(keyPath: Self.radiusKey)
        animation.fromValue = presentation()?.value(forKey: event) ?? radius
        animation.duration = action.duration
        animation.timingFunction = action.timingFunction
        return animation
    }

    override func display() {
        let side = presentation()?.radius ?? radius
        displays.append(side)
        path = Path(roundedRect: bounds, cornerRadius: side)
    }
}

private final class RadiusView: View {
    override class var layerClass: AnyClass { RadiusLayer.self }
    var radiusLayer: RadiusLayer { layer as! RadiusLayer }
}

/// Records what a delegate hears.
private final class Listener: LayerAnimationDelegate {
    var heard: [String] = []
    func animationDidStart(_ anim: LayerAnimation) { heard.append("start") }
    func animationDidStop(_ anim: LayerAnimation, finished flag: Bool) { heard.append("stop(\(flag))") }
}

final class CustomLayerPropertyTests: XCTestCase {
    /// Apple, `needsDisplay(forKey:)`: "Subclasses can override this method and return true
    /// if the layer should be redisplayed when the value of the specified attribute changes.
    /// Animations changing the value of the attribute also trigger redisplay." So inside an
    /// animation block the property animates frame by frame through the action the layer
    /// returns, `display()` runs on each of those frames with the presentation value, and
    /// the model holds the new value from the start.
    func testACustomPropertyAnimatesFrameByFrameAndRedisplays() {
        MainActor.assumeIsolated {
            let h = Harness()
            let view = RadiusView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            h.root.addSubview(view)
            let layer = view.radiusLayer
            layer.radius = 4
            h.step()
            XCTAssertTrue(layer.needsDisplay)
            _ = h.window.layerTree()  // a frame is drawn: the layer displays first
            XCTAssertEqual(layer.displays.last, 4, "a change outside a block is drawn at once")
            XCTAssertFalse(layer.needsDisplay)
            layer.displays = []
            View.animate(withDuration: 1, options: [.curveLinear]) { layer.radius = 24 }
            XCTAssertEqual(layer.radius, 24, "the model takes the new value at once")
            for _ in 0..<30 { h.step() }  // half a second at 60 frames a second
            XCTAssertEqual(layer.presentation()?.radius ?? 0, 14, accuracy: 0.01, "linear: half way at half time")
            XCTAssertGreaterThanOrEqual(layer.displays.count, 29, "display() ran on every frame")
            for (a, b) in zip(layer.displays, layer.displays.dropFirst()) { XCTAssertGreaterThan(b, a) }
            let drawn = layer.presentationShape?.path
            XCTAssertEqual(drawn, Path(roundedRect: layer.bounds, cornerRadius: layer.displays.last ?? 0))
            for _ in 0..<40 { h.step() }
            XCTAssertEqual(layer.displays.last ?? 0, 24, accuracy: 1e-9, "the last display draws the end")
            XCTAssertNil(layer.animationKeys(), "removed on completion")
        }
    }

    /// Apple's `action(forKey:)` search ends at the layer's delegate (a view's layer asks
    /// its view), and UIKit's views answer with an animation only inside an animation
    /// block: outside one there is no action and the value changes at once.
    func testNoActionOutsideAnAnimationBlockOrForALayerOfItsOwn() {
        MainActor.assumeIsolated {
            let view = RadiusView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            XCTAssertNil(view.layer.action(forKey: "backgroundColor"))
            var inside: LayerAction?
            View.animate(withDuration: 0.4) { inside = view.layer.action(forKey: "backgroundColor") }
            XCTAssertEqual((inside as? BasicAnimation)?.duration, 0.4)
            View.animate(withDuration: 0.4) {
                XCTAssertNil(View().layer.action(forKey: "radius"), "not a property a view animates")
                XCTAssertNil(ShapeLayer().action(forKey: "backgroundColor"), "a layer of its own")
            }
        }
    }

    /// Core Animation: a view's frame is its layer's frame, so a layer subclass that
    /// overrides `frame` hears every frame its view is given.
    func testSettingTheViewsFrameRunsTheLayersFrameOverride() {
        MainActor.assumeIsolated {
            let view = RadiusView(frame: .zero)
            let layer = view.radiusLayer
            view.frame = Rect(x: 1, y: 2, width: 30, height: 40)
            XCTAssertEqual(layer.frameSets, 1)
            XCTAssertEqual(view.frame, Rect(x: 1, y: 2, width: 30, height: 40))
            layer.frame = Rect(x: 0, y: 0, width: 5, height: 5)
            XCTAssertEqual(layer.frameSets, 2)
            XCTAssertEqual(view.frame, Rect(x: 0, y: 0, width: 5, height: 5))
        }
    }

    /// Apple, `CAMediaTiming.timeOffset`: "Specifies an additional time offset in active
    /// local time"; `repeatDuration`: "Determines how many seconds the animation will repeat
    /// for." Local time is (elapsed x speed + offset), wrapped around the active time, so an
    /// offset animation still runs its whole active time; checked against that closed form
    /// on random timings.
    func testTimeOffsetAndRepeatDurationFollowTheClosedForm() {
        MainActor.assumeIsolated {
            var rng = SystemRandomNumberGenerator()
            for _ in 0..<200 {
                let a = BasicAnimation(keyPath: "radius")
                a.duration = Double.random(in: 0.1...2, using: &rng)
                a.speed = Float.random(in: 0.5...3, using: &rng)
                let repeats = Bool.random(using: &rng)
                if repeats { a.repeatDuration = Double.random(in: 0.1...5, using: &rng) }
                a.timeOffset = Double.random(in: 0...3, using: &rng)
                let active = repeats ? a.repeatDuration : a.duration
                let elapsed = Double.random(in: 0..<(active / Double(a.speed)), using: &rng)
                let local = (elapsed * Double(a.speed) + a.timeOffset).truncatingRemainder(dividingBy: active)
                var expected = local.truncatingRemainder(dividingBy: a.duration) / a.duration
                if expected == 0 && local > 0 { expected = 1 }
                XCTAssertEqual(a.fraction(atElapsed: elapsed), expected, accuracy: 1e-9)
                XCTAssertEqual(a.activeDuration, active / Double(a.speed), accuracy: 1e-12)
            }
        }
    }

    /// Apple, `CAAnimationDelegate`: `animationDidStart(_:)` "Tells the delegate the
    /// animation has started", `animationDidStop(_:finished:)` "Tells the delegate the
    /// animation has ended", with `flag` "true if the animation reached the end of its
    /// active duration without being removed". Once each, in that order.
    func testTheDelegateHearsStartOnceAndStopWithWhetherItFinished() {
        MainActor.assumeIsolated {
            let h = Harness()
            let view = RadiusView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            h.root.addSubview(view)
            let finishing = Listener()
            let a = BasicAnimation(keyPath: "radius")
            a.toValue = 5.0
            a.duration = 0.2
            a.delegate = finishing
            view.layer.add(a, forKey: "grow")
            for _ in 0..<30 { h.step() }
            XCTAssertEqual(finishing.heard, ["start", "stop(true)"])

            let removed = Listener()
            a.delegate = removed
            view.layer.add(a, forKey: "grow")
            h.step()
            view.layer.removeAnimation(forKey: "grow")
            h.step()
            XCTAssertEqual(removed.heard, ["start", "stop(false)"])
        }
    }
}
