// Tutorial: snapshots and an interactive, cancellable presentation (from the original
// blog post on a direction transition with iOS 7's API).
//
// UIKit concept: `snapshotView(afterScreenUpdates:)` stands in for the presenting screen so it
// can shrink to 0.85 while the real view is hidden; the new screen slides in from the left on
// a UIKit duration spring; an edge pan drives the transition and a cancel must put the real
// view back. The lines that matter:
//     let copy = presenter.snapshotView()
//     View.animate(withDuration:usingSpringWithDamping: 0.7, initialSpringVelocity: 1 / 0.55, ...)
//     context.completeTransition(!context.transitionWasCancelled)
//
// A port of the original's own shape: the presenting screen is the transitioning delegate
// and drives both drags, as it does there, so this demo keeps that controller rather than a
// separate transition object.

import DemoKit
import Engine
import Geometry
import Transitions

/// The original blog post's "direction" transition: a snapshot of the presenting view shrinks to 0.85
/// while the new view slides in from the left (UIKit spring, damping 0.7, initial
/// velocity 1/0.55, 0.7 s); the real presenting view is hidden meanwhile, and dismissal
/// reverses it. Both ways can be dragged: from the left edge of the first screen to
/// present, leftwards on the presented view to dismiss; letting go before half way
/// cancels, and a cancelled presentation shows the real view again and drops the snapshot.
///
/// The snapshot (id `snapshot`) is owned by the presentation controller, because it
/// must outlive the presentation (it is what the dismissal grows back) and a view the
/// animator left in the container would be taken out when the presentation ends.
public struct DirectionDemo: ListedDemo {
    /// `--demo direction`, its catalog row and summary.
    public static let entry = DemoEntry(
        "direction", title: "Direction", summary: "A snapshot shrinks while the new screen slides in from the left")

    let settings = DirectionSettings()

    /// Creates the demo with its default parameters.
    public init() {}

    /// The demo's first screen, with its `present-button`.
    public func makeRootViewController() -> ViewController {
        DirectionRootViewController(settings: settings)
    }

    /// "[" / "]" lower / raise the damping ratio of the presenting spring (a tap on
    /// Present), "-" / "=" the duration of every run of the transition.
    public var tuning: Tuning? {
        Tuning(
            "present spring",
            [
                TunableSetting("damping", of: settings, \.damping, step: 0.1, in: 0.1...1),
                TunableSetting("duration", of: settings, \.duration, step: 0.1, in: 0.2...3, unit: "s"),
            ])
    }

    /// The transition's spring, in UIKit's duration/damping/velocity form.
    public func springSettings() -> [SpringSetting] {
        [
            .uikit(
                "present", of: settings, duration: \.duration, dampingRatio: \.damping,
                initialVelocity: \.velocity)
        ]
    }
}

/// The direction spring (the original blog post's numbers by default).
@MainActor
final class DirectionSettings {
    var damping = 0.7
    var velocity = 1 / 0.55
    var duration = 0.7
    /// The snapshot's scale while the presented view covers it.
    let snapshotScale = 0.85
}

/// The first screen: "Present", and a drag from the left edge that presents interactively.
@MainActor
final class DirectionRootViewController: DemoRootViewController, CustomPresentationDelegate,
    DirectionalAnimatorDelegate, DragDismissedTransition
{
    let settings: DirectionSettings
    /// The drag driving the transition in progress, if a drag started it.
    let drag = InteractiveDrag()

    init(settings: DirectionSettings) {
        self.settings = settings
        super.init(
            DirectionDemo.entry, subtitle: "Tap Present, or drag from the left edge",
            background: Palette.groupedBackground)
    }

    /// Always fails (nil), as the base class does: there are no storyboards to decode from.
    required init?(coder: ViewCoder) {
        return nil
    }

    override func screenDidLoad(_ screen: DemoScreen) {
        screen.addButton("Present", id: "present-button") { [weak self] _ in self?.presentNext() }
        let edge = ScreenEdgePanGestureRecognizer { [weak self] pan in self?.handleEdgeDrag(pan) }
        edge.edges = .left
        screen.view.addGestureRecognizer(edge)
    }

    private func presentNext() {
        let next = DirectionModalViewController()
        next.onDrag = { [weak self, weak next] pan in
            guard let self, let next else { return }
            self.drive(pan, sign: -1) { next.dismiss(animated: true) }
        }
        present(next, transitioningDelegate: self)
    }

    private func handleEdgeDrag(_ pan: PanGestureRecognizer) {
        drive(pan, sign: 1) { [weak self] in self?.presentNext() }
    }

    /// Runs a percent-driven transition from a horizontal drag: `sign` 1 when rightwards
    /// is forward (presenting), -1 when leftwards is (dismissing).
    private func drive(_ pan: PanGestureRecognizer, sign: Double, start: () -> Void) {
        let width = max(view.bounds.width, 1)
        drag.follow(
            pan, progress: sign * pan.translation(in: nil).x / width, speed: sign * pan.velocity(in: nil).x,
            distance: width, start: start)
    }

    func animator(presenting: Bool) -> any AnimatedTransitioning {
        DirectionAnimator(settings: settings, presenting: presenting)
    }

    func interactionControllerForPresentation(using animator: any AnimatedTransitioning) -> (
        any InteractiveTransitioning
    )? {
        drag.interaction
    }

    func makePresentationController(presenting: ViewController, presented: ViewController) -> PresentationController {
        DirectionPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// The second screen (id `modal`): a full-screen indigo page with "Dismiss"; dragging
/// it leftwards dismisses interactively.
@MainActor
final class DirectionModalViewController: ViewController {
    /// Called with the page's drag (the root controller drives the transition).
    var onDrag: ((PanGestureRecognizer) -> Void)?

    override func loadView() {
        let card = CardScreen.modal(
            of: self, title: "From the left", detail: "Drag left, or tap Dismiss", color: Palette.indigo)
        card.view.addGestureRecognizer(PanGestureRecognizer { [weak self] pan in self?.onDrag?(pan) })
        view = card.view
    }
}

/// Owns the backdrop and the snapshot standing in for the presenting view, and hides
/// the real presenting view from the start of the presentation to the end of the
/// dismissal (or until a cancelled presentation ends).
@MainActor
final class DirectionPresentationController: PresentationController {
    /// The frozen copy of the presenting view (id `snapshot`), made when the presentation begins.
    private(set) var snapshot: View?
    /// Dark backdrop behind the shrunk snapshot.
    let backdrop = View()

    override init(presentedViewController: ViewController, presenting presentingViewController: ViewController) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        backdrop.accessibilityIdentifier = "backdrop"
        backdrop.backgroundColor = .black
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        let presenter: View = presentingViewController.view
        let copy = presenter.snapshotView()
        copy.accessibilityIdentifier = "snapshot"
        copy.frame = containerView.convert(presenter.bounds, from: presenter)
        backdrop.frame = containerView.bounds
        containerView.insertSubview(backdrop, at: 0)
        containerView.insertSubview(copy, aboveSubview: backdrop)
        snapshot = copy
        presenter.isHidden = true
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { restorePresenter() }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { restorePresenter() }
    }

    override func containerViewWillLayoutSubviews() {
        guard let containerView else { return }
        backdrop.frame = containerView.bounds
        if presentedViewController.transitionCoordinator == nil {
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }

    private func restorePresenter() {
        presentingViewController.view.isHidden = false
        snapshot?.removeFromSuperview()
        snapshot = nil
        backdrop.removeFromSuperview()
    }
}

/// Slides the presented view in from the left over the shrinking snapshot, and back.
@MainActor
final class DirectionAnimator: AnimatedTransitioning {
    let settings: DirectionSettings
    let presenting: Bool

    init(settings: DirectionSettings, presenting: Bool) {
        self.settings = settings
        self.presenting = presenting
    }

    func transitionDuration(using context: TransitionContext?) -> Double { settings.duration }

    func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let width = container.bounds.width
        let snapshot = (context.presentationController as? DirectionPresentationController)?.snapshot
        let shrunk = AffineTransform(scaleX: settings.snapshotScale, y: settings.snapshotScale)
        let offLeft = AffineTransform(translationX: -width, y: 0)
        let page = context.view(forKey: presenting ? .to : .from)
        if presenting, let page, let toVC = context.viewController(forKey: .to) {
            page.frame = context.finalFrame(for: toVC)
            page.transform = offLeft
            container.addSubview(page)
        }
        let changes = { [presenting] in
            page?.transform = presenting ? .identity : offLeft
            snapshot?.transform = presenting ? shrunk : .identity
        }
        let done: (Bool) -> Void = { _ in context.completeTransition(!context.transitionWasCancelled) }
        if context.isInteractive {
            // Under a finger the motion must be proportional to the drag.
            View.animate(
                withDuration: settings.duration, options: [.curveLinear], animations: changes, completion: done)
        } else if presenting {
            View.animate(
                withDuration: settings.duration, usingSpringWithDamping: settings.damping,
                initialSpringVelocity: settings.velocity, animations: changes, completion: done)
        } else {
            View.animate(
                withDuration: settings.duration, options: [.curveEaseInOut], animations: changes, completion: done)
        }
    }
}
