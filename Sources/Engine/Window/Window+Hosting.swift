/// Windows that UIKit code makes for itself (a toast's, an alert's): the scene's host
/// window runs them on its own clock and animator and draws them above itself by level.
extension Window {
    /// The position of a window among the scene's windows (`UIWindow.Level`). UIKit's rule:
    /// "The stacking of levels takes precedence over the stacking of windows within each
    /// level"; within a level, a later window is drawn above an earlier one here.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        /// The level's number; higher is nearer the viewer.
        public var rawValue: Double

        /// A level of `rawValue`.
        public init(rawValue: Double) { self.rawValue = rawValue }
        /// A level of `rawValue` (`UIWindow.Level(_:)`).
        public init(_ rawValue: Double) { self.rawValue = rawValue }

        /// The level of the app's own windows (0).
        public static let normal = Level(0)
        /// The level of the status bar (1000): above the app's windows.
        public static let statusBar = Level(1000)
        /// The level of alerts (2000): above the status bar.
        public static let alert = Level(2000)

        /// Orders levels by number.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
        /// A level `offset` above `level` (`.alert + 1`).
        public static func + (level: Level, offset: Double) -> Level { Level(level.rawValue + offset) }
        /// A level `offset` below `level`.
        public static func - (level: Level, offset: Double) -> Level { Level(level.rawValue - offset) }
    }

    /// What a hosted window shares with its host: time, animations and diagnostics. With no
    /// host (outside a run), a window of its own on real time.
    struct HostParts {
        weak var window: Window?
        let clock: any Clock
        let animator: Animator
        let diagnostics: Diagnostics
        let scale: Double
    }

    /// The parts of `scene`'s host window, the newest window a host drives.
    static func hostParts(in scene: WindowScene?) -> HostParts {
        if let host = scene?.hostWindow {
            return HostParts(
                window: host, clock: host.clock, animator: host.animator, diagnostics: host.diagnostics,
                scale: host.scale)
        }
        let clock = MonotonicClock()
        let diagnostics = Diagnostics(clock: clock)
        return HostParts(
            window: nil, clock: clock, animator: Animator(clock: clock, diagnostics: diagnostics),
            diagnostics: diagnostics, scale: 1)
    }

    /// Joins `scene` as a window hosted by `host`, hidden until shown, as a new `UIWindow` is.
    func joinHost(_ host: Window?, scene: WindowScene?) {
        window = self
        isHidden = true
        isHostedKind = true
        hostWindow = host
        textMeasurer = host?.textMeasurer
        windowScene = scene
    }

    /// Leaves `old` for the scene now set, hosted by that scene's host window if the window
    /// is of UIKit code's own (one on another clock keeps its own, so it is not drawn there).
    func sceneDidChange(from old: WindowScene?) {
        guard windowScene !== old else { return }
        old?.remove(self)
        windowScene?.add(self)
        guard isHostedKind else { return }
        let host = windowScene?.hostWindow
        hostWindow = host?.clock === clock ? host : nil
        hostWindow?.needsDisplay = true
        old?.hostWindow?.needsDisplay = true
    }

    /// The hosted windows shown, bottom to top: by level, then in the order they were made.
    var hostedWindowsShown: [Window] {
        guard hostWindow == nil, let scene = windowScene else { return [] }
        let hosted = scene.windows.filter { $0.hostWindow === self && !$0.isHidden }
        guard hosted.count > 1 else { return hosted }
        return hosted.enumerated().sorted { ($0.element.windowLevel, $0.offset) < ($1.element.windowLevel, $1.offset) }
            .map(\.element)
    }

    /// True when a touch this window dispatches may reach views in `other`: its own, or a
    /// window it hosts.
    func routesTouches(to other: Window?) -> Bool {
        other === self || (other != nil && other?.hostWindow === self)
    }

    /// Shows the window and makes it the scene's key window (`makeKeyAndVisible()`).
    public func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window the scene's key window without changing whether it shows (`makeKey()`).
    public func makeKey() {
        windowScene?.makeKey(self)
    }

    /// True for the scene's key window (`isKeyWindow`).
    public var isKeyWindow: Bool { windowScene?.keyWindow === self }
}
