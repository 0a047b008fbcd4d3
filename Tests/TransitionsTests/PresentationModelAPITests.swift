import Engine
import Geometry
import XCTest

@testable import Transitions

/// Records what a tab bar controller asks and tells its delegate.
@MainActor
final class SelectionRecordingTabDelegate: TabBarControllerDelegate {
    var refused: Set<String> = []
    var events: [String] = []
    func tabBarController(_ t: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        events.append("should \(viewController.title ?? "?")")
        return !refused.contains(viewController.title ?? "")
    }
    func tabBarController(_ t: TabBarController, didSelect viewController: ViewController) {
        events.append("did \(viewController.title ?? "?")")
    }
}

/// A MotionTransitioning animation controller that records the events it hears and
/// ends the presentation controller's part by hand.
@MainActor
final class RecordingScrimController: TransitionPresentationAnimationControlling {
    var events: [String] = []
    var contexts: [MotionTransitionContext] = []
    func presentationController(_ pc: TransitionPresentationController, startWith context: MotionTransitionContext) {
        events.append("start \(context.direction.rawValue)")
        pc.scrimView?.alpha = context.direction == .forward ? 1 : 0
        context.transitionDidEnd()
    }
    func dismissalTransitionWillBegin(with pc: TransitionPresentationController) { events.append("dismissWill") }
    func presentationController(_ pc: TransitionPresentationController, dismissalTransitionDidEnd completed: Bool) {
        events.append("dismissDid(\(completed))")
    }
}

/// MotionTransitioning's vertical sheet written as the README shows: a `Transition` that brings the
/// library's own `TransitionPresentationController` with a frame calculation.
@MainActor
final class ReadmeSheetTransition: Transition, TransitionWithPresentation {
    var frameBlock: TransitionFrameCalculation? = { pc in
        let b = pc.containerView?.bounds ?? .zero
        return Rect(x: 0, y: b.height / 4, width: b.width, height: b.height * 3 / 4)
    }
    var animationController: (any TransitionPresentationAnimationControlling)?
    func defaultModalPresentationStyle() -> ModalPresentationStyle { .custom }
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController?
    ) -> PresentationController? {
        let pc = TransitionPresentationController(
            presentedViewController: presented, presenting: presenting,
            calculateFrameOfPresentedView: frameBlock)
        pc.animationController = animationController
        return pc
    }
    func start(with context: MotionTransitionContext) {
        let fore: View = context.foreViewController.view
        let forward = context.direction == .forward
        fore.alpha = forward ? 0 : 1
        View.animate(withDuration: context.duration, animations: { fore.alpha = forward ? 1 : 0 }) { _ in
            fore.alpha = 1
            context.transitionDidEnd()
        }
    }
}

/// Coordinator notifications, the tab bar delegate, MotionTransitioning's presentation
/// controller and shared navigation delegate: API that UIKit users and MotionTransitioning
/// users reach for.
final class PresentationModelAPITests: XCTestCase {
    // MARK: 10. notifyWhenInteractionChanges

    /// Apple, `notifyWhenInteractionChanges(_:)`: "Your handler block is executed any time
    /// the transition changes from interactive to noninteractive, including when the
    /// transition ends or is canceled." (and, for a transition paused again, back).
    func testCoordinatorNotifiesWhenInteractionChanges() {
        MainActor.assumeIsolated {
            for cancels in [false, true] {
                let h = Harness()
                let interaction = PercentDrivenInteractiveTransition()
                let modal = h.presentInteractively(animator: SlideAnimator(presenting: true), interaction: interaction)
                let coordinator = modal.transitionCoordinator!
                XCTAssertTrue(coordinator.initiallyInteractive)
                var seen: [String] = []
                coordinator.notifyWhenInteractionChanges { c in
                    seen.append("interactive=\(c.isInteractive) cancelled=\(c.isCancelled)")
                }
                interaction.update(0.3)
                h.frame()
                XCTAssertEqual(seen, [], "nothing changed while the user drives it")
                if cancels { interaction.cancel() } else { interaction.finish() }
                XCTAssertEqual(seen, ["interactive=false cancelled=\(cancels)"])
                h.step(1)
                XCTAssertEqual(seen.count, 1, "called once per change; released when the transition ended")
                XCTAssertNil(h.context)
            }
        }
    }

    func testAPausedTransitionBecomesInteractiveAgainAndSaysSo() {
        MainActor.assumeIsolated {
            let h = Harness()
            let interaction = PercentDrivenInteractiveTransition()
            interaction.wantsInteractiveStart = false
            let modal = h.presentInteractively(animator: SlideAnimator(presenting: true), interaction: interaction)
            let coordinator = modal.transitionCoordinator!
            XCTAssertFalse(coordinator.initiallyInteractive)
            var seen: [Bool] = []
            coordinator.notifyWhenInteractionChanges { seen.append($0.isInteractive) }
            h.step(0.1)
            interaction.pause()
            interaction.update(0.6)
            interaction.finish()
            XCTAssertEqual(seen, [true, false])
            XCTAssertFalse(coordinator.initiallyInteractive, "initiallyInteractive never changes")
            h.step(1)
            XCTAssertNil(h.context)
        }
    }

    // MARK: 12. Tab bar delegate

    /// Apple, `tabBarController(_:shouldSelect:)`: "The tab bar controller calls this
    /// method in response to the user tapping a tab bar item. You can use this method to
    /// dynamically decide whether a given tab should be made the active tab." and
    /// `tabBarController(_:didSelect:)`: "it is called only in response to user taps in
    /// the tab bar and is not called when your code changes the tab bar contents
    /// programmatically."
    func testTabBarAsksShouldSelectAndTellsDidSelectOnlyForTaps() {
        MainActor.assumeIsolated {
            let h = Harness()
            let a = LoggingViewController(name: "a", log: h.log)
            let b = LoggingViewController(name: "b", log: h.log)
            let tabs = TabBarController(viewControllers: [a, b])
            let delegate = SelectionRecordingTabDelegate()
            tabs.delegate = delegate
            h.window.rootViewController = tabs
            h.frame()
            let tapB = {
                h.window.send(.pointerDown(Point(x: 300, y: 780)))
                h.window.send(.pointerUp(Point(x: 300, y: 780)))
                h.frame()
            }
            let tapA = {
                h.window.send(.pointerDown(Point(x: 100, y: 780)))
                h.window.send(.pointerUp(Point(x: 100, y: 780)))
                h.frame()
            }

            delegate.refused = ["b"]
            tapB()
            XCTAssertEqual(delegate.events, ["should b"], "asked, refused, not told")
            XCTAssertEqual(tabs.selectedIndex, 0, "shouldSelect false keeps the current tab")
            XCTAssertNil(b.viewIfLoaded?.window)

            delegate.refused = []
            delegate.events = []
            tapB()
            XCTAssertEqual(tabs.selectedIndex, 1)
            XCTAssertEqual(delegate.events, ["should b", "did b"])

            delegate.events = []
            tapB()
            XCTAssertEqual(delegate.events, ["should b", "did b"], "a tap on the selected tab is reported too")

            delegate.events = []
            tabs.select(0, animated: true)
            h.step(1)
            XCTAssertEqual(tabs.selectedIndex, 0)
            XCTAssertEqual(delegate.events, [], "programmatic selection asks and tells nothing")
            tapA()
            XCTAssertEqual(delegate.events, ["should a", "did a"])
        }
    }

    // MARK: 14. MotionTransitioning's own presentation controller and shared delegate

    /// MotionTransitioning's README: "navigationController.delegate =
    /// TransitionNavigationControllerDelegate.sharedDelegate()" makes pushes and pops
    /// honour each controller's `motionTransitionController`; the shared delegate needs no
    /// keeping by the app.
    func testSharedNavigationDelegateHonoursEachControllersTransition() {
        MainActor.assumeIsolated {
            let h = Harness()
            let first = LoggingViewController(name: "first", log: h.log)
            let nav = NavigationController(rootViewController: first)
            nav.delegate = TransitionNavigationControllerDelegate.sharedDelegate()
            h.window.rootViewController = nav
            XCTAssertTrue(
                TransitionNavigationControllerDelegate.sharedDelegate()
                    === TransitionNavigationControllerDelegate.sharedInstance())
            let second = LoggingViewController(name: "second", log: h.log)
            let t = ManualTransition(name: "t")
            second.motionTransitionController.transition = t
            nav.pushViewController(second, animated: true)
            XCTAssertNotNil(nav.delegate, "the shared delegate lives on its own")
            XCTAssertEqual(t.contexts.count, 1)
            XCTAssertEqual(t.contexts[0].direction, .forward)
            t.contexts[0].transitionDidEnd()
            XCTAssertTrue(nav.topViewController === second)
            nav.popViewController(animated: true)
            XCTAssertEqual(t.contexts.count, 2)
            XCTAssertEqual(t.contexts[1].direction, .backward)
            t.contexts[1].transitionDidEnd()
            XCTAssertTrue(nav.topViewController === first)
        }
    }

    /// MotionTransitioning's README: "Use the provided TransitionPresentationController API" - a scrim behind
    /// the presented view that the presentation controller removes after a completed
    /// dismissal, a frame calculation block, and a presentation controller that, being a
    /// Transition itself, starts before the transition.
    func testTransitionPresentationControllerOwnsAScrimAndTheFrame() {
        MainActor.assumeIsolated {
            let h = Harness()
            let modal = LoggingViewController(name: "sheet", log: h.log)
            modal.motionTransitionController.transition = ReadmeSheetTransition()
            XCTAssertEqual(modal.modalPresentationStyle, .custom)
            h.root.present(modal, animated: true)
            let pc = modal.presentationController as? TransitionPresentationController
            XCTAssertNotNil(pc)
            let scrim = pc!.scrimView!
            XCTAssertEqual(h.window.transitionRole(of: scrim), .dimming)
            XCTAssertEqual(scrim.backgroundColor, Color.black.withAlpha(0.3))
            XCTAssertTrue(scrim.superview === modal.view.superview)
            let container = scrim.superview!
            XCTAssertLessThan(
                container.subviews.firstIndex { $0 === scrim }!, container.subviews.firstIndex { $0 === modal.view }!,
                "the scrim is behind the presented view")
            let started = h.window.animator.animations.compactMap { $0.view?.accessibilityIdentifier }
            XCTAssertEqual(started.first, "scrim", "the presentation controller's part starts first")
            h.step(1)
            XCTAssertNil(h.context)
            XCTAssertEqual(scrim.alpha, 1)
            XCTAssertEqual(modal.view.frame, Rect(x: 0, y: 200, width: 400, height: 600), "the frame block's answer")
            XCTAssertTrue(h.root.view.superview === h.window.rootView, "with a frame block the presenter stays")
            modal.dismiss(animated: true)
            h.step(0.2)
            XCTAssertLessThan(scrim.presentationAlpha, 0.99, "the scrim fades out with the dismissal")
            h.step(1)
            XCTAssertNil(h.root.presentedViewController)
            XCTAssertNil(scrim.superview, "the scrim left with the dismissal")
            XCTAssertNil(pc!.scrimView)
            XCTAssertEqual(h.window.diagnostics.entries, [])
        }
    }

    func testTransitionPresentationControllerWithoutFrameBlockIsFullScreenAndHasAnAnimationController() {
        MainActor.assumeIsolated {
            let h = Harness()
            let modal = LoggingViewController(name: "sheet", log: h.log)
            let transition = ReadmeSheetTransition()
            transition.frameBlock = nil
            let recorder = RecordingScrimController()
            transition.animationController = recorder
            modal.motionTransitionController.transition = transition
            h.root.present(modal, animated: true)
            let pc = modal.presentationController as! TransitionPresentationController
            XCTAssertTrue(pc.shouldRemovePresentersView, "no frame block: full screen")
            h.step(1)
            XCTAssertNil(h.root.view.window, "the presenting view left the hierarchy")
            XCTAssertEqual(modal.view.frame, h.window.rootView.bounds)
            XCTAssertEqual(pc.scrimView?.alpha, 1, "the animation controller took over the scrim")
            modal.dismiss(animated: true)
            h.step(1)
            XCTAssertEqual(recorder.events, ["start forward", "dismissWill", "start backward", "dismissDid(true)"])
            XCTAssertNil(pc.animationController, "released after the completed dismissal")
            XCTAssertTrue(h.root.view.superview === h.window.rootView)
            XCTAssertNil(h.root.presentedViewController)
        }
    }
}
