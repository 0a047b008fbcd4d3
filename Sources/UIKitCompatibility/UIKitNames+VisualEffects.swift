// UIKit's names for blur materials, so a UIVisualEffectView snippet compiles with its
// import changed.

/// `UIVisualEffectView` (`VisualEffectView`): `effect`, `contentView`, `init(effect:)`.
public typealias UIVisualEffectView = VisualEffectView
/// `UIVisualEffect` (`VisualEffect`).
public typealias UIVisualEffect = VisualEffect
/// `UIBlurEffect` (`BlurEffect`); `UIBlurEffect.Style` and `init(style:)` come with it.
public typealias UIBlurEffect = BlurEffect
/// `UINavigationBarAppearance` (`BarAppearance`): `configureWithDefaultBackground()` blurs,
/// `configureWithOpaqueBackground()` does not; assign it to `navigationBar.standardAppearance`.
public typealias UINavigationBarAppearance = BarAppearance
/// `UIBarAppearance` (`BarAppearance`).
public typealias UIBarAppearance = BarAppearance
/// `UITabBarAppearance` (`BarAppearance`); assign it to `tabBarController.tabBar.standardAppearance`.
public typealias UITabBarAppearance = BarAppearance
/// `UITabBar` (`TabBar`): `standardAppearance`.
public typealias UITabBar = TabBar
/// `UIVibrancyEffect` (`VibrancyEffect`): `init(blurEffect:)`, `init(blurEffect:style:)`.
public typealias UIVibrancyEffect = VibrancyEffect
/// `UIVibrancyEffectStyle` (`VibrancyEffect.Style`).
public typealias UIVibrancyEffectStyle = VibrancyEffect.Style
