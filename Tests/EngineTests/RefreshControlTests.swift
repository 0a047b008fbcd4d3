import Geometry
import XCTest

@testable import Engine

/// UIRefreshControl on the engine's scroll view, driven through the window's touch path.
///
/// Apple's documentation of `UIRefreshControl`: "When the user drags the top of the
/// scrollable content area downward, the scroll view reveals the refresh control, begins
/// animating its progress indicator, and notifies your app." Of `beginRefreshing()`: "Call
/// this method when an external event source triggers a programmatic refresh of your
/// scrolling view. ... When the refresh operation ends, be sure to call the
/// `endRefreshing()` method to return the control to its default state." Of `isRefreshing`:
/// "A Boolean value indicating whether a refresh operation has been triggered and is in
/// progress."
final class RefreshControlTests: XCTestCase {
    /// A 300 x 300 scroll view at the top of a 300 x 800 window over 600 points of content,
    /// with a refresh control whose `.valueChanged` actions `sent` counts.
    @MainActor
    private static func make(_ h: Harness) -> (ScrollView, RefreshControl, () -> Int) {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        scroll.contentSize = Size(width: 300, height: 600)
        let control = RefreshControl()
        var sent = 0
        control.addTarget(for: .valueChanged) { _ in sent += 1 }
        scroll.refreshControl = control
        h.root.addSubview(scroll)
        h.step()
        return (scroll, control, { sent })
    }

    /// A finger down at y 20 moved steadily to `y` over 30 frames, not lifted.
    @MainActor
    private static func pull(_ h: Harness, to y: Double) {
        h.send(.pointerDown(Point(x: 150, y: 20)))
        for i in 1...30 {
            h.clock.advance(by: 1 / h.fps)
            h.send(.pointerMoved(Point(x: 150, y: 20 + (y - 20) * Double(i) / 30)))
        }
    }

    func testAPullPastTheThresholdRefreshesAndTheInsetHoldsTheSpinnerOpen() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 800))
            let (scroll, control, sent) = Self.make(h)
            XCTAssertIdentical(control.superview, scroll, "the scroll view holds its refresh control")
            XCTAssertEqual(
                control.frame, Rect(x: 0, y: -RefreshControl.height, width: 300, height: RefreshControl.height))
            Self.pull(h, to: 620)
            XCTAssertTrue(scroll.isDragging)
            XCTAssertLessThan(scroll.contentOffset.y, -RefreshControl.triggerDistance)
            XCTAssertTrue(control.isRefreshing, "the pull started the refresh while the finger is down")
            XCTAssertEqual(sent(), 1, "one .valueChanged for the pull")
            XCTAssertTrue(control.spinner.isAnimating)
            XCTAssertEqual(scroll.adjustedContentInset.top, RefreshControl.height)
            // Moving on past the threshold does not send it again.
            h.clock.advance(by: 1 / h.fps)
            h.send(.pointerMoved(Point(x: 150, y: 640)))
            XCTAssertEqual(sent(), 1)
            h.send(.pointerUp(Point(x: 150, y: 640)))
            for _ in 0..<120 { h.step() }
            assertClose(scroll.contentOffset.y, -RefreshControl.height, 0.5, "the content rests below the spinner")
            XCTAssertFalse(scroll.isDecelerating)
            // The spinner sits in the opened inset, above the content.
            let spinner = control.spinner.convert(control.spinner.bounds, to: scroll)
            XCTAssertGreaterThanOrEqual(spinner.minY, scroll.contentOffset.y)
            XCTAssertLessThanOrEqual(spinner.maxY, 0)

            control.endRefreshing()
            XCTAssertFalse(control.isRefreshing)
            XCTAssertEqual(scroll.adjustedContentInset.top, 0)
            h.step(6)
            let midway = scroll.contentOffset.y
            XCTAssertTrue(midway > -RefreshControl.height && midway < 0, "endRefreshing animates home: \(midway)")
            for _ in 0..<120 { h.step() }
            assertClose(scroll.contentOffset.y, 0, 0.5)
            XCTAssertEqual(sent(), 1)
        }
    }

    func testAShortPullBouncesBackWithoutRefreshing() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 800))
            let (scroll, control, sent) = Self.make(h)
            Self.pull(h, to: 120)
            XCTAssertGreaterThan(scroll.contentOffset.y, -RefreshControl.triggerDistance)
            XCTAssertLessThan(scroll.contentOffset.y, 0)
            XCTAssertFalse(control.spinner.isHidden, "the spinner shows as the content is pulled")
            h.send(.pointerUp(Point(x: 150, y: 120)))
            for _ in 0..<120 { h.step() }
            XCTAssertFalse(control.isRefreshing)
            XCTAssertEqual(sent(), 0)
            assertClose(scroll.contentOffset.y, 0, 0.5)
            XCTAssertTrue(control.spinner.isHidden)
        }
    }

    func testBeginRefreshingFromCodeSendsNoValueChangedAndOpensTheInset() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 800))
            let (scroll, control, sent) = Self.make(h)
            control.beginRefreshing()
            XCTAssertTrue(control.isRefreshing)
            XCTAssertEqual(sent(), 0, "a refresh started from code is not announced")
            XCTAssertEqual(scroll.adjustedContentInset.top, RefreshControl.height)
            XCTAssertEqual(scroll.minimumContentOffset.y, -RefreshControl.height)
            control.endRefreshing()
            XCTAssertEqual(scroll.minimumContentOffset.y, 0)
            // A table and a collection view take one too, as scroll views.
            let collection = CollectionView(
                frame: Rect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: CollectionViewFlowLayout())
            let other = RefreshControl()
            collection.refreshControl = other
            XCTAssertIdentical(other.superview, collection)
            collection.refreshControl = nil
            XCTAssertNil(other.superview, "a replaced control leaves the scroll view")
        }
    }
}
