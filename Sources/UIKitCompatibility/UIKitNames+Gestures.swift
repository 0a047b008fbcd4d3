// UIKit's names for the gesture-arbitration and tab-item additions, beside the
// main list of names, so a UIKit snippet that uses them compiles after one import changes.

/// `UIGestureRecognizerDelegate` (`GestureRecognizerDelegate`): should-begin,
/// simultaneous recognition, failure requirements and should-receive-touch, with UIKit's
/// method names and defaults.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
/// `UITabBarItem` (`TabBarItem`): a controller's title in a tab bar.
public typealias UITabBarItem = TabBarItem
/// `UISwipeGestureRecognizer` (`SwipeGestureRecognizer`): `direction`, `numberOfTouchesRequired`.
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
