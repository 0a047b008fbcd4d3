/// `CATransaction`: the calls UIKit code makes around layer changes, accepted.
///
/// Layers here have no implicit animations, so there is nothing for a transaction to
/// group or for `setDisableActions(true)` to turn off: every change takes effect at once,
/// explicit `CABasicAnimation`s run on the window's clock, and the calls below do nothing.
/// `setCompletionBlock` is left out rather than run at the wrong time.
public enum CATransaction {
    /// Opens a transaction (nothing to open).
    public static func begin() {}
    /// Closes a transaction (nothing to commit: changes already took effect).
    public static func commit() {}
    /// Draws now (changes are drawn on the next frame anyway).
    public static func flush() {}
    /// Turns implicit animations off (there are none).
    public static func setDisableActions(_ flag: Bool) {}
    /// The duration of implicit animations (there are none).
    public static func setAnimationDuration(_ duration: Double) {}
    /// The timing of implicit animations (there are none).
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {}
}
