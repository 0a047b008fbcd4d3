import Engine

extension ViewController {
    /// Shared by the presentation and navigation hooks: the built-in zoom animator when
    /// this controller prefers the zoom and no transitioning delegate of its own answers.
    func zoomAnimator(opening: Bool) -> (any AnimatedTransitioning)? {
        guard let zoom = preferredTransition?.zoom, transitioningDelegate == nil else { return nil }
        return ZoomTransitionAnimator(state: zoom, opening: opening)
    }

    /// The style a presentation of this controller uses: `.automatic` resolves to a page
    /// sheet, except under a zoom, which opens to full screen as on iOS 18.
    var effectivePresentationStyle: ModalPresentationStyle {
        if modalPresentationStyle == .automatic, preferredTransition?.zoom != nil { return .fullScreen }
        return modalPresentationStyle.resolved
    }

    /// The drag-down interaction that started the current closing zoom, handed over once.
    func takeZoomInteraction() -> (any InteractiveTransitioning)? {
        guard let zoom = preferredTransition?.zoom, transitioningDelegate == nil else { return nil }
        defer { zoom.pendingInteraction = nil }
        return zoom.pendingInteraction
    }
}
