import Engine
import Transitions

extension TransitionContext {
    /// The two pages a navigation or tab transition swaps, the incoming one already at its
    /// final frame; nil, after ending the transition unfinished, when either is missing: the
    /// check such an animator opens with.
    func swappedPages() -> (from: View, to: View)? {
        guard let from = view(forKey: .from), let to = view(forKey: .to), let toVC = viewController(forKey: .to) else {
            completeTransition(false)
            return nil
        }
        to.frame = finalFrame(for: toVC)
        return (from, to)
    }
}

/// The animator of a navigation or tab transition that swaps two pages in the container. A
/// subclass places the pages where the swap starts and says how they move; one animation
/// then carries them over `duration`, and when it ends both pages get their identity
/// transform and full opacity back (whichever is off screen must look normal when it shows
/// again) and the transition completes unless it was cancelled.
@MainActor
class PageSwapAnimator: AnimatedTransitioning {
    /// True for a swap forward: a push, or a tab to the right of the one shown.
    let forward: Bool
    /// How long the swap takes, in seconds.
    let duration: Double

    /// A swap forward or back over `duration` seconds.
    init(forward: Bool, duration: Double) {
        self.forward = forward
        self.duration = duration
    }

    func transitionDuration(using context: TransitionContext?) -> Double { duration }

    /// Puts `to` (already at its final frame) and `from` where the swap starts in
    /// `container`, and returns the curve and the changes that carry them to where it ends.
    /// The base class moves nothing.
    func startSwap(from: View, to: View, in container: View, context: TransitionContext)
        -> (options: AnimationOptions, animations: () -> Void)
    {
        ([], {})
    }

    /// Runs the swap `startSwap` describes.
    func animateTransition(using context: TransitionContext) {
        guard let (from, to) = context.swappedPages() else { return }
        let swap = startSwap(from: from, to: to, in: context.containerView, context: context)
        View.animate(
            withDuration: transitionDuration(using: context), options: swap.options, animations: swap.animations
        ) { _ in
            for page in [from, to] {
                page.transform = .identity
                page.alpha = 1
            }
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}
