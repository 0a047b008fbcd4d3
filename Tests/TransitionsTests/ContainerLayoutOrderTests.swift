import Engine
import Geometry
import XCTest

@testable import Transitions

/// When the container's layout pass runs in a presentation or dismissal: between the
/// presentation controller's will-begin step and the animator.
///
/// Apple's docs for `containerViewWillLayoutSubviews()`: "UIKit calls this method before
/// adjusting the layout of the views in the container view." and for
/// `dismissalTransitionWillBegin()`: "Notifies the presentation controller that the
/// dismissal animations are about to start." A presentation controller that changes layout
/// in its will-begin step (DeckTransition switches constraints off there) and animates the
/// presented view to its frame in `containerViewWillLayoutSubviews` (as DeckTransition
/// does, in 0.1 s) sees on iOS a card that slides down and out: so UIKit's layout pass has
/// settled before the animator sets the off-screen frame. Were it to run after, the two
/// additive frame animations (UIKit's since iOS 8, and the engine's) would sum to a card
/// that first rises.
final class ContainerLayoutOrderTests: XCTestCase {
    /// Lays the container out again in its will-begin steps and, on every layout, animates
    /// the presented view to its frame, as DeckTransition's presentation controller does.
    final class RelayingController: DimmingPresentationController {
        var hooks: [String] = []
        override init(presentedViewController: ViewController, presenting presentingViewController: ViewController) {
            super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
            presentedFrame = { b in Rect(x: 0, y: 40, width: b.width, height: b.height - 40) }
        }
        override func presentationTransitionWillBegin() {
            hooks.append("presentWill")
            super.presentationTransitionWillBegin()
            containerView?.setNeedsLayout()
        }
        override func dismissalTransitionWillBegin() {
            hooks.append("dismissWill")
            super.dismissalTransitionWillBegin()
            containerView?.setNeedsLayout()
        }
        override func containerViewWillLayoutSubviews() {
            super.containerViewWillLayoutSubviews()
            hooks.append("layout")
            guard let container = containerView, presentedViewController.view.isDescendant(of: container) else {
                return
            }
            View.animate(withDuration: 0.1) {
                self.presentedViewController.view.frame = self.frameOfPresentedViewInContainerView
            }
        }
    }

    /// Tells the presentation controller's log when the animator starts, then slides.
    final class LoggingAnimator: AnimatedTransitioning {
        let slide: SlideAnimator
        let log: () -> RelayingController?
        init(presenting: Bool, log: @escaping () -> RelayingController?) {
            slide = SlideAnimator(presenting: presenting, duration: 0.5)
            self.log = log
        }
        func transitionDuration(using context: TransitionContext?) -> Double { slide.duration }
        func animateTransition(using context: TransitionContext) {
            log()?.hooks.append("animate")
            slide.animateTransition(using: context)
        }
    }

    /// Places its container view where the presented view sits, as Loaf's toast does.
    final class PlacingController: DimmingPresentationController {
        override func presentationTransitionWillBegin() {
            super.presentationTransitionWillBegin()
            containerView?.frame = Rect(x: 60, y: 700, width: 280, height: 40)
        }
        override var frameOfPresentedViewInContainerView: Rect {
            Rect(x: 0, y: 0, width: 280, height: 40)
        }
    }

    /// `containerView`: "The view in which the presentation occurs." UIKit makes it the
    /// window's size once and autoresizes it with the window; a frame the presentation
    /// controller gives it stays through the window's later layout passes (Loaf's toast
    /// sits 10 points above the bottom edge, its container moved there). A window resize
    /// still refits it.
    func testAContainerThePresentationControllerPlacedStaysWhereItWasPut() {
        MainActor.assumeIsolated {
            let h = Harness()
            let modal = ViewController()
            modal.modalPresentationStyle = .custom
            let d = TestDelegate()
            d.makePresentationController = { PlacingController(presentedViewController: $0, presenting: $1) }
            d.presentAnimator = SlideAnimator(presenting: true, duration: 0.3)
            modal.transitioningDelegate = d
            h.root.present(modal, animated: true)
            h.step(1)
            h.window.rootView.setNeedsLayout()
            h.step(0.1)
            let container = modal.presentationController?.containerView
            XCTAssertEqual(container?.frame, Rect(x: 60, y: 700, width: 280, height: 40))
            XCTAssertEqual(modal.view.frame, Rect(x: 0, y: 0, width: 280, height: 40))
            h.window.size = Size(width: 500, height: 800)
            h.step(0.1)
            XCTAssertEqual(container?.frame, Rect(x: 0, y: 0, width: 500, height: 800), "a resize refits it")
        }
    }

    func testTheContainerIsLaidOutAfterWillBeginAndBeforeTheAnimator() {
        MainActor.assumeIsolated {
            let h = Harness()
            let modal = LoggingViewController(name: "modal", log: h.log)
            modal.modalPresentationStyle = .custom
            var pc: RelayingController?
            let d = TestDelegate()
            d.makePresentationController = { p, q in
                let made = RelayingController(presentedViewController: p, presenting: q)
                pc = made
                return made
            }
            d.presentAnimator = LoggingAnimator(presenting: true) { pc }
            d.dismissAnimator = LoggingAnimator(presenting: false) { pc }
            modal.transitioningDelegate = d
            h.root.present(modal, animated: true)
            XCTAssertEqual(Array(pc?.hooks.prefix(3) ?? []), ["presentWill", "layout", "animate"])
            h.step(1)
            XCTAssertEqual(modal.view.frame, Rect(x: 0, y: 40, width: 400, height: 760))

            pc?.hooks = []
            modal.dismiss(animated: true)
            XCTAssertEqual(Array(pc?.hooks.prefix(3) ?? []), ["dismissWill", "layout", "animate"])
            // The rule that matters on screen: the card only ever moves down, and leaves.
            var tops: [Double] = []
            for _ in 0..<40 {
                h.frame()
                if modal.view.superview != nil { tops.append(modal.view.presentationFrame.minY) }
            }
            XCTAssertFalse(tops.isEmpty)
            for (a, b) in zip(tops, tops.dropFirst()) { XCTAssertGreaterThanOrEqual(b, a - 1e-9, "never rises") }
            XCTAssertGreaterThan(tops.last ?? 0, 600, "leaves downwards")
        }
    }
}
