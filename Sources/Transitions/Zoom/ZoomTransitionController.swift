import Engine
import Geometry

/// The transitioning delegate behind `PreferredTransition.zoom`: the zoom animator both
/// ways, the drag-down interaction while a drag runs, and the presentation controller
/// that wraps the zoomed view (id `zoom-destination`) and installs the drag.
@MainActor
final class ZoomTransitionController: TransitioningDelegate {
    let sourceViewProvider: @MainActor (ZoomSourceContext) -> View?
    /// The drag-down dismissal in progress.
    var dragInteraction: ZoomDismissInteraction?
    /// True from a drag's start until the dismissal asked for its interaction controller.
    var wantsDragInteraction = false

    init(sourceViewProvider: @escaping @MainActor (ZoomSourceContext) -> View?) {
        self.sourceViewProvider = sourceViewProvider
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> (any AnimatedTransitioning)? {
        ZoomTransitionAnimator(isZoomingIn: true, provider: sourceViewProvider)
    }

    func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        ZoomTransitionAnimator(isZoomingIn: false, provider: sourceViewProvider)
    }

    func interactionControllerForDismissal(using animator: any AnimatedTransitioning) -> (any InteractiveTransitioning)? {
        guard wantsDragInteraction, let zoom = animator as? ZoomTransitionAnimator else { return nil }
        wantsDragInteraction = false
        let interaction = ZoomDismissInteraction(animator: zoom)
        dragInteraction = interaction
        return interaction
    }

    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) -> PresentationController? {
        guard let presenting else { return nil }
        return ZoomPresentationController(presentedViewController: presented, presenting: presenting, zoom: self)
    }

    /// The drag on the zoomed view: down dismisses interactively.
    func handleDrag(_ pan: PanGestureRecognizer, zoomed: ViewController) {
        let t = pan.translation(in: nil)
        switch pan.state {
        case .began:
            guard zoomed.transitionCoordinator == nil, zoomed.presentingViewController != nil else { return }
            wantsDragInteraction = true
            zoomed.dismiss(animated: true)
            wantsDragInteraction = false
            dragInteraction?.update(translation: t)
        case .changed:
            dragInteraction?.update(translation: t)
        case .ended, .cancelled:
            guard let interaction = dragInteraction else { return }
            dragInteraction = nil
            let v = pan.velocity(in: nil)
            // Projected as a scroll view decelerates: home when it would end a quarter of the
            // window below where it started, or on a downward fling.
            let projected = t.y + v.y * 0.499
            let height = interaction.containerHeight
            if pan.state == .ended && (projected > height * 0.25 || v.y > 700) {
                interaction.finish(velocity: v)
            } else {
                interaction.cancel(velocity: v)
            }
        default:
            break
        }
    }
}

/// Presents the zoomed controller over its presenter (which stays in place), wrapped in a
/// view with the id `zoom-destination` that takes the drag-down dismissal.
@MainActor
final class ZoomPresentationController: PresentationController {
    private unowned let zoom: ZoomTransitionController
    private var wrapper: View?

    init(presentedViewController: ViewController, presenting: ViewController, zoom: ZoomTransitionController) {
        self.zoom = zoom
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    override var presentedView: View? {
        if let wrapper { return wrapper }
        let w = View()
        w.id = "zoom-destination"
        let content = presentedViewController.view
        w.backgroundColor = content.backgroundColor
        w.addSubview(content)
        // While a zoom runs the animator sizes and scales the page itself.
        w.layout = { [weak self, weak content] v in
            guard self?.presentedViewController.transitionCoordinator == nil else { return }
            content?.frame = v.bounds
        }
        w.addGestureRecognizer(PanGestureRecognizer { [weak self] pan in
            guard let self else { return }
            self.zoom.handleDrag(pan, zoomed: self.presentedViewController)
        })
        wrapper = w
        return w
    }

    override func containerViewWillLayoutSubviews() {
        if presentedViewController.transitionCoordinator == nil {
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }
}
