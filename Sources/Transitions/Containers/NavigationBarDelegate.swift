import Engine

/// Told of pushes and pops on a navigation bar of the app's own (`UINavigationBarDelegate`);
/// a navigation controller's bar has its controller instead. Every method has a default,
/// as UIKit's are optional: pushes and pops go ahead, and nothing else happens.
@preconcurrency @MainActor
public protocol NavigationBarDelegate: AnyObject {
    /// Whether `item` may be pushed (`navigationBar(_:shouldPush:)`); true by default.
    func navigationBar(_ navigationBar: NavigationBar, shouldPush item: NavigationItem) -> Bool
    /// `item` was pushed and shows on top (`navigationBar(_:didPush:)`).
    func navigationBar(_ navigationBar: NavigationBar, didPush item: NavigationItem)
    /// Whether the top `item` may be popped (`navigationBar(_:shouldPop:)`); true by default.
    func navigationBar(_ navigationBar: NavigationBar, shouldPop item: NavigationItem) -> Bool
    /// `item` was popped (`navigationBar(_:didPop:)`).
    func navigationBar(_ navigationBar: NavigationBar, didPop item: NavigationItem)
}

extension NavigationBarDelegate {
    /// Lets every push go ahead.
    public func navigationBar(_ navigationBar: NavigationBar, shouldPush item: NavigationItem) -> Bool { true }
    /// Does nothing.
    public func navigationBar(_ navigationBar: NavigationBar, didPush item: NavigationItem) {}
    /// Lets every pop go ahead.
    public func navigationBar(_ navigationBar: NavigationBar, shouldPop item: NavigationItem) -> Bool { true }
    /// Does nothing.
    public func navigationBar(_ navigationBar: NavigationBar, didPop item: NavigationItem) {}
}
