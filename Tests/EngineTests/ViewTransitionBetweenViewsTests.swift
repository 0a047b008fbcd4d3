import Geometry
import XCTest

@testable import Engine

/// `View.transition(from:to:duration:options:completion:)` keeps UIKit's rules.
///
/// Apple: `fromView` "is removed from its superview as part of the transition"; `toView` "is
/// added to the superview of fromView as part of the transition". `showHideTransitionViews`:
/// "When present, this key causes views to be hidden or shown (instead of removed or added)
/// when performing a view transition. Both views must already be present in the parent
/// view's hierarchy when using this key."
final class ViewTransitionBetweenViewsTests: XCTestCase {
    /// By default the new view takes the old one's place in the drawing order at once, the
    /// old leaves, and the completion runs when the dissolve has run its duration.
    func testTheNewViewReplacesTheOldInItsSuperview() {
        MainActor.assumeIsolated {
            let h = Harness()
            let below = h.addBox()
            let from = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
            let above = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            h.root.addSubview(from)
            h.root.addSubview(above)
            let to = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
            var ends: [Bool] = []
            View.transition(
                from: from, to: to, duration: 0.3, options: .transitionCrossDissolve, completion: { ends.append($0) })
            XCTAssertNil(from.superview)
            XCTAssertTrue(to.superview === h.root)
            let order = h.root.subviews.filter { $0 === below || $0 === to || $0 === above }
            XCTAssertTrue(order.elementsEqual([below, to, above], by: ===), "in the old view's place")
            h.advance(0.2)
            XCTAssertEqual(ends, [])
            h.advance(0.2)
            XCTAssertEqual(ends, [true])
        }
    }

    /// With `.showHideTransitionViews` both views stay; the old is hidden and the new shown.
    /// A view with no superview has no place to give: nothing changes.
    func testShowHideKeepsBothViewsAndALoneViewChangesNothing() {
        MainActor.assumeIsolated {
            let h = Harness()
            let from = h.addBox()
            let to = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
            to.isHidden = true
            h.root.addSubview(to)
            View.transition(
                from: from, to: to, duration: 0.3, options: [.transitionCrossDissolve, .showHideTransitionViews])
            XCTAssertTrue(from.superview === h.root)
            XCTAssertTrue(from.isHidden)
            XCTAssertFalse(to.isHidden)

            let lone = View()
            let other = View()
            var ends: [Bool] = []
            View.transition(from: lone, to: other, duration: 0.3) { ends.append($0) }
            XCTAssertNil(other.superview)
            h.step()
            XCTAssertEqual(ends, [true])
        }
    }
}
