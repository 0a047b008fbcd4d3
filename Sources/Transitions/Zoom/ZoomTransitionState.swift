import Engine
import Geometry

/// What one `.zoom` preferred transition keeps between its runs: the options, the source
/// view provider, and the drag-down dismissal it installs on the zoomed view (one pan,
/// installed once) and hands to the dismissal or pop it starts.
@MainActor
final class ZoomTransitionState {
    let options: ZoomOptions
    let provider: (ZoomSourceViewProviderContext) -> View?
    /// Made by a drag's start, taken by the presentation or navigation hook.
    var pendingInteraction: ZoomDismissInteraction?
    /// The drag driving the running closing zoom, read by its animator each frame.
    var drag: ZoomDismissInteraction?
    private weak var installedOn: View?

    init(options: ZoomOptions, provider: @escaping (ZoomSourceViewProviderContext) -> View?) {
        self.options = options
        self.provider = provider
    }

    /// The dimming laid over what is behind the zoomed view.
    var dimmingColor: Color { options.dimmingColor ?? Color(white: 0, alpha: 0.3) }

    /// Adds the drag-down pan to the zoomed controller's view (once per view).
    func installDismissGesture(on zoomed: ViewController) {
        let view: View = zoomed.view
        guard installedOn !== view else { return }
        installedOn = view
        view.addGestureRecognizer(
            PanGestureRecognizer { [weak self, weak zoomed] pan in
                guard let self, let zoomed else { return }
                self.handle(pan, zoomed: zoomed)
            })
    }

    /// A drag that starts downwards (more down than sideways) dismisses or pops the
    /// zoomed controller interactively; other drags are left alone.
    private func handle(_ pan: PanGestureRecognizer, zoomed: ViewController) {
        switch pan.state {
        case .began:
            let t = pan.translation(in: nil)
            guard t.y > 0, t.y >= abs(t.x), let window = zoomed.viewIfLoaded?.window,
                window.transitionHost.currentContext == nil
            else { return }
            if let shouldBegin = options.interactiveDismissShouldBegin,
                !shouldBegin(
                    ZoomInteractionContext(
                        location: pan.location(in: zoomed.view), velocity: pan.velocity(in: nil), willBegin: true))
            {
                return
            }
            let interaction = ZoomDismissInteraction()
            interaction.translation = t
            pendingInteraction = interaction
            drag = interaction
            if let nav = zoomed.navigationController, nav.topViewController === zoomed, nav.viewControllers.count > 1 {
                nav.popViewController(animated: true)
            } else if zoomed.presentingViewController != nil {
                zoomed.dismiss(animated: true)
            }
            // Not taken: nothing started (refused, or a delegate answered instead).
            if pendingInteraction != nil {
                pendingInteraction = nil
                drag = nil
                return
            }
            interaction.follow(t)
        case .changed:
            drag?.follow(pan.translation(in: nil))
        case .ended, .cancelled:
            guard let interaction = drag else { return }
            drag = nil
            interaction.release(velocity: pan.velocity(in: nil), ended: pan.state == .ended)
        default:
            break
        }
    }
}
