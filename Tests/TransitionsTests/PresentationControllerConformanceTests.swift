import Engine
import Geometry
import XCTest

@testable import Transitions

/// A presentation controller that records each hook with what UIKit documents as
/// available in it.
@MainActor
private final class HookRecorder: PresentationController {
    var hooks: [String] = []
    var removesPresenter = false
    var sizes: [Size] = []
    var contentSizeChanges = 0
    override var shouldRemovePresentersView: Bool { removesPresenter }
    override var frameOfPresentedViewInContainerView: Rect {
        guard let b = containerView?.bounds else { return .zero }
        return Rect(x: 20, y: b.height / 2, width: b.width - 40, height: b.height / 2)
    }
    override func presentationTransitionWillBegin() {
        let coordinated = presentedViewController.transitionCoordinator != nil
        hooks.append("presentWill(container: \(containerView?.window != nil), coordinator: \(coordinated))")
    }
    override func presentationTransitionDidEnd(_ completed: Bool) { hooks.append("presentDid(\(completed))") }
    override func dismissalTransitionWillBegin() {
        let coordinated = presentedViewController.transitionCoordinator != nil
        hooks.append("dismissWill(coordinator: \(coordinated))")
    }
    override func dismissalTransitionDidEnd(_ completed: Bool) { hooks.append("dismissDid(\(completed))") }
    override func containerViewWillLayoutSubviews() {
        hooks.append("willLayout")
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
    override func containerViewDidLayoutSubviews() { hooks.append("didLayout") }
    override func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer) {
        contentSizeChanges += 1
        super.preferredContentSizeDidChange(forChildContentContainer: container)
    }
    override func viewWillTransition(to size: Size, with coordinator: any TransitionCoordinator) {
        sizes.append(size)
        super.viewWillTransition(to: size, with: coordinator)
    }
}

/// Records the sizes `viewWillTransition(to:with:)` brings.
@MainActor
private final class SizeController: LoggingViewController {
    var sizes: [Size] = []
    override func viewWillTransition(to size: Size, with coordinator: any TransitionCoordinator) {
        sizes.append(size)
        super.viewWillTransition(to: size, with: coordinator)
    }
}

@MainActor
private final class Adaptive: AdaptivePresentationControllerDelegate {
    var answer: ModalPresentationStyle
    init(_ answer: ModalPresentationStyle) { self.answer = answer }
    func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle { answer }
}

@MainActor
private func present(
    _ h: Harness, removesPresenter: Bool = false, interaction: PercentDrivenInteractiveTransition? = nil,
    presented: LoggingViewController? = nil
) -> (LoggingViewController, HookRecorder) {
    let modal = presented ?? LoggingViewController(name: "modal", log: h.log)
    modal.modalPresentationStyle = .custom
    let d = TestDelegate()
    d.presentAnimator = SlideAnimator(presenting: true)
    d.dismissAnimator = SlideAnimator(presenting: false)
    d.presentInteraction = interaction
    var made: HookRecorder?
    d.makePresentationController = {
        let pc = HookRecorder(presentedViewController: $0, presenting: $1)
        pc.removesPresenter = removesPresenter
        made = pc
        return pc
    }
    modal.strongDelegate = d
    modal.transitioningDelegate = d
    h.root.present(modal, animated: true)
    return (modal, made!)
}

/// `PresentationController` against Apple's documentation of `UIPresentationController`.
final class PresentationControllerConformanceTests: XCTestCase {
    /// presentationTransitionWillBegin(): "The default implementation of this method does
    /// nothing. Subclasses can override it and use it to add custom views to the view
    /// hierarchy and to create any animations associated with those views. To perform your
    /// animations, get the transition coordinator of the presented view controller."
    /// presentationTransitionDidEnd(_:): "completed: true if the presentation finished
    /// successfully and the presented view controller is now onscreen or false if the
    /// presentation was canceled"; dismissalTransitionWillBegin() and
    /// dismissalTransitionDidEnd(_:) likewise for the dismissal. Each is called once, in
    /// that order.
    func testTheFourHooksComeOnceEachWithTheCoordinatorAndTheOutcome() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (modal, pc) = present(h)
            h.step(1)
            modal.dismiss(animated: true)
            h.step(1)
            XCTAssertEqual(
                pc.hooks.filter { !$0.hasSuffix("Layout") },
                [
                    "presentWill(container: true, coordinator: true)", "presentDid(true)",
                    "dismissWill(coordinator: true)", "dismissDid(true)",
                ])
            XCTAssertNil(h.root.presentedViewController)
        }
    }

    /// The `false` of presentationTransitionDidEnd(_:) and dismissalTransitionDidEnd(_:):
    /// an interactive presentation or dismissal that is cancelled reports it.
    func testCancelledTransitionsReportCompletedFalse() {
        MainActor.assumeIsolated {
            let h = Harness()
            let interaction = PercentDrivenInteractiveTransition()
            let (_, pc) = present(h, interaction: interaction)
            interaction.update(0.3)
            interaction.cancel()
            h.step(1)
            XCTAssertNil(h.root.presentedViewController)
            XCTAssertEqual(
                pc.hooks.filter { !$0.hasSuffix("Layout") },
                ["presentWill(container: true, coordinator: true)", "presentDid(false)"])

            let dismissal = PercentDrivenInteractiveTransition()
            let modal = h.presentCustom(dismissInteraction: dismissal)
            let recording = modal.presentationController as! RecordingPresentationController
            modal.dismiss(animated: true)
            dismissal.update(0.5)
            dismissal.cancel()
            h.step(1)
            XCTAssertTrue(h.root.presentedViewController === modal)
            XCTAssertEqual(
                recording.hooks.filter { $0 != "layout" },
                ["presentWill", "presentDid(true)", "dismissWill", "dismissDid(false)"])
        }
    }

    /// frameOfPresentedViewInContainerView: "The frame rectangle to assign to the presented
    /// view at the end of the animations." containerViewWillLayoutSubviews(): "Notifies the
    /// presentation controller that layout is about to begin on the views of the container
    /// view"; containerViewDidLayoutSubviews() after it. On a window resize the container
    /// takes the new size and lays out again; viewWillTransition(to:with:) reaches the
    /// presentation controller, which forwards it to the presented controller.
    func testTheFrameTheLayoutHooksAndAResizeReachThePresentation() {
        MainActor.assumeIsolated {
            let h = Harness()
            let sized = SizeController(name: "modal", log: h.log)
            let (modal, pc) = present(h, presented: sized)
            h.step(1)
            XCTAssertNil(h.context)
            XCTAssertEqual(modal.view.frame, Rect(x: 20, y: 400, width: 360, height: 400))
            pc.hooks.removeAll()
            h.window.send(.resize(Size(width: 600, height: 500)))
            h.frame()
            XCTAssertEqual(pc.sizes, [Size(width: 600, height: 500)])
            XCTAssertEqual(sized.sizes, [Size(width: 600, height: 500)], "forwarded to the presented controller")
            XCTAssertEqual(pc.containerView?.bounds.size, Size(width: 600, height: 500))
            let will = pc.hooks.firstIndex(of: "willLayout")
            let did = pc.hooks.firstIndex(of: "didLayout")
            XCTAssertNotNil(will)
            XCTAssertNotNil(did)
            if let will, let did { XCTAssertLessThan(will, did) }
            XCTAssertEqual(modal.view.frame, Rect(x: 20, y: 250, width: 560, height: 250))
        }
    }

    /// shouldRemovePresentersView: "The default implementation of this method returns false.
    /// [...] Return true if the presenting view controller's view should be removed when the
    /// presentation animations finish." True takes the presenter's view out of the window
    /// once the presentation ended (and gives the animator that view), and puts it back for
    /// the dismissal.
    func testRemovingThePresentersViewIsTheControllersChoice() {
        MainActor.assumeIsolated {
            for removes in [false, true] {
                let h = Harness()
                let (modal, pc) = present(h, removesPresenter: removes)
                XCTAssertEqual(h.context?.view(forKey: .from) != nil, removes)
                XCTAssertNotNil(h.root.view.window, "still there while the presentation runs")
                h.step(1)
                XCTAssertFalse(
                    PresentationController(presentedViewController: modal, presenting: h.root)
                        .shouldRemovePresentersView, "false by default")
                XCTAssertEqual(h.root.view.window == nil, removes, "removes: \(removes)")
                modal.dismiss(animated: true)
                XCTAssertNotNil(h.root.view.window, "back for the dismissal")
                h.step(1)
                XCTAssertNotNil(h.root.view.window)
                XCTAssertEqual(h.root.appearanceState, .appeared)
                _ = pc
            }
        }
    }

    /// adaptivePresentationStyle: "The value provided by the presentation controller's
    /// delegate or UIModalPresentationStyle.none if a delegate was not provided or does not
    /// return a valid value." The delegate's valid answers are "fullScreen, overFullScreen,
    /// or none".
    func testTheAdaptiveStyleIsTheDelegatesValidAnswerElseNone() {
        MainActor.assumeIsolated {
            let h = Harness()
            let modal = LoggingViewController(name: "modal", log: h.log)
            let pc = PresentationController(presentedViewController: modal, presenting: h.root)
            XCTAssertEqual(pc.adaptivePresentationStyle, ModalPresentationStyle.none)
            for answer in [ModalPresentationStyle.fullScreen, .overFullScreen, .none] {
                let delegate = Adaptive(answer)
                pc.delegate = delegate
                XCTAssertEqual(pc.adaptivePresentationStyle, answer)
            }
            let invalid = Adaptive(.automatic)
            pc.delegate = invalid
            XCTAssertEqual(pc.adaptivePresentationStyle, ModalPresentationStyle.none)
        }
    }

    /// preferredContentSizeDidChange(forChildContentContainer:): "Notifies an interested
    /// controller that the preferred content size of one of its children changed." The
    /// presented controller's preferredContentSize reaches its presentation controller,
    /// once for each change and not for a set to the same size.
    func testAPreferredContentSizeChangeReachesThePresentationController() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (modal, pc) = present(h)
            h.step(1)
            modal.preferredContentSize = Size(width: 200, height: 300)
            modal.preferredContentSize = Size(width: 200, height: 300)
            modal.preferredContentSize = Size(width: 250, height: 300)
            XCTAssertEqual(pc.contentSizeChanges, 2)
        }
    }
}
