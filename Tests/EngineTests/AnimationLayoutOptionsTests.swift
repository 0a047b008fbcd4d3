import Geometry
import XCTest

@testable import Engine

/// `UIView.AnimationOptions` bits and `.layoutSubviews`, as Apple documents them.
///
/// `UIView.AnimationOptions.layoutSubviews`: "Lay out subviews at commit time so that they
/// are animated along with their parent." UIKit's header numbers the options
/// `UIViewAnimationOptionLayoutSubviews = 1 << 0` up to
/// `UIViewAnimationOptionShowHideTransitionViews = 1 << 8`, each its own bit, so options
/// combine freely and a raw value read from UIKit code means the same here.
final class AnimationLayoutOptionsTests: XCTestCase {
    /// Every block-animation option below the curves has UIKit's own bit, and no two share one.
    func testOptionsHaveUIKitsDistinctBits() {
        let options: [(AnimationOptions, UInt)] = [
            (.layoutSubviews, 1 << 0), (.allowUserInteraction, 1 << 1), (.beginFromCurrentState, 1 << 2),
            (.repeat, 1 << 3), (.autoreverse, 1 << 4), (.overrideInheritedDuration, 1 << 5),
            (.overrideInheritedCurve, 1 << 6), (.allowAnimatedContent, 1 << 7), (.showHideTransitionViews, 1 << 8),
        ]
        for (option, bit) in options { XCTAssertEqual(option.rawValue, bit) }
        XCTAssertEqual(Set(options.map(\.0.rawValue)).count, options.count, "each option its own bit")
    }

    /// A block animation given `.allowAnimatedContent` (a transition option, meaningless
    /// there) plays forward once like one without it: it must not turn into `.autoreverse`.
    func testAllowAnimatedContentDoesNotReverseABlockAnimation() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            box.alpha = 0
            View.animate(withDuration: 1, delay: 0, options: [.allowAnimatedContent, .curveLinear]) { box.alpha = 1 }
            for t in [0.25, 0.5, 0.75] {
                h.advance(t - (box.animations[.alpha]?.elapsed ?? 0))
                assertClose(box.presentationAlpha, t, 1e-6, "at \(t) s")
            }
        }
    }

    /// With `.layoutSubviews`, the frames the parent's layout gives its subviews animate
    /// with the parent's own change, on the same curve and clock, at every sampled time.
    func testLayoutSubviewsAnimatesTheSubviewsWithTheirParent() {
        MainActor.assumeIsolated {
            let (h, parent, child) = Self.parentFillingChild()
            View.animate(withDuration: 1, delay: 0, options: [.layoutSubviews, .curveLinear]) {
                parent.frame = Rect(x: 0, y: 0, width: 300, height: 100)
            }
            XCTAssertEqual(child.frame.width, 290, "the model is laid out at once")
            for t in [0.25, 0.5, 0.75] {
                h.advance(t - (parent.animations[.bounds]?.elapsed ?? 0))
                let parentWidth = parent.presentationBounds.width
                assertClose(parentWidth, 100 + 200 * t, 1e-6, "parent at \(t) s")
                assertClose(child.presentationBounds.width, parentWidth - 10, 1e-6, "child follows at \(t) s")
            }
        }
    }

    /// Without the option the subviews take their new frames at once at the next layout
    /// pass, as in UIKit: only the parent animates.
    func testWithoutTheOptionSubviewsJumpAtTheNextLayout() {
        MainActor.assumeIsolated {
            let (h, parent, child) = Self.parentFillingChild()
            View.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
                parent.frame = Rect(x: 0, y: 0, width: 300, height: 100)
            }
            h.advance(0.5)
            assertClose(parent.presentationBounds.width, 200, 1e-6)
            XCTAssertEqual(child.presentationBounds.width, 290, "laid out outside the animation")
        }
    }

    /// A 100-wide parent in a window whose layout keeps its one child 5 points inside it.
    @MainActor private static func parentFillingChild() -> (Harness, View, View) {
        let h = Harness()
        let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View()
        parent.addSubview(child)
        parent.onLayoutSubviews = { view in child.frame = view.bounds.insetBy(dx: 5, dy: 5) }
        h.root.addSubview(parent)
        h.step()
        XCTAssertEqual(child.frame.width, 90)
        return (h, parent, child)
    }
}
