import Engine
import Geometry
import Transitions

// Windows and scenes as UIKit code reaches them: `UIApplication.shared.connectedScenes`, a
// scene's windows and status bar, and windows a library makes for itself (a toast's or an
// alert's), which the run's host window draws above its own content by level.

/// `UIScene` (`WindowScene`): the run's one scene.
public typealias UIScene = WindowScene
/// `UIWindowScene` (`WindowScene`): the run's windows.
public typealias UIWindowScene = WindowScene

extension WindowScene: IdentityHashable {}

extension WindowScene {
    /// Where a scene is in its life (`UIScene.ActivationState`).
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// On screen and taking input.
        case foregroundActive = 0
        /// On screen, not taking input.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// `.foregroundActive`: the run's scene is on screen and takes input while it runs, so
    /// code that looks for the active scene finds it.
    public var activationState: ActivationState { .foregroundActive }

    /// The screen the scene is shown on (`screen`): the host window's, as `UIScreen.main`.
    public var screen: UIScreen { UIScreen.main }

    /// The scene's coordinates (`coordinateSpace`): the host window's, whose bounds are the
    /// screen's; an empty view's before any window exists.
    public var coordinateSpace: any CoordinateSpace { hostWindow ?? View() }

    /// The scene's status bar (`statusBarManager`); there is no status bar here.
    public var statusBarManager: UIStatusBarManager? { UIStatusBarManager() }
}

/// `UIStatusBarManager`: the status bar of a scene, which this platform does not draw.
@preconcurrency @MainActor
public final class UIStatusBarManager {
    init() {}

    /// A zero-height rectangle at the top of the screen: code that insets by the status
    /// bar's height insets by nothing, as in `UIApplication.statusBarFrame`.
    public var statusBarFrame: Rect { Rect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 0) }
    /// False: code that hides content under the status bar keeps it.
    public var isStatusBarHidden: Bool { false }
    /// The default style.
    public var statusBarStyle: StatusBarStyle { .default }
}

extension UIApplication {
    /// The scenes connected to the app (`connectedScenes`): the run's scene, or none outside
    /// a run.
    public var connectedScenes: Set<UIScene> {
        WindowScene.current.map { [$0] } ?? []
    }

    /// False: a run has one scene (`supportsMultipleScenes`).
    public var supportsMultipleScenes: Bool { false }
}

extension Window {
    /// The screen the window is on (`screen`): the one screen, `UIScreen.main`.
    public var screen: UIScreen { UIScreen.main }
}
