/// The touches of an event that belong to one view or window (`UIEvent.touches(for:)`).
extension TouchEvent {
    /// The touches of this event that went down in `view` (`touches(for:)`): the view the
    /// window hit-tested for each touch, not its superviews nor its subviews, so a
    /// controller's override can tell a tap on its root view's background from one on a
    /// subview. Empty when none did.
    public func touches(for view: View) -> Set<Touch>? {
        (allTouches ?? []).filter { $0.view === view }
    }

    /// The touches of this event that went down in `window` (`touches(for:)`), wherever in it.
    /// Empty when none did.
    public func touches(for window: Window) -> Set<Touch>? {
        (allTouches ?? []).filter { $0.window === window }
    }
}
