import Geometry
import XCTest

@testable import Engine

/// `PropertyAnimator.isUserInteractionEnabled` and `isInterruptible`, as UIKit documents them.
///
/// Apple, `UIViewPropertyAnimator.isUserInteractionEnabled`: "When the value of this property
/// is true, touch events are delivered to views normally. Setting this property to false
/// causes touch events to be ignored in animated views for the duration of the animations.
/// The default value of this property is true."
final class PropertyAnimatorInteractionTests: XCTestCase {
    /// Touches reach a view an animator moves unless the animator was told otherwise; once
    /// its animations end the view takes touches again either way.
    func testAnimatedViewsTakeTouchesOnlyWhenTheAnimatorAllowsIt() {
        MainActor.assumeIsolated {
            for enabled in [true, false] {
                let h = Harness()
                let box = h.addBox()
                let animator = PropertyAnimator(duration: 1, curve: .linear) { box.alpha = 0.5 }
                XCTAssertTrue(animator.isUserInteractionEnabled, "true by default")
                XCTAssertTrue(animator.isInterruptible, "true by default")
                animator.isUserInteractionEnabled = enabled
                animator.startAnimation()
                h.advance(0.5)
                let hit = h.root.hitTest(Point(x: 50, y: 50))
                XCTAssertEqual(hit === box, enabled, "mid-animation, enabled: \(enabled)")
                h.advance(0.6)
                XCTAssertTrue(h.root.hitTest(Point(x: 50, y: 50)) === box, "after the end, enabled: \(enabled)")
            }
        }
    }
}
