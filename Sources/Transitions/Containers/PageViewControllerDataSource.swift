/// Supplies a page view controller's neighbouring pages (`UIPageViewControllerDataSource`):
/// asked for the page before and after the one shown, nil where the pages end.
@preconcurrency @MainActor
public protocol PageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil when it is the first.
    func pageViewController(
        _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
    ) -> ViewController?
    /// The page after `viewController`, or nil when it is the last.
    func pageViewController(
        _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
    ) -> ViewController?
    /// How many pages a page indicator shows; this platform draws no indicator, so the
    /// answer is only kept for callers that ask.
    func presentationCount(for pageViewController: PageViewController) -> Int
    /// Which of `presentationCount` pages is shown, for the same indicator.
    func presentationIndex(for pageViewController: PageViewController) -> Int
}

extension PageViewControllerDataSource {
    /// Default: 0, no page indicator.
    public func presentationCount(for pageViewController: PageViewController) -> Int { 0 }
    /// Default: 0.
    public func presentationIndex(for pageViewController: PageViewController) -> Int { 0 }
}

/// Hears a page view controller's user-driven page turns (`UIPageViewControllerDelegate`);
/// every method has an empty default.
@preconcurrency @MainActor
public protocol PageViewControllerDelegate: AnyObject {
    /// A drag began turning to `pendingViewControllers`; not called for
    /// `setViewControllers(_:direction:animated:completion:)`.
    func pageViewController(
        _ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController])
    /// A drag's turn came to rest: `completed` is false when it went back to the page it
    /// left, whose controllers `previousViewControllers` holds either way.
    func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool)
}

extension PageViewControllerDelegate {
    /// Default: nothing to do.
    public func pageViewController(
        _ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]
    ) {}
    /// Default: nothing to do.
    public func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool
    ) {}
}
