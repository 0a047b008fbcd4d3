import Geometry
import XCTest

@testable import Engine

@MainActor
private final class StopRecorder: LayerAnimationDelegate {
    var stops: [Bool] = []
    func animationDidStart(_ anim: LayerAnimation) {}
    func animationDidStop(_ anim: LayerAnimation, finished flag: Bool) { stops.append(flag) }
}

final class LayerTransitionTests: XCTestCase {
    // Apple, CATransition: "An object that provides an animated transition between a
    // layer's states." type: "The default is fade." Here the new state shows at once; the
    // transition still runs its duration and reports its end, so code chained on it runs.
    func testATransitionRunsItsDurationUnderItsKeyAndReportsTheEnd() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            let transition = LayerTransition()
            XCTAssertEqual(transition.type, .fade)
            transition.type = .push
            transition.subtype = .fromRight
            transition.duration = 0.3
            let recorder = StopRecorder()
            transition.delegate = recorder
            box.layer.add(transition, forKey: "change")
            XCTAssertEqual(box.layer.animationKeys(), ["change"])
            let copy = box.layer.animation(forKey: "change") as? LayerTransition
            XCTAssertEqual(copy?.type, .push, "the layer keeps a copy of the same kind")
            XCTAssertEqual(copy?.subtype, .fromRight)
            h.step(12)
            XCTAssertEqual(recorder.stops, [])
            h.step(8)
            XCTAssertEqual(recorder.stops, [true])
        }
    }
}
