extension PlaygroundSession {
    /// Which screen is up.
    public enum Screen: Equatable, Sendable {
        /// The list of demos.
        case catalog
        /// The demo of this name.
        case demo(String)
    }
}
