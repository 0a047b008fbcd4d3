// Tutorial: the transition coordinator (from the original blog tutorial on view controller
// transitions).
//
// UIKit concept: the presentation controller owns the dimming view and animates it alongside
// the transition through the coordinator, so it follows an interactive drag and goes back on
// a cancel without the animator knowing it exists. The lines that matter:
//     presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in dimming.alpha = 0.5 })
//     func interactionControllerForDismissal(using:) -> (any InteractiveTransitioning)?
//
// This demo ports the original article's own presentation controller, so it keeps its own
// dimming view rather than the library's `DimmingPresentationController`: writing that
// controller is the lesson. The card's drag is `InteractiveDrag` (Support), as in the
// bottom-sheet demo.

import DemoKit
import Engine
import Geometry
import Transitions

/// The original transitions tutorial's overlay: a presentation controller takes the dimming view away from the
/// animator. It owns the dimming (id `dimming`), adds it when the presentation begins
/// and fades it with the transition coordinator's alongside animation, so it follows the
/// card even when a drag drives the dismissal and goes back when the drag is cancelled.
/// The animator only moves the card (id `modal`), in from the right and out again;
/// dragging the card to the right dismisses it interactively.
public struct OverlayDemo: ListedDemo {
    /// `--demo overlay`, its catalog row and summary.
    public static let entry = DemoEntry(
        "overlay", title: "Overlay",
        summary: "A presentation controller owns the dimming, synced by the transition coordinator")

    /// Creates the demo with its default parameters.
    public init() {}

    /// A page whose `present-button` presents the card.
    public func makeRootViewController() -> ViewController {
        DemoRootViewController(
            Self.entry, subtitle: "Drag the card right to dismiss",
            buttons: [.present { $0.present(OverlayViewController(), animated: true) }])
    }
}

/// The card. It keeps its transition object alive and drives it from its drag.
@MainActor
final class OverlayViewController: DemoViewController {
    let transition = OverlayTransition()

    convenience init() {
        self.init(named: "overlay.card")
        modalPresentationStyle = .custom
        transitioningDelegate = transition
    }

    override func loadView() {
        let card = CardScreen.modal(
            of: self, title: "Overlay", detail: "The dimming is the presentation controller's", color: Palette.pink)
        card.view.cornerRadius = 16
        let pan = PanGestureRecognizer { [weak self] pan in self?.handleDrag(pan) }
        pan.delegate = self
        card.view.addGestureRecognizer(pan)
        view = card.view
    }

    private func handleDrag(_ pan: PanGestureRecognizer) {
        let distance = max(view.bounds.width, 1) + 32
        transition.drag.follow(
            pan, progress: pan.translation(in: nil).x / distance, speed: pan.velocity(in: nil).x, distance: distance
        ) { dismiss(animated: true) }
    }
}

extension OverlayViewController: GestureRecognizerDelegate {
    /// Only a drag that sets off to the right may begin: any other would start an
    /// interactive dismissal it can never move.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? PanGestureRecognizer else { return true }
        let t = pan.translation(in: nil)
        return t.x > abs(t.y)
    }
}

/// Delegate and animator: the card slides in from the right edge and out to it.
@MainActor
final class OverlayTransition: SelfAnimatingTransition, CustomPresentationDelegate, DragDismissedTransition {
    /// The drag in progress, whose interaction drives the dismissal it started.
    let drag = InteractiveDrag()

    func makePresentationController(presenting: ViewController, presented: ViewController) -> PresentationController {
        OverlayPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func transitionDuration(using context: TransitionContext?) -> Double { 0.4 }

    func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let presenting = context.kind == .present
        guard let card = context.view(forKey: presenting ? .to : .from),
            let cardVC = context.viewController(forKey: presenting ? .to : .from)
        else {
            context.completeTransition(false)
            return
        }
        let shown = presenting ? context.finalFrame(for: cardVC) : card.frame
        let away = AffineTransform(translationX: container.bounds.maxX - shown.minX, y: 0)
        if presenting {
            card.frame = shown
            card.transform = away
            container.addSubview(card)
        }
        let options: AnimationOptions =
            context.isInteractive ? [.curveLinear] : presenting ? [.curveEaseOut] : [.curveEaseIn]
        View.animate(
            withDuration: transitionDuration(using: context), options: options,
            animations: {
                card.transform = presenting ? .identity : away
            }
        ) { _ in context.completeTransition(!context.transitionWasCancelled) }
    }
}

/// Insets the card and owns the dimming behind it, faded in and out alongside the
/// transition through the coordinator.
@MainActor
final class OverlayPresentationController: PresentationController {
    let dimmingView = View()

    override init(presentedViewController: ViewController, presenting presentingViewController: ViewController) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.accessibilityIdentifier = "dimming"
        dimmingView.backgroundColor = .black
        dimmingView.addGestureRecognizer(
            TapGestureRecognizer { [weak self] _ in
                self?.presentedViewController.dismiss(animated: true)
            })
    }

    override var frameOfPresentedViewInContainerView: Rect {
        let b = containerView?.bounds ?? .zero
        return Rect(
            x: b.minX + 32, y: b.minY + b.height * 0.3, width: max(0, b.width - 64),
            height: max(0, b.height * 0.7 - 60))
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        let dimming = dimmingView
        if presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in dimming.alpha = 0.5 })
            != true
        {
            dimming.alpha = 0.5
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        let dimming = dimmingView
        if presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in dimming.alpha = 0 })
            != true
        {
            dimming.alpha = 0
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        if presentedViewController.transitionCoordinator == nil {
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }
}
