import Engine
import Geometry
import XCTest

@testable import Transitions

/// A presentation animator that drives its transition with one `PropertyAnimator` and
/// counts how often the system asks for it.
@MainActor
final class CountingInterruptibleTransition: AnimatedTransitioning {
    let duration: Double
    private(set) var requests = 0
    private(set) var animateCalls = 0
    private(set) var made: [PropertyAnimator] = []
    private var current: PropertyAnimator?

    init(duration: Double = 1) { self.duration = duration }

    func transitionDuration(using context: TransitionContext?) -> Double { duration }

    func interruptibleAnimator(using context: TransitionContext) -> any ViewImplicitlyAnimating {
        requests += 1
        if let current { return current }
        let to = context.view(forKey: .to)!
        let final = context.finalFrame(for: context.viewController(forKey: .to)!)
        to.frame = final.offsetBy(dx: 0, dy: context.containerView.bounds.height)
        context.containerView.addSubview(to)
        let a = PropertyAnimator(duration: duration, curve: .linear) { to.frame = final }
        a.addCompletion { [weak self] _ in
            self?.current = nil
            context.completeTransition(!context.transitionWasCancelled)
        }
        current = a
        made.append(a)
        return a
    }

    func animateTransition(using context: TransitionContext) {
        animateCalls += 1
        interruptibleAnimator(using: context).startAnimation()
    }
}

/// `PercentDrivenInteractiveTransition` against Apple's documentation of
/// `UIPercentDrivenInteractiveTransition` and `interruptibleAnimator(using:)`.
final class PercentDrivenConformanceTests: XCTestCase {
    /// percentComplete: "The value in this property reflects the last value passed to the
    /// update(_:) method." duration: "the non-interactive duration that was returned when
    /// the animators transitionDuration: method was called when the transition started"
    /// (UIViewControllerTransitioning.h). Neither forgets its value when the interaction
    /// ends with finish() or cancel().
    func testPercentCompleteAndDurationReportTheLastUpdateAndTheAnimatorsDuration() {
        MainActor.assumeIsolated {
            for finishing in [true, false] {
                let h = Harness()
                let interaction = PercentDrivenInteractiveTransition()
                XCTAssertEqual(interaction.percentComplete, 0)
                let modal = h.presentCustom(
                    dismissAnimator: SlideAnimator(presenting: false, duration: 0.7), dismissInteraction: interaction)
                modal.dismiss(animated: true)
                XCTAssertEqual(interaction.duration, 0.7, accuracy: 1e-12)
                interaction.update(0.3)
                h.frame()
                interaction.update(0.55)
                XCTAssertEqual(interaction.percentComplete, 0.55, accuracy: 1e-12)
                if finishing { interaction.finish() } else { interaction.cancel() }
                XCTAssertEqual(interaction.percentComplete, 0.55, accuracy: 1e-12, "finishing: \(finishing)")
                XCTAssertEqual(interaction.duration, 0.7, accuracy: 1e-12, "finishing: \(finishing)")
                h.step(1)
                XCTAssertNil(h.context)
                XCTAssertEqual(interaction.percentComplete, 0.55, accuracy: 1e-12, "after the end too")
                XCTAssertEqual(interaction.duration, 0.7, accuracy: 1e-12)
            }
        }
    }

    /// completionSpeed: "completionSpeed defaults to 1.0 which corresponds to a completion
    /// duration of (1 - percentComplete)*duration. It must be greater than 0.0. The actual
    /// completion is inversely proportional to the completionSpeed." A cancel at p runs
    /// p x duration / completionSpeed back, and ends with the transition cancelled.
    func testCancelRunsBackInItsShareOfTheDurationOverTheCompletionSpeed() {
        MainActor.assumeIsolated {
            for speed in [0.5, 1, 4] {
                let h = Harness()
                let interaction = PercentDrivenInteractiveTransition()
                interaction.completionCurve = .linear
                let animator = SlideAnimator(presenting: false, duration: 1)
                let modal = h.presentCustom(dismissAnimator: animator, dismissInteraction: interaction)
                modal.dismiss(animated: true)
                interaction.update(0.6)
                interaction.completionSpeed = speed
                interaction.cancel()
                let rest = 0.6 / speed
                h.step(rest - 2 / h.fps)
                XCTAssertNotNil(h.context, "speed \(speed): still running before \(rest) s")
                h.step(3 / h.fps)
                XCTAssertNil(h.context, "speed \(speed): done after \(rest) s")
                XCTAssertEqual(animator.sawCancelled, true)
                XCTAssertTrue(h.root.presentedViewController === modal, "cancelled: still presented")
            }
        }
    }

    /// timingCurve (UIViewControllerTransitioning.h): "For an interruptible animator, one
    /// can specify a different timing curve provider to use when the transition is
    /// continued. This property is ignored if the animated transitioning object does not
    /// vend an interruptible animator." completionCurve: "When the interactive part of a
    /// view controller transition is complete, you can set this property to indicate a
    /// desired animation completion curve."
    func testTimingCurveShapesTheContinuedInterruptibleAnimatorAndOnlyIt() {
        MainActor.assumeIsolated {
            let easeIn = CubicTimingParameters(curve: .easeIn, duration: 1)
            // With an interruptible animator: the rest follows timingCurve, not completionCurve.
            do {
                let h = Harness()
                let interaction = PercentDrivenInteractiveTransition()
                XCTAssertNil(interaction.timingCurve)
                interaction.completionCurve = .linear
                interaction.timingCurve = CubicTimingProvider(animationCurve: .easeIn)
                let modal = h.presentInteractively(
                    animator: CountingInterruptibleTransition(), interaction: interaction)
                interaction.update(0.5)
                interaction.finish()
                h.step(0.25)
                let progress = 0.5 + 0.5 * easeIn.fraction(at: 0.5)
                XCTAssertEqual(modal.view.presentationFrame.minY, 800 * (1 - progress), accuracy: 1)
                h.step(0.5)
                XCTAssertNil(h.context)
                XCTAssertEqual(modal.view.frame.minY, 0)
            }
            // Without one: ignored, completionCurve (linear) times the rest.
            do {
                let h = Harness()
                let interaction = PercentDrivenInteractiveTransition()
                interaction.completionCurve = .linear
                interaction.timingCurve = CubicTimingProvider(animationCurve: .easeIn)
                let modal = h.presentInteractively(
                    animator: SlideAnimator(presenting: true, duration: 1), interaction: interaction)
                interaction.update(0.5)
                interaction.finish()
                h.step(0.25)
                XCTAssertEqual(modal.view.presentationFrame.minY, 800 * 0.25, accuracy: 1)
            }
        }
    }

    /// wantsInteractiveStart: "When the value of this property is true, interactive
    /// animations start as paused, allowing you to drive the animations yourself from the
    /// start. You might set this property to false when you want to start your animations
    /// without interactivity." pause(): the transition is held and driven from then on.
    func testWithoutAnInteractiveStartTheTransitionRunsUntilPaused() {
        MainActor.assumeIsolated {
            for wants in [true, false] {
                let h = Harness()
                let interaction = PercentDrivenInteractiveTransition()
                interaction.wantsInteractiveStart = wants
                let modal = h.presentInteractively(
                    animator: SlideAnimator(presenting: true, duration: 1), interaction: interaction)
                XCTAssertEqual(h.context?.isInteractive, wants)
                XCTAssertEqual(h.context?.initiallyInteractive, wants)
                h.step(0.25)
                let y = modal.view.presentationFrame.minY
                XCTAssertEqual(y, wants ? 800 : 600, accuracy: 0.5, "wantsInteractiveStart \(wants)")
                interaction.pause()
                XCTAssertEqual(h.context?.isInteractive, true)
                h.step(0.25)
                XCTAssertEqual(modal.view.presentationFrame.minY, y, accuracy: 1e-9, "held after pause()")
                interaction.update(0.5)
                XCTAssertEqual(modal.view.presentationFrame.minY, 400, accuracy: 0.5)
                interaction.finish()
                h.step(1)
                XCTAssertNil(h.context)
                XCTAssertTrue(h.root.presentedViewController === modal)
            }
        }
    }

    /// interruptibleAnimator(using:): "You must return the same animator object for the
    /// duration of the transition." The system asks once per transition and drives that
    /// one object through every update, the finish and the end; the next transition asks
    /// again.
    func testTheInterruptibleAnimatorIsAskedForOncePerTransitionAndDriven() {
        MainActor.assumeIsolated {
            let h = Harness()
            let interaction = PercentDrivenInteractiveTransition()
            let transition = CountingInterruptibleTransition()
            let modal = h.presentInteractively(animator: transition, interaction: interaction)
            XCTAssertEqual(transition.requests, 1)
            let animator = transition.made.first
            XCTAssertEqual(animator?.state, .active)
            XCTAssertEqual(animator?.isRunning, false, "an interactive start holds it paused")
            for p in [0.2, 0.4, 0.3] {
                interaction.update(p)
                h.frame()
                XCTAssertEqual(animator?.fractionComplete ?? -1, p, accuracy: 1e-9)
            }
            interaction.pause()
            interaction.finish()
            XCTAssertEqual(animator?.isRunning, true)
            h.step(1)
            XCTAssertNil(h.context)
            XCTAssertEqual(transition.requests, 1, "asked once for the whole transition")
            XCTAssertEqual(transition.animateCalls, 0, "an interactive start drives the interruptible animator")
            XCTAssertEqual(transition.made.count, 1)
            XCTAssertEqual(animator?.state, .inactive)
            XCTAssertTrue(h.root.presentedViewController === modal)
        }
    }

    /// wantsInteractiveStart (UIViewControllerTransitioning.h): "In 10.0, if an object
    /// conforming to UIViewControllerAnimatedTransitioning is known to be interruptible, it
    /// is possible to start it as if it was not interactive and then interrupt the
    /// transition and interact with it." An interruptible animator started running is
    /// paused by pause(), scrubbed by update(_:) and continued by finish().
    func testAnInterruptibleTransitionStartedRunningIsTakenOverByPause() {
        MainActor.assumeIsolated {
            let h = Harness()
            let interaction = PercentDrivenInteractiveTransition()
            interaction.wantsInteractiveStart = false
            let transition = CountingInterruptibleTransition()
            let modal = h.presentInteractively(animator: transition, interaction: interaction)
            h.step(0.25)
            XCTAssertEqual(modal.view.presentationFrame.minY, 600, accuracy: 0.5, "running on its own")
            interaction.pause()
            h.step(0.25)
            XCTAssertEqual(modal.view.presentationFrame.minY, 600, accuracy: 0.5, "held after pause()")
            interaction.update(0.5)
            h.frame()
            XCTAssertEqual(modal.view.presentationFrame.minY, 400, accuracy: 0.5, "scrubbed")
            interaction.finish()
            h.step(1)
            XCTAssertNil(h.context)
            XCTAssertEqual(modal.view.frame.minY, 0)
            XCTAssertEqual(transition.made.count, 1, "one animator for the whole transition")
            XCTAssertTrue(h.root.presentedViewController === modal)
        }
    }

    /// animate(alongsideTransition:completion:) runs its animations "alongside the
    /// transition animations"; with an interruptible animator they join it through
    /// addAnimations(_:), which for an active animator runs them "over the remaining portion
    /// of the total run time". One added halfway through an interactive presentation
    /// therefore stays at its start when the user drags back before that point, covers its
    /// way over the second half, and ends with the transition.
    func testAnAlongsideAnimationAddedMidwayScrubsOverTheRestOnly() {
        MainActor.assumeIsolated {
            let h = Harness()
            let interaction = PercentDrivenInteractiveTransition()
            let modal = h.presentInteractively(animator: CountingInterruptibleTransition(), interaction: interaction)
            let badge = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            h.root.view.addSubview(badge)
            interaction.update(0.5)
            h.frame()
            XCTAssertTrue(modal.transitionCoordinator?.animate(alongsideTransition: { _ in badge.alpha = 0 }) ?? false)
            XCTAssertEqual(badge.presentationAlpha, 1, accuracy: 1e-9)
            interaction.update(0.25)
            XCTAssertEqual(badge.presentationAlpha, 1, accuracy: 1e-9, "before its share: at its start")
            interaction.update(0.75)
            XCTAssertEqual(badge.presentationAlpha, 0.5, accuracy: 1e-9, "halfway through the second half")
            interaction.finish()
            h.step(1)
            XCTAssertNil(h.context)
            XCTAssertEqual(badge.alpha, 0)
            XCTAssertEqual(badge.presentationAlpha, 0, accuracy: 1e-9)
        }
    }

    /// pause() (UIKit: "Pauses the transition animations"): a transition already finishing
    /// on its interruptible animator is held where it is shown, and percentComplete reads
    /// that point, so the next update from there does not jump.
    func testPausingAFinishingInterruptibleTransitionHoldsItWhereItIs() {
        MainActor.assumeIsolated {
            let h = Harness()
            let interaction = PercentDrivenInteractiveTransition()
            let modal = h.presentInteractively(animator: CountingInterruptibleTransition(), interaction: interaction)
            interaction.update(0.2)
            h.frame()
            interaction.finish()
            h.step(0.2)
            let y = modal.view.presentationFrame.minY
            XCTAssertLessThan(y, 800 * 0.8 - 1, "it moved on")
            interaction.pause()
            XCTAssertEqual(modal.view.presentationFrame.minY, y, accuracy: 1e-6, "held")
            XCTAssertEqual(interaction.percentComplete, 1 - y / 800, accuracy: 1e-6, "where it is shown")
            interaction.update(interaction.percentComplete)
            XCTAssertEqual(modal.view.presentationFrame.minY, y, accuracy: 1e-6, "no jump")
            h.step(0.5)
            XCTAssertEqual(modal.view.presentationFrame.minY, y, accuracy: 1e-6, "still held")
            interaction.finish()
            h.step(1)
            XCTAssertNil(h.context)
            XCTAssertEqual(modal.view.frame.minY, 0)
        }
    }

    /// cancel(): the transition runs back and "the view controllers revert to their
    /// original state" (`transitionWasCancelled` true for the animator): a cancelled
    /// interactive presentation leaves the presented controller unpresented, its view out
    /// of the window, and its appearance calls balanced.
    func testACancelledInteractivePresentationPutsEverythingBack() {
        MainActor.assumeIsolated {
            let h = Harness()
            let interaction = PercentDrivenInteractiveTransition()
            let transition = CountingInterruptibleTransition()
            let modal = h.presentInteractively(animator: transition, interaction: interaction)
            let container = h.context!.containerView
            interaction.update(0.4)
            h.frame()
            interaction.cancel()
            XCTAssertEqual(h.context?.transitionWasCancelled, true, "marked cancelled at once")
            h.step(1)
            XCTAssertNil(h.context)
            XCTAssertNil(h.root.presentedViewController)
            XCTAssertNil(modal.presentingViewController)
            XCTAssertNil(modal.view.window, "the presented view left the window")
            XCTAssertFalse(container.subviews.contains { $0 === modal.view })
            XCTAssertEqual(h.log.take(), ["modal.willAppear", "modal.willDisappear", "modal.didDisappear"])
            XCTAssertEqual(transition.made.first?.state, .inactive)
            XCTAssertFalse(h.window.isInputBlocked)
        }
    }
}
