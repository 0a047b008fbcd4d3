extension Window {
    /// The windows alive, oldest first (`UIApplication.shared.windows`).
    ///
    /// UIKit's environment (`UIScreen.main`, `UIApplication.shared`) is global by its API, so
    /// code ported from UIKit needs some answer to "which window"; this list of weak
    /// references is that answer, and the only process-wide list the engine keeps. It holds
    /// no window alive, and a window leaves it when released.
    public static var openWindows: [Window] {
        registry.removeAll { $0.window == nil }
        return registry.compactMap(\.window)
    }

    /// The window UIKit code means by "the screen": the most recently created one alive,
    /// or nil before any window exists.
    public static var keyWindow: Window? { openWindows.last }

    private struct WeakWindow {
        weak var window: Window?
    }
    private static var registry: [WeakWindow] = []

    static func register(_ window: Window) {
        registry.removeAll { $0.window == nil }
        registry.append(WeakWindow(window: window))
    }
}
