import Geometry
import XCTest

@testable import Engine

private final class ShapeHost: View {
    override class var layerClass: AnyClass { ShapeLayer.self }
}

/// `CASpringAnimation`, `CAKeyframeAnimation`, `CAAnimationGroup` and `CADisplayLink` on the
/// window's virtual clock, against closed forms and Core Animation's documented rules.
final class CoreAnimationBreadthTests: XCTestCase {
    @MainActor private static func shapeLayer(in h: Harness) -> ShapeLayer {
        let host = ShapeHost(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        h.root.addSubview(host)
        return host.layer as! ShapeLayer
    }

    @MainActor private static func lineWidth(_ layer: ShapeLayer) -> Double {
        layer.presentationValue(forKeyPath: "lineWidth") as! Double
    }

    /// The damped oscillator m x'' + c x' + k x = 0 from x(0) = -1 (the start, one distance
    /// from the target) with x'(0) = v distances per second, in its three regimes, written
    /// out here independently of the engine.
    private static func closedForm(
        mass m: Double, stiffness k: Double, damping c: Double, velocity v: Double, at t: Double
    )
        -> Double
    {
        let w0 = (k / m).squareRoot()
        let z = c / (2 * (m * k).squareRoot())
        let x: Double
        if abs(z - 1) < 1e-12 {
            x = exp(-w0 * t) * (-1 + (v - w0) * t)
        } else if z < 1 {
            let wd = w0 * (1 - z * z).squareRoot()
            x = exp(-z * w0 * t) * (-cos(wd * t) + (v - z * w0) / wd * sin(wd * t))
        } else {
            let r1 = -w0 * (z - (z * z - 1).squareRoot())
            let r2 = -w0 * (z + (z * z - 1).squareRoot())
            // A e^(r1 t) + B e^(r2 t) with A + B = -1 and r1 A + r2 B = v.
            let a = (v + r2) / (r1 - r2)
            let b = -1 - a
            x = a * exp(r1 * t) + b * exp(r2 * t)
        }
        return 1 + x
    }

    /// Apple, `CASpringAnimation`: "An animation that applies a spring-like force to a
    /// layer's properties." (mass, stiffness, damping, initialVelocity; defaults 1, 100, 10
    /// and 0). The values drawn follow the oscillator's closed form, under-, critically and
    /// (with `allowsOverdamping`) over-damped, with an initial velocity in distances per second, overshoot included.
    func testASpringAnimationFollowsTheDampedOscillator() {
        MainActor.assumeIsolated {
            let cases: [(m: Double, k: Double, c: Double, v: Double)] = [
                (1, 100, 10, 0), (1, 100, 20, 0), (2, 100, 40, 0), (1, 300, 5, 3), (0.5, 80, 3, -2),
            ]
            for p in cases {
                let h = Harness()
                let layer = Self.shapeLayer(in: h)
                let spring = SpringAnimation(keyPath: "lineWidth")
                spring.mass = p.m
                spring.stiffness = p.k
                spring.damping = p.c
                spring.initialVelocity = p.v
                // The overdamped case is asked for: by default Core Animation moves it as a
                // critically damped spring (`SpringDurationBounceTests`).
                spring.allowsOverdamping = true
                spring.fromValue = 0.0
                spring.toValue = 1.0
                spring.duration = 2
                layer.add(spring, forKey: "spring")
                var t = 0.0
                while t < 1.9 {
                    h.advance(0.05)
                    t += 0.05
                    let expected = Self.closedForm(mass: p.m, stiffness: p.k, damping: p.c, velocity: p.v, at: t)
                    XCTAssertEqual(Self.lineWidth(layer), expected, accuracy: 1e-9, "\(p) at \(t)")
                }
            }
            // The defaults are Core Animation's.
            let defaults = SpringAnimation(keyPath: "lineWidth")
            XCTAssertEqual(
                [defaults.mass, defaults.stiffness, defaults.damping, defaults.initialVelocity], [1, 100, 10, 0])
        }
    }

    /// Apple, `settlingDuration`: "The estimated duration required for the spring system to
    /// be considered at rest." and, for mass 1, stiffness 100 and damping 5: "the settling
    /// duration is approximately 2.85 seconds". Here: the time after which the motion stays
    /// within a thousandth of the distance; more damping settles sooner.
    func testTheSettlingDurationIsWhenTheSpringStaysWithinAThousandth() {
        MainActor.assumeIsolated {
            let spring = SpringAnimation(keyPath: "lineWidth")
            spring.damping = 5
            XCTAssertEqual(spring.settlingDuration, 2.85, accuracy: 0.1)
            for damping: Double in [2.0, 5.0, 12.0] {
                spring.damping = damping
                let settle = spring.settlingDuration
                for i in 0...200 {
                    let t = settle + Double(i) * 0.01
                    let x = Self.closedForm(mass: 1, stiffness: 100, damping: damping, velocity: 0, at: t) - 1
                    XCTAssertLessThanOrEqual(abs(x), 0.001 + 1e-9, "damping \(damping) at \(t)")
                }
                let before = (0..<100).map {
                    Self.closedForm(
                        mass: 1, stiffness: 100, damping: damping, velocity: 0,
                        at: settle * 0.8 + Double($0) * settle * 0.002) - 1
                }
                XCTAssertGreaterThan(
                    before.map(abs).max()!, 0.001, "damping \(damping): not yet at rest a little before")
            }
            spring.damping = 5
            let loose = spring.settlingDuration
            spring.damping = 15
            XCTAssertLessThan(spring.settlingDuration, loose)
        }
    }

    /// Apple, `keyTimes`: "Each value in the array is a floating point number between 0.0
    /// and 1.0 that defines the time point (specified as a fraction of the animation's total
    /// duration) at which to apply the corresponding keyframe value." Between key times the
    /// values are interpolated along each segment's timing function.
    func testAKeyframeAnimationReachesEachValueAtItsKeyTime() {
        MainActor.assumeIsolated {
            let h = Harness()
            let layer = Self.shapeLayer(in: h)
            let frames = KeyframeAnimation(keyPath: "lineWidth")
            frames.values = [0.0, 10.0, 4.0]
            frames.keyTimes = [0, 0.25, 1]
            frames.duration = 1
            layer.add(frames, forKey: "frames")
            let expected: [(Double, Double)] = [(0.125, 5), (0.25, 10), (0.625, 7), (0.875, 5)]
            var now = 0.0
            for (t, value) in expected {
                h.advance(t - now)
                now = t
                XCTAssertEqual(Self.lineWidth(layer), value, accuracy: 1e-9, "at \(t)")
            }
            // Per-segment timing functions pace each segment; missing key times space the
            // values evenly.
            let h2 = Harness()
            let layer2 = Self.shapeLayer(in: h2)
            let eased = KeyframeAnimation(keyPath: "lineWidth")
            eased.values = [0.0, 10.0, 4.0]
            eased.timingFunctions = [MediaTimingFunction(name: .easeIn), MediaTimingFunction(name: .linear)]
            eased.duration = 1
            layer2.add(eased, forKey: "eased")
            h2.advance(0.25)
            XCTAssertEqual(Self.lineWidth(layer2), 10 * CubicBezier(0.42, 0, 1, 1).value(at: 0.5), accuracy: 1e-9)
            h2.advance(0.5)
            XCTAssertEqual(Self.lineWidth(layer2), 7, accuracy: 1e-9)
        }
    }

    /// Apple, `discrete`: "Each keyframe value is used in turn, no interpolated values are
    /// calculated." with "one less element in the values array than the keyTimes array";
    /// `paced`: "keyTimes and timingFunction are ignored and keyframe times are
    /// automatically generated to give the animation a constant velocity."
    func testDiscreteAndPacedCalculationModes() {
        MainActor.assumeIsolated {
            let h = Harness()
            let layer = Self.shapeLayer(in: h)
            let discrete = KeyframeAnimation(keyPath: "lineWidth")
            discrete.calculationMode = .discrete
            discrete.values = [1.0, 2.0, 3.0]
            discrete.keyTimes = [0, 0.5, 0.75, 1]
            discrete.duration = 1
            layer.add(discrete, forKey: "discrete")
            var now = 0.0
            for (t, value) in [(0.4, 1.0), (0.6, 2.0), (0.8, 3.0), (0.99, 3.0)] {
                h.advance(t - now)
                now = t
                XCTAssertEqual(Self.lineWidth(layer), value, "discrete at \(t)")
            }
            let h2 = Harness()
            let layer2 = Self.shapeLayer(in: h2)
            let paced = KeyframeAnimation(keyPath: "lineWidth")
            paced.calculationMode = .paced
            paced.values = [0.0, 10.0, 0.0, 30.0]
            paced.keyTimes = [0, 0.9, 0.95, 1]
            paced.timingFunction = MediaTimingFunction(name: .easeIn)
            paced.duration = 1
            layer2.add(paced, forKey: "paced")
            // 50 of travel in 1 s: 10 after 0.2 s, back to 0 at 0.4 s, 15 at 0.7 s.
            now = 0
            for (t, value) in [(0.1, 5.0), (0.2, 10.0), (0.3, 5.0), (0.7, 15.0)] {
                h2.advance(t - now)
                now = t
                XCTAssertEqual(Self.lineWidth(layer2), value, accuracy: 1e-9, "paced at \(t)")
            }
        }
    }

    /// Apple, `CAAnimationGroup`: "An object that allows multiple animations to be grouped
    /// and run concurrently." Each child runs from the group's start with its own timing,
    /// is cut off at the group's duration, and the group's delegate hears one start and
    /// one stop.
    func testAGroupRunsItsChildrenTogetherClippedToItsDuration() {
        MainActor.assumeIsolated {
            final class Log: LayerAnimationDelegate {
                var events: [String] = []
                func animationDidStart(_ anim: LayerAnimation) { events.append("start") }
                func animationDidStop(_ anim: LayerAnimation, finished flag: Bool) { events.append("stop \(flag)") }
            }
            let h = Harness()
            let layer = Self.shapeLayer(in: h)
            layer.lineWidth = 1
            layer.strokeEnd = 1
            let width = BasicAnimation(keyPath: "lineWidth")
            width.fromValue = 0.0
            width.toValue = 10.0
            width.duration = 2
            let stroke = BasicAnimation(keyPath: "strokeEnd")
            stroke.fromValue = 0.0
            stroke.toValue = 1.0
            stroke.duration = 0.5
            let group = LayerAnimationGroup()
            group.animations = [width, stroke]
            group.duration = 1
            let log = Log()
            group.delegate = log
            layer.add(group, forKey: "both")
            XCTAssertEqual(layer.animationKeys(), ["both"])
            h.advance(0.25)
            XCTAssertEqual(Self.lineWidth(layer), 1.25, accuracy: 1e-9, "the child's own 2 s timing")
            XCTAssertEqual(layer.presentationValue(forKeyPath: "strokeEnd") as! Double, 0.5, accuracy: 1e-9)
            h.advance(0.5)
            XCTAssertEqual(Self.lineWidth(layer), 3.75, accuracy: 1e-9)
            XCTAssertEqual(layer.presentationValue(forKeyPath: "strokeEnd") as! Double, 1, "the short child ended")
            h.advance(0.3)
            XCTAssertEqual(Self.lineWidth(layer), 1, "cut off at the group's 1 s: the model again")
            XCTAssertNil(layer.animationKeys())
            XCTAssertEqual(log.events, ["start", "stop true"])
        }
    }

    /// Apple, `CADisplayLink`: "A timer object that allows your app to synchronize its
    /// drawing to the refresh rate of the display."; `timestamp`: "The time interval that
    /// represents when the last frame displayed."; `targetTimestamp`: "The time interval that
    /// represents when the next frame displays." On the virtual clock the link is called once
    /// per frame with those times, keeps the window drawing while it runs, skips calls
    /// for `preferredFramesPerSecond`, stops on pause and on `remove()` (until added again),
    /// and for good on `invalidate()`.
    func testADisplayLinkIsCalledOncePerFrameOnTheWindowsClock() {
        MainActor.assumeIsolated {
            let h = Harness()
            h.advance(1)
            var calls: [(Double, Double)] = []
            let link = DisplayLink { calls.append(($0.timestamp, $0.targetTimestamp)) }
            link.add(to: h.window)
            XCTAssertTrue(h.window.isAnimating, "a running link keeps the frames coming")
            h.step(3)
            XCTAssertEqual(calls.count, 3)
            for (i, call) in calls.enumerated() {
                XCTAssertEqual(call.0, 1 + Double(i) / 60, accuracy: 1e-9)
                XCTAssertEqual(call.1, 1 + Double(i + 1) / 60, accuracy: 1e-9)
            }
            XCTAssertEqual(link.duration, 1.0 / 60, accuracy: 1e-9)
            link.isPaused = true
            h.step(3)
            XCTAssertEqual(calls.count, 3, "paused: no calls")
            XCTAssertFalse(h.window.isAnimating, "and the window may idle")
            link.isPaused = false
            link.preferredFramesPerSecond = 30
            h.step(6)
            XCTAssertEqual(calls.count, 6, "every other frame at 30 per second")
            XCTAssertEqual(link.duration, 1.0 / 60, accuracy: 1e-9, "the step is still one frame")
            link.remove()
            h.step(3)
            XCTAssertEqual(calls.count, 6, "removed: no calls")
            link.preferredFramesPerSecond = 0
            link.add(to: h.window)
            link.remove()
            link.add(to: h.window)
            h.step(2)
            XCTAssertEqual(calls.count, 8, "added again: one call a frame, however often it was added")
            link.invalidate()
            h.step(3)
            XCTAssertEqual(calls.count, 8, "invalidated: no more calls")
            link.add(to: h.window)
            h.step(3)
            XCTAssertEqual(calls.count, 8, "an invalidated link cannot be added again")
            XCTAssertFalse(h.window.isAnimating)
        }
    }
}
