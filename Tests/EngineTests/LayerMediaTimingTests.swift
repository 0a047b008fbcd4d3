import Geometry
import XCTest

@testable import Engine

/// A layer's own timing (`speed`, `timeOffset`, `beginTime`) against Core Animation's rule
/// for a layer's time, `(parent time - beginTime) * speed + timeOffset`.
final class LayerMediaTimingTests: XCTestCase {
    @MainActor private static func fade(on box: View) {
        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0
        fade.toValue = 1.0
        fade.duration = 1
        box.layer.add(fade, forKey: "fade")
    }

    /// Apple, `CAMediaTiming.speed`: "Specifies how time is mapped to receiver's time
    /// space from the parent time space." At speed 2 the fade runs twice as fast; at 0 it
    /// holds; the pause-and-resume recipe (`speed = 0`, `timeOffset` = the layer's time;
    /// later `speed = 1`, `timeOffset = 0`, `beginTime` = now - the paused time) carries on
    /// from where it stopped, with no jump.
    func testSpeedScalesAndPausesTheLayersAnimations() {
        MainActor.assumeIsolated {
            let h = Harness()
            let fast = h.addBox()
            fast.layer.speed = 2
            Self.fade(on: fast)
            let paused = h.addBox()
            Self.fade(on: paused)
            h.advance(0.2)
            XCTAssertEqual(fast.makeLayer().opacity, 0.4, accuracy: 1e-9)
            XCTAssertEqual(paused.makeLayer().opacity, 0.2, accuracy: 1e-9)
            let layer = paused.layer
            let held = layer.convertTime(h.clock.now, from: nil)
            layer.speed = 0
            layer.timeOffset = held
            for _ in 0..<5 {
                h.advance(0.1)
                XCTAssertEqual(paused.makeLayer().opacity, 0.2, accuracy: 1e-9, "held")
            }
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
            layer.beginTime = layer.convertTime(h.clock.now, from: nil) - held
            XCTAssertEqual(paused.makeLayer().opacity, 0.2, accuracy: 1e-9, "no jump on resuming")
            h.advance(0.3)
            XCTAssertEqual(paused.makeLayer().opacity, 0.5, accuracy: 1e-9)
            XCTAssertEqual(layer.convertTime(h.clock.now, from: nil), h.clock.now - layer.beginTime, accuracy: 1e-12)
        }
    }
}
