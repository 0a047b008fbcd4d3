/// How a presented controller covers its presenter (`UIModalPresentationStyle`).
public enum ModalPresentationStyle: String, Hashable, Sendable {
    /// Covers the window; the presenting view leaves the hierarchy once the
    /// presentation ends and comes back when the dismissal begins.
    case fullScreen
    /// Covers the window; the presenting view stays where it is underneath.
    case overFullScreen
    /// Laid out by the presentation controller the transitioning delegate supplies; the
    /// presenting view stays where it is and the container does not own it.
    case custom
    /// A card inset from the top over a dimmed, slightly shrunk presenter (iOS 13's page sheet).
    case pageSheet
}
