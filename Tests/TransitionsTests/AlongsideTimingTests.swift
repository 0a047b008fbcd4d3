import Engine
import Geometry
import XCTest

@testable import Transitions

/// Presents or dismisses with one animation of the given timing (and delay) moving the
/// presented view, so its curve, spring and duration are the transition's.
@MainActor
final class TimedAnimator: AnimatedTransitioning {
    let presenting: Bool
    let timing: any TimingParameters
    let delay: Double

    init(presenting: Bool, timing: any TimingParameters, delay: Double = 0) {
        self.presenting = presenting
        self.timing = timing
        self.delay = delay
    }

    func transitionDuration(using context: TransitionContext?) -> Double { delay + timing.duration }

    func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let moving: View
        let target: Rect
        if presenting {
            moving = context.view(forKey: .to)!
            target = context.finalFrame(for: context.viewController(forKey: .to)!)
            moving.frame = target.offsetBy(dx: 0, dy: container.bounds.height)
            container.addSubview(moving)
        } else {
            moving = context.view(forKey: .from)!
            target = moving.frame.offsetBy(dx: 0, dy: container.bounds.height)
        }
        View.animate(with: timing, delay: delay, animations: { moving.frame = target }) { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

extension Harness {
    /// Presents a `.custom` controller whose presentation controller dims to 0.3 through
    /// the coordinator, with `animator` presenting and `dismissAnimator` dismissing.
    func presentDimmed(
        animator: TimedAnimator, dismissAnimator: TimedAnimator? = nil,
        dismissInteraction: (any InteractiveTransitioning)? = nil
    ) -> (LoggingViewController, DimmingPresentationController) {
        let vc = LoggingViewController(name: "modal", log: log)
        vc.modalPresentationStyle = .custom
        let d = TestDelegate()
        d.presentAnimator = animator
        d.dismissAnimator = dismissAnimator
        d.dismissInteraction = dismissInteraction
        d.makePresentationController = { DimmingPresentationController(presentedViewController: $0, presenting: $1) }
        vc.strongDelegate = d
        vc.transitioningDelegate = d
        root.present(vc, animated: true)
        return (vc, vc.presentationController as! DimmingPresentationController)
    }
}

/// Alongside animations run with the transition's own timing.
///
/// Apple, `UIViewControllerTransitionCoordinator.animate(alongsideTransition:completion:)`:
/// "These animations run in the same context as the transition animations and therefore
/// have the same default attributes." `UIViewControllerTransitionCoordinatorContext`'s
/// `transitionDuration`: "Use this value when configuring your own animations if you want
/// them to end at the same time as the main transition", and its `completionCurve`: "The
/// completion curve defines the timing of the animations ... Use this value when
/// configuring your own animations if you want the same timing as the main transition."
/// So a dimming view faded through the coordinator moves on the animator's curve or
/// spring and ends when the animator's animation ends, whatever they are.
final class AlongsideTimingTests: XCTestCase {
    /// Timings no default would match: each curve, a UIKit-form spring and a physical one.
    private static let timings: [(String, any TimingParameters)] = [
        ("linear 0.8 s", CubicTimingParameters(curve: .linear, duration: 0.8)),
        ("ease-in 0.6 s", CubicTimingParameters(curve: .easeIn, duration: 0.6)),
        ("ease-out 1.1 s", CubicTimingParameters(curve: .easeOut, duration: 1.1)),
        ("cubic 0.7 s", CubicTimingParameters(curve: .cubic(CubicBezier(0.9, 0.1, 0.3, 0.95)), duration: 0.7)),
        ("UIKit spring 0.9 s", SpringTimingParameters(duration: 0.9, dampingRatio: 0.5, initialVelocity: 0)),
        ("POP spring", SpringTimingParameters(spring: Spring(bounciness: 12, speed: 10))),
    ]

    func testTheDimmingFollowsTheAnimatorsCurveOrSpringAndEndsWithIt() {
        MainActor.assumeIsolated {
            for (name, timing) in Self.timings {
                let h = Harness()
                let (_, pc) = h.presentDimmed(animator: TimedAnimator(presenting: true, timing: timing))
                let dimming = pc.dimmingView
                let duration = timing.duration
                let frames = Int((duration * h.fps).rounded(.down))
                for k in 1..<frames {
                    h.frame()
                    let t = Double(k) / h.fps
                    XCTAssertEqual(
                        dimming.presentationAlpha, 0.3 * timing.unitValue(at: t), accuracy: 1e-6,
                        "\(name): the dimming at \(t) s is the animator's motion at that time")
                }
                XCTAssertNotNil(h.context, "\(name): still running just before its duration")
                h.step(2 / h.fps)
                XCTAssertNil(h.context, "\(name): over at its duration")
                XCTAssertEqual(dimming.presentationAlpha, 0.3, accuracy: 1e-9, "\(name): and the dimming with it")
            }
        }
    }

    func testTheAnimatorsDelayDelaysTheDimmingToo() {
        MainActor.assumeIsolated {
            let h = Harness()
            let timing = CubicTimingParameters(curve: .linear, duration: 0.5)
            let (_, pc) = h.presentDimmed(animator: TimedAnimator(presenting: true, timing: timing, delay: 0.25))
            h.step(0.2)
            XCTAssertEqual(pc.dimmingView.presentationAlpha, 0, accuracy: 1e-9, "held through the delay")
            h.step(0.3)
            XCTAssertEqual(pc.dimmingView.presentationAlpha, 0.3 * 0.25 / 0.5, accuracy: 1e-6, "then linear")
        }
    }

    func testAnInteractiveDismissalScrubsTheDimmingOnTheAnimatorsCurve() {
        MainActor.assumeIsolated {
            let h = Harness()
            let interaction = PercentDrivenInteractiveTransition()
            let linear = CubicTimingParameters(curve: .linear, duration: 0.6)
            let (modal, pc) = h.presentDimmed(
                animator: TimedAnimator(presenting: true, timing: linear),
                dismissAnimator: TimedAnimator(presenting: false, timing: linear), dismissInteraction: interaction)
            h.step(1)
            modal.dismiss(animated: true)
            for p in [0.1, 0.35, 0.5, 0.8] {
                interaction.update(p)
                h.frame()
                XCTAssertEqual(
                    pc.dimmingView.presentationAlpha, 0.3 * (1 - p), accuracy: 1e-6,
                    "a linear animator's dimming is a straight line in the finger's progress")
            }
            interaction.finish()
            h.step(1)
            XCTAssertNil(pc.dimmingView.superview)
        }
    }

    func testAnAlongsideAnimationAddedMidwayRunsTheRestOnTheTransitionsCurve() {
        MainActor.assumeIsolated {
            let h = Harness()
            let marker = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            h.root.view.addSubview(marker)
            let timing = CubicTimingParameters(curve: .easeIn, duration: 0.8)
            let (modal, _) = h.presentDimmed(animator: TimedAnimator(presenting: true, timing: timing))
            h.step(0.4)
            let coordinator = try! XCTUnwrap(modal.transitionCoordinator)
            XCTAssertTrue(coordinator.animate(alongsideTransition: { _ in marker.alpha = 0 }))
            h.step(0.2)
            let rest = timing.withDuration(0.4)
            XCTAssertEqual(
                marker.presentationAlpha, 1 - rest.unitValue(at: 0.2), accuracy: 1e-6,
                "the remaining 0.4 s along the animator's ease-in")
            h.step(0.25)
            XCTAssertEqual(marker.presentationAlpha, 0, accuracy: 1e-9, "ending with the transition")
        }
    }
}
