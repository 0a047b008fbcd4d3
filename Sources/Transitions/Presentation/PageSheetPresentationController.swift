import Engine
import Geometry

/// `.pageSheet`: a card inset from the top with rounded corners over a dimmed presenter.
@MainActor
final class PageSheetPresentationController: DimmingPresentationController {
    /// Gap between the container's top and the card, points.
    static let topInset = 40.0

    override init(presentedViewController: ViewController, presenting presentingViewController: ViewController) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmedAlpha = 0.4
        dismissesOnDimmingTap = false
        presentedFrame = { b in Rect(x: 0, y: b.minY + Self.topInset, width: b.width, height: b.height - Self.topInset) }
    }

    /// How much the presenter shrinks behind the card, as iOS 13 does.
    static let presenterScale = 0.92

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        presentedView?.cornerRadius = 10
        presentedView?.clipsToBounds = true
        setPresenterShrunk(true)
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        setPresenterShrunk(false)
    }

    /// Shrinks (or restores) the presenting view with the transition, so an interactive
    /// or cancelled transition carries it along.
    private func setPresenterShrunk(_ shrunk: Bool) {
        guard let presenter = presentingViewController.viewIfLoaded else { return }
        let transform = shrunk ? AffineTransform(scaleX: Self.presenterScale, y: Self.presenterScale) : .identity
        let animated = presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            presenter.transform = transform
        }) ?? false
        if !animated { presenter.transform = transform }
    }
}
