import Transitions

// UIKit's names for what a custom tab bar builds on: the bar's delegate and how it spreads
// its items.

/// `UITabBarDelegate` (`TabBarDelegate`): a tab bar controller is its own bar's delegate.
public typealias UITabBarDelegate = TabBarDelegate

extension TabBar {
    /// `UITabBar.ItemPositioning` (`TabBarItemPositioning`).
    public typealias ItemPositioning = TabBarItemPositioning
}
