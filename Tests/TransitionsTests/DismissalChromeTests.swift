import Engine
import Geometry
import XCTest

@testable import Transitions

/// A presentation controller that, as UIKit presentation libraries do, adds its own view to
/// the container in `dismissalTransitionWillBegin()` and removes it in the coordinator's
/// completion.
@MainActor
private final class ChromeAddingPresentationController: DimmingPresentationController {
    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        let chrome = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        chrome.accessibilityIdentifier = "dismiss-chrome"
        containerView?.addSubview(chrome)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: nil) { _ in
            chrome.removeFromSuperview()
        }
    }
}

final class DismissalChromeTests: XCTestCase {
    /// UIKit: `dismissalTransitionWillBegin()` is where a presentation controller "adds any
    /// custom views to the view hierarchy and creates any animations associated with those
    /// views", and `animate(alongsideTransition:completion:)` runs its completion "after the
    /// transition finishes". Views added and removed that way belong to the presentation
    /// controller: not a leftover of the animator, whether the dismissal completes or cancels.
    func testViewsAddedInDismissalWillBeginAndRemovedInTheCoordinatorsCompletionAreNoLeftovers() {
        MainActor.assumeIsolated {
            for cancels in [false, true] {
                let h = Harness()
                let modal = LoggingViewController(name: "modal", log: h.log)
                modal.modalPresentationStyle = .custom
                let d = TestDelegate()
                d.presentAnimator = SlideAnimator(presenting: true)
                d.dismissAnimator = SlideAnimator(presenting: false)
                let interaction = PercentDrivenInteractiveTransition()
                if cancels { d.dismissInteraction = interaction }
                d.makePresentationController = {
                    ChromeAddingPresentationController(presentedViewController: $0, presenting: $1)
                }
                modal.strongDelegate = d
                modal.transitioningDelegate = d
                h.root.present(modal, animated: true)
                h.step(1)
                modal.dismiss(animated: true)
                h.frame()
                XCTAssertNotNil(h.window.rootView.viewWithID("dismiss-chrome"), "added in dismissalTransitionWillBegin")
                if cancels {
                    interaction.update(0.3)
                    interaction.cancel()
                }
                h.step(1)
                XCTAssertEqual(h.diagnostics(.viewLeftInContainer), [], "cancels: \(cancels)")
                XCTAssertNil(h.window.rootView.viewWithID("dismiss-chrome"), "removed by the coordinator's completion")
            }
        }
    }

    /// The check itself still runs: a view nobody removes is still reported.
    func testAViewTheAnimatorLeavesIsStillReported() {
        MainActor.assumeIsolated {
            let h = Harness()
            let modal = h.presentCustom(dismissAnimator: SlideAnimator(presenting: false, fault: .leavesSnapshot))
            modal.dismiss(animated: true)
            h.step(1)
            XCTAssertEqual(h.diagnostics(.viewLeftInContainer).count, 1)
        }
    }
}
