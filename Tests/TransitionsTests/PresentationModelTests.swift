import Engine
import Geometry
import XCTest

@testable import Transitions

/// Logs `isBeingPresented` / `isBeingDismissed` as each appearance callback sees them.
@MainActor
final class FlagLoggingViewController: LoggingViewController {
    override func viewWillAppear(_ animated: Bool) {
        log.entries.append("\(name).willAppear presented=\(isBeingPresented)")
    }
    override func viewDidAppear(_ animated: Bool) {
        log.entries.append("\(name).didAppear presented=\(isBeingPresented)")
    }
    override func viewWillDisappear(_ animated: Bool) {
        log.entries.append("\(name).willDisappear dismissed=\(isBeingDismissed)")
    }
    override func viewDidDisappear(_ animated: Bool) {
        log.entries.append("\(name).didDisappear dismissed=\(isBeingDismissed)")
    }
}

/// The original BTCoverVertical article's animator, one to one: `transitionDuration` is
/// `isAnimated ? 0.3 : 0`, it tells presenting from dismissing by `isBeingPresented` /
/// `isBeingDismissed`, and it places the final views itself.
@MainActor
final class SeedCoverVerticalAnimator: AnimatedTransitioning {
    var sawAnimated: [Bool] = []
    func transitionDuration(using context: TransitionContext?) -> Double { context?.isAnimated == true ? 0.3 : 0 }
    func animateTransition(using context: TransitionContext) {
        sawAnimated.append(context.isAnimated)
        let to = context.viewController(forKey: .to)!
        let from = context.viewController(forKey: .from)!
        if to.isBeingPresented {
            context.containerView.addSubview(to.view)
            let final = context.finalFrame(for: to)
            to.view.frame = final
            to.view.transform = AffineTransform(translationX: 0, y: final.height)
            View.animate(
                withDuration: transitionDuration(using: context), usingSpringWithDamping: 0.9, initialSpringVelocity: 1,
                options: [.curveEaseInOut], animations: { to.view.transform = .identity }
            ) { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
        if from.isBeingDismissed {
            let h = from.view.frame.height
            View.animate(
                withDuration: context.isAnimated ? 0.25 : 0,
                animations: {
                    from.view.transform = AffineTransform(translationX: 0, y: h)
                }
            ) { _ in context.completeTransition(!context.transitionWasCancelled) }
        }
    }
}

/// The presentation model UIKit developers rely on.
final class PresentationModelTests: XCTestCase {
    // MARK: 6. isBeingPresented / isBeingDismissed in will AND did callbacks

    /// Apple, `isBeingPresented`: "A Boolean value indicating whether the view controller
    /// is being presented." and `isBeingDismissed`: "A Boolean value indicating whether the
    /// view controller is in the process of being dismissed by one of its ancestors." The
    /// presentation is bookended by `viewWillAppear` and `viewDidAppear` (the dismissal by
    /// `viewWillDisappear` and `viewDidDisappear`), and UIKit answers true in all four:
    /// the common idiom `override func viewDidAppear(_:) { if isBeingPresented { ... } }`
    /// depends on it.
    func testBeingPresentedAndDismissedHoldInTheWillAndTheDidCallbacks() {
        MainActor.assumeIsolated {
            let h = Harness()
            let modal = FlagLoggingViewController(name: "modal", log: h.log)
            modal.modalPresentationStyle = .fullScreen
            h.root.present(modal, animated: true)
            h.step(1)
            XCTAssertEqual(
                h.log.take().filter { $0.hasPrefix("modal") },
                ["modal.willAppear presented=true", "modal.didAppear presented=true"])
            XCTAssertFalse(modal.isBeingPresented, "false once the presentation ended")
            modal.dismiss(animated: true)
            h.step(1)
            XCTAssertEqual(
                h.log.take().filter { $0.hasPrefix("modal") },
                ["modal.willDisappear dismissed=true", "modal.didDisappear dismissed=true"])
            XCTAssertFalse(modal.isBeingDismissed)

            // Not animated: the same.
            let other = FlagLoggingViewController(name: "other", log: h.log)
            other.modalPresentationStyle = .overFullScreen
            h.root.present(other, animated: false)
            other.dismiss(animated: false)
            XCTAssertEqual(
                h.log.take().filter { $0.hasPrefix("other") },
                [
                    "other.willAppear presented=true", "other.didAppear presented=true",
                    "other.willDisappear dismissed=true", "other.didDisappear dismissed=true",
                ])
        }
    }

    // MARK: 7. dismiss sent lower in a presentation stack

    /// Apple, `dismiss(animated:completion:)`: "If you present several view controllers in
    /// succession, thus building a stack of presented view controllers, calling this
    /// method on a view controller lower in the stack dismisses its immediate child view
    /// controller and all view controllers above that child on the stack. When this
    /// happens, only the top-most view is dismissed in an animated fashion; any
    /// intermediate view controllers are simply removed from the stack."
    func testDismissLowerInTheStackDismissesEverythingAboveWithOnlyTheTopAnimating() {
        MainActor.assumeIsolated {
            let h = Harness()
            let b = LoggingViewController(name: "b", log: h.log)
            b.modalPresentationStyle = .fullScreen
            let bDelegate = TestDelegate()
            let bDismiss = SlideAnimator(presenting: false)
            bDelegate.dismissAnimator = bDismiss
            b.strongDelegate = bDelegate
            b.transitioningDelegate = bDelegate
            h.root.present(b, animated: true)
            h.step(1)
            let c = b.presentCustomChild(h)
            h.step(1)
            let cDismiss = (c.strongDelegate as! TestDelegate).dismissAnimator as! SlideAnimator
            XCTAssertTrue(h.root.presentedViewController === b)
            XCTAssertTrue(b.presentedViewController === c)
            XCTAssertNil(h.root.view.window, "b is full screen: the root's view left the window")
            h.log.entries.removeAll()

            var completions = 0
            h.root.dismiss(animated: true) { completions += 1 }
            XCTAssertEqual(h.diagnostics(.transitionRefused), [], "not refused")
            XCTAssertEqual(h.window.currentTransition?.kind, .dismiss)
            XCTAssertTrue(h.context?.viewController(forKey: .from) === c, "the top-most controller is the one animated")
            XCTAssertTrue(h.context?.viewController(forKey: .to) === h.root, "to: the controller that ends up on top")
            XCTAssertTrue(b.isBeingDismissed)
            XCTAssertTrue(c.isBeingDismissed)
            XCTAssertNotNil(h.root.view.window, "the root's view is back under the dismissing top")
            XCTAssertFalse(b.view.isVisibleInWindow, "the intermediate controller is simply removed, not animated")
            h.step(0.25)
            XCTAssertGreaterThan(c.view.presentationFrame.minY, 400, "the top slides away")
            h.step(1)
            XCTAssertNil(h.context)
            XCTAssertEqual(completions, 1)
            XCTAssertNil(h.root.presentedViewController)
            XCTAssertNil(b.presentedViewController)
            XCTAssertNil(b.presentingViewController)
            XCTAssertNil(c.presentingViewController)
            XCTAssertFalse(b.isBeingDismissed)
            XCTAssertFalse(c.isBeingDismissed)
            XCTAssertEqual(cDismiss.endedWith, true, "the top's animator ran")
            XCTAssertNil(bDismiss.endedWith, "the intermediate one was not animated")
            XCTAssertTrue(h.root.view.superview === h.window.rootView)
            XCTAssertEqual(h.window.rootView.subviews.count, 1, "every container left")
            XCTAssertEqual(
                Set(h.log.take()),
                [
                    "c.willDisappear", "c.didDisappear", "b.willDisappear", "b.didDisappear",
                    "root.willAppear", "root.didAppear",
                ])
            XCTAssertEqual([b, c].map(\.appearanceState), [.disappeared, .disappeared])
            XCTAssertEqual(h.root.appearanceState, .appeared)
            XCTAssertEqual(h.window.diagnostics.entries, [])
        }
    }

    /// Whatever the styles in the stack, the root's view ends back in its place, every
    /// container leaves, and the dismissed controllers are freed.
    func testDismissedStackIsFreedForEveryStyleMix() {
        MainActor.assumeIsolated {
            let mixes: [(ModalPresentationStyle, ModalPresentationStyle)] = [
                (.overFullScreen, .fullScreen), (.fullScreen, .fullScreen), (.fullScreen, .overFullScreen),
            ]
            for (bStyle, cStyle) in mixes {
                let h = Harness()
                weak var weakB: LoggingViewController?
                weak var weakC: LoggingViewController?
                do {
                    let b = LoggingViewController(name: "b", log: h.log)
                    b.modalPresentationStyle = bStyle
                    h.root.present(b, animated: false)
                    let c = LoggingViewController(name: "c", log: h.log)
                    c.modalPresentationStyle = cStyle
                    b.present(c, animated: true)
                    h.step(1)
                    weakB = b
                    weakC = c
                }
                h.log.entries.removeAll()
                h.root.dismiss(animated: true)
                XCTAssertEqual(h.window.currentTransition?.kind, .dismiss, "\(bStyle) + \(cStyle)")
                h.step(0.15)
                XCTAssertNotNil(h.root.view.window, "the root's view shows under the top while it leaves")
                h.step(2.5)
                XCTAssertNil(weakB, "\(bStyle) + \(cStyle)")
                XCTAssertNil(weakC)
                XCTAssertEqual(h.window.diagnostics.entries, [])
                XCTAssertEqual(h.window.rootView.subviews.count, 1)
                XCTAssertTrue(h.root.view.superview === h.window.rootView)
                XCTAssertEqual(h.root.view.frame, h.window.rootView.bounds)
                XCTAssertEqual(h.root.appearanceState, .appeared)
                XCTAssertEqual(
                    h.log.entries.filter { $0.hasPrefix("root") }.count,
                    bStyle == .fullScreen ? 2 : 0, "the root appears again only if it had disappeared")
            }
        }
    }

    // MARK: 8. The ancestor rule

    /// Apple, `presentingViewController`: "If the view controller was not presented
    /// modally, but one of its ancestors was, this property contains the view controller
    /// that presented the ancestor." and `presentedViewController`: "The view controller
    /// that is presented by this view controller, or one of its ancestors in the view
    /// controller hierarchy." (The "show Close if presented" idiom reads the first.)
    func testChildrenAnswerPresentingAndPresentedThroughTheirAncestors() {
        MainActor.assumeIsolated {
            let h = Harness()
            let child = LoggingViewController(name: "child", log: h.log)
            let nav = NavigationController(rootViewController: child)
            nav.modalPresentationStyle = .fullScreen
            h.root.present(nav, animated: false)
            XCTAssertTrue(nav.presentingViewController === h.root)
            XCTAssertTrue(
                child.presentingViewController === h.root, "a child of a presented container reports its presenter")

            let sheet = LoggingViewController(name: "sheet", log: h.log)
            sheet.modalPresentationStyle = .overFullScreen
            child.present(sheet, animated: false)
            XCTAssertTrue(nav.presentedViewController === sheet)
            XCTAssertTrue(
                child.presentedViewController === sheet, "a child whose container presented something reports it")
            XCTAssertTrue(sheet.presentingViewController === nav)
            sheet.dismiss(animated: false)
            XCTAssertNil(child.presentedViewController)
            nav.dismiss(animated: false)
            XCTAssertNil(child.presentingViewController)
        }
    }

    // MARK: 9. A non-animated .custom presentation runs the custom animator

    /// Apple, `UIViewControllerContextTransitioning.isAnimated`: "When the modal
    /// presentation style is UIModalPresentationStyle.custom, the value is true if the
    /// transition should be animated or false if it should not. Use this value to
    /// determine whether you need to animate a custom transition into place, or whether
    /// you should install the final views into the container without animating the
    /// changes." The original BTCoverVertical animator (`isAnimated ? 0.3 : 0`) places the views itself.
    func testNonAnimatedCustomPresentationCallsTheAnimatorWithIsAnimatedFalse() {
        MainActor.assumeIsolated {
            let h = Harness()
            let modal = LoggingViewController(name: "modal", log: h.log)
            modal.modalPresentationStyle = .custom
            let animator = SeedCoverVerticalAnimator()
            let d = TestDelegate()
            d.presentAnimator = animator
            d.dismissAnimator = animator
            d.makePresentationController = {
                RecordingPresentationController(presentedViewController: $0, presenting: $1)
            }
            modal.strongDelegate = d
            modal.transitioningDelegate = d
            var presented = false
            h.root.present(modal, animated: false) { presented = true }
            XCTAssertEqual(animator.sawAnimated, [false], "the custom animator runs, told it is not animated")
            h.frame()
            XCTAssertTrue(presented)
            XCTAssertNil(h.context)
            XCTAssertTrue(modal.view.superview === modal.presentationController?.containerView)
            XCTAssertEqual(modal.view.transform, .identity)
            XCTAssertEqual(
                modal.view.presentationFrame, Rect(x: 0, y: 400, width: 400, height: 400), "final frame at once")

            modal.dismiss(animated: false)
            XCTAssertEqual(animator.sawAnimated, [false, false], "and again for the dismissal")
            h.frame()
            XCTAssertNil(h.context)
            XCTAssertNil(h.root.presentedViewController)
            XCTAssertEqual(h.window.diagnostics.entries, [])
        }
    }

    // MARK: 10. isInteractive after finish / cancel, notifications, interactive starts

    /// Apple, `UIViewControllerTransitionCoordinatorContext.isInteractive`: "Every
    /// interactive transition has at least one noninteractive segment — namely, when it's
    /// completing." Once `finish()` or `cancel()` is called the transition runs on its
    /// own: `isInteractive` is false on the context and the coordinator.
    func testFinishAndCancelEndTheInteractivePart() {
        MainActor.assumeIsolated {
            for cancels in [false, true] {
                let h = Harness()
                let interaction = PercentDrivenInteractiveTransition()
                let modal = h.presentInteractively(animator: SlideAnimator(presenting: true), interaction: interaction)
                let context = h.context!
                let coordinator = modal.transitionCoordinator!
                XCTAssertTrue(context.isInteractive)
                XCTAssertTrue(coordinator.isInteractive)
                interaction.update(0.4)
                h.frame()
                if cancels { interaction.cancel() } else { interaction.finish() }
                XCTAssertFalse(
                    context.isInteractive, "no longer interactive once \(cancels ? "cancel" : "finish") was called")
                XCTAssertFalse(coordinator.isInteractive)
                XCTAssertEqual(h.window.currentTransition?.state, cancels ? .cancelling : .finishing)
                h.step(1)
                XCTAssertNil(h.context)
            }
        }
    }

    /// Apple, `UIPercentDrivenInteractiveTransition.wantsInteractiveStart`: "When the value
    /// of this property is true, interactive animations start as paused, allowing you to
    /// drive the animations yourself from the start. You might set this property to false
    /// when you want to start your animations without interactivity." and
    /// `pauseInteractiveTransition()`: it pauses "a transition that was started
    /// non-interactively" so the user can take it over.
    func testAPercentDrivenTransitionCanStartRunningAndBeTakenOverLater() {
        MainActor.assumeIsolated {
            let h = Harness()
            let interaction = PercentDrivenInteractiveTransition()
            interaction.wantsInteractiveStart = false
            interaction.completionCurve = .linear
            let modal = h.presentInteractively(
                animator: SlideAnimator(presenting: true, duration: 1), interaction: interaction)
            XCTAssertFalse(h.context!.isInteractive, "it starts running on its own")
            XCTAssertEqual(h.window.currentTransition?.state, .running)
            h.step(0.25)
            XCTAssertEqual(h.context!.progress, 0.25, accuracy: 0.02)
            XCTAssertEqual(
                modal.view.presentationFrame.minY, 600, accuracy: 2, "linear slide from 800, a quarter of the way")
            interaction.pause()
            XCTAssertTrue(h.context!.isInteractive, "paused: the interaction controller drives it now")
            XCTAssertEqual(h.window.currentTransition?.state, .interactive)
            interaction.update(0.5)
            h.frame()
            XCTAssertEqual(modal.view.presentationFrame.minY, 400, accuracy: 1, "held where the update put it")
            interaction.finish()
            XCTAssertFalse(h.context!.isInteractive)
            h.step(1)
            XCTAssertNil(h.context)
            XCTAssertTrue(h.root.presentedViewController === modal)
            XCTAssertEqual(modal.view.frame.minY, 0)
        }
    }
}

extension LoggingViewController {
    /// Presents a `.custom` child named "c" from this controller with the harness's slide
    /// animators and recording presentation controller.
    func presentCustomChild(_ h: Harness) -> LoggingViewController {
        let vc = LoggingViewController(name: "c", log: h.log)
        vc.modalPresentationStyle = .custom
        let d = TestDelegate()
        d.presentAnimator = SlideAnimator(presenting: true)
        d.dismissAnimator = SlideAnimator(presenting: false)
        d.makePresentationController = { RecordingPresentationController(presentedViewController: $0, presenting: $1) }
        vc.strongDelegate = d
        vc.transitioningDelegate = d
        present(vc, animated: true)
        return vc
    }
}

extension View {
    /// True when the view would be drawn: in the window and neither it nor an ancestor hidden.
    var isVisibleInWindow: Bool {
        guard window != nil else { return false }
        var v: View? = self
        while let current = v {
            if current.isHidden || current.alpha < 0.01 { return false }
            v = current.superview
        }
        return true
    }
}
