import Engine
import Geometry
import XCTest

@testable import Transitions

/// The page sheet's wrapper paints nothing over a content view that has its own colour, so
/// what the content's opacity does shows on screen.
final class SheetWrapperFillTests: XCTestCase {
    /// Apple, `UIView.alpha`: "This value affects only the current view and does not affect any
    /// of its embedded subviews" and "a value of 0.0 makes the view fully transparent": a
    /// presented view fading in (an animator's `opacity` animation, MotionTransitioning's
    /// fade in a default-style, page-sheet presentation) must let what is behind it show.
    /// The wrapper used to copy the content's colour, so the sheet stood solid throughout.
    func testAColouredContentViewGetsNoFillBehindIt() {
        MainActor.assumeIsolated {
            let h = Harness()
            let modal = LoggingViewController(name: "modal", log: h.log)
            modal.view.backgroundColor = Color(r8: 255, g8: 149, b8: 0)
            h.root.present(modal, animated: true)
            h.step(1)
            let sheet = modal.sheetPresentationController!.sheetView
            XCTAssertNil(sheet.backgroundColor, "no copy of the content's colour under it")
            XCTAssertTrue(modal.view.isDescendant(of: sheet))
        }
    }

    /// A content view with no colour of its own still reads as a page: the wrapper is white.
    func testAContentViewWithoutColourSitsOnAWhitePage() {
        MainActor.assumeIsolated {
            let h = Harness()
            let modal = LoggingViewController(name: "modal", log: h.log)
            modal.view.backgroundColor = nil
            h.root.present(modal, animated: true)
            h.step(1)
            XCTAssertEqual(modal.sheetPresentationController!.sheetView.backgroundColor, .white)
        }
    }
}
