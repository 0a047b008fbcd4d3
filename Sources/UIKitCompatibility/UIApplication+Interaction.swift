// UIKit's deprecated app-wide switch for touches, which libraries still flip around an
// animation they do not want interrupted.

extension UIApplication {
    /// Suspends the handling of touches in every window of the run's scene
    /// (`beginIgnoringInteractionEvents()`); calls nest, each balanced by an end.
    public func beginIgnoringInteractionEvents() {
        WindowScene.current?.beginIgnoringInteractionEvents()
    }

    /// Balances one `beginIgnoringInteractionEvents()`; after the last, touches are handled again.
    public func endIgnoringInteractionEvents() {
        WindowScene.current?.endIgnoringInteractionEvents()
    }

    /// True between a begin and its balancing end (`isIgnoringInteractionEvents`).
    public var isIgnoringInteractionEvents: Bool { (WindowScene.current?.interactionIgnoreCount ?? 0) > 0 }
}
