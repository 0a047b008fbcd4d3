import Engine
import Geometry
import XCTest

@testable import Transitions

/// What an animator read from its context, at the start of `animateTransition(using:)`.
@MainActor
private struct ContextReading {
    var fromVC: ViewController?
    var toVC: ViewController?
    var fromView: View?
    var toView: View?
    var initialFrom: Rect
    var finalFrom: Rect
    var initialTo: Rect
    var finalTo: Rect
    var container: View
    var transform: Geometry.AffineTransform
    var cancelledAtStart: Bool
}

/// A cross-fade that records what its context says, then places the views as UIKit
/// animators do: the to-view (when it has one) at its final frame in the container.
@MainActor
private final class ReadingAnimator: AnimatedTransitioning {
    var readings: [ContextReading] = []
    var cancelledInCompletion: [Bool] = []

    func transitionDuration(using context: TransitionContext?) -> Double { 0.3 }

    func animateTransition(using context: TransitionContext) {
        let fromVC = context.viewController(forKey: .from)!
        let toVC = context.viewController(forKey: .to)!
        readings.append(
            ContextReading(
                fromVC: context.viewController(forKey: .from), toVC: context.viewController(forKey: .to),
                fromView: context.view(forKey: .from), toView: context.view(forKey: .to),
                initialFrom: context.initialFrame(for: fromVC), finalFrom: context.finalFrame(for: fromVC),
                initialTo: context.initialFrame(for: toVC), finalTo: context.finalFrame(for: toVC),
                container: context.containerView, transform: context.targetTransform,
                cancelledAtStart: context.transitionWasCancelled))
        if let to = context.view(forKey: .to) {
            to.frame = context.finalFrame(for: toVC)
            to.alpha = 0
            context.containerView.addSubview(to)
        }
        let from = context.view(forKey: .from)
        View.animate(
            withDuration: 0.3,
            animations: {
                context.view(forKey: .to)?.alpha = 1
                if toVC.isBeingPresented == false { from?.alpha = 0 }
            },
            completion: { [self] _ in
                cancelledInCompletion.append(context.transitionWasCancelled)
                from?.alpha = 1
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}

@MainActor
private final class ReadingDelegate: TransitioningDelegate {
    let animator = ReadingAnimator()
    var makePC: ((ViewController, ViewController?) -> PresentationController?)?
    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any AnimatedTransitioning)? { animator }
    func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? { animator }
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? { makePC?(presented, presenting) }
}

/// A presentation controller for `.custom` that keeps the presenter's view in place and
/// puts the presented view in the bottom half.
@MainActor
private final class KeepingPresentationController: PresentationController {
    override var shouldRemovePresentersView: Bool { false }
    override var frameOfPresentedViewInContainerView: Rect {
        guard let b = containerView?.bounds else { return .zero }
        return Rect(x: 0, y: b.height / 2, width: b.width, height: b.height / 2)
    }
}

/// The transition context against Apple's documentation of
/// `UIViewControllerContextTransitioning`.
final class TransitionContextConformanceTests: XCTestCase {
    /// viewController(forKey:): `.from` is "the view controller that is visible at the
    /// beginning of the transition", `.to` "the view controller that is visible at the end".
    /// view(forKey:): "the view returned by this method may or may not be the view
    /// controller's view" and is nil when the animator must not animate it: with a `.custom`
    /// presentation whose controller keeps the presenter's view (`shouldRemovePresentersView`
    /// false), the presenter's side is nil, on presentation (`.from`) and on dismissal (`.to`);
    /// full screen gives both. initialFrame(for:): "For the view controller being presented,
    /// the value returned by this method is typically CGRectZero because the view is not yet
    /// on screen." finalFrame(for:): "The rectangle returned by this method represents the
    /// size of the corresponding view at the end of the transition."
    func testControllersViewsAndFramesOfEachPresentationStyle() {
        MainActor.assumeIsolated {
            for style in [ModalPresentationStyle.fullScreen, .overFullScreen, .custom] {
                let h = Harness()
                let bounds = Rect(x: 0, y: 0, width: 400, height: 800)
                let modal = LoggingViewController(name: "modal", log: h.log)
                modal.modalPresentationStyle = style
                let d = ReadingDelegate()
                d.makePC = { KeepingPresentationController(presentedViewController: $0, presenting: $1) }
                modal.strongDelegate = d
                modal.transitioningDelegate = d
                h.root.present(modal, animated: true)
                h.step(0.5)
                modal.dismiss(animated: true)
                h.step(0.5)
                XCTAssertNil(h.root.presentedViewController)
                let r = d.animator.readings
                guard r.count == 2 else { return XCTFail("\(style): animator ran \(r.count) times") }
                let name = "\(style.rawValue)"
                let (present, dismiss) = (r[0], r[1])
                XCTAssertTrue(present.fromVC === h.root && present.toVC === modal, name)
                XCTAssertTrue(dismiss.fromVC === modal && dismiss.toVC === h.root, name)
                XCTAssertTrue(present.toView === modal.view, "\(name): the presented side is animated")
                XCTAssertTrue(dismiss.fromView === modal.view, name)
                let removes = style == .fullScreen
                XCTAssertEqual(present.fromView === h.root.view, removes, "\(name): presenter's view on present")
                XCTAssertEqual(present.fromView == nil, !removes, name)
                XCTAssertEqual(dismiss.toView === h.root.view, removes, "\(name): presenter's view on dismiss")
                XCTAssertEqual(dismiss.toView == nil, !removes, name)
                let presentedFrame =
                    style == .custom ? Rect(x: 0, y: 400, width: 400, height: 400) : bounds
                XCTAssertEqual(present.initialTo, .zero, "\(name): not yet on screen")
                XCTAssertEqual(present.finalTo, presentedFrame, name)
                XCTAssertEqual(present.initialFrom, bounds, name)
                XCTAssertEqual(dismiss.initialFrom, presentedFrame, "\(name): where it is")
                // The covered presenter may end at zero ("might be CGRectZero but it might also
                // be a valid frame rectangle"): zero when its view leaves, its frame when it stays.
                XCTAssertEqual(present.finalFrom, removes ? .zero : bounds, name)
                // The dismissed view leaves: zero, except in a custom presentation, whose view
                // keeps its presentation controller's frame until it is removed.
                XCTAssertEqual(dismiss.finalFrom, style == .custom ? presentedFrame : .zero, name)
                XCTAssertEqual(dismiss.initialTo, removes ? .zero : bounds, name)
                XCTAssertEqual(dismiss.finalTo, bounds, "\(name): the presenter ends where it was")
                for reading in r {
                    XCTAssertEqual(reading.transform, .identity, "\(name): no rotation")
                    XCTAssertFalse(reading.cancelledAtStart)
                }
                XCTAssertEqual(d.animator.cancelledInCompletion, [false, false])
            }
        }
    }

    /// containerView: "The view that acts as the superview for the views involved in the
    /// transition." For a presentation it is the presentation controller's `containerView`,
    /// which the presented view stays in after the transition; it holds the presented view
    /// for the whole presentation and leaves with it.
    func testTheContainerIsThePresentationControllersAndOutlivesOnlyThePresentation() {
        MainActor.assumeIsolated {
            let h = Harness()
            let modal = LoggingViewController(name: "modal", log: h.log)
            modal.modalPresentationStyle = .custom
            let d = ReadingDelegate()
            d.makePC = { KeepingPresentationController(presentedViewController: $0, presenting: $1) }
            modal.strongDelegate = d
            modal.transitioningDelegate = d
            h.root.present(modal, animated: true)
            let container = h.context!.containerView
            XCTAssertTrue(modal.presentationController?.containerView === container)
            XCTAssertNotNil(container.window)
            h.step(0.5)
            XCTAssertTrue(modal.view.superview === container, "the presented view stays in the container")
            XCTAssertTrue(h.root.view.superview !== container, "the kept presenter's view was never moved")
            modal.dismiss(animated: true)
            XCTAssertTrue(h.context?.containerView === container, "the dismissal runs in the same container")
            h.step(0.5)
            XCTAssertNil(container.window, "the container leaves with the presentation")
        }
    }

    /// transitionWasCancelled: "A Boolean value indicating whether the transition was
    /// canceled"; an interactive cancel makes it true at once (so the animator's completion
    /// passes false to completeTransition), and a finished one never sets it.
    func testTransitionWasCancelledFollowsTheInteraction() {
        MainActor.assumeIsolated {
            for cancelling in [false, true] {
                let h = Harness()
                let interaction = PercentDrivenInteractiveTransition()
                let animator = SlideAnimator(presenting: false, duration: 0.5)
                let modal = h.presentCustom(dismissAnimator: animator, dismissInteraction: interaction)
                modal.dismiss(animated: true)
                let context: TransitionContext = h.context!
                interaction.update(0.5)
                XCTAssertFalse(context.transitionWasCancelled)
                if cancelling { interaction.cancel() } else { interaction.finish() }
                XCTAssertEqual(context.transitionWasCancelled, cancelling)
                h.step(1)
                XCTAssertEqual(animator.sawCancelled, cancelling)
                XCTAssertEqual(animator.endedWith, !cancelling, "animationEnded(_:) gets completeTransition's value")
                XCTAssertEqual(h.root.presentedViewController === modal, cancelling)
            }
        }
    }
}
