import Geometry
import XCTest

@testable import Engine

/// An `animate` call inside another's closure inherits the enclosing call's options along
/// with its timing.
///
/// Apple, `UIView.AnimationOptions.overrideInheritedOptions`: "The option to not inherit the
/// animation type or any options." Its bit is UIKit's `UIViewAnimationOptionOverrideInheritedOptions
/// = 1 << 9`, on `UIView.KeyframeAnimationOptions` too.
final class InheritedAnimationOptionsTests: XCTestCase {
    func testTheOptionHasUIKitsBit() {
        XCTAssertEqual(AnimationOptions.overrideInheritedOptions.rawValue, 512)
        XCTAssertEqual(KeyframeAnimationOptions.overrideInheritedOptions.rawValue, 512)
        XCTAssertTrue(
            KeyframeAnimationOptions.overrideInheritedOptions.blockOptions.contains(.overrideInheritedOptions))
    }

    /// Nested in a repeating, autoreversing animation, an inner animation repeats and
    /// reverses with it and lets touches through when the outer one does.
    func testANestedAnimationInheritsRepetitionAndInteraction() {
        MainActor.assumeIsolated {
            let h = Harness()
            let outerBox = h.addBox()
            let innerBox = h.addBox()
            var innerDone: [Bool] = []
            View.animate(withDuration: 1, options: [.repeat, .autoreverse, .allowUserInteraction, .curveLinear]) {
                outerBox.alpha = 0
                View.animate(withDuration: 1, animations: { innerBox.alpha = 0 }, completion: { innerDone.append($0) })
            }
            XCTAssertEqual(innerBox.animation(for: .alpha)?.allowsUserInteraction, true)
            h.advance(0.25)
            assertClose(innerBox.presentationAlpha, 0.75, 1e-9, "the inherited linear curve")
            h.advance(1)
            assertClose(innerBox.presentationAlpha, 0.25, 1e-9, "on its way back at 1.25 s")
            h.advance(1)
            assertClose(innerBox.presentationAlpha, 0.75, 1e-9, "forward again at 2.25 s")
            XCTAssertEqual(innerDone, [], "a repeating animation runs until removed")
            h.root.layer.removeAllAnimations()
            innerBox.layer.removeAllAnimations()
            h.step()
            XCTAssertEqual(innerDone, [false])
        }
    }

    /// With `.overrideInheritedOptions` the inner animation plays once, along its own curve
    /// (the "animation type" is not inherited either), with touches refused.
    func testOverrideInheritedOptionsKeepsTheInnerCallsOwn() {
        MainActor.assumeIsolated {
            let h = Harness()
            let outerBox = h.addBox()
            let innerBox = h.addBox()
            var innerDone: [Bool] = []
            View.animate(withDuration: 1, options: [.repeat, .autoreverse, .allowUserInteraction, .curveLinear]) {
                outerBox.alpha = 0
                View.animate(
                    withDuration: 1, options: [.overrideInheritedOptions, .curveEaseIn],
                    animations: { innerBox.alpha = 0 }, completion: { innerDone.append($0) })
            }
            XCTAssertEqual(innerBox.animation(for: .alpha)?.allowsUserInteraction, false)
            h.advance(0.25)
            let easeIn = CubicTimingParameters(curve: .easeIn, duration: 1)
            assertClose(innerBox.presentationAlpha, 1 - easeIn.fraction(at: 0.25), 1e-9, "its own curve")
            h.advance(1)
            XCTAssertEqual(innerBox.presentationAlpha, 0, "played once and stays at the model value")
            XCTAssertEqual(innerDone, [true])
            XCTAssertNotEqual(outerBox.presentationAlpha, 0, "the outer one still repeats")
        }
    }

    /// A keyframe animation nested in a repeating block repeats too, unless it gives the option.
    func testKeyframeAnimationsInheritAndOverrideAlike() {
        MainActor.assumeIsolated {
            for (options, repeats) in [(KeyframeAnimationOptions(), true), ([.overrideInheritedOptions], false)] {
                let h = Harness()
                let box = h.addBox()
                View.animate(withDuration: 1, options: [.repeat, .curveLinear]) {
                    View.animateKeyframes(withDuration: 1, options: options) {
                        View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { box.alpha = 0 }
                    }
                }
                h.advance(1.5)
                if repeats {
                    assertClose(box.presentationAlpha, 0.5, 1e-9, "the second play, halfway")
                } else {
                    XCTAssertEqual(box.presentationAlpha, 0, "played once")
                }
            }
        }
    }
}
