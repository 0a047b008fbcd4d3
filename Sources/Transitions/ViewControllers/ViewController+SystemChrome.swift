import Engine

extension ViewController {
    /// `setNeedsUpdateOfHomeIndicatorAutoHidden()`: accepted; there is no home indicator here
    /// to show or hide.
    public func setNeedsUpdateOfHomeIndicatorAutoHidden() {}

    /// `setNeedsUpdateOfScreenEdgesDeferringSystemGestures()`: accepted; no system gesture
    /// claims a screen edge here.
    public func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
}
