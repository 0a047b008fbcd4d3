import Engine

extension ViewController {
    /// Shared by the presentation and navigation hooks: the built-in zoom animator when
    /// this controller prefers the zoom and no transitioning delegate of its own answers.
    func zoomAnimator(opening: Bool) -> (any AnimatedTransitioning)? {
        guard let zoom = preferredTransition?.zoom, transitioningDelegate == nil else { return nil }
        return ZoomTransitionAnimator(state: zoom, opening: opening)
    }

    /// The drag-down interaction that started the current closing zoom, handed over once.
    func takeZoomInteraction() -> (any InteractiveTransitioning)? {
        guard let zoom = preferredTransition?.zoom, transitioningDelegate == nil else { return nil }
        defer { zoom.pendingInteraction = nil }
        return zoom.pendingInteraction
    }
}
