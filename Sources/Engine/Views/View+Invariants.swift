extension View {
    /// Checks the tree's bookkeeping below this view in debug builds: every subview points
    /// back to its parent and shares its window, appears once, and every running
    /// animation is filed under its own property and view. Release builds skip it.
    public func _checkInvariants() {
        #if DEBUG
            var seen = Set<ObjectIdentifier>()
            for s in subviews {
                precondition(
                    s.superview === self,
                    "subview \(s.accessibilityIdentifier ?? "?") does not point back to its superview")
                precondition(s.window === window, "subview \(s.accessibilityIdentifier ?? "?") is in another window")
                precondition(
                    seen.insert(ObjectIdentifier(s)).inserted,
                    "subview \(s.accessibilityIdentifier ?? "?") appears twice")
            }
            for (property, animation) in animations {
                precondition(
                    animation.property == property && animation.view === self, "animation filed under the wrong key")
                precondition(animation.state != .finished, "a finished animation is still attached")
            }
            for (property, list) in underlyingAnimations {
                for animation in list {
                    precondition(
                        animation.property == property && animation.view === self,
                        "underlying animation filed under the wrong key")
                    precondition(animation.state != .finished, "a finished underlying animation is still attached")
                }
            }
            for s in subviews { s._checkInvariants() }
        #endif
    }
}
