import Geometry
import XCTest

@testable import Engine

/// `PropertyAnimator.isManualHitTestingEnabled`, as UIKit documents it.
///
/// Apple, `UIViewPropertyAnimator.isManualHitTestingEnabled`: "A Boolean value indicating
/// whether your app manages hit-testing while animations are in progress. [...] The default
/// value of this property is false." By default a property animator's views are hit-tested
/// where they are on screen (their presentation); with manual hit testing the app takes that
/// over, and the system's hit test finds the views at their model geometry.
final class ManualHitTestingTests: XCTestCase {
    /// Halfway through a linear 200-point slide the box is drawn at x 100...200 while its
    /// model frame is already at x 200...300: the default hit test finds it where it is
    /// drawn, the manual one where the model puts it.
    func testAMovingViewIsHitWhereItIsDrawnUnlessTheAppHitTestsItself() {
        MainActor.assumeIsolated {
            for manual in [false, true] {
                let h = Harness()
                let box = h.addBox()
                let animator = PropertyAnimator(duration: 1, curve: .linear) { box.center.x += 200 }
                XCTAssertFalse(animator.isManualHitTestingEnabled, "false by default")
                animator.isManualHitTestingEnabled = manual
                animator.startAnimation()
                h.advance(0.5)
                assertClose(box.presentationFrame.minX, 100, 1e-6)
                let drawn = h.window.hitTest(Point(x: 150, y: 50))
                let model = h.window.hitTest(Point(x: 250, y: 50))
                XCTAssertEqual(drawn === box, !manual, "where it is drawn, manual: \(manual)")
                XCTAssertEqual(model === box, manual, "where its model is, manual: \(manual)")
                h.advance(0.6)
                XCTAssertTrue(h.window.hitTest(Point(x: 250, y: 50)) === box, "after the end, manual: \(manual)")
                XCTAssertFalse(h.window.hitTest(Point(x: 150, y: 50)) === box, "after the end, manual: \(manual)")
            }
        }
    }

    /// The setting reaches animations the animator already runs, and only that animator's:
    /// a view moved by an ordinary `animate` block beside it is still hit where it is drawn.
    func testTheSettingAppliesToTheAnimatorsRunningAnimationsOnly() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            let other = View(frame: Rect(x: 0, y: 150, width: 100, height: 100))
            h.root.addSubview(other)
            let animator = PropertyAnimator(duration: 1, curve: .linear) { box.center.x += 200 }
            animator.startAnimation()
            View.animate(withDuration: 1, options: [.curveLinear, .allowUserInteraction]) { other.center.x += 200 }
            h.advance(0.5)
            XCTAssertTrue(h.window.hitTest(Point(x: 150, y: 50)) === box, "drawn position, before the switch")
            animator.isManualHitTestingEnabled = true
            XCTAssertTrue(h.window.hitTest(Point(x: 250, y: 50)) === box, "model position once switched mid-run")
            XCTAssertTrue(h.window.hitTest(Point(x: 150, y: 200)) === other, "another animation keeps the drawn one")
            XCTAssertFalse(h.window.hitTest(Point(x: 250, y: 200)) === other)
        }
    }
}
