// UIKit's name for the two-column container.

/// `UISplitViewController` (`SplitViewController`): primary and secondary side by side in a
/// regular-width window, the primary alone in a compact one.
public typealias UISplitViewController = SplitViewController
