import Geometry
import XCTest

@testable import Engine

/// The begin/commit animation blocks, as Apple documents them. `beginAnimations(_:context:)`:
/// "After calling this method, configure the animation options (using the setAnimation…
/// class methods) and then change the desired animatable properties of your views. When you
/// are done changing your view properties, call the commitAnimations() method".
/// `setAnimationDuration(_:)`: "The default value is 0.2 seconds." `commitAnimations()`: "If
/// the current animation set is nested inside another set, this method waits until the
/// outermost set of animations is committed, at which point it commits all of the animations
/// together."
final class LegacyAnimationTests: XCTestCase {
    func testChangesBetweenBeginAndCommitAnimateWithTheTimingSetBetween() {
        MainActor.assumeIsolated {
            WindowScene.$current.withValue(WindowScene()) {
                let h = Harness()
                let box = h.addBox()
                box.center = Point(x: 50, y: 50)
                View.beginAnimations("slide", context: nil)
                View.setAnimationDuration(1)
                View.setAnimationCurve(.linear)
                box.center = Point(x: 250, y: 50)
                box.alpha = 0
                View.commitAnimations()
                XCTAssertEqual(box.center, Point(x: 250, y: 50), "the model value changes at once")
                h.advance(0.5)
                assertClose(AnimatableVector.point(box.presentationVector(for: .center)), Point(x: 150, y: 50), 1e-6)
                XCTAssertEqual(box.presentationVector(for: .alpha)[0], 0.5, accuracy: 1e-6)
                h.advance(0.6)
                XCTAssertEqual(box.presentationVector(for: .center), [250, 50])
            }
        }
    }

    func testTheDefaultDurationIsTwoTenthsAndOnlyTheOutermostCommitAnimates() {
        MainActor.assumeIsolated {
            WindowScene.$current.withValue(WindowScene()) {
                let h = Harness()
                let box = h.addBox()
                View.beginAnimations(nil, context: nil)
                View.beginAnimations(nil, context: nil)
                box.alpha = 0
                View.commitAnimations()
                XCTAssertNil(box.animations[.alpha], "an inner commit waits for the outermost")
                View.commitAnimations()
                XCTAssertNotNil(box.animations[.alpha])
                h.advance(0.1)
                XCTAssertGreaterThan(box.presentationVector(for: .alpha)[0], 0.01)
                h.advance(0.11)
                XCTAssertEqual(box.presentationVector(for: .alpha)[0], 0, "done after 0.2 seconds")
            }
        }
    }

    func testOutsideABlockOrASceneChangesTakeEffectAtOnce() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            View.setAnimationDuration(5)
            View.beginAnimations(nil, context: nil)
            box.alpha = 0.3
            View.commitAnimations()
            XCTAssertNil(box.animations[.alpha], "no scene: nothing to animate in")
            XCTAssertEqual(box.presentationVector(for: .alpha), [0.3])
        }
    }
}
