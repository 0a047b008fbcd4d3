import Engine
import Geometry
import XCTest

@testable import Transitions

final class RootViewLayoutTests: XCTestCase {
    /// Apple, `autoresizingMask`: "When a view's bounds change, that view automatically
    /// resizes its subviews according to each subview's autoresizing mask." The window fits
    /// its root controller's view to its size when that size changes, and only then: a layout
    /// pass at the same size (a container added for a transition asks for one) leaves a root
    /// view an animator moved where it is, as a slide-in menu's parallax moves it.
    func testTheRootViewIsFittedOnAResizeAndLeftAloneByOtherLayoutPasses() {
        MainActor.assumeIsolated {
            let h = Harness()
            let root: View = h.root.view
            h.frame()
            XCTAssertEqual(root.frame, Rect(x: 0, y: 0, width: 400, height: 800))
            root.frame.origin.x = 60
            for _ in 0..<3 {
                h.window.rootView.setNeedsLayout()
                h.window.rootView.addSubview(View())
                h.frame()
            }
            XCTAssertEqual(root.frame, Rect(x: 60, y: 0, width: 400, height: 800), "moved, and left there")
            h.window.send(.resize(Size(width: 600, height: 500)))
            h.frame()
            XCTAssertEqual(root.frame, Rect(x: 0, y: 0, width: 600, height: 500), "a resize fits it again")
        }
    }
}
