/// `UIPageViewController` (`PageViewController`): pages turned by dragging or in code.
public typealias UIPageViewController = PageViewController
/// `UIPageViewControllerDataSource` (`PageViewControllerDataSource`).
public typealias UIPageViewControllerDataSource = PageViewControllerDataSource
/// `UIPageViewControllerDelegate` (`PageViewControllerDelegate`).
public typealias UIPageViewControllerDelegate = PageViewControllerDelegate
/// `UILongPressGestureRecognizer` (`LongPressGestureRecognizer`): a press held in place.
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
