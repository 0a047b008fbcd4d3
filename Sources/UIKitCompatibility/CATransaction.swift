import Engine

/// `CATransaction`: Core Animation's explicit transactions, as `LayerTransaction` keeps them
/// on the run's scene. Transactions nest; a setting holds for the innermost open one and those
/// nested in it.
///
/// - `setCompletionBlock(_:)` runs the block once every layer animation (`add(_:forKey:)`)
///   and view animation (`UIView.animate`) made after it was set has ended or been
///   removed, or at once when the transaction is committed with none made.
/// - `setAnimationDuration(_:)` and `setAnimationTimingFunction(_:)` are given to the layer
///   animations added inside that set no duration or timing function of their own.
/// - `setDisableActions(true)` turns off the actions a layer runs for its property changes
///   (a shape layer's `path` animation, a layer subclass's own), so changes take effect at once.
///
/// `flush()` does nothing: changes are drawn on the next frame anyway. Outside a scene (no
/// window to animate in) begin and commit do nothing and a completion block runs at once.
@preconcurrency @MainActor
public enum CATransaction {
    /// Opens a transaction, nested in the one open.
    public static func begin() { LayerTransaction.begin() }
    /// Closes the innermost transaction; its completion block runs now if nothing it waits for runs.
    public static func commit() { LayerTransaction.commit() }
    /// Draws now (changes are drawn on the next frame anyway).
    public static func flush() {}
    /// Whether layers' actions are turned off in the open transaction.
    public static func disableActions() -> Bool { LayerTransaction.disablesActions }
    /// Turns the actions layers run for property changes off (true) or back on.
    public static func setDisableActions(_ flag: Bool) { LayerTransaction.disablesActions = flag }
    /// The duration given to animations that set none: 0.25 seconds unless set.
    public static func animationDuration() -> Double { LayerTransaction.animationDuration }
    /// Sets the duration given to animations added in the transaction that set none.
    public static func setAnimationDuration(_ duration: Double) { LayerTransaction.animationDuration = duration }
    /// The timing function given to animations that set none; nil (linear) unless set.
    public static func animationTimingFunction() -> CAMediaTimingFunction? {
        LayerTransaction.animationTimingFunction
    }
    /// Sets the timing function given to animations added in the transaction that set none.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        LayerTransaction.animationTimingFunction = function
    }
    /// The open transaction's completion block, nil when none is set.
    public static func completionBlock() -> (() -> Void)? { LayerTransaction.completionBlock }
    /// Sets the block run once the animations made in the transaction from now on have all
    /// ended (at once when none is made); a block set before it with nothing to wait for runs now.
    public static func setCompletionBlock(_ block: (() -> Void)?) { LayerTransaction.completionBlock = block }
}
