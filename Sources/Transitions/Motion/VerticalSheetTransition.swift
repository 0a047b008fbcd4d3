import Engine
import Geometry

/// Slides the fore view up from below the container when going forward and back down
/// when going backward, over a black 0.3 scrim owned by its own presentation controller,
/// which starts first (MotionTransitioning's vertical sheet).
@preconcurrency @MainActor
public final class VerticalSheetTransition: Transition, TransitionWithPresentation, TransitionWithCustomDuration {
    /// Duration, seconds.
    public var duration: Double
    /// Distance from the container's top to the sheet, points (0 fills the container).
    public var topInset: Double

    /// A sheet sliding over `duration` seconds that stops `topInset` points below the top.
    public init(duration: Double = 0.35, topInset: Double = 0) {
        self.duration = duration
        self.topInset = topInset
    }

    /// The duration given at creation.
    public func transitionDuration(with context: MotionTransitionContext) -> Double { duration }

    /// `.custom`: the sheet's own presentation controller lays it out.
    public func defaultModalPresentationStyle() -> ModalPresentationStyle { .custom }

    /// Runs this part of the sheet transition and ends when its animation ends.
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController?
    ) -> PresentationController? {
        let pc = VerticalSheetPresentationController(presentedViewController: presented, presenting: presenting)
        pc.topInset = topInset
        return pc
    }

    /// Runs this part of the sheet transition and ends when its animation ends.
    public func start(with context: MotionTransitionContext) {
        let fore: View = context.foreViewController.view
        let container = context.containerView
        let shown = context.transitionContext.finalFrame(for: context.foreViewController)
        let onScreen = context.direction == .forward ? shown : fore.frame
        let offScreen = onScreen.offsetBy(dx: 0, dy: container.bounds.maxY - onScreen.minY)
        if context.direction == .forward { fore.frame = offScreen }
        View.animate(
            withDuration: context.duration, options: [.curveEaseInOut],
            animations: {
                fore.frame = context.direction == .forward ? onScreen : offScreen
            }
        ) { _ in
            context.transitionDidEnd()
        }
    }
}

/// The vertical sheet's presentation controller: a black scrim at alpha 0.3 behind the
/// sheet (`DimmingPresentationController`'s dimming view, id `scrim`), faded as a
/// `Transition` of its own (started before the sheet's motion), and a tap on it dismisses.
@preconcurrency @MainActor
public final class VerticalSheetPresentationController: DimmingPresentationController, Transition {
    /// The scrim behind the sheet.
    public var scrimView: View { dimmingView }
    /// Alpha of the scrim once presented.
    public var scrimAlpha: Double {
        get { dimmedAlpha }
        set { dimmedAlpha = newValue }
    }
    /// Distance from the top to the sheet.
    public var topInset = 0.0

    /// Creates the controller for one presentation, with its chrome view ready.
    public override init(presentedViewController: ViewController, presenting presentingViewController: ViewController) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.accessibilityIdentifier = "scrim"
        fadesDimmingAlongsideTransition = false
    }

    /// The frame the presented view takes once presented.
    public override var frameOfPresentedViewInContainerView: Rect {
        let b = containerView?.bounds ?? .zero
        return Rect(x: b.minX, y: b.minY + topInset, width: b.width, height: b.height - topInset)
    }

    /// Keeps the scrim fitted to the container; the sheet's own transition places the sheet.
    public override func containerViewWillLayoutSubviews() {
        dimmingView.fitToContainer()
    }

    /// Runs this part of the sheet transition and ends when its animation ends.
    public func start(with context: MotionTransitionContext) {
        let target = context.direction == .forward ? scrimAlpha : 0
        if !context.transitionContext.isAnimated {
            scrimView.alpha = target
            context.transitionDidEnd()
            return
        }
        View.animate(
            withDuration: context.duration, options: [.curveEaseInOut],
            animations: {
                self.scrimView.alpha = target
            }
        ) { _ in context.transitionDidEnd() }
    }
}
