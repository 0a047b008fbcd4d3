import Geometry
import XCTest

@testable import Engine

/// An `animate` call inside another's closure inherits the enclosing animation's timing.
///
/// Apple, `UIView.AnimationOptions.overrideInheritedCurve`: "Force the animation to use the
/// original curve value specified when the animation was submitted. If this key is not
/// present, the animation inherits the curve of the in-flight animation, if any." And
/// `overrideInheritedDuration` (same wording on `UIView.KeyframeAnimationOptions`): "The
/// option to force an animation to use the original duration value specified when the
/// animation was submitted. If this option isn't present, the animation inherits the
/// remaining duration of the in-flight animation, if any."
/// `UIView.inheritedAnimationDuration`: "This method only returns a non-zero value if called
/// within a UIView animation block."
final class NestedAnimationTests: XCTestCase {
    /// Every combination of the two options, each checked against the closed form of the
    /// timing the nested animation must have: its progress at several times.
    func testNestedAnimateInheritsDurationAndCurveUnlessOverridden() {
        MainActor.assumeIsolated {
            let outerDuration = 2.0
            let innerDuration = 0.5
            let cases: [(AnimationOptions, expectedDuration: Double, expectedCurve: TimingCurve)] = [
                ([], outerDuration, .easeIn),
                ([.overrideInheritedDuration], innerDuration, .easeIn),
                ([.overrideInheritedCurve], outerDuration, .linear),
                ([.overrideInheritedDuration, .overrideInheritedCurve], innerDuration, .linear),
            ]
            for (options, expectedDuration, expectedCurve) in cases {
                let h = Harness()
                let outerBox = h.addBox()
                let innerBox = h.addBox()
                var innerDone: Bool?
                View.animate(withDuration: outerDuration, options: .curveEaseIn) {
                    outerBox.alpha = 0
                    View.animate(
                        withDuration: innerDuration, options: options.union(.curveLinear),
                        animations: { innerBox.alpha = 0 }, completion: { innerDone = $0 })
                }
                let expected = CubicTimingParameters(curve: expectedCurve, duration: expectedDuration)
                let label = "options \(options.rawValue)"
                var t = 0.0
                for step in [0.1, 0.1, 0.15, 0.1] {
                    h.advance(step)
                    t += step
                    let f = t >= expectedDuration ? 1 : expected.fraction(at: t)
                    assertClose(innerBox.presentationAlpha, 1 - f, 1e-9, "\(label) at \(t)")
                }
                XCTAssertNil(innerDone, label)
                h.advance(expectedDuration - t + 1e-6)
                XCTAssertEqual(innerDone, true, "\(label): ends with the inherited or its own duration")
                // The outer animation keeps its own timing either way.
                let outer = CubicTimingParameters(curve: .easeIn, duration: outerDuration)
                if expectedDuration < outerDuration {
                    assertClose(outerBox.presentationAlpha, 1 - outer.fraction(at: expectedDuration + 1e-6), 1e-6)
                }
            }
        }
    }

    /// The inherited timing is the enclosing animation's whole motion, a spring included;
    /// outside any `animate` closure nothing is inherited; `inheritedAnimationDuration`
    /// reads the enclosing duration inside and 0 outside.
    func testInheritanceFollowsTheEnclosingSpringAndOnlyInside() {
        MainActor.assumeIsolated {
            let h = Harness()
            let a = h.addBox()
            let b = h.addBox()
            var insideDuration = -1.0
            View.animate(withDuration: 0.6, usingSpringWithDamping: 0.5, initialSpringVelocity: 0) {
                a.alpha = 0
                insideDuration = View.inheritedAnimationDuration
                View.animate(withDuration: 3, options: .curveLinear) { b.alpha = 0 }
            }
            XCTAssertEqual(insideDuration, 0.6)
            XCTAssertEqual(View.inheritedAnimationDuration, 0)
            for _ in 0..<20 {
                h.step()
                assertClose(b.presentationAlpha, a.presentationAlpha, 1e-12, "same spring, same distance")
            }
            // Not nested: its own duration and curve.
            let c = h.addBox()
            View.animate(withDuration: 1, options: .curveLinear) { c.alpha = 0 }
            h.advance(0.25)
            assertClose(c.presentationAlpha, 0.75, 1e-9)
        }
    }
}
