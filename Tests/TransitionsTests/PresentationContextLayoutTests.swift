import Engine
import Geometry
import XCTest

@testable import Transitions

/// A context presentation keeps covering the context controller's view as layout moves it.
/// Apple, `UIModalPresentationStyle.currentContext` and `.overCurrentContext`: "the current
/// view controller's content is displayed over the view controller whose
/// definesPresentationContext property is true." The content stays over that controller's
/// view when its container controller lays the view out again: a window resize, or a bar
/// shown or hidden above it.
final class PresentationContextLayoutTests: XCTestCase {
    /// A navigation controller in the window whose root keeps out from under the bar and
    /// defines the context, presenting `style` from that root.
    @MainActor
    private struct Scene {
        let h = Harness(size: Size(width: 400, height: 800))
        let context = ViewController()
        let navigation: NavigationController
        let modal = ViewController()

        init(style: ModalPresentationStyle) {
            context.edgesForExtendedLayout = []
            context.definesPresentationContext = true
            navigation = NavigationController(rootViewController: context)
            h.window.rootViewController = navigation
            h.frame()
            modal.modalPresentationStyle = style
            context.present(modal, animated: false)
            h.frame()
        }

        func inWindow(_ view: View) -> Rect { view.convert(view.bounds, to: nil) }
    }

    /// Presented, the modal covers the context view's frame below the bar; after a window
    /// resize it covers the frame the navigation controller gives that view at the new size,
    /// and after the bar is hidden, the whole window the view then takes; for both styles.
    func testTheModalFollowsTheContextViewThroughResizesAndBarChanges() {
        MainActor.assumeIsolated {
            for style in [ModalPresentationStyle.currentContext, .overCurrentContext] {
                let s = Scene(style: style)
                let bar = NavigationBar.height
                XCTAssertTrue(s.modal.presentingViewController === s.context, "\(style)")
                XCTAssertEqual(s.inWindow(s.modal.view), Rect(x: 0, y: bar, width: 400, height: 800 - bar), "\(style)")

                s.h.window.send(.resize(Size(width: 600, height: 500)))
                s.h.frame()
                XCTAssertEqual(
                    s.context.view.frame.size, Size(width: 600, height: 500 - bar),
                    "\(style): the context view's new size")
                XCTAssertEqual(s.inWindow(s.modal.view), Rect(x: 0, y: bar, width: 600, height: 500 - bar), "\(style)")

                s.navigation.setNavigationBarHidden(true, animated: false)
                s.h.frame()
                XCTAssertEqual(s.inWindow(s.modal.view), Rect(x: 0, y: 0, width: 600, height: 500), "\(style)")

                s.modal.dismiss(animated: false)
                s.h.frame()
                XCTAssertNil(s.modal.view.superview, "\(style)")
                XCTAssertEqual(s.inWindow(s.context.view), Rect(x: 0, y: 0, width: 600, height: 500), "\(style)")
            }
        }
    }

    /// Once dismissed, the container no longer follows the context view: moving it leaves
    /// the old container, now out of the window, where it was.
    func testADismissedPresentationStopsFollowing() {
        MainActor.assumeIsolated {
            let s = Scene(style: .overCurrentContext)
            let container = try! XCTUnwrap(s.modal.presentationController?.containerView)
            let before = container.frame
            s.modal.dismiss(animated: false)
            s.h.frame()
            s.context.view.frame = Rect(x: 10, y: 60, width: 100, height: 100)
            XCTAssertEqual(container.frame, before)
            XCTAssertNil(container.superview)
        }
    }
}
