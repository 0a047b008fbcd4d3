/// Where a controller's view is in its appearance life, so callbacks come in UIKit's
/// order (will then did), at most once per change, and stay balanced on cancel.
public enum AppearanceState: String, Hashable, Sendable {
    /// Not on screen (initial state).
    case disappeared
    /// `viewWillAppear` was called, `viewDidAppear` not yet.
    case appearing
    /// On screen.
    case appeared
    /// `viewWillDisappear` was called, `viewDidDisappear` not yet.
    case disappearing
}
