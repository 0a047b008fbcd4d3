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
