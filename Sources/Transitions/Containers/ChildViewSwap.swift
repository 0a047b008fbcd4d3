import Engine
import Geometry

/// The swap of one child's view for another's in a container's transition view, which a
/// navigation push or pop and a tab switch share: the incoming view fills the container,
/// the outgoing one leaves it, and a cancelled swap puts everything back.
@MainActor
enum ChildViewSwap {
    /// Off screen (no window, so nothing to animate): swaps the views at once, as UIKit does.
    /// `frame` is where `to`'s view goes, the container's bounds when nil.
    static func swapAtOnce(from: ViewController, to: ViewController, in container: View, frame: Rect? = nil) {
        from.viewIfLoaded?.removeFromSuperview()
        to.view.frame = frame ?? container.bounds
        container.addSubview(to.view)
    }

    /// A context that swaps `from`'s view for `to`'s in `container`: `to` ends filling the
    /// container and `from` leaves it, only the surviving view may stay in the container
    /// afterwards, and without an animator `to`'s view is simply put in place. The caller
    /// adds `willBegin` and `finalize`, which differ between the containers. `frames` are
    /// where each view sits when shown, the container's bounds when nil.
    static func makeContext(
        kind: TransitionKind, host: TransitionHost, window: Window, container: View,
        from: ViewController, to: ViewController, animated: Bool,
        animator: (any AnimatedTransitioning)?,
        interaction: (any InteractiveTransitioning)?,
        frames: (from: Rect, to: Rect)? = nil
    ) -> SystemTransitionContext {
        let fromView: View = from.view
        let toView: View = to.view
        let context = SystemTransitionContext(
            kind: kind, host: host, window: window, containerView: container,
            from: from, to: to, fromView: fromView, toView: toView,
            animated: animated, style: nil)
        context.animator = animator
        context.interactionController = interaction
        let shown = frames ?? (from: container.bounds, to: container.bounds)
        context.setFrames(from, initial: shown.from, final: .zero)
        context.setFrames(to, initial: .zero, final: shown.to)
        context.allowedAfterSuccess = { [toView] }
        context.allowedAfterCancel = { [fromView] }
        context.placeWithoutAnimation = {
            toView.frame = shown.to
            container.addSubview(toView)
        }
        return context
    }

    /// After a cancelled swap: `to` did not appear after all and `from` did not leave, so
    /// both get the reversed appearance calls, begun and ended at once.
    static func reverseAppearance(from: ViewController, to: ViewController, animated: Bool) {
        to.beginAppearanceTransition(false, animated: animated)
        from.beginAppearanceTransition(true, animated: animated)
        to.endAppearanceTransition()
        from.endAppearanceTransition()
    }
}
