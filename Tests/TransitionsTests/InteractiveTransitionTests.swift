import Engine
import Geometry
import XCTest

@testable import Transitions

final class InteractiveTransitionTests: XCTestCase {
    func testWindowRefusesInputUntilCompleteTransitionIsCalled() {
        MainActor.assumeIsolated {
            let h = Harness()
            var taps = 0
            let modal = LoggingViewController(name: "modal", log: h.log)
            modal.modalPresentationStyle = .overFullScreen
            let d = TestDelegate()
            d.presentAnimator = SlideAnimator(presenting: true, duration: 0.5, fault: .neverCompletes)
            modal.transitioningDelegate = d
            let button = Button(title: "Tap", frame: Rect(x: 0, y: 0, width: 100, height: 50)) { _ in taps += 1 }
            modal.view.addSubview(button)
            h.root.present(modal, animated: true)
            XCTAssertTrue(h.window.isInputBlocked)
            h.step(0.6)
            XCTAssertEqual(modal.view.presentationFrame.minY, 0, "the animation is over")
            h.window.send(.pointerDown(Point(x: 50, y: 25)))
            h.window.send(.pointerUp(Point(x: 50, y: 25)))
            h.frame()
            XCTAssertEqual(taps, 0, "no touch until completeTransition is called")
            XCTAssertEqual(h.diagnostics(.inputBlocked).count, 1)
            h.context?.completeTransition(true)
            XCTAssertFalse(h.window.isInputBlocked)
            h.window.send(.pointerDown(Point(x: 50, y: 25)))
            h.window.send(.pointerUp(Point(x: 50, y: 25)))
            h.frame()
            XCTAssertEqual(taps, 1)
        }
    }

    func testUpdateScrubsEveryAnimationTheAnimatorStartedSpringsIncluded() {
        MainActor.assumeIsolated {
            let h = Harness()
            let interaction = PercentDrivenInteractiveTransition()
            let animator = SlideAnimator(presenting: false, duration: 0.5, spring: true)
            let modal = h.presentCustom(dismissAnimator: animator, dismissInteraction: interaction)
            let dimming = (modal.presentationController as! DimmingPresentationController).dimmingView
            let start = modal.view.frame.minY
            modal.dismiss(animated: true)
            interaction.update(0.4)
            h.step(0.5)
            let spring = SpringTimingParameters(duration: 0.5, dampingRatio: 0.7)
            let expected = start + 800 * spring.unitValue(at: 0.2)
            XCTAssertEqual(
                modal.view.presentationFrame.minY, expected, accuracy: 0.01, "the spring is held at 0.4 of the duration"
            )
            // The alongside fade runs "in the same context as the transition animations"
            // (Apple, `animate(alongsideTransition:completion:)`): on the animator's spring.
            XCTAssertEqual(
                dimming.presentationAlpha, 0.3 * (1 - spring.unitValue(at: 0.2)), accuracy: 1e-6,
                "the coordinator's alongside animation follows the same progress, on the same spring")
            interaction.update(0.8)
            XCTAssertEqual(modal.view.presentationFrame.minY, start + 800 * spring.unitValue(at: 0.4), accuracy: 0.01)
            XCTAssertEqual(h.window.currentTransition?.state, .interactive)
            XCTAssertEqual(h.window.currentTransition?.progress ?? 0, 0.8, accuracy: 1e-9)
        }
    }

    func testFinishRunsTheRestAtCompletionSpeed() {
        MainActor.assumeIsolated {
            let h = Harness()
            let interaction = PercentDrivenInteractiveTransition()
            interaction.completionSpeed = 2
            interaction.completionCurve = .linear
            let modal = h.presentCustom(
                dismissAnimator: SlideAnimator(presenting: false, duration: 1), dismissInteraction: interaction)
            let start = modal.view.frame.minY
            modal.dismiss(animated: true)
            interaction.update(0.4)
            interaction.finish()
            XCTAssertEqual(h.window.currentTransition?.state, .finishing)
            h.step(0.15)
            // (1 - 0.4) x 1 s / 2 = 0.3 s along a straight line: half of the rest after 0.15 s.
            XCTAssertEqual(modal.view.presentationFrame.minY, start + 800 * 0.7, accuracy: 1)
            h.step(0.1)
            XCTAssertNotNil(h.context, "not done before (1 - p) x duration / speed")
            h.step(0.1)
            XCTAssertNil(h.context)
            XCTAssertNil(h.root.presentedViewController)
        }
    }

    func testCancelledInteractiveDismissalLeavesEverythingAsItWas() {
        MainActor.assumeIsolated {
            let h = Harness()
            let interaction = PercentDrivenInteractiveTransition()
            let animator = SlideAnimator(presenting: false)
            let modal = h.presentCustom(dismissAnimator: animator, dismissInteraction: interaction)
            let container = modal.presentationController!.containerView!
            let frameBefore = modal.view.frame
            let subviewsBefore = container.subviews.map(ObjectIdentifier.init)
            let dimming = (modal.presentationController as! DimmingPresentationController).dimmingView
            h.log.entries.removeAll()
            var alongsideSawCancel: Bool?
            modal.dismiss(animated: true)
            modal.transitionCoordinator?.animate(alongsideTransition: nil) { c in alongsideSawCancel = c.isCancelled }
            interaction.update(0.3)
            h.frame()
            interaction.cancel()
            h.step(1)
            XCTAssertNil(h.context)
            XCTAssertTrue(h.root.presentedViewController === modal, "the presented controller stays presented")
            XCTAssertFalse(modal.isBeingDismissed)
            XCTAssertEqual(modal.view.frame, frameBefore, "its view is where it was")
            XCTAssertEqual(modal.view.presentationFrame, frameBefore)
            XCTAssertEqual(container.subviews.map(ObjectIdentifier.init), subviewsBefore)
            XCTAssertEqual(dimming.alpha, 0.3, accuracy: 1e-9, "the alongside dimming animation ran back too")
            XCTAssertEqual(alongsideSawCancel, true, "the coordinator's completion sees the cancel")
            XCTAssertEqual(animator.sawCancelled, true, "the animator's completion sees transitionWasCancelled")
            XCTAssertEqual(animator.endedWith, false)
            XCTAssertEqual(
                h.log.take(), ["modal.willDisappear", "modal.willAppear", "modal.didAppear"],
                "appearance is balanced: the controller ends appeared")
            XCTAssertEqual(modal.appearanceState, .appeared)
            XCTAssertFalse(h.window.isInputBlocked)
            // It can still be dismissed afterwards.
            modal.dismiss(animated: true)
            interaction.finish()
            h.step(1)
            XCTAssertNil(h.root.presentedViewController)
        }
    }

    func testReleaseVelocityStartsTheFinishingMotionAtThatVelocity() {
        MainActor.assumeIsolated {
            let h = Harness()
            let interaction = PercentDrivenInteractiveTransition()
            let modal = h.presentCustom(
                dismissAnimator: SlideAnimator(presenting: false, duration: 1), dismissInteraction: interaction)
            modal.dismiss(animated: true)
            interaction.update(0.5)
            h.frame()
            let y0 = modal.view.presentationFrame.minY
            interaction.finish(velocity: 1.5)  // progress per second: 1.5 x 800 pt = 1200 pt/s
            h.clock.advance(by: 0.0002)
            h.window.tick()
            let v = (modal.view.presentationFrame.minY - y0) / 0.0002
            XCTAssertEqual(v, 1200, accuracy: 30, "no jump in speed at release")
            h.step(2)
            XCTAssertNil(h.root.presentedViewController)
        }
    }

    func testCancelWithVelocitySpringsBack() {
        MainActor.assumeIsolated {
            let h = Harness()
            let interaction = PercentDrivenInteractiveTransition()
            let modal = h.presentCustom(
                dismissAnimator: SlideAnimator(presenting: false, duration: 1), dismissInteraction: interaction)
            let before = modal.view.frame
            modal.dismiss(animated: true)
            interaction.update(0.4)
            h.frame()
            let y0 = modal.view.presentationFrame.minY
            interaction.cancel(velocity: -1)  // moving back at 800 pt/s
            h.clock.advance(by: 0.0002)
            h.window.tick()
            XCTAssertEqual((modal.view.presentationFrame.minY - y0) / 0.0002, -800, accuracy: 30)
            h.step(2)
            XCTAssertEqual(modal.view.frame, before)
            XCTAssertTrue(h.root.presentedViewController === modal)
        }
    }

    func testPauseMakesARunningTransitionScrubbable() {
        MainActor.assumeIsolated {
            let h = Harness()
            let modal = h.presentCustom(animator: SlideAnimator(presenting: true, duration: 1), settle: false)
            h.step(0.5)
            let ctx = h.context!
            ctx.pauseInteractiveTransition()
            XCTAssertEqual(ctx.percentComplete, 0.5, accuracy: 0.02)
            let y = modal.view.presentationFrame.minY
            h.step(0.5)
            XCTAssertEqual(modal.view.presentationFrame.minY, y, accuracy: 1e-9, "held while paused")
            ctx.updateInteractiveTransition(0.25)
            XCTAssertEqual(modal.view.presentationFrame.minY, 400 + 800 * 0.75, accuracy: 0.5)
            ctx.finishInteractiveTransition()
            h.step(1)
            XCTAssertNil(h.context)
            XCTAssertEqual(modal.view.frame.minY, 400)
        }
    }
}

/// An interaction controller that ends the transition itself, without finish or cancel.
@MainActor
final class SelfEndingInteraction: InteractiveTransitioning {
    weak var context: TransitionContext?
    func startInteractiveTransition(_ context: TransitionContext) { self.context = context }
}

final class CustomInteractionTests: XCTestCase {
    func testCompletingWhileHeldReleasesTheAlongsideAnimations() {
        MainActor.assumeIsolated {
            let h = Harness()
            let interaction = SelfEndingInteraction()
            let modal = LoggingViewController(name: "modal", log: h.log)
            modal.modalPresentationStyle = .custom
            let d = TestDelegate()
            d.presentAnimator = SlideAnimator(presenting: true)
            d.presentInteraction = interaction
            d.makePresentationController = {
                DimmingPresentationController(presentedViewController: $0, presenting: $1)
            }
            modal.transitioningDelegate = d
            h.root.present(modal, animated: true)
            let pc = modal.presentationController as! DimmingPresentationController
            let ctx = interaction.context!
            modal.view.frame = ctx.finalFrame(for: modal)
            ctx.containerView.addSubview(modal.view)
            ctx.completeTransition(true)
            h.step(0.2)
            XCTAssertEqual(
                pc.dimmingView.presentationAlpha, 0.3, accuracy: 1e-9, "the held dimming fade was sent to its end")
            XCTAssertFalse(h.window.animator.isAnimating, "nothing stays frozen and ticking")
            XCTAssertEqual(h.window.diagnostics.entries, [])
        }
    }
}
