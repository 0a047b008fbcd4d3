/// Which way a navigation transition goes (`UINavigationController.Operation`).
public enum NavigationOperation: String, Hashable, Sendable {
    /// Push brings a controller onto the stack; pop takes it off.
    case push, pop
    /// No operation (`UINavigationController.Operation.none`): a navigation controller never
    /// asks its delegate with it; code that keeps an operation in a variable or a table uses
    /// it for "none yet", as UIKit's callers do.
    case none
}

/// Supplies a navigation controller's custom transitions (`UINavigationControllerDelegate`).
/// Every method is optional; nil means the default slide and the built-in edge-swipe pop.
@preconcurrency @MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// The animator for a push or pop from `from` to `to`.
    func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> (any AnimatedTransitioning)?
    /// An interaction controller for the transition `animator` performs.
    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)?
    /// Called when a transition to `viewController` begins.
    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// Called when the transition to `viewController` ended (not when cancelled).
    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
    /// The orientations the navigation controller supports
    /// (`navigationControllerSupportedInterfaceOrientations(_:)`): the controller's own
    /// `supportedInterfaceOrientations` answers with this.
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: NavigationController)
        -> InterfaceOrientationMask
    /// The orientation to present the navigation controller in
    /// (`navigationControllerPreferredInterfaceOrientationForPresentation(_:)`).
    func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: NavigationController
    ) -> InterfaceOrientation
}

extension NavigationControllerDelegate {
    /// Default: nil, or nothing to do.
    public func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> (any AnimatedTransitioning)? { nil }
    /// Default: nil, or nothing to do.
    public func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? { nil }
    /// Default: nil, or nothing to do.
    public func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {}
    /// Default: nil, or nothing to do.
    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {}
    /// Default: `.all`, a view controller's own default, so an adopter that does not
    /// implement it leaves the navigation controller's answer as it was.
    public func navigationControllerSupportedInterfaceOrientations(_ navigationController: NavigationController)
        -> InterfaceOrientationMask
    { .all }
    /// Default: `.portrait`.
    public func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: NavigationController
    ) -> InterfaceOrientation { .portrait }
}
