// UIKit's environment as stand-ins: what a view controller reads about the screen, the
// application and the device, answered from the engine's window. No rotation, status
// bar, haptics or assistive technology exist here; each stand-in says what it answers.

/// `UIScreen`: the window the engine runs in stands in for the screen.
@preconcurrency @MainActor
public final class UIScreen {
    /// `UIScreen.main`: the screen of the run's host window (`WindowScene.current`), the
    /// newest one the host drives; a window UIKit code makes for itself never resizes it.
    public static var main: UIScreen { UIScreen(window: WindowScene.current?.hostWindow) }

    private weak var window: Window?
    private init(window: Window?) { self.window = window }

    /// The window's bounds in points; `.zero` before any window exists (no screen to measure).
    public var bounds: Rect { window.map { Rect(origin: .zero, size: $0.size) } ?? .zero }
    /// Device pixels per point of the window (`Window.scale`); 1 before any window exists.
    public var scale: Double { window?.scale ?? 1 }
    /// The same as `scale`: the framebuffer is the screen here.
    public var nativeScale: Double { scale }

    /// A frozen copy of what the screen shows (`snapshotView(afterScreenUpdates:)`): the
    /// window's content; an empty view before any window exists.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView {
        window?.snapshotView() ?? UIView()
    }
}

/// `UIApplication`: the process's windows.
@preconcurrency @MainActor
public final class UIApplication {
    /// `UIApplication.shared`.
    public static var shared: UIApplication { UIApplication() }

    /// `UIDevice()`, `NSObject`'s initializer: an object for the same device as `current`,
    /// answering the same idiom and names (there is one device).
    public init() {}

    /// The windows alive in the run's scene, oldest first (`WindowScene.current`).
    public var windows: [Window] { WindowScene.current?.windows ?? [] }
    /// `keyWindow`: the most recently created window, nil before any exists.
    public var keyWindow: Window? { WindowScene.current?.keyWindow }
    /// `statusBarFrame`: there is no status bar, so a zero-height rectangle across the top of
    /// the key window; code that insets by its height insets by nothing.
    public var statusBarFrame: Rect {
        Rect(x: 0, y: 0, width: keyWindow?.size.width ?? 0, height: 0)
    }
}

/// `UIUserInterfaceIdiom`: the kind of device UIKit code adapts to.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
    /// Not known.
    case unspecified = -1
    /// An iPhone-sized (compact-width) window.
    case phone = 0
    /// An iPad-sized (regular-width) window.
    case pad = 1
    /// Apple TV; never this platform's idiom, here so code that tests for it compiles.
    case tv = 2
    /// CarPlay; never this platform's idiom.
    case carPlay = 3
    /// A Mac (Catalyst in the Mac idiom); never this platform's idiom.
    case mac = 5
    /// Apple Vision Pro; never this platform's idiom.
    case vision = 6
}

/// `UIDevice`: the device, judged from the key window's width.
@preconcurrency @MainActor
public final class UIDevice {
    /// `UIDevice.current`.
    public static var current: UIDevice { UIDevice() }

    /// `UIDevice()`, `NSObject`'s initializer: an object for the same device as `current`,
    /// answering the same idiom and names (there is one device).
    public init() {}

    /// The narrowest width, in points, that iPadOS gives a regular-width window (a 12.9-inch
    /// iPad split in half, landscape); every width iOS reports as compact is narrower. The
    /// same as the traits' (`TraitCollection.regularWidthThreshold`).
    public static let regularWidthThreshold: Double = TraitCollection.regularWidthThreshold

    /// `.phone` for a window narrower than `regularWidthThreshold`, `.pad` from it up, so
    /// that code choosing a phone or tablet layout chooses by the width it has; `.phone`
    /// before any window exists.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        (WindowScene.current?.keyWindow?.size.width ?? 0) < Self.regularWidthThreshold ? .phone : .pad
    }
    /// The operating system's name, as UIKit reports it on an iPhone.
    public var systemName: String { "iOS" }
}

/// `UIAccessibility`: no assistive technology runs alongside the playground.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// False: there is no screen reader here.
    public static var isVoiceOverRunning: Bool { false }
    /// False: animations always run, so transitions show what they do.
    public static var isReduceMotionEnabled: Bool { false }
    /// False: transparency is drawn as designed.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// False: colours are drawn as designed, without the higher-contrast variants.
    public static var isDarkerSystemColorsEnabled: Bool { false }
}

/// `UIStatusBarStyle` (`StatusBarStyle`), for `preferredStatusBarStyle` overrides.
public typealias UIStatusBarStyle = StatusBarStyle
