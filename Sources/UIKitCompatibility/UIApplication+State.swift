extension UIApplication {
    /// `UIApplication.State`: whether the app is in the foreground and receiving events.
    public enum State: Int, Hashable, Sendable {
        /// In the foreground, receiving events.
        case active
        /// In the foreground, not receiving events (an incoming call, the app switcher).
        case inactive
        /// Not on screen.
        case background
    }

    /// `applicationState`: `.active`. The playground's window is the app, on screen and
    /// taking input for as long as it runs; it is never sent to the background.
    public var applicationState: State { .active }
}
