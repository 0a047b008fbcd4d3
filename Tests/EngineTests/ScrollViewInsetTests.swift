import Geometry
import XCTest

@testable import Engine

/// The scroll view's insets beside the content inset, as UIKit documents them.
///
/// `verticalScrollIndicatorInsets`: "The vertical distance the scroll indicators are inset
/// from the edge of the scroll view." `contentInsetAdjustmentBehavior`: "This property
/// specifies how the safe area insets are used to modify the content area of the scroll
/// view. The default value of this property is UIScrollView.ContentInsetAdjustmentBehavior
/// .automatic."
final class ScrollViewInsetTests: XCTestCase {
    func testIndicatorInsetsShortenAndMoveTheIndicatorsTrack() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 300))
            let (scroll, _) = ScrollViewTests.makeScrollView(h, contentHeight: 1500)
            scroll.contentSize = Size(width: 900, height: 1500)
            scroll.verticalScrollIndicatorInsets = EdgeInsets(top: 20, left: 0, bottom: 30, right: 5)
            scroll.horizontalScrollIndicatorInsets = EdgeInsets(top: 0, left: 10, bottom: 4, right: 40)
            scroll.flashScrollIndicators()
            let vertical = try! XCTUnwrap(scroll.viewWithID("scroll-indicator.vertical"))
            let horizontal = try! XCTUnwrap(scroll.viewWithID("scroll-indicator.horizontal"))
            // At offset 0 each bar starts at its track's start: the margin (3) plus the inset.
            XCTAssertEqual(vertical.frame.minY, 3 + 20, accuracy: 1e-9)
            XCTAssertEqual(vertical.frame.maxX, 300 - 3 - 5, accuracy: 1e-9)
            // The track is the height less both margins and both insets; the bar its visible share.
            XCTAssertEqual(vertical.frame.height, (300 - 6 - 50) * 300 / 1500, accuracy: 1e-9)
            XCTAssertEqual(horizontal.frame.minX, 10 + 3, accuracy: 1e-9)
            XCTAssertEqual(horizontal.frame.maxY, 300 - 3 - 4, accuracy: 1e-9)
            XCTAssertEqual(horizontal.frame.width, (300 - 6 - 3 - 50) * 300 / 900, accuracy: 1e-9)

            // The older single property reads the vertical insets and sets both.
            XCTAssertEqual(scroll.scrollIndicatorInsets, scroll.verticalScrollIndicatorInsets)
            scroll.scrollIndicatorInsets = .zero
            XCTAssertEqual(vertical.frame.minY, 3, accuracy: 1e-9)
            XCTAssertEqual(horizontal.frame.minX, 3, accuracy: 1e-9)
        }
    }

    func testEveryAdjustmentBehaviourKeepsTheContentInsetWithNoSafeArea() {
        MainActor.assumeIsolated {
            let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 300))
            XCTAssertEqual(scroll.contentInsetAdjustmentBehavior, .automatic)
            scroll.contentInset = EdgeInsets(top: 12, left: 0, bottom: 8, right: 0)
            for behaviour: ScrollView.ContentInsetAdjustmentBehavior in [.automatic, .scrollableAxes, .never, .always] {
                scroll.contentInsetAdjustmentBehavior = behaviour
                XCTAssertEqual(scroll.contentInsetAdjustmentBehavior, behaviour)
                XCTAssertEqual(scroll.adjustedContentInset, scroll.contentInset, "\(behaviour)")
            }
        }
    }

    /// An inset that shrinks under a scroll view at rest brings its offset back inside the
    /// room left; one that grows moves nothing. UIKit's `setContentInset:` adjusts the offset
    /// of a scroll view neither tracked nor decelerating when it falls outside the new
    /// limits: pull-to-refresh controls (CRRefresh, which holds its header open with
    /// `contentInset.top` and ends by taking the inset back in an animation block) rely on
    /// it to slide the content home. Before, the offset stayed at -60 with a zero inset and
    /// the refreshed header stayed on screen for good.
    func testAShrinkingInsetBringsAnOffsetAtRestBackInside() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 300))
            let (scroll, _) = ScrollViewTests.makeScrollView(h, contentHeight: 1500)
            scroll.contentInset = EdgeInsets(top: 60, left: 0, bottom: 0, right: 0)
            XCTAssertEqual(scroll.contentOffset.y, 0, "a growing inset moves nothing")
            scroll.contentOffset = Point(x: 0, y: -60)
            scroll.contentInset.top = 30
            XCTAssertEqual(scroll.contentOffset.y, -30, accuracy: 1e-9, "to the new top limit")
            scroll.contentInset.top = 0
            XCTAssertEqual(scroll.contentOffset.y, 0, accuracy: 1e-9)

            // The far edge: an offset past a bottom inset that goes away comes back to the end.
            scroll.contentInset.bottom = 50
            scroll.contentOffset = Point(x: 0, y: 1500 + 50 - 300)
            scroll.contentInset.bottom = 0
            XCTAssertEqual(scroll.contentOffset.y, 1500 - 300, accuracy: 1e-9)
        }
    }
}
