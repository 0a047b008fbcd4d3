import Geometry
import XCTest

@testable import Engine

/// When UIKit lays a view out again after a change of its hierarchy. Apple documents
/// `layoutSubviews()` as the place to "perform more precise layout of their subviews" and
/// `setNeedsLayout()` as the way to ask for it "during the next update cycle"; what asks for
/// it after `addSubview(_:)` and `removeFromSuperview()` is UIKit's observed behaviour, which
/// code relies on (a presentation controller's `containerViewWillLayoutSubviews()` placing
/// the view an animator has just added): adding lays out both the view it is added to and
/// the added view, and removing lays out the view it leaves.
final class HierarchyLayoutTests: XCTestCase {
    final class CountingView: View {
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
    }

    func testAddingLaysOutTheReceiverAndTheAddedViewInTheNextPass() {
        MainActor.assumeIsolated {
            let container = CountingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            let child = CountingView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            container.layoutIfNeeded()
            child.layoutIfNeeded()
            let (containerBefore, childBefore) = (container.layouts, child.layouts)
            container.addSubview(child)
            XCTAssertEqual(container.layouts, containerBefore, "not at once: in the next pass")
            container.layoutIfNeeded()
            XCTAssertEqual(container.layouts, containerBefore + 1)
            XCTAssertEqual(child.layouts, childBefore + 1)
            container.layoutIfNeeded()
            XCTAssertEqual(container.layouts, containerBefore + 1, "once per request")
        }
    }

    func testRemovingLaysOutTheViewLeftBehind() {
        MainActor.assumeIsolated {
            let container = CountingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            let child = CountingView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            container.addSubview(child)
            container.layoutIfNeeded()
            let (containerBefore, childBefore) = (container.layouts, child.layouts)
            child.removeFromSuperview()
            container.layoutIfNeeded()
            child.layoutIfNeeded()
            XCTAssertEqual(container.layouts, containerBefore + 1)
            XCTAssertEqual(child.layouts, childBefore, "the removed view is not asked")
        }
    }

    /// A new drawing order among the same subviews is not a change of the hierarchy: code
    /// that brings a view to the front from its own layout would otherwise lay out forever.
    func testReorderingWithinTheSameParentAsksForNoLayout() {
        MainActor.assumeIsolated {
            let container = CountingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            let a = View(frame: .zero)
            let b = View(frame: .zero)
            container.addSubview(a)
            container.addSubview(b)
            container.layoutIfNeeded()
            let before = container.layouts
            container.bringSubviewToFront(a)
            container.sendSubviewToBack(a)
            container.insertSubview(b, belowSubview: a)
            container.layoutIfNeeded()
            XCTAssertEqual(container.layouts, before)
            XCTAssertTrue(container.subviews.first === b)
        }
    }
}
