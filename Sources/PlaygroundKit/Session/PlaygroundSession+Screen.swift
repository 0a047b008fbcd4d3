extension PlaygroundSession {
    /// Which screen is up.
    package enum Screen: Equatable, Sendable {
        /// The list of demos.
        case catalog
        /// The demo of this name.
        case demo(String)
    }
}
