/// The windows of one run of an app, oldest first (`UIWindowScene`'s `windows`): what
/// UIKit's environment stand-ins (`UIScreen.main`, `UIApplication.shared`) mean by "the
/// screen". The app owns its scene and binds it for the run with
/// `WindowScene.$current.withValue(scene) { ... }`; each window made inside joins it, so no
/// process-wide list exists and two runs (or two tests) never see each other's windows.
/// The scene holds its windows weakly: a window leaves it when released.
@preconcurrency @MainActor
public final class WindowScene {
    /// The scene of the run in progress, bound by the app; nil outside one, where a new
    /// window joins no scene and the stand-ins answer as before any window exists.
    @TaskLocal public static var current: WindowScene?

    private struct WeakWindow {
        weak var window: Window?
    }
    private var entries: [WeakWindow] = []

    /// An empty scene.
    public init() {}

    /// The windows alive, oldest first (`UIApplication.shared.windows`).
    public var windows: [Window] {
        entries.removeAll { $0.window == nil }
        return entries.compactMap(\.window)
    }

    private weak var madeKey: Window?
    /// The `View.beginAnimations` blocks open now, innermost last.
    var legacyAnimationBlocks: [LegacyAnimationBlock] = []
    /// False while `View.setAnimationsEnabled(false)` holds: animation blocks apply their
    /// changes at once.
    var animationsEnabled = true
    /// The `LayerTransaction.begin()` transactions open now, innermost last.
    var layerTransactions: [LayerTransactionFrame] = []
    /// The `appearance()` settings made in the run, oldest first.
    var appearanceSettings: [AppearanceSetting] = []

    /// The key window (`keyWindow`): the one most recently made key (`makeKeyAndVisible()`,
    /// `makeKey()`) while it is alive and shown, else the host window; nil before any
    /// window exists.
    public var keyWindow: Window? {
        if let key = madeKey, !key.isHidden, windows.contains(where: { $0 === key }) { return key }
        return hostWindow ?? windows.last
    }

    /// The window UIKit code means by "the screen": the newest one a host drives itself
    /// (not one made with `init(frame:)` or `init(windowScene:)`), or nil before any exists.
    public var hostWindow: Window? { windows.last { !$0.isHostedKind } }

    /// Makes `window` the key window; the previous one resigns, as UIKit's rule says, and
    /// each hears of its change (`resignKey()`, then `becomeKey()`) when the key window
    /// really changed (a hidden window made key is key only once it shows).
    func makeKey(_ window: Window) {
        let previous = keyWindow
        madeKey = window
        let now = keyWindow
        guard now !== previous else { return }
        previous?.resignKey()
        now?.becomeKey()
    }

    /// Takes `window` out of the scene (its `windowScene` was set to another or to nil).
    func remove(_ window: Window) {
        entries.removeAll { $0.window == nil || $0.window === window }
        if madeKey === window { madeKey = nil }
    }

    /// Adds `window`, the newest; it ignores touches if the scene does.
    func add(_ window: Window) {
        entries.removeAll { $0.window == nil }
        entries.append(WeakWindow(window: window))
        window.ignoresInteractionEvents = interactionIgnoreCount > 0
    }

    /// The `beginIgnoringInteractionEvents()` calls not yet balanced by an end: while above
    /// zero, every window of the scene drops new touches.
    public private(set) var interactionIgnoreCount = 0

    /// Suspends the handling of touches in every window of the scene
    /// (`UIApplication.beginIgnoringInteractionEvents()`); calls nest, each balanced by an end.
    public func beginIgnoringInteractionEvents() {
        interactionIgnoreCount += 1
        for window in windows { window.ignoresInteractionEvents = true }
    }

    /// Balances one `beginIgnoringInteractionEvents()`; touches are handled again after the
    /// last. An end with no begin left changes nothing.
    public func endIgnoringInteractionEvents() {
        guard interactionIgnoreCount > 0 else { return }
        interactionIgnoreCount -= 1
        for window in windows { window.ignoresInteractionEvents = interactionIgnoreCount > 0 }
    }
}
