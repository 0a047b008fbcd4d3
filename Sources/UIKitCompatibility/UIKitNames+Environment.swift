/// `UITabBarController` (`TabBarController`).
public typealias UITabBarController = TabBarController
/// `UITabBarControllerDelegate` (`TabBarControllerDelegate`).
public typealias UITabBarControllerDelegate = TabBarControllerDelegate
/// `UIWindow` (`Window`), what `UIApplication.shared.windows` lists.
public typealias UIWindow = Window
