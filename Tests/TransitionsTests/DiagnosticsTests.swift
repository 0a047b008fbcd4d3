import Engine
import Geometry
import XCTest

@testable import Transitions

final class DiagnosticsTests: XCTestCase {
    func testMissingCompleteTransitionIsReportedAfterTwiceTheDurationAndInputStaysBlocked() {
        MainActor.assumeIsolated {
            let h = Harness()
            _ = h.presentCustom(
                animator: SlideAnimator(presenting: true, duration: 0.5, fault: .neverCompletes), settle: false)
            h.step(0.9)
            XCTAssertTrue(h.diagnostics(.completeTransitionNotCalled).isEmpty, "not before 2x the duration")
            h.step(0.2)
            let d = h.diagnostics(.completeTransitionNotCalled)
            XCTAssertEqual(d.count, 1)
            XCTAssertTrue(d.first?.message.contains("refuses input") ?? false, d.first?.message ?? "")
            XCTAssertTrue(d.first?.message.contains("SlideAnimator") ?? false)
            XCTAssertTrue(h.window.isInputBlocked)
            h.step(2)
            XCTAssertEqual(h.diagnostics(.completeTransitionNotCalled).count, 1, "reported once")
        }
    }

    func testCorrectAnimatorRaisesNoDiagnostic() {
        MainActor.assumeIsolated {
            let h = Harness()
            do {
                let modal = h.presentCustom()
                modal.dismiss(animated: true)
            }
            h.step(2)
            XCTAssertEqual(h.window.diagnostics.entries, [], "\(h.window.diagnostics.entries)")
        }
    }

    func testCompleteTransitionCalledTwiceIsReportedAndIgnored() {
        MainActor.assumeIsolated {
            let h = Harness()
            let modal = h.presentCustom(animator: SlideAnimator(presenting: true, fault: .completesTwice))
            XCTAssertEqual(h.diagnostics(.completeTransitionCalledTwice).count, 1)
            XCTAssertTrue(h.root.presentedViewController === modal)
            XCTAssertEqual(modal.appearanceState, .appeared)
        }
    }

    func testPresentingViewAddedToContainerDuringCustomDismissalIsCaughtAndPutBack() {
        MainActor.assumeIsolated {
            let h = Harness()
            let modal = h.presentCustom(
                dismissAnimator: SlideAnimator(presenting: false, fault: .addsPresentingViewToContainer))
            modal.dismiss(animated: true)
            h.frame()
            XCTAssertEqual(h.diagnostics(.presentingViewAddedToContainer).count, 1)
            h.step(1)
            XCTAssertTrue(h.root.view.superview === h.window.rootView, "the presenting view is back in its real place")
            XCTAssertNotNil(h.root.view.window)
            XCTAssertEqual(h.diagnostics(.presentingViewAddedToContainer).count, 1)
        }
    }

    func testPresentingViewInContainerIsFineForFullScreen() {
        MainActor.assumeIsolated {
            let h = Harness()
            let modal = LoggingViewController(name: "modal", log: h.log)
            let d = TestDelegate()
            d.presentAnimator = SlideAnimator(presenting: true)
            d.dismissAnimator = SlideAnimator(presenting: false)
            modal.transitioningDelegate = d
            h.root.present(modal, animated: true)
            h.step(1)
            modal.dismiss(animated: true)
            h.step(1)
            XCTAssertEqual(h.window.diagnostics.entries, [])
            XCTAssertTrue(h.root.view.superview === h.window.rootView)
        }
    }

    func testViewLeftInContainerAfterADismissalIsReported() {
        MainActor.assumeIsolated {
            let h = Harness()
            let modal = h.presentCustom(dismissAnimator: SlideAnimator(presenting: false, fault: .leavesSnapshot))
            XCTAssertTrue(h.diagnostics(.viewLeftInContainer).isEmpty)
            modal.dismiss(animated: true)
            h.step(1)
            let d = h.diagnostics(.viewLeftInContainer)
            XCTAssertEqual(d.count, 1)
            XCTAssertTrue(d.first?.message.contains("'leftover'") ?? false)
            XCTAssertTrue(d.first?.message.contains("dismiss") ?? false)
            XCTAssertNil(h.window.rootView.viewWithID("leftover"))
        }
    }

    func testSnapshotStandingInWhilePresentedIsFineButACancelMustRemoveIt() {
        MainActor.assumeIsolated {
            let h = Harness()
            // The original direction blog post's pattern: a snapshot of the presenter stays in the container while presented.
            _ = h.presentCustom(animator: SlideAnimator(presenting: true, fault: .leavesSnapshot))
            XCTAssertTrue(h.diagnostics(.viewLeftInContainer).isEmpty)
            XCTAssertNotNil(h.window.rootView.viewWithID("leftover"))

            let h2 = Harness()
            let interaction = PercentDrivenInteractiveTransition()
            let modal = LoggingViewController(name: "modal", log: h2.log)
            modal.modalPresentationStyle = .custom
            let d = TestDelegate()
            d.presentAnimator = SlideAnimator(presenting: true, fault: .leavesSnapshot)
            d.presentInteraction = interaction
            modal.transitioningDelegate = d
            h2.root.present(modal, animated: true)
            interaction.update(0.5)
            interaction.cancel()
            h2.step(1)
            XCTAssertEqual(h2.diagnostics(.viewLeftInContainer).count, 1, "a cancel leaves the container as it was")
            XCTAssertNil(h2.window.rootView.viewWithID("leftover"))
            XCTAssertNil(h2.root.presentedViewController)
        }
    }

    func testControllerStillAliveOneSecondAfterDismissalIsReported() {
        MainActor.assumeIsolated {
            let h = Harness()
            var leak: [ViewController] = []
            let modal = h.presentCustom()
            leak.append(modal)
            modal.dismiss(animated: true)
            h.step(0.5)
            XCTAssertNil(h.context)
            XCTAssertTrue(h.diagnostics(.controllerNotFreed).isEmpty)
            h.step(1.2)
            XCTAssertEqual(h.diagnostics(.controllerNotFreed).count, 1)
            XCTAssertTrue(h.diagnostics(.controllerNotFreed).first?.message.contains("modal") ?? false)
            XCTAssertEqual(leak.count, 1)
        }
    }
}
