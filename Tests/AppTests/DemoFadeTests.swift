import DemoKit
import Demos
import Engine
import Geometry
import Transitions
import XCTest

final class DemoFadeTests: XCTestCase {
    func testOneLineFadeTransitionRunsForwardAndBackward() throws {
        try MainActor.assumeIsolated {
            let h = DemoHarness(FadeDemo.self)
            try h.tap("present-button")
            XCTAssertNotNil(h.presented)
            XCTAssertNotNil(
                h.presented?.transitioningDelegate as? TransitionController,
                "the transition controller is the delegate")
            let modal = try h.view("modal")
            var alphas: [Double] = []
            h.runUntilIdle { alphas.append(modal.presentationAlpha) }
            XCTAssertLessThan(alphas.first ?? 1, 0.3, "it starts transparent")
            XCTAssertEqual(alphas, alphas.sorted(), "forward: the alpha only rises")
            XCTAssertEqual(modal.presentationAlpha, 1)
            XCTAssertEqual(h.screenFrame(of: modal), Rect(x: 0, y: 0, width: 400, height: 720))
            XCTAssertNil(h.root.view.window, ".fullScreen: the presenting view left the hierarchy")

            try h.tap("dismiss-button")
            XCTAssertNotNil(h.root.view.window, "it is back under the fading page")
            alphas = []
            h.runUntilIdle { if modal.window != nil { alphas.append(modal.presentationAlpha) } }
            XCTAssertEqual(alphas, alphas.sorted(by: >), "backward: the alpha only falls")
            XCTAssertLessThan(alphas.last ?? 1, 0.2)
            XCTAssertNil(h.presented)
            XCTAssertNil(h.find("modal"))
            XCTAssertTrue(h.root.view.superview === h.window.rootView)
            h.step(1.2)
            h.assertNoDiagnostics()
        }
    }
}
