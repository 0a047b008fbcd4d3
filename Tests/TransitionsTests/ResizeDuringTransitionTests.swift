import Engine
import Geometry
import XCTest

@testable import Transitions

/// A window resized while a transition runs: the animator aims at the frames of the old
/// size, so the layout skipped during the transition must run once it ends.
final class ResizeDuringTransitionTests: XCTestCase {
    func testPresentedViewTakesTheCurrentContainerFrameWhenAPresentationEndsAfterAResize() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 400, height: 800))
            let modal = h.presentCustom(settle: false)
            h.step(0.1)
            XCTAssertNotNil(h.context, "the presentation still runs")
            h.window.send(.resize(Size(width: 600, height: 500)))
            h.step(1)
            XCTAssertNil(h.context)
            let pc = try! XCTUnwrap(modal.presentationController as? RecordingPresentationController)
            XCTAssertEqual(pc.containerView?.bounds.size, Size(width: 600, height: 500))
            XCTAssertEqual(
                modal.view.frame, Rect(x: 0, y: 250, width: 600, height: 250),
                "the presented view ends at frameOfPresentedViewInContainerView for the new size")
            XCTAssertEqual(
                pc.dimmingView.frame, Rect(x: 0, y: 0, width: 600, height: 500), "the chrome covers the new container")
            XCTAssertEqual(pc.hooks.last, "layout", "containerViewWillLayoutSubviews ran again after the transition")
        }
    }

    func testACancelledDismissalPutsThePresentedViewAtTheCurrentSize() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 400, height: 800))
            let interaction = PercentDrivenInteractiveTransition()
            let modal = h.presentCustom(dismissInteraction: interaction)
            modal.dismiss(animated: true)
            interaction.update(0.3)
            h.frame()
            h.window.send(.resize(Size(width: 600, height: 500)))
            h.frame()
            interaction.cancel()
            h.step(1)
            XCTAssertNil(h.context)
            XCTAssertTrue(h.root.presentedViewController === modal)
            XCTAssertEqual(modal.view.frame, Rect(x: 0, y: 250, width: 600, height: 250))
        }
    }

    func testPushedViewFillsTheResizedNavigationControllerWhenThePushEnds() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 400, height: 800))
            let (nav, _) = makeNavigation(h)
            h.frame()
            let second = LoggingViewController(name: "second", log: h.log)
            nav.pushViewController(second, animated: true)
            h.step(0.1)
            XCTAssertNotNil(h.context)
            h.window.send(.resize(Size(width: 600, height: 500)))
            h.step(1)
            XCTAssertNil(h.context)
            XCTAssertEqual(second.view.frame, Rect(x: 0, y: 0, width: 600, height: 500))
        }
    }
}
