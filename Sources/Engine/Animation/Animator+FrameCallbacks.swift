extension Animator {
    /// Runs `body` after the animations of every following tick until it returns false.
    ///
    /// Layers above the engine watch the clock with it (a transition's deadline, a
    /// freed-controller check) without a timer of their own. While a callback is
    /// registered `isAnimating` stays true, so the run loop keeps ticking: register only
    /// for as long as something is being watched.
    public func onEveryTick(_ body: @escaping @MainActor () -> Bool) {
        deferUntilNextTick { [weak self] in
            if body() { self?.onEveryTick(body) }
        }
    }
}
