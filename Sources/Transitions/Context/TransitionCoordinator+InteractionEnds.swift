extension TransitionCoordinator {
    /// Registers `handler` to run once, when the user stops driving the transition
    /// (`notifyWhenInteractionEnds(_:)`, UIKit's form before iOS 10): when `finish` or
    /// `cancel` hands it to the animation (read `isCancelled`), or when it ends while still
    /// interactive. A pause that makes it interactive again does not call it a second time;
    /// a transition that is not interactive never calls it, as in UIKit.
    public func notifyWhenInteractionEnds(_ handler: @escaping (any TransitionCoordinatorContext) -> Void) {
        var called = false
        notifyWhenInteractionChanges { coordinator in
            guard !called, !coordinator.isInteractive else { return }
            called = true
            handler(coordinator)
        }
    }
}
