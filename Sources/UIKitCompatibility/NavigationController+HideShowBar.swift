import Transitions

extension NavigationController {
    /// How long the navigation bar takes to hide or show when animated
    /// (`hideShowBarDuration`, UIKit's `UINavigationControllerHideShowBarDuration`): 0.2 s.
    /// A constant; libraries time their own bar and header animations with it.
    public nonisolated static let hideShowBarDuration: CGFloat = 0.2
}
