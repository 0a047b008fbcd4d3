import Engine

extension ViewController {
    /// Ends every presentation above this controller at once, with no transition: each
    /// presented controller, top-most first, gets its disappearance callbacks, its container
    /// leaves the window, and presenter, presented controller and presentation controller
    /// let go of one another.
    ///
    /// A presented controller and its presentation controller hold each other until a
    /// dismissal ends. A root controller that leaves its window with something presented
    /// (the playground going back to its catalog) has no dismissal to wait for, so the
    /// presentations end here; otherwise the whole screen would stay alive.
    func endPresentationsAtOnce() {
        guard let presented = ownPresentedViewController else { return }
        presented.endPresentationsAtOnce()
        // A transition still running keeps its context alive through the completions of
        // its animations, and the context keeps both controllers: removing the animations
        // runs those completions now, while the presentation is still whole.
        let container = presented.presentationController?.containerView
        for view in [container, presented.viewIfLoaded, viewIfLoaded].compactMap({ $0 }) {
            view.removeAnimationsInTree()
        }
        if presented.appearanceState == .appeared || presented.appearanceState == .appearing {
            presented.beginAppearanceTransition(false, animated: false)
            presented.endAppearanceTransition()
        }
        container?.removeFromSuperview()
        ownPresentedViewController = nil
        presented.ownPresentingViewController = nil
        presented.presentationController = nil
        presented.isBeingPresented = false
        presented.isBeingDismissed = false
    }
}

extension View {
    /// Removes every animation of this view and of all its descendants; their
    /// completions run now and see `finished == false`.
    func removeAnimationsInTree() {
        layer.removeAllAnimations()
        for v in subviews { v.removeAnimationsInTree() }
    }
}
