// UIKit's names for the bars' appearance objects, so a snippet that styles a navigation or
// tab bar (a blurred or an opaque background) compiles with its import changed.

/// `UINavigationBarAppearance` (`BarAppearance`): `configureWithDefaultBackground()` blurs,
/// `configureWithOpaqueBackground()` does not; assign it to `navigationBar.standardAppearance`.
public typealias UINavigationBarAppearance = BarAppearance
/// `UIBarAppearance` (`BarAppearance`).
public typealias UIBarAppearance = BarAppearance
/// `UITabBarAppearance` (`BarAppearance`); assign it to `tabBarController.tabBar.standardAppearance`.
public typealias UITabBarAppearance = BarAppearance
/// `UITabBar` (`TabBar`): `standardAppearance`.
public typealias UITabBar = TabBar
