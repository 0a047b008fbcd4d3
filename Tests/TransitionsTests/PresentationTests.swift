import Engine
import Geometry
import XCTest

@testable import Transitions

final class PresentationTests: XCTestCase {
    func testViewIsLoadedLazilyAndOnce() {
        MainActor.assumeIsolated {
            let vc = LoggingViewController(name: "lazy", log: EventLog())
            XCTAssertFalse(vc.isViewLoaded)
            XCTAssertEqual(vc.loadCount, 0)
            _ = vc.view
            _ = vc.view
            XCTAssertTrue(vc.isViewLoaded)
            XCTAssertEqual(vc.loadCount, 1)
        }
    }

    func testRootViewControllerFillsTheWindowAndAppears() {
        MainActor.assumeIsolated {
            let h = Harness()
            XCTAssertTrue(h.root.view.superview === h.window.rootView)
            XCTAssertEqual(h.root.view.frame, h.window.rootView.bounds)
            XCTAssertEqual(h.root.appearanceState, .appeared)
        }
    }

    func testFullScreenPresentingViewLeavesAfterPresentationAndReturnsOnDismissal() {
        MainActor.assumeIsolated {
            let h = Harness()
            let modal = LoggingViewController(name: "modal", log: h.log)
            modal.modalPresentationStyle = .fullScreen
            h.root.present(modal, animated: true)
            XCTAssertTrue(modal.isBeingPresented)
            XCTAssertNotNil(h.root.view.window, "the presenting view stays during the presentation")
            h.step(1)
            XCTAssertFalse(modal.isBeingPresented)
            XCTAssertNil(h.root.view.window, "after a .fullScreen presentation the presenting view has no window")
            XCTAssertTrue(h.root.presentedViewController === modal)
            XCTAssertTrue(modal.presentingViewController === h.root)
            h.root.dismiss(animated: true)
            XCTAssertTrue(modal.isBeingDismissed)
            h.step(1)
            XCTAssertTrue(h.root.view.superview === h.window.rootView, "the presenting view comes back to its place")
            XCTAssertEqual(h.window.rootView.subviews.count, 1, "the container left with the presented view")
            XCTAssertNil(h.root.presentedViewController)
        }
    }

    func testOverFullScreenKeepsThePresentingView() {
        MainActor.assumeIsolated {
            let h = Harness()
            let modal = LoggingViewController(name: "modal", log: h.log)
            modal.modalPresentationStyle = .overFullScreen
            h.root.present(modal, animated: true)
            h.step(1)
            XCTAssertTrue(h.root.view.superview === h.window.rootView)
            XCTAssertEqual(h.root.appearanceState, .appeared, "an over-full-screen presenter does not disappear")
        }
    }

    func testCustomPresentationLeavesPresentingViewInItsOriginalSuperview() {
        MainActor.assumeIsolated {
            let h = Harness()
            let modal = h.presentCustom(settle: false)
            XCTAssertNil(h.context?.view(forKey: .from), "the presenting view is not the animator's in .custom")
            XCTAssertNotNil(h.context?.view(forKey: .to))
            h.step(1)
            XCTAssertTrue(h.root.view.superview === h.window.rootView)
            let container = modal.presentationController!.containerView!
            XCTAssertFalse(h.root.view.isDescendant(of: container))
            XCTAssertEqual(
                modal.view.frame, Rect(x: 0, y: 400, width: 400, height: 400), "frameOfPresentedViewInContainerView")
        }
    }

    func testPageSheetIsAnInsetCardOverADimmedPresenter() {
        MainActor.assumeIsolated {
            let h = Harness()
            let modal = LoggingViewController(name: "card", log: h.log)
            modal.modalPresentationStyle = .pageSheet
            h.root.present(modal, animated: true)
            h.step(1)
            // The sheet wraps the controller's view, as UIKit's sheet does.
            let pc = try! XCTUnwrap(modal.sheetPresentationController)
            XCTAssertEqual(pc.sheetView.frame.minY, 40)
            XCTAssertEqual(pc.sheetView.cornerRadius, 10)
            XCTAssertEqual(modal.view.frame, pc.sheetView.bounds)
            XCTAssertEqual(pc.dimmingView.alpha, 0.4, accuracy: 1e-9)
            XCTAssertTrue(h.root.view.superview === h.window.rootView)
            XCTAssertEqual(
                h.root.view.transform, AffineTransform(scaleX: 0.92, y: 0.92), "the presenter shrinks behind the card")
            XCTAssertEqual(h.root.view.cornerRadius, 10, "with rounded corners")
            modal.dismiss(animated: true)
            h.step(1)
            XCTAssertEqual(h.root.view.transform, .identity)
            XCTAssertNil(h.root.presentedViewController)
        }
    }

    func testAnimatedFalseWorksForEveryStyle() {
        MainActor.assumeIsolated {
            for style in [ModalPresentationStyle.fullScreen, .overFullScreen, .custom, .pageSheet] {
                let h = Harness()
                let modal = LoggingViewController(name: "m", log: h.log)
                modal.modalPresentationStyle = style
                var completed = false
                h.root.present(modal, animated: false) { completed = true }
                XCTAssertTrue(completed, "\(style)")
                XCTAssertFalse(modal.isBeingPresented)
                XCTAssertNil(h.context)
                XCTAssertNotNil(modal.view.window, "\(style)")
                XCTAssertEqual(modal.appearanceState, .appeared)
                h.root.dismiss(animated: false)
                XCTAssertNil(modal.view.window, "\(style)")
                XCTAssertNotNil(h.root.view.window, "\(style)")
                XCTAssertFalse(h.window.isInputBlocked)
            }
        }
    }

    func testPresentingWhileATransitionRunsIsRefusedAndChangesNothing() {
        MainActor.assumeIsolated {
            let h = Harness()
            let first = LoggingViewController(name: "first", log: h.log)
            let second = LoggingViewController(name: "second", log: h.log)
            h.root.present(first, animated: true)
            let subviews = h.window.rootView.subviews.count
            h.root.present(second, animated: true)
            XCTAssertEqual(h.diagnostics(.transitionRefused).count, 1)
            XCTAssertTrue(h.root.presentedViewController === first)
            XCTAssertNil(second.presentingViewController)
            XCTAssertFalse(second.isViewLoaded)
            XCTAssertEqual(h.window.rootView.subviews.count, subviews)
            h.step(1)
            XCTAssertTrue(h.root.presentedViewController === first)
        }
    }

    func testPresentingAnAlreadyPresentedControllerIsRefused() {
        MainActor.assumeIsolated {
            let h = Harness()
            let modal = LoggingViewController(name: "modal", log: h.log)
            modal.modalPresentationStyle = .overFullScreen
            h.root.present(modal, animated: false)
            let other = LoggingViewController(name: "other", log: h.log)
            other.modalPresentationStyle = .overFullScreen
            modal.present(other, animated: false)
            other.present(modal, animated: true)
            XCTAssertEqual(h.diagnostics(.transitionRefused).count, 1)
            XCTAssertTrue(modal.presentingViewController === h.root)
            XCTAssertNil(h.context)
        }
    }

    func testAppearanceCallbacksComeInUIKitsOrder() {
        MainActor.assumeIsolated {
            let h = Harness()
            let modal = LoggingViewController(name: "modal", log: h.log)
            modal.modalPresentationStyle = .fullScreen
            h.root.present(modal, animated: true)
            XCTAssertEqual(h.log.take(), ["root.willDisappear", "modal.willAppear"])
            h.step(1)
            XCTAssertEqual(h.log.take(), ["root.didDisappear", "modal.didAppear"])
            modal.dismiss(animated: true)
            XCTAssertEqual(h.log.take(), ["modal.willDisappear", "root.willAppear"])
            h.step(1)
            XCTAssertEqual(h.log.take(), ["modal.didDisappear", "root.didAppear"])
        }
    }

    func testDismissFreesTheControllerAndEveryTransitionObject() {
        MainActor.assumeIsolated {
            let h = Harness()
            weak var weakVC: LoggingViewController?
            weak var weakPC: PresentationController?
            weak var weakAnimator: SlideAnimator?
            weak var weakInteraction: PercentDrivenInteractiveTransition?
            weak var weakView: View?
            do {
                let interaction = PercentDrivenInteractiveTransition()
                let dismissAnimator = SlideAnimator(presenting: false)
                let vc = h.presentCustom(dismissAnimator: dismissAnimator, dismissInteraction: interaction)
                weakVC = vc
                weakPC = vc.presentationController
                weakAnimator = dismissAnimator
                weakInteraction = interaction
                weakView = vc.view
                vc.dismiss(animated: true)
                interaction.update(0.5)
                interaction.finish()
            }
            h.step(1)
            XCTAssertNil(h.root.presentedViewController)
            XCTAssertNil(weakVC, "dismiss frees the controller")
            XCTAssertNil(weakPC)
            XCTAssertNil(weakAnimator)
            XCTAssertNil(weakInteraction)
            XCTAssertNil(weakView)
            h.step(1.5)
            XCTAssertTrue(h.diagnostics(.controllerNotFreed).isEmpty)
        }
    }

    func testTransitionCoordinatorExistsOnlyWhileATransitionRuns() {
        MainActor.assumeIsolated {
            let h = Harness()
            let modal = LoggingViewController(name: "modal", log: h.log)
            XCTAssertNil(modal.transitionCoordinator)
            h.root.present(modal, animated: true)
            XCTAssertNotNil(modal.transitionCoordinator)
            XCTAssertTrue(h.root.transitionCoordinator === modal.transitionCoordinator)
            h.step(1)
            XCTAssertNil(modal.transitionCoordinator)
            XCTAssertNil(h.root.transitionCoordinator)
        }
    }

    func testPresentationControllerWorksWithNoAnimatorAndCallsItsHooks() {
        MainActor.assumeIsolated {
            let h = Harness()
            let modal = LoggingViewController(name: "modal", log: h.log)
            modal.modalPresentationStyle = .custom
            let d = TestDelegate()
            var pc: RecordingPresentationController?
            d.makePresentationController = { p, q in
                let made = RecordingPresentationController(presentedViewController: p, presenting: q)
                pc = made
                return made
            }
            modal.transitioningDelegate = d
            h.root.present(modal, animated: true)
            h.step(0.1)
            XCTAssertGreaterThan(modal.view.presentationFrame.minY, 400, "the default animation slides up from below")
            h.step(1)
            XCTAssertEqual(modal.view.frame, Rect(x: 0, y: 400, width: 400, height: 400))
            XCTAssertEqual(pc?.hooks.filter { $0 != "layout" }, ["presentWill", "presentDid(true)"])
            XCTAssertTrue(pc?.hooks.contains("layout") ?? false, "containerViewWillLayoutSubviews runs on layout")
            modal.dismiss(animated: true)
            h.step(1)
            XCTAssertEqual(
                pc?.hooks.filter { $0 != "layout" },
                ["presentWill", "presentDid(true)", "dismissWill", "dismissDid(true)"])
        }
    }
}

@MainActor
final class SpringPropertyAnimatorTransition: AnimatedTransitioning {
    var animator: PropertyAnimator?
    func transitionDuration(using context: TransitionContext?) -> Double { 1 }
    func interruptibleAnimator(using context: TransitionContext) -> any ViewImplicitlyAnimating {
        if let animator { return animator }
        let to = context.view(forKey: .to)!
        let final = context.finalFrame(for: context.viewController(forKey: .to)!)
        to.frame = final.offsetBy(dx: 0, dy: context.containerView.bounds.height)
        context.containerView.addSubview(to)
        let a = PropertyAnimator(duration: 1, curve: .linear) { to.frame = final }
        a.addCompletion { _ in context.completeTransition(!context.transitionWasCancelled) }
        animator = a
        return a
    }
    func animateTransition(using context: TransitionContext) {
        interruptibleAnimator(using: context).startAnimation()
    }
}

final class MorePresentationTests: XCTestCase {
    func testInteractiveTransitionDrivesTheAnimatorsInterruptibleAnimator() {
        MainActor.assumeIsolated {
            let h = Harness()
            let interaction = PercentDrivenInteractiveTransition()
            let modal = h.presentInteractively(animator: SpringPropertyAnimatorTransition(), interaction: interaction)
            interaction.update(0.25)
            h.step(0.3)
            XCTAssertEqual(
                modal.view.presentationFrame.minY, 600, accuracy: 0.5, "the property animator is scrubbed to 0.25")
            interaction.finish()
            h.step(1)
            XCTAssertNil(h.context)
            XCTAssertEqual(modal.view.frame.minY, 0)
            XCTAssertTrue(h.root.presentedViewController === modal)
        }
    }

    func testDimmingPresenterTurnsItsTintGreyAndGivesItBack() {
        MainActor.assumeIsolated {
            let h = Harness()
            let modal = LoggingViewController(name: "modal", log: h.log)
            modal.modalPresentationStyle = .custom
            let d = TestDelegate()
            d.makePresentationController = { p, q in
                let pc = DimmingPresentationController(presentedViewController: p, presenting: q)
                pc.dimsPresentingView = true
                pc.dimmingColor = Color(r8: 84, g8: 84, b8: 84)
                pc.dimmedAlpha = 0.2
                pc.presentedFrame = { b in Rect(x: 0, y: b.height - 300, width: b.width, height: 300) }
                return pc
            }
            modal.transitioningDelegate = d
            let button = Button(title: "Present")
            h.root.view.addSubview(button)
            h.root.present(modal, animated: true)
            h.step(1)
            XCTAssertEqual(button.tintColor, .dimmedTint)
            let pc = modal.presentationController as! DimmingPresentationController
            XCTAssertEqual(pc.dimmingView.alpha, 0.2, accuracy: 1e-9)
            // A tap on the dimming view dismisses.
            h.window.send(.pointerDown(Point(x: 200, y: 100)))
            h.window.send(.pointerUp(Point(x: 200, y: 100)))
            h.frame()
            XCTAssertEqual(h.window.currentTransition?.kind, .dismiss)
            h.step(1)
            XCTAssertEqual(button.tintColor, .systemBlue)
            XCTAssertNil(h.root.presentedViewController)
        }
    }

    func testTheTransitionContextIsReleasedWhenTheTransitionEnds() {
        MainActor.assumeIsolated {
            let h = Harness()
            weak var weakContext: TransitionContext?
            weak var weakCoordinator: TransitionCoordinator?
            do {
                let modal = LoggingViewController(name: "modal", log: h.log)
                h.root.present(modal, animated: true)
                weakContext = h.context
                weakCoordinator = modal.transitionCoordinator
            }
            XCTAssertNotNil(weakContext)
            h.step(1)
            XCTAssertNil(weakContext)
            XCTAssertNil(weakCoordinator)
        }
    }

    func testWindowResizeKeepsRootAndPresentedViewsFilling() {
        MainActor.assumeIsolated {
            let h = Harness()
            let modal = LoggingViewController(name: "modal", log: h.log)
            modal.modalPresentationStyle = .overFullScreen
            h.root.present(modal, animated: false)
            h.window.send(.resize(Size(width: 600, height: 500)))
            h.frame()
            XCTAssertEqual(h.root.view.frame, Rect(x: 0, y: 0, width: 600, height: 500))
            XCTAssertEqual(modal.view.frame, Rect(x: 0, y: 0, width: 600, height: 500))
        }
    }
}

/// A spring property animator as the interruptible animator, with a dimming view faded in
/// alongside (registered through the coordinator before the transition runs, as a
/// presentation controller does in `presentationTransitionWillBegin`).
@MainActor
final class SpringAnimatorWithAlongsideDimming: AnimatedTransitioning {
    var animator: PropertyAnimator?
    let dimming = View()
    func transitionDuration(using context: TransitionContext?) -> Double { 1 }
    func interruptibleAnimator(using context: TransitionContext) -> any ViewImplicitlyAnimating {
        if let animator { return animator }
        let to = context.view(forKey: .to)!
        let final = context.finalFrame(for: context.viewController(forKey: .to)!)
        to.frame = final.offsetBy(dx: 0, dy: context.containerView.bounds.height)
        dimming.alpha = 0
        context.containerView.addSubview(dimming)
        context.containerView.addSubview(to)
        context.viewController(forKey: .to)!.transitionCoordinator!.animate(
            alongsideTransition: { [dimming] _ in dimming.alpha = 1 }, completion: nil)
        let a = PropertyAnimator(duration: 1, dampingRatio: 0.6) { to.frame = final }
        a.addCompletion { _ in context.completeTransition(!context.transitionWasCancelled) }
        animator = a
        return a
    }
    func animateTransition(using context: TransitionContext) {
        interruptibleAnimator(using: context).startAnimation()
    }
}

final class AlongsideInterruptibleTests: XCTestCase {
    /// Apple, `animate(alongsideTransition:completion:)`: the animations "run in the same
    /// context as the transition animations". With an interruptible animator that context is
    /// the animator, so an alongside fade scrubs as the animator does (linearly, its default
    /// `scrubsLinearly`), not along its spring: at 27.8 % the card is 27.8 % of the way and so
    /// is the dimming; finished, both arrive together.
    func testAlongsideAnimationsScrubWithTheInterruptibleAnimator() {
        MainActor.assumeIsolated {
            let h = Harness()
            let interaction = PercentDrivenInteractiveTransition()
            let transition = SpringAnimatorWithAlongsideDimming()
            let modal = h.presentInteractively(animator: transition, interaction: interaction)
            interaction.update(0.278)
            h.step(0.3)
            let card = (800 - modal.view.presentationFrame.minY) / 800
            XCTAssertEqual(card, 0.278, accuracy: 0.005, "the animator scrubs linearly")
            XCTAssertEqual(
                transition.dimming.presentationAlpha, card, accuracy: 0.01,
                "the alongside fade is where the card is, not 81 % along its spring")
            interaction.finish()
            h.step(2)
            XCTAssertNil(h.context)
            XCTAssertEqual(transition.dimming.alpha, 1)
            XCTAssertEqual(modal.view.frame.minY, 0)
        }
    }
}
