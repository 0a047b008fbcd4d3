import Engine
import Geometry
import XCTest

@testable import Transitions

/// Records its starts and ends its motion only when told (or after its own animation).
@MainActor
final class ManualTransition: Transition {
    let name: String
    var order: [String]
    var contexts: [MotionTransitionContext] = []
    let children: [any Transition]
    init(name: String, order: [String] = [], children: [any Transition] = []) {
        self.name = name
        self.order = order
        self.children = children
    }
    func start(with context: MotionTransitionContext) {
        contexts.append(context)
        for c in children { context.compose(with: c) }
    }
}

@MainActor
final class FallingBack: Transition, TransitionWithFallback {
    let fallback: any Transition
    init(fallback: any Transition) { self.fallback = fallback }
    func start(with context: MotionTransitionContext) { XCTFail("the fallback runs instead") }
    func fallbackTransition(with context: MotionTransitionContext) -> any Transition { fallback }
}

@MainActor
final class Infeasible: Transition, TransitionWithFeasibility {
    func start(with context: MotionTransitionContext) { XCTFail("an infeasible transition must not start") }
    func canPerformTransition(with context: MotionTransitionContext) -> Bool { false }
}

final class MotionTransitionTests: XCTestCase {
    func testFadeTransitionForwardAndBackward() {
        MainActor.assumeIsolated {
            let h = Harness()
            let modal = LoggingViewController(name: "modal", log: h.log)
            modal.modalPresentationStyle = .fullScreen
            modal.motionTransitionController.transition = FadeTransition()
            XCTAssertTrue(modal.transitioningDelegate === modal.motionTransitionController)
            h.root.present(modal, animated: true)
            h.step(0.15)
            let mid = modal.view.presentationAlpha
            XCTAssertGreaterThan(mid, 0.05)
            XCTAssertLessThan(mid, 0.95)
            XCTAssertTrue(
                modal.view.superview === modal.presentationController?.containerView,
                "the fore view was put in the container")
            h.step(0.5)
            XCTAssertNil(h.context)
            XCTAssertEqual(modal.view.presentationAlpha, 1)
            modal.dismiss(animated: true)
            XCTAssertEqual(h.window.currentTransition?.kind, .dismiss)
            h.step(0.15)
            XCTAssertLessThan(modal.view.presentationAlpha, 0.95)
            h.step(0.5)
            XCTAssertNil(h.root.presentedViewController)
            XCTAssertNotNil(h.root.view.window)
            XCTAssertEqual(h.window.diagnostics.entries, [])
        }
    }

    func testDirectionAndForeBackControllers() {
        MainActor.assumeIsolated {
            let h = Harness()
            let modal = LoggingViewController(name: "modal", log: h.log)
            let t = ManualTransition(name: "t")
            modal.motionTransitionController.transition = t
            h.root.present(modal, animated: true)
            let c = t.contexts[0]
            XCTAssertEqual(c.direction, .forward)
            XCTAssertTrue(c.foreViewController === modal)
            XCTAssertTrue(c.backViewController === h.root)
            XCTAssertTrue(c.sourceViewController === h.root)
            XCTAssertEqual(c.duration, 0.35)
            c.transitionDidEnd()
            XCTAssertNil(h.context)
            modal.dismiss(animated: true)
            let back = t.contexts[1]
            XCTAssertEqual(back.direction, .backward)
            XCTAssertTrue(back.foreViewController === modal)
            back.transitionDidEnd()
            XCTAssertNil(h.root.presentedViewController)
        }
    }

    func testComposedTransitionsMustAllEndBeforeTheWholeEnds() {
        MainActor.assumeIsolated {
            let h = Harness()
            let child = ManualTransition(name: "child")
            let parent = ManualTransition(name: "parent", children: [child])
            let modal = LoggingViewController(name: "modal", log: h.log)
            modal.motionTransitionController.transition = parent
            h.root.present(modal, animated: true)
            XCTAssertEqual(child.contexts.count, 1)
            parent.contexts[0].transitionDidEnd()
            XCTAssertNotNil(h.context, "the child has not ended yet")
            parent.contexts[0].transitionDidEnd()
            XCTAssertNotNil(h.context, "ending twice does not count for the child")
            child.contexts[0].transitionDidEnd()
            XCTAssertNil(h.context)
            XCTAssertFalse(modal.isBeingPresented)
        }
    }

    func testVerticalSheetBringsItsPresentationControllerWhichStartsFirst() {
        MainActor.assumeIsolated {
            let h = Harness()
            let modal = LoggingViewController(name: "sheet", log: h.log)
            modal.motionTransitionController.transition = VerticalSheetTransition()
            XCTAssertEqual(modal.modalPresentationStyle, .custom)
            h.root.present(modal, animated: true)
            let pc = modal.presentationController as? VerticalSheetPresentationController
            XCTAssertNotNil(pc)
            XCTAssertEqual(h.window.transitionRole(of: pc!.scrimView), .dimming)
            // Both the scrim's fade (the presentation controller) and the sheet's slide run.
            let started = h.window.animator.animations.compactMap { $0.view?.accessibilityIdentifier }
            XCTAssertEqual(started.first, "scrim", "the presentation controller's transition starts first")
            XCTAssertTrue(started.contains("sheet"))
            h.step(1)
            XCTAssertEqual(pc!.scrimView.alpha, 0.3, accuracy: 1e-9)
            XCTAssertEqual(pc!.scrimView.backgroundColor, .black)
            XCTAssertTrue(h.root.view.superview === h.window.rootView)
            XCTAssertEqual(modal.view.frame, h.window.rootView.bounds)
            modal.dismiss(animated: true)
            h.step(1)
            XCTAssertNil(h.root.presentedViewController)
            XCTAssertEqual(h.window.diagnostics.entries, [])
        }
    }

    func testFallbackAndFeasibility() {
        MainActor.assumeIsolated {
            let h = Harness()
            let modal = LoggingViewController(name: "modal", log: h.log)
            let real = ManualTransition(name: "real")
            modal.motionTransitionController.transition = FallingBack(fallback: real)
            h.root.present(modal, animated: true)
            XCTAssertEqual(real.contexts.count, 1, "the fallback ran")
            real.contexts[0].transitionDidEnd()
            modal.dismiss(animated: false)

            let other = LoggingViewController(name: "other", log: h.log)
            other.modalPresentationStyle = .fullScreen
            other.motionTransitionController.transition = Infeasible()
            h.root.present(other, animated: true)
            h.step(0.1)
            XCTAssertGreaterThan(other.view.presentationFrame.minY, 0, "declined: the default slide runs")
            h.step(1)
            XCTAssertNil(h.context)
            XCTAssertTrue(h.root.presentedViewController === other)
        }
    }

    func testNavigationDelegateHonoursEachControllersTransition() {
        MainActor.assumeIsolated {
            let h = Harness()
            let first = LoggingViewController(name: "first", log: h.log)
            let nav = NavigationController(rootViewController: first)
            let delegate = TransitionNavigationControllerDelegate()
            nav.delegate = delegate
            h.window.rootViewController = nav
            let second = LoggingViewController(name: "second", log: h.log)
            let t = ManualTransition(name: "t")
            second.motionTransitionController.transition = t
            nav.pushViewController(second, animated: true)
            XCTAssertEqual(t.contexts.count, 1)
            XCTAssertEqual(t.contexts[0].direction, .forward)
            XCTAssertTrue(t.contexts[0].foreViewController === second)
            XCTAssertTrue(second.view.superview === nav.transitionView, "the fore view was placed")
            t.contexts[0].transitionDidEnd()
            XCTAssertNil(first.view.superview)
            nav.popViewController(animated: true)
            XCTAssertEqual(t.contexts.count, 2)
            XCTAssertEqual(t.contexts[1].direction, .backward)
            XCTAssertTrue(first.view.superview === nav.transitionView)
            t.contexts[1].transitionDidEnd()
            XCTAssertTrue(nav.topViewController === first)
            // A controller without a transition gets the default slide.
            let third = LoggingViewController(name: "third", log: h.log)
            nav.pushViewController(third, animated: true)
            XCTAssertEqual(t.contexts.count, 2)
            h.step(1)
            XCTAssertTrue(nav.topViewController === third)
        }
    }

    func testMotionTransitionsCanBeInteractive() {
        MainActor.assumeIsolated {
            let h = Harness()
            let modal = LoggingViewController(name: "modal", log: h.log)
            let interaction = PercentDrivenInteractiveTransition()
            interaction.completionCurve = .linear
            modal.motionTransitionController.transition = FadeTransition(duration: 1)
            modal.motionTransitionController.interactionController = interaction
            h.root.present(modal, animated: true)
            XCTAssertEqual(h.window.currentTransition?.state, .interactive)
            interaction.update(0.5)
            h.step(0.5)
            XCTAssertEqual(
                modal.view.presentationAlpha, 0.5, accuracy: 1e-6, "ease-in-out is symmetric about the middle")
            interaction.cancel()
            h.step(1)
            XCTAssertNil(h.root.presentedViewController, "a cancelled presentation presents nothing")
            XCTAssertNil(modal.view.superview)
            XCTAssertEqual(modal.appearanceState, .disappeared)
            XCTAssertEqual(h.root.appearanceState, .appeared)
            XCTAssertTrue(h.root.view.superview === h.window.rootView)
        }
    }
}
